import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WebhookDetailPage } from '../../../../features/webhooks/detail/webhook-detail-page'
import { deliveriesSearch, deliveryListQueryOf } from '../../../../features/webhooks/detail/search'

export const Route = createFileRoute('/_workspace/webhooks/$webhookId/')({
  validateSearch: deliveriesSearch,
  loaderDeps: ({ search: { status, event, after, before } }) => ({ status, event, after, before }),
  // Not awaited: the page shows its own skeleton, 404 and error states.
  loader: ({ context, params, deps }) =>
    context.prefetchWorkspace(() =>
      import('../../../../api/webhooks').then(({ webhookQueries }) => {
        void context.queryClient.prefetchQuery(webhookQueries.detail(params.webhookId))
        void context.queryClient.prefetchQuery(webhookQueries.deliveries(params.webhookId, deliveryListQueryOf(deps)))
      }),
    ),
  head: () => ({ meta: [{ title: t`Endpoint · Agent Console` }] }),
  component: WebhookDetailPage,
})
