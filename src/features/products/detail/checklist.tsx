// The pre-publish checklist: each rule passed or blocked with how to fix it, plus the
// API's own reasons when it refused a publish anyway.
import { Link } from '@tanstack/react-router'
import { Panel } from '../../../components/ui/panel'
import { AlertIcon, CheckIcon, ClockIcon, InfoIcon } from '../../../components/ui/icons'
import type { Check, CheckState } from './checks'

const LOOK: Record<CheckState, { icon: typeof CheckIcon; tone: string; word: string }> = {
  passed: { icon: CheckIcon, tone: 'text-success bg-success-soft', word: 'Passed' },
  blocked: { icon: AlertIcon, tone: 'text-danger bg-danger-soft', word: 'Blocked' },
  checking: { icon: ClockIcon, tone: 'text-fg-muted bg-surface-muted', word: 'Checking' },
  unknown: { icon: InfoIcon, tone: 'text-warning bg-warning-soft', word: 'Not checked' },
}

function CheckItem({ check }: { check: Check }) {
  const { icon: Icon, tone, word } = LOOK[check.state]
  return (
    <li className="flex gap-3">
      <span className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-3.5" />
      </span>
      <div className="min-w-0">
        <p className="text-fg text-sm font-medium">
          {check.label}
          <span className="sr-only">: {word}</span>
        </p>
        <p className="text-fg-muted text-sm break-words">{check.detail}</p>
        {check.fix && check.state !== 'passed' ? <p className="text-fg mt-0.5 text-sm">{check.fix}</p> : null}
        {check.fixAt && check.state !== 'passed' ? (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {check.fixAt.map((at) => (
              <li key={at.kbId}>
                <Link
                  to="/knowledge-bases/$kbId"
                  params={{ kbId: at.kbId }}
                  className="text-accent hover:text-accent-hover font-medium underline decoration-1 underline-offset-2"
                >
                  <bdi>{at.label}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  )
}

export interface ChecklistProps {
  published: boolean
  checks: Check[]
  /** From a refused publish (409 `publish_blocked`). */
  apiChecks: Check[]
}

export function Checklist({ published, checks, apiChecks }: ChecklistProps) {
  const blocked = checks.filter((c) => c.state === 'blocked').length
  return (
    <Panel
      className="order-first lg:order-none"
      title="Pre-publish checklist"
      description={
        published
          ? 'Published. These rules must keep holding to publish again after an unpublish.'
          : blocked > 0
            ? `${blocked} ${blocked === 1 ? 'thing blocks' : 'things block'} publishing.`
            : 'Nothing blocks publishing.'
      }
    >
      <ul className="flex flex-col gap-3" aria-label="Checks">
        {checks.map((c) => (
          <CheckItem key={c.id} check={c} />
        ))}
      </ul>
      {apiChecks.length > 0 ? (
        <div role="alert" className="border-line border-t pt-3">
          <p className="text-danger mb-2 text-sm font-semibold">The API refused to publish:</p>
          <ul className="flex flex-col gap-3" aria-label="Reasons from the API">
            {apiChecks.map((c) => (
              <CheckItem key={c.id} check={c} />
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}
