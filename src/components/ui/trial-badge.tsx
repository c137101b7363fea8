// The workspace's trial as the overview, the wallet and the demo settings all show it: a badge
// (on a plan, ended, or the days left, a warning from two days on) and when the trial ends.
import type { ReactNode } from 'react'
import { daysLeft, formatDateTime, plural } from '../../lib/format'
import { Badge } from './badge'

/** `left`: whole days of trial left, 0 once it has ended; null for a workspace on a plan. */
export function TrialBadge({ left }: { left: number | null }) {
  if (left === null) return <Badge tone="success">On a plan</Badge>
  if (left === 0) return <Badge tone="danger">Trial ended</Badge>
  return <Badge tone={left <= 2 ? 'warning' : 'accent'}>Free trial · {plural(left, 'day')} left</Badge>
}

export interface TrialStateProps {
  endsAt: string | null
  /** The clock the days are counted on (the mock's may run ahead of this browser's). */
  now?: number
  className?: string
  /** Classes of the line saying when the trial ends. */
  noteClass?: string
  /** What stands instead once the trial has ended; the badge and the day it ended otherwise. */
  ended?: ReactNode
}

export function TrialState({ endsAt, now, className = '', noteClass = '', ended }: TrialStateProps) {
  if (endsAt === null) return <TrialBadge left={null} />
  const left = daysLeft(endsAt, now)
  if (left === 0 && ended !== undefined) return ended
  return (
    <span className={`flex flex-wrap items-center gap-2 ${className}`}>
      <TrialBadge left={left} />
      <span className={`text-fg-muted ${noteClass}`}>
        {left === 0 ? 'ended' : 'ends'} {formatDateTime(endsAt)}
      </span>
    </span>
  )
}
