// The /products URL: kind, status, a search and the page cursor.
import type { z } from 'zod/mini'
import { productId, productKind, productStatus } from '../../../api/contract'
import { cursorListSearch, optionalParam, searchText } from '../../../components/list-page/search'

export const productsSearch = cursorListSearch(productId, {
  kind: optionalParam(productKind),
  status: optionalParam(productStatus),
  q: optionalParam(searchText),
})
export type ProductsSearch = z.infer<typeof productsSearch>
