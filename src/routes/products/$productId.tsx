import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '../../api/products'
import { ProductDetailPage } from '../../features/products/detail/product-detail-page'

export const Route = createFileRoute('/products/$productId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(productQueries.detail(params.productId)),
  head: () => ({ meta: [{ title: 'Product · Agent Console' }] }),
  component: ProductDetailPage,
})
