import { createFileRoute } from '@tanstack/react-router'
import { prefetchForWorkspace } from '../../../lib/capabilities'
import { WebhookDetailPage } from '../../../features/webhooks/detail/webhook-detail-page'
import { deliveriesSearch, deliveryListQueryOf } from '../../../features/webhooks/detail/search'

export const Route = createFileRoute('/webhooks/$webhookId/')({
  validateSearch: deliveriesSearch,
  loaderDeps: ({ search: { status, event, after, before } }) => ({ status, event, after, before }),
  // Not awaited: the page shows its own skeleton, 404 and error states.
  loader: ({ context, params, deps }) =>
    prefetchForWorkspace(context.queryClient, () =>
      import('../../../api/webhooks').then(({ webhookQueries }) => {
        void context.queryClient.prefetchQuery(webhookQueries.detail(params.webhookId))
        void context.queryClient.prefetchQuery(webhookQueries.deliveries(params.webhookId, deliveryListQueryOf(deps)))
      }),
    ),
  head: () => ({ meta: [{ title: 'Endpoint · Agent Console' }] }),
  component: WebhookDetailPage,
})
