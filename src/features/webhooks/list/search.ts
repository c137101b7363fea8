// The /webhooks URL: a status filter and the page cursor; a bad value means "not set".
import { z } from 'zod'
import { LIMIT_MAX, WEBHOOK_STATUSES, webhookId, type WebhookListQuery } from '../../../api/contract'

export const webhooksSearch = z.object({
  status: z.enum(WEBHOOK_STATUSES).optional().catch(undefined),
  after: webhookId.optional().catch(undefined),
  before: webhookId.optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).optional().catch(undefined),
})
export type WebhooksSearch = z.infer<typeof webhooksSearch>

export function webhookListQueryOf({ status, after, before, limit }: WebhooksSearch): WebhookListQuery {
  return {
    ...(status ? { status } : {}),
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}
