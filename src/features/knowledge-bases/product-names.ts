// Names and states of the workspace's products by id, from one cached list read: knowledge
// bases carry only product ids.
import { useQuery } from '@tanstack/react-query'
import { LIMIT_MAX, type Product } from '../../api/contract'
import { productQueries } from '../../api/products'

export function useProductsById(enabled = true): ReadonlyMap<string, Product> {
  const query = useQuery({
    ...productQueries.list({ limit: LIMIT_MAX }),
    enabled,
    select: (page) => new Map(page.data.map((p) => [p.id, p])),
  })
  return query.data ?? EMPTY
}

const EMPTY: ReadonlyMap<string, Product> = new Map()
