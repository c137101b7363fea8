import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '../../api/products'
import { DetailSkeleton, ProductDetailPage } from '../../features/products/detail/product-detail-page'

export const Route = createFileRoute('/products/$productId')({
  // Awaited so the document title can name the product; a failure is left to the page, which shows its own
  // 404 and error states from the same query.
  loader: async ({ context, params }) => {
    const product = await context.queryClient.ensureQueryData(productQueries.detail(params.productId)).catch(() => null)
    return { name: product?.name ?? null }
  },
  head: ({ loaderData }) => {
    const name = loaderData?.name
    return { meta: [{ title: name ? t`${name} · Products · Agent Console` : t`Product · Agent Console` }] }
  },
  // The skeleton rides in the page's chunk: left on its own, it would pull the whole page into the entry.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: DetailSkeleton,
  component: ProductDetailPage,
})
