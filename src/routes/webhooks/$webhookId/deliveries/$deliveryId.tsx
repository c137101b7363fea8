import { createFileRoute } from '@tanstack/react-router'
import { prefetchForWorkspace } from '../../../../lib/capabilities'
import { DeliveryPage } from '../../../../features/webhooks/delivery/delivery-page'

export const Route = createFileRoute('/webhooks/$webhookId/deliveries/$deliveryId')({
  loader: ({ context, params }) =>
    prefetchForWorkspace(context.queryClient, () =>
      import('../../../../api/webhooks').then(({ webhookQueries }) =>
        context.queryClient.prefetchQuery(webhookQueries.delivery(params.webhookId, params.deliveryId)),
      ),
    ),
  head: () => ({ meta: [{ title: 'Delivery · Agent Console' }] }),
  component: DeliveryPage,
})
