// The workspace's trial in one word-bearing badge, as the overview, the wallet and the demo
// settings all show it: on a plan, ended, or the days left (a warning from two days on).
import { plural } from '../../lib/format'
import { Badge } from './badge'

/** `left`: whole days of trial left, 0 once it has ended; null for a workspace on a plan. */
export function TrialBadge({ left }: { left: number | null }) {
  if (left === null) return <Badge tone="success">On a plan</Badge>
  if (left === 0) return <Badge tone="danger">Trial ended</Badge>
  return <Badge tone={left <= 2 ? 'warning' : 'accent'}>Free trial · {plural(left, 'day')} left</Badge>
}
