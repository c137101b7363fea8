import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../api/config'
import { walletQueries } from '../../api/wallet'
import { EntryPage } from '../../features/wallet/entry-page'
import { capabilityQueries } from '../../lib/capabilities'

export const Route = createFileRoute('/wallet/entries/$entryId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  loader: ({ context, params }) => {
    // A key known to be product-locked never sees the wallet (the shell says so); asking would only be refused.
    if (context.queryClient.getQueryData(capabilityQueries.probe(getConfig()).queryKey)?.locked) return
    void context.queryClient.prefetchQuery(walletQueries.entry(params.entryId))
  },
  head: () => ({ meta: [{ title: 'Ledger entry · Agent Console' }] }),
  component: EntryPage,
})
