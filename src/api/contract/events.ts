// The events pushed to webhook endpoints, and the headers that sign them.
import { z } from 'zod/mini'
import { withMeta } from './meta'
import { eventId, productId, timestamp } from './common'
import { message, session } from './sessions'

export const EVENT_TYPES = ['conversation.created', 'message.created', 'message.completed'] as const
export const eventType = z.enum(EVENT_TYPES)
export type EventType = z.infer<typeof eventType>

/** Message events carry the product too, so a consumer never has to call back. */
export const messageEventData = z.extend(message, { product_id: productId })

const envelope = { id: eventId, created_at: timestamp }

export const conversationCreatedEvent = withMeta(
  z.object({ ...envelope, type: z.literal('conversation.created'), data: session }),
  { id: 'ConversationCreatedEvent' },
)
export const messageCreatedEvent = withMeta(
  z.object({ ...envelope, type: z.literal('message.created'), data: messageEventData }),
  { id: 'MessageCreatedEvent' },
)
export const messageCompletedEvent = withMeta(
  z.object({ ...envelope, type: z.literal('message.completed'), data: messageEventData }),
  { id: 'MessageCompletedEvent' },
)

export const webhookEvent = withMeta(
  z.discriminatedUnion('type', [conversationCreatedEvent, messageCreatedEvent, messageCompletedEvent]),
  { id: 'WebhookEvent' },
)
export type WebhookEvent = z.infer<typeof webhookEvent>

export const EVENT_SCHEMAS = {
  'conversation.created': conversationCreatedEvent,
  'message.created': messageCreatedEvent,
  'message.completed': messageCompletedEvent,
} as const satisfies Record<EventType, z.ZodMiniType>

/** Headers of every delivery attempt (lower-case, as HTTP/2 and fetch see them). */
export const SIGNATURE_HEADERS = {
  /** `sha256=<hex HMAC-SHA256 of the raw body>`, keyed with the whole secret string. */
  github: 'x-webhook-signature-256',
  /** Standard Webhooks: the event id, constant across retries. */
  id: 'webhook-id',
  /** Standard Webhooks: Unix seconds of this attempt. */
  timestamp: 'webhook-timestamp',
  /** Standard Webhooks: `v1,<base64>` per active secret, space-separated. */
  signature: 'webhook-signature',
  event: 'x-webhook-event',
  attempt: 'x-webhook-attempt',
} as const

/** `whsec_` + base64 of 32 random bytes. */
export const signingSecret = z
  .string()
  .check(z.regex(/^whsec_[A-Za-z0-9+/]{43}=$/, 'whsec_ followed by base64 of 32 bytes'))
