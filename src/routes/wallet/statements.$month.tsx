import { createFileRoute } from '@tanstack/react-router'
import { walletQueries } from '../../api/wallet'
import { isStatementMonth, monthSummaryQuery } from '../../features/wallet/statements/months'
import { StatementPage } from '../../features/wallet/statements/statement-page'
import { prefetchForWorkspace } from '../../lib/capabilities'

export const Route = createFileRoute('/wallet/statements/$month')({
  // Not awaited: the page shows its own skeleton, and says so when the month is not one.
  loader: ({ context: { queryClient }, params }) =>
    isStatementMonth(params.month)
      ? prefetchForWorkspace(queryClient, () =>
          queryClient.prefetchQuery(walletQueries.summary(monthSummaryQuery(params.month))),
        )
      : undefined,
  head: ({ params }) => ({ meta: [{ title: `Statement ${params.month} · Agent Console` }] }),
  component: StatementPage,
})
