// Balance and trial state of the workspace, each figure a link into the wallet. Its spend is the
// runway's, from the same answer: one window, one number, said in words once, by the runway.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Wallet } from '../../api/contract'
import { TrialBadge, TrialState } from '../../components/ui/trial-badge'
import { WEEK } from '../../components/runway/queries'
import { Credits, Figure, figureLinkClass, isUnshown } from '../../components/ui/figure'
import { useWorkspaceReadable } from '../../app/capabilities'
import { formatDay, formatTime } from '../../lib/format'
import { spentOf } from '../../lib/runway'

/** The runway's own cache entry: one request, and the same figure in both panels. */
export const useWeekSpend = () => useQuery({ ...WEEK, enabled: useWorkspaceReadable() })

export function WalletFigures({ wallet, week }: { wallet: Wallet; week: ReturnType<typeof useWeekSpend> }) {
  const { t } = useLingui()
  const spent = week.data ? spentOf(week.data.totals) : undefined
  return (
    <div className="flex flex-1 flex-col gap-3">
      <dl>
        <dt className="sr-only">{t`Balance`}</dt>
        <dd className="text-fg text-3xl font-semibold tracking-tight tabular-nums">
          {isUnshown(wallet.balance) ? (
            <Credits value={wallet.balance} />
          ) : (
            <Link className={figureLinkClass} to="/wallet">
              <Credits value={wallet.balance} />
            </Link>
          )}{' '}
          <span className="text-fg-muted text-base font-medium">
            <Trans>credits</Trans>
          </span>
        </dd>
      </dl>
      <TrialState
        endsAt={wallet.trial_ends_at}
        className="text-sm"
        ended={
          <p className="text-sm">
            <TrialBadge left={0} />{' '}
            <span className="text-fg-muted">
              <Trans>Every API call is refused until the workspace is on a plan.</Trans>
            </span>
          </p>
        }
      />
      <dl className="border-line mt-auto grid grid-cols-2 gap-4 border-t pt-4">
        <Figure
          label={t`Spent, last 7 days`}
          value={spent !== undefined ? <Credits value={spent} /> : week.isError ? t`not loaded` : '…'}
          // The ledger's periods are calendar days, not this window: its debits and refunds, newest first.
          link={
            spent !== undefined && !isUnshown(spent)
              ? { to: '/wallet', search: { type: ['debit', 'refund'] } }
              : undefined
          }
          hint={t`credits, debits less refunds`}
        />
        <Figure
          label={t`Updated`}
          value={formatTime(wallet.updated_at)}
          // The ledger, newest first, opens on the entry that last changed the balance.
          link={{ to: '/wallet' }}
          hint={formatDay(wallet.updated_at)}
        />
      </dl>
    </div>
  )
}
