import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { walletQueries } from '../../../api/wallet'
import { EntryPage } from '../../../features/wallet/entry-page'

export const Route = createFileRoute('/_workspace/wallet/entries/$entryId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  // A product-locked key never sees the wallet (the shell says so): it is never asked.
  loader: ({ context: { queryClient, prefetchWorkspace }, params }) =>
    prefetchWorkspace(() => queryClient.prefetchQuery(walletQueries.entry(params.entryId))),
  head: () => ({ meta: [{ title: t`Ledger entry · Agent Console` }] }),
  component: EntryPage,
})
