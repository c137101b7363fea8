import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../api/config'
import { walletQueries } from '../../api/wallet'
import { WalletPage } from '../../features/wallet/wallet-page'
import { entriesQueryOf, filterKeys, rangeOf, summaryQueryOf, walletSearch } from '../../features/wallet/search'
import { capabilityQueries } from '../../lib/capabilities'

export const Route = createFileRoute('/wallet/')({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => filterKeys(search),
  // Not awaited: balance, summary and ledger each show their own skeleton and error.
  loader: ({ context, deps }) => {
    // A key known to be product-locked never sees the wallet (the shell says so); asking would only be refused.
    if (context.queryClient.getQueryData(capabilityQueries.probe(getConfig()).queryKey)?.locked) return
    const range = rangeOf(deps)
    void context.queryClient.prefetchQuery(walletQueries.balance())
    void context.queryClient.prefetchQuery(walletQueries.summary(summaryQueryOf(deps, range)))
    void context.queryClient.prefetchInfiniteQuery(walletQueries.entriesInfinite(entriesQueryOf(deps, range)))
  },
  head: () => ({ meta: [{ title: 'Wallet · Agent Console' }] }),
  component: WalletPage,
})
