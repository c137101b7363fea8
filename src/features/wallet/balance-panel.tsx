// The wallet's balance now, when it last changed, and the trial state.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { walletQueries } from '../../api/wallet'
import { TrialState } from '../../components/ui/trial-badge'
import { Credits } from '../../components/ui/figure'
import { Panel } from '../../components/ui/panel'
import { QueryState } from '../../components/ui/query-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatDateTime, formatRelative } from '../../lib/format'

export function BalancePanel() {
  const { t } = useLingui()
  const query = useQuery(walletQueries.balance())
  return (
    <Panel title={t`Balance`} busy={query.isPending}>
      <QueryState
        query={query}
        skeleton={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-9 w-56" />
            <Skeleton className="h-5 w-72 max-w-full" />
          </div>
        }
      >
        {(wallet) => (
          <dl className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <div>
              <dt className="sr-only">{t`Balance`}</dt>
              <dd className="text-fg text-3xl font-semibold tracking-tight tabular-nums">
                <Trans>
                  <Credits value={wallet.balance} />{' '}
                  <span className="text-fg-muted text-base font-medium">credits</span>
                </Trans>
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">{t`Last changed`}</dt>
              <dd className="text-fg text-sm">
                <time dateTime={wallet.updated_at} title={formatDateTime(wallet.updated_at)}>
                  {formatRelative(wallet.updated_at)}
                </time>
                <span className="text-fg-muted"> · {formatDateTime(wallet.updated_at)}</span>
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">{t`Trial`}</dt>
              <dd>
                <TrialState endsAt={wallet.trial_ends_at} noteClass="text-sm" />
              </dd>
            </div>
          </dl>
        )}
      </QueryState>
    </Panel>
  )
}
