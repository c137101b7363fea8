import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { deliveryId, webhookId } from '../../api/contract'
import { SignatureCheckerPage } from '../../features/webhooks/signature/signature-checker-page'

// Names a delivery to pre-fill from; the body and headers themselves never go in the URL.
const checkerSearch = z.object({
  webhook: webhookId.optional().catch(undefined),
  delivery: deliveryId.optional().catch(undefined),
  attempt: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/webhooks/verify-signature')({
  validateSearch: checkerSearch,
  head: () => ({ meta: [{ title: 'Check a signature · Agent Console' }] }),
  component: SignatureCheckerPage,
})
