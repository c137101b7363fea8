// The /products URL: filters, search and the page cursor. Any bad value falls back to
// "not set", so a mangled or outdated link still opens the list.
import { z } from 'zod'
import { LIMIT_MAX, productId, productKind, productStatus, type ProductListQuery } from '../../../api/contract'

export const productsSearch = z.object({
  kind: productKind.optional().catch(undefined),
  status: productStatus.optional().catch(undefined),
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  /** The page after this product (Next page). */
  after: productId.optional().catch(undefined),
  /** The page before this product (Previous page). */
  before: productId.optional().catch(undefined),
  /** Page size; absent, the API's default. */
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).optional().catch(undefined),
})
export type ProductsSearch = z.infer<typeof productsSearch>

/** The API query for a URL: one cursor at most (`after` wins), nothing unset sent. */
export function listQueryOf(search: ProductsSearch): ProductListQuery {
  const { kind, status, q, after, before, limit } = search
  return {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}

export const hasFilters = (search: ProductsSearch): boolean => Boolean(search.kind || search.status || search.q)
