import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeliveryPage } from '../../../../../features/webhooks/delivery/delivery-page'

export const Route = createFileRoute('/_workspace/webhooks/$webhookId/deliveries/$deliveryId')({
  loader: ({ context, params }) =>
    context.prefetchWorkspace(() =>
      import('../../../../../api/webhooks').then(({ webhookQueries }) =>
        context.queryClient.prefetchQuery(webhookQueries.delivery(params.webhookId, params.deliveryId)),
      ),
    ),
  head: () => ({ meta: [{ title: t`Delivery · Agent Console` }] }),
  component: DeliveryPage,
})
