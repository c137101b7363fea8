// The workspace's products by id, for screens that show product ids as names: every one reads
// the same cached list (productQueries.names), so a product reads the same everywhere.
import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../api/contract'
import { productQueries } from '../../api/products'

type Page = { data: readonly Product[] }

// Module-level, so the maps are made once per answer rather than once per render.
const byId = (page: Page): ReadonlyMap<string, Product> => new Map(page.data.map((p) => [p.id, p]))
const namesById = (page: Page): ReadonlyMap<string, string> => new Map(page.data.map((p) => [p.id, p.name]))
const EMPTY = new Map<string, never>()

export function useProductsById(enabled = true): ReadonlyMap<string, Product> {
  return useQuery({ ...productQueries.names(), enabled, select: byId }).data ?? EMPTY
}

export function useProductNames(enabled = true): ReadonlyMap<string, string> {
  return useQuery({ ...productQueries.names(), enabled, select: namesById }).data ?? EMPTY
}
