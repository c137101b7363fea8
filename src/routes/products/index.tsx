import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '../../api/products'
import { listQueryOf } from '../../components/list-page/search'
import { ProductsPage } from '../../features/products/list/products-page'
import { productsSearch } from '../../features/products/list/search'

export const Route = createFileRoute('/products/')({
  validateSearch: productsSearch,
  loaderDeps: ({ search: { kind, status, q, after, before, limit } }) => ({ kind, status, q, after, before, limit }),
  // Not awaited: the table shows its own skeleton and error (with retry) rather than the whole page waiting or failing.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(productQueries.list(listQueryOf(deps))),
  head: () => ({ meta: [{ title: t`Products · Agent Console` }] }),
  component: ProductsPage,
})
