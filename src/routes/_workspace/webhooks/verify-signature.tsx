import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { deliveryId, webhookId } from '../../../api/contract'
import { SignatureCheckerPage } from '../../../features/webhooks/signature/signature-checker-page'

// Names a delivery to pre-fill from; the body and headers themselves never go in the URL.
const checkerSearch = z.object({
  webhook: z.catch(z.optional(webhookId), undefined),
  delivery: z.catch(z.optional(deliveryId), undefined),
  attempt: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined),
})

export const Route = createFileRoute('/_workspace/webhooks/verify-signature')({
  validateSearch: checkerSearch,
  head: () => ({ meta: [{ title: t`Check a signature · Agent Console` }] }),
  component: SignatureCheckerPage,
})
