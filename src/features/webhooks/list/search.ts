// The /webhooks URL: a status filter and the page cursor.
import { z } from 'zod/mini'
import { WEBHOOK_STATUSES, webhookId } from '../../../api/contract'
import { cursorListSearch, optionalParam } from '../../../components/list-page/search'

export const webhooksSearch = cursorListSearch(webhookId, { status: optionalParam(z.enum(WEBHOOK_STATUSES)) })
export type WebhooksSearch = z.infer<typeof webhooksSearch>
