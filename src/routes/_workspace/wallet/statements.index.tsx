import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { walletQueries } from '../../../api/wallet'
import { StatementsPage } from '../../../features/wallet/statements/statements-page'

export const Route = createFileRoute('/_workspace/wallet/statements/')({
  // Not awaited: the list shows its skeleton, then each month's row loads its own summary.
  loader: ({ context: { queryClient, prefetchWorkspace } }) =>
    prefetchWorkspace(() => queryClient.prefetchQuery(walletQueries.summary({}))),
  head: () => ({ meta: [{ title: t`Statements · Agent Console` }] }),
  component: StatementsPage,
})
