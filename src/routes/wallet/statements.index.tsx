import { createFileRoute } from '@tanstack/react-router'
import { walletQueries } from '../../api/wallet'
import { StatementsPage } from '../../features/wallet/statements/statements-page'
import { prefetchForWorkspace } from '../../lib/capabilities'

export const Route = createFileRoute('/wallet/statements/')({
  // Not awaited: the list shows its skeleton, then each month's row loads its own summary.
  loader: ({ context: { queryClient } }) =>
    prefetchForWorkspace(queryClient, () => queryClient.prefetchQuery(walletQueries.summary({}))),
  head: () => ({ meta: [{ title: 'Statements · Agent Console' }] }),
  component: StatementsPage,
})
