// The runway beside a running trial's end, under the runway's headline: which comes first, and
// what happens then.
import { useLingui } from '@lingui/react/macro'
import type { Wallet } from '../../api/contract'
import { formatDate } from '../../lib/format'
import type { RunwayReport } from '../../lib/runway'
import { endsFirst } from './ends-first'

export function TrialEnd({
  report,
  wallet: { trial_ends_at: trialEndsAt },
  now,
}: {
  report: RunwayReport
  wallet: Wallet
  now: number
}) {
  const { t } = useLingui()
  const first = endsFirst(report.runway, trialEndsAt, now)
  if (!first || !trialEndsAt) return null
  const ends = formatDate(trialEndsAt, { month: 'short', day: 'numeric' })
  return (
    <p className="text-fg text-sm">
      {first === 'trial'
        ? t`The trial ends first, on ${ends}: from then every API call is refused until the workspace is on a plan, whatever credits are left.`
        : t`The credits run out before the trial ends on ${ends}: top up before then.`}
    </p>
  )
}
