// Balance and trial state of the workspace, each figure a link into the wallet.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Wallet } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { Figure, figureLinkClass } from '../../components/ui/figure'
import { daysLeft, formatCredits, formatDateTime, formatDay, formatTime, plural } from '../../lib/format'
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
  // Shares its cache entry with the conversations panel: one request for both.
  const week = useQuery(overviewQueries.week())
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
              <Link className={figureLinkClass} to="/wallet">
                {formatCredits(wallet.balance)}
              </Link>{' '}
              <span className="text-fg-muted text-base font-medium">credits</span>
            </dd>
          </dl>
          <TrialState wallet={wallet} />
          <dl className="border-line mt-auto grid grid-cols-2 gap-4 border-t pt-4">
            <Figure
              label="Spent, last 7 days"
              value={week.data ? formatCredits(week.data.cost) : week.isError ? 'not loaded' : '…'}
              link={week.data ? { to: '/wallet', search: { period: 'last_7_days', type: ['debit'] } } : undefined}
              hint="credits, by conversations"
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
