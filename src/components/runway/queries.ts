// The runway's queries, apart from its panel: the wallet's loader asks for them with the screen's
// data, and a loader's imports join the entry every first route downloads.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '../../api/client'
import { productQueries } from '../../api/products'
import { walletKeys, walletQueries } from '../../api/wallet'

const DAY_MS = 86_400_000
export const MINUTE_MS = 60_000

export const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS

/**
 * The summary of the last `ms`, from the minute it is asked. Keyed by the window, not by its start:
 * the answer a visit kept (src/app/demo-cache.ts) still matches after the minute has moved on, so a
 * repeat visit shows it while it asks again. Asked again every minute while on screen.
 */
const recentSummary = (ms: number) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'summary', 'last', ms] as const,
    queryFn: ({ signal }) =>
      callApi('getWalletSummary', { query: { from: new Date(thisMinute() - ms).toISOString() }, signal }),
    refetchInterval: MINUTE_MS,
  })
/**
 * The one window every "last 7 days" spend figure covers, the wallet card's and the runway's
 * alike: 7 × 24 hours back from the minute it is asked, not calendar days, so it means the same
 * whatever the hour and the time zone. The runway's sentence says it once, in words ("the 7 × 24
 * hours to now"). Defined here, with its query, rather than in lib/runway.ts: this module is in
 * the entry, and the runway's arithmetic need not be.
 */
export const SPEND_WINDOW_MS = 7 * DAY_MS

/** The spend window's summary: the wallet card and the runway read this one cache entry. */
export const WEEK = recentSummary(SPEND_WINDOW_MS)
export const DAY = recentSummary(DAY_MS)

/**
 * For the loaders of the screens that show the panel (a workspace key's only): asked with the
 * screen's own data, the first paint waits for them as for the rest rather than show a skeleton.
 */
export function prefetchRunway(client: QueryClient, { names = true } = {}): void {
  void client.prefetchQuery(WEEK)
  void client.prefetchQuery(DAY)
  void client.prefetchQuery(walletQueries.balance())
  if (names) void client.prefetchQuery(productQueries.names())
}
