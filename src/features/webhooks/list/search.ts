// The /webhooks URL: a status filter and the page cursor; a bad value means "not set".
import { z } from 'zod/mini'
import { LIMIT_MAX, WEBHOOK_STATUSES, webhookId, type WebhookListQuery } from '../../../api/contract'

export const webhooksSearch = z.object({
  status: z.catch(z.optional(z.enum(WEBHOOK_STATUSES)), undefined),
  after: z.catch(z.optional(webhookId), undefined),
  before: z.catch(z.optional(webhookId), undefined),
  limit: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX))), undefined),
})
export type WebhooksSearch = z.infer<typeof webhooksSearch>

export function webhookListQueryOf({ status, after, before, limit }: WebhooksSearch): WebhookListQuery {
  return {
    ...(status ? { status } : {}),
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}
