// The pre-publish checklist: each rule passed or blocked with how to fix it, plus the
// API's own reasons when it refused a publish anyway.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Panel } from '../../../components/ui/panel'
import { AlertIcon, CheckIcon, ClockIcon, InfoIcon } from '../../../components/ui/icons'
import type { Check, CheckState } from './checks'

const LOOK: Record<CheckState, { icon: typeof CheckIcon; tone: string; word: MessageDescriptor }> = {
  passed: { icon: CheckIcon, tone: 'text-success bg-success-soft', word: msg`Passed` },
  blocked: { icon: AlertIcon, tone: 'text-danger bg-danger-soft', word: msg`Blocked` },
  checking: { icon: ClockIcon, tone: 'text-fg-muted bg-surface-muted', word: msg`Checking` },
  unknown: { icon: InfoIcon, tone: 'text-warning bg-warning-soft', word: msg`Not checked` },
}

function CheckItem({ check }: { check: Check }) {
  const { i18n } = useLingui()
  const { icon: Icon, tone } = LOOK[check.state]
  const word = i18n._(LOOK[check.state].word)
  const detail = check.detail
  return (
    <li className="flex gap-3">
      <span className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-3.5" />
      </span>
      <div className="min-w-0">
        <p className="text-fg text-sm font-medium">
          {check.label}
          <span className="sr-only">
            <Trans>: {word}</Trans>
          </span>
        </p>
        {check.fromServer ? (
          <p className="text-fg-muted text-sm break-words">
            <Trans>
              The server says:{' '}
              <span translate="no" dir="auto">
                {detail}
              </span>
            </Trans>
          </p>
        ) : (
          <p className="text-fg-muted text-sm break-words">{check.detail}</p>
        )}
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
                  {at.label}
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
  const { t } = useLingui()
  const blocked = checks.filter((c) => c.state === 'blocked').length
  return (
    <Panel
      className="order-first lg:order-none"
      title={t`Pre-publish checklist`}
      description={
        published
          ? t`Published. These rules must keep holding to publish again after an unpublish.`
          : blocked > 0
            ? plural(blocked, { one: '# thing blocks publishing.', other: '# things block publishing.' })
            : t`Nothing blocks publishing.`
      }
    >
      <ul className="flex flex-col gap-3" aria-label={t`Checks`}>
        {checks.map((c) => (
          <CheckItem key={c.id} check={c} />
        ))}
      </ul>
      {apiChecks.length > 0 ? (
        <div role="alert" className="border-line border-t pt-3">
          <p className="text-danger mb-2 text-sm font-semibold">
            <Trans>The API refused to publish:</Trans>
          </p>
          <ul className="flex flex-col gap-3" aria-label={t`Reasons from the API`}>
            {apiChecks.map((c) => (
              <CheckItem key={c.id} check={c} />
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}
