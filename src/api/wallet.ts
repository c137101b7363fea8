// Wallet: query keys and read-only queries for the balance, the ledger and period summaries.
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import type { WalletEntryListQuery, WalletSummaryQuery } from './contract'
import { walletKeys } from './keys'
import { pagedQuery } from './query'

export { walletKeys }

/** One page of entries outside the cache: exports walk every page once and keep none of them. */
export const fetchWalletEntries = (q: WalletEntryListQuery, signal?: AbortSignal) =>
  callApi('listWalletEntries', { query: q, ...(signal ? { signal } : {}) })

export const walletQueries = {
  balance: () =>
    queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => callApi('getWallet', { signal }) }),
  entries: (q: WalletEntryListQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.entries.list(q),
      queryFn: ({ signal }) => callApi('listWalletEntries', { query: q, signal }),
    }),
  entriesInfinite: (q: WalletEntryListQuery = {}) =>
    pagedQuery(walletKeys.entries.infinite(q), (cursor, signal) =>
      callApi('listWalletEntries', { query: { ...q, starting_after: cursor }, signal }),
    ),
  entry: (id: string) =>
    queryOptions({
      queryKey: walletKeys.entries.detail(id),
      queryFn: ({ signal }) => callApi('getWalletEntry', { params: { entry_id: id }, signal }),
    }),
  summary: (q: WalletSummaryQuery = {}) =>
    queryOptions({
      queryKey: walletKeys.summary(q),
      queryFn: ({ signal }) => callApi('getWalletSummary', { query: q, signal }),
    }),
}
