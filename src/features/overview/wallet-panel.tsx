// Balance and trial state of the workspace, each figure a link into the wallet. Its spend is the
// runway's, from the same answer: one window, one number, said in words once, by the runway.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Wallet } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { WEEK } from '../../components/runway/queries'
import { Credits, Figure, figureLinkClass, isUnshown } from '../../components/ui/figure'
import { useWorkspaceReadable } from '../../app/capabilities'
import { daysLeft, formatDateTime, formatDay, formatTime, plural } from '../../lib/format'
import { spentOf } from '../../lib/runway'
import { OverviewPanel, SkeletonLines } from './overview-panel'
import { overviewQueries } from './queries'

function TrialState({ wallet }: { wallet: Wallet }) {
  if (wallet.trial_ends_at === null) return <Badge tone="success">On a plan</Badge>
  const left = daysLeft(wallet.trial_ends_at)
  if (left === 0)
    return (
      <p className="text-sm">
        <Badge tone="danger">Trial ended</Badge>{' '}
        <span className="text-fg-muted">Every API call is refused until the workspace is on a plan.</span>
      </p>
    )
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone={left <= 2 ? 'warning' : 'accent'}>Free trial · {plural(left, 'day')} left</Badge>
      <span className="text-fg-muted">ends {formatDateTime(wallet.trial_ends_at)}</span>
    </p>
  )
}

export function WalletPanel() {
  const query = useQuery(overviewQueries.wallet())
  // The runway's own cache entry: one request, and the same figure in both panels.
  const week = useQuery({ ...WEEK, enabled: useWorkspaceReadable() })
  const spent = week.data ? spentOf(week.data.totals) : undefined
  return (
    <OverviewPanel
      title="Wallet"
      description="Usage credits and trial"
      viewAll={{ label: 'Open the ledger', to: '/wallet' }}
      query={query}
      skeleton={<SkeletonLines lines={['h-9 w-48', 'h-5 w-64']} />}
    >
      {(wallet) => (
        <div className="flex flex-1 flex-col gap-3">
          <dl>
            <dt className="sr-only">Balance</dt>
            <dd className="text-fg text-3xl font-semibold tracking-tight tabular-nums">
              {isUnshown(wallet.balance) ? (
                <Credits value={wallet.balance} />
              ) : (
                <Link className={figureLinkClass} to="/wallet">
                  <Credits value={wallet.balance} />
                </Link>
              )}{' '}
              <span className="text-fg-muted text-base font-medium">credits</span>
            </dd>
          </dl>
          <TrialState wallet={wallet} />
          <dl className="border-line mt-auto grid grid-cols-2 gap-4 border-t pt-4">
            <Figure
              label="Spent, last 7 days"
              value={spent !== undefined ? <Credits value={spent} /> : week.isError ? 'not loaded' : '…'}
              // The ledger's periods are calendar days, not this window: its debits and refunds, newest first.
              link={
                spent !== undefined && !isUnshown(spent)
                  ? { to: '/wallet', search: { type: ['debit', 'refund'] } }
                  : undefined
              }
              hint="credits, debits less refunds"
            />
            <Figure
              label="Updated"
              value={formatTime(wallet.updated_at)}
              // The ledger, newest first, opens on the entry that last changed the balance.
              link={{ to: '/wallet' }}
              hint={formatDay(wallet.updated_at)}
            />
          </dl>
        </div>
      )}
    </OverviewPanel>
  )
}
