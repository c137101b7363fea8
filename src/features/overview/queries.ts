// The queries behind the overview, shared by the route's loader (prefetch on
// intent) and the panels, so both hit the same cache entries.
import type { QueryClient } from '@tanstack/react-query'
import { productQueries } from '../../api/products'
import { sessionQueries } from '../../api/sessions'
import { walletQueries } from '../../api/wallet'
import { webhookQueries } from '../../api/webhooks'
import { startOfLocalDay } from '../../lib/format'

/** Enough for any workspace's products or endpoints in one page; more shows as "100+". */
export const OVERVIEW_LIST_LIMIT = 100

/**
 * Periods start at local midnight (BRIEF §3: the browser computes days in its own
 * time zone and sends UTC), so the keys stay the same all day.
 */
export const overviewQueries = {
  wallet: () => walletQueries.balance(),
  products: () => productQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
  week: () => sessionQueries.summary({ from: startOfLocalDay(6) }),
  today: () => sessionQueries.summary({ from: startOfLocalDay(0) }),
  webhooks: () => webhookQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
}

/** Starts every overview request without waiting, so the page shows its skeletons at once. */
export function prefetchOverview(client: QueryClient): void {
  void client.prefetchQuery(overviewQueries.wallet())
  void client.prefetchQuery(overviewQueries.products())
  void client.prefetchQuery(overviewQueries.week())
  void client.prefetchQuery(overviewQueries.today())
  void client.prefetchQuery(overviewQueries.webhooks())
}
