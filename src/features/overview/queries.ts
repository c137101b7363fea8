// The queries behind the overview, shared by the route's loader (prefetch on
// intent) and the panels, so both hit the same cache entries. Few, small and
// parallel: one summary per period and one page per list, all started at once.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '../../api/client'
import { LIMIT_MAX } from '../../api/contract'
import { productKeys } from '../../api/products'
import { sessionQueries } from '../../api/sessions'
import { walletQueries } from '../../api/wallet'
import { prefetchForWorkspace } from '../../app/capabilities'
import { exportAllPages } from '../../lib/export'
import { startOfLocalDay } from '../../lib/format'

/**
 * Products are counted exactly, page by page (the list has no total); past this many the
 * panel says its counts cover the first ones only. One page for almost every workspace.
 */
export const OVERVIEW_PRODUCT_CAP = 5_000

/**
 * Every product (up to the cap). The pages are asked for here, under this query's own
 * signal, not through the product list's cache entries: a screen leaving would cancel a
 * shared entry mid-walk and leave this query pending for good.
 */
const allProducts = () =>
  queryOptions({
    queryKey: [...productKeys.lists(), 'overview-all'] as const,
    queryFn: async ({ signal }) => {
      const { items, truncated } = await exportAllPages({
        fetchPage: (starting_after, signal) =>
          callApi('listProducts', {
            query: { limit: LIMIT_MAX, ...(starting_after ? { starting_after } : {}) },
            signal,
          }),
        cursorOf: (p) => p.id,
        cap: OVERVIEW_PRODUCT_CAP,
        signal,
      })
      return { data: items, has_more: truncated }
    },
  })

/** Days of usage the overview charts, today included. */
export const USAGE_DAYS = 30

/**
 * Periods start at the reader's midnight, sent as UTC (docs/formats.md "Days"), so the keys
 * stay the same all day.
 */
export const overviewQueries = {
  wallet: () => walletQueries.balance(),
  products: allProducts,
  usage: () => sessionQueries.summary({ from: startOfLocalDay(USAGE_DAYS - 1) }),
  week: () => sessionQueries.summary({ from: startOfLocalDay(6) }),
  today: () => sessionQueries.summary({ from: startOfLocalDay(0) }),
}

/**
 * Starts every overview request without waiting, so the page shows its skeletons at once.
 * A product-locked key is never sent to the workspace-level endpoints it would only be
 * refused by, so those wait for the key's probe.
 */
export function prefetchOverview(client: QueryClient): void {
  void client.prefetchQuery(overviewQueries.products())
  void client.prefetchQuery(overviewQueries.usage())
  void client.prefetchQuery(overviewQueries.week())
  void client.prefetchQuery(overviewQueries.today())
  prefetchForWorkspace(client, () => {
    void client.prefetchQuery(overviewQueries.wallet())
    // The rights are known by now, so loading the panels' API modules here delays nothing, and
    // other first routes (which all carry this loader) do not download them.
    void import('./workspace-queries').then(({ prefetchWorkspacePanels }) => prefetchWorkspacePanels(client))
  })
}
