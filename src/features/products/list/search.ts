// The /products URL: filters, search and the page cursor. Any bad value falls back to
// "not set", so a mangled or outdated link still opens the list.
import { z } from 'zod/mini'
import { LIMIT_MAX, productId, productKind, productStatus, type ProductListQuery } from '../../../api/contract'

export const productsSearch = z.object({
  kind: z.catch(z.optional(productKind), undefined),
  status: z.catch(z.optional(productStatus), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  /** The page after this product (Next page). */
  after: z.catch(z.optional(productId), undefined),
  /** The page before this product (Previous page). */
  before: z.catch(z.optional(productId), undefined),
  /** Page size; absent, the API's default. */
  limit: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX))), undefined),
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
