// What the conversations list asks first, for its route's loader: kept apart from the page, so the
// loader (in the app's entry) does not pull the page's code out of its own chunk.
import type { QueryClient } from '@tanstack/react-query'
import { getConfig } from '../../../api/config'
import { productQueries } from '../../../api/products'
import { sessionQueries } from '../../../api/sessions'
import { capabilityQueries } from '../../../app/capabilities'
import { listQueryOf, type SessionsSearch } from '../search'

/** Rows a page brings: enough to fill a tall screen twice, so scrolling rarely waits. */
export const PAGE_SIZE = 50

/**
 * The list and the product names it shows. The list's key holds a locked key's product: until the
 * rights are known a workspace key is assumed (a locked key's list is filtered by the API either way).
 */
export function prefetchSessions(client: QueryClient, search: SessionsSearch): void {
  void client.prefetchQuery(productQueries.names())
  const lockedProductId = client.getQueryData(capabilityQueries.probe(getConfig()).queryKey)?.lockedProduct?.id ?? null
  void client.prefetchInfiniteQuery(
    sessionQueries.infinite({ ...listQueryOf(search, lockedProductId), limit: PAGE_SIZE }),
  )
}
