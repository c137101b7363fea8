// The queries behind the overview, shared by the route's loader (prefetch on
// intent) and the panels, so both hit the same cache entries. Few, small and
// parallel: one summary per period and one page per list, all started at once.
import type { QueryClient } from '@tanstack/react-query'
import { getConfig } from '../../api/config'
import { knowledgeBaseQueries } from '../../api/knowledge-bases'
import { productQueries } from '../../api/products'
import { sessionQueries } from '../../api/sessions'
import { walletQueries } from '../../api/wallet'
import { webhookQueries } from '../../api/webhooks'
import { capabilityQueries } from '../../lib/capabilities'
import { startOfLocalDay } from '../../lib/format'

/** Enough for any workspace's products, endpoints or knowledge bases in one page; more shows as "100+". */
export const OVERVIEW_LIST_LIMIT = 100

/** Days of usage the overview charts, today included. */
export const USAGE_DAYS = 30

/**
 * Periods start at local midnight (BRIEF §3: the browser computes days in its own
 * time zone and sends UTC), so the keys stay the same all day.
 */
export const overviewQueries = {
  wallet: () => walletQueries.balance(),
  products: () => productQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
  usage: () => sessionQueries.summary({ from: startOfLocalDay(USAGE_DAYS - 1) }),
  week: () => sessionQueries.summary({ from: startOfLocalDay(6) }),
  today: () => sessionQueries.summary({ from: startOfLocalDay(0) }),
  webhooks: () => webhookQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
  knowledgeBases: () => knowledgeBaseQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
}

/**
 * Starts every overview request without waiting, so the page shows its skeletons at once.
 * A key already known to be product-locked is not sent to workspace-level endpoints it
 * would only be refused by.
 */
export function prefetchOverview(client: QueryClient): void {
  const locked = client.getQueryData(capabilityQueries.probe(getConfig()).queryKey)?.locked ?? false
  void client.prefetchQuery(overviewQueries.products())
  void client.prefetchQuery(overviewQueries.usage())
  void client.prefetchQuery(overviewQueries.week())
  void client.prefetchQuery(overviewQueries.today())
  if (locked) return
  void client.prefetchQuery(overviewQueries.wallet())
  void client.prefetchQuery(overviewQueries.webhooks())
  void client.prefetchQuery(overviewQueries.knowledgeBases())
}
