import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { walletQueries } from '../../../api/wallet'
import { prefetchRunway } from '../../../components/runway/queries'
import { WalletPage } from '../../../features/wallet/wallet-page'
import { entriesQueryOf, filterKeys, rangeOf, summaryQueryOf, walletSearch } from '../../../features/wallet/search'

export const Route = createFileRoute('/_workspace/wallet/')({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => filterKeys(search),
  // Not awaited: balance, summary and ledger each show their own skeleton and error.
  // A product-locked key never sees the wallet (the shell says so): it is never asked.
  loader: ({ context: { queryClient, prefetchWorkspace }, deps }) =>
    prefetchWorkspace(() => {
      const range = rangeOf(deps)
      void queryClient.prefetchQuery(walletQueries.balance())
      void queryClient.prefetchQuery(walletQueries.summary(summaryQueryOf(deps, range)))
      void queryClient.prefetchInfiniteQuery(walletQueries.entriesInfinite(entriesQueryOf(deps, range)))
      prefetchRunway(queryClient)
    }),
  head: () => ({ meta: [{ title: t`Wallet · Agent Console` }] }),
  component: WalletPage,
})
