import { z } from 'zod/mini'
import { withMeta } from './meta'
import { attemptId, deliveryId, eventId, listOf, listQuery, openEnum, repeated, timestamp, webhookId } from './common'
import { EVENT_TYPES, eventType, signingSecret } from './events'

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const
export const DISABLED_REASONS = ['manual', 'gone', 'failing'] as const

export const webhookUrl = z.url().check(z.maxLength(2000))

export const webhookStats = z.object({
  /** Deliveries created in the last 7 days, by outcome. */
  succeeded: z.number().check(z.int(), z.gte(0)),
  failed: z.number().check(z.int(), z.gte(0)),
  pending: z.number().check(z.int(), z.gte(0)),
  /** Time of the latest attempt, any outcome. */
  last_delivery_at: z.nullable(timestamp),
})

export const webhookEndpoint = withMeta(
  z.object({
    id: webhookId,
    url: z.string(),
    events: z.array(openEnum(EVENT_TYPES)),
    description: z.string(),
    status: openEnum(WEBHOOK_STATUSES),
    disabled_reason: z.nullable(openEnum(DISABLED_REASONS)),
    disabled_at: z.nullable(timestamp),
    /** Start of the current run of failures; auto-disable comes five days after it. */
    failing_since: z.nullable(timestamp),
    /** While a rotated-out secret still signs alongside the new one. */
    previous_secret_expires_at: z.nullable(timestamp),
    stats: webhookStats,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  { id: 'WebhookEndpoint' },
)
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>

/** Create and rotate-secret answer with the secret: the only times it is ever shown. */
export const webhookEndpointWithSecret = withMeta(z.extend(webhookEndpoint, { secret: signingSecret }), {
  id: 'WebhookEndpointWithSecret',
})
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>

const events = z.array(eventType).check(
  z.minLength(1),
  z.refine((list) => new Set(list).size === list.length, {
    message: 'events must be unique',
    params: { code: 'not_unique' },
  }),
)

const description = z.string().check(z.maxLength(500))

export const webhookCreate = withMeta(
  z.strictObject({ url: webhookUrl, events, description: z._default(description, '') }),
  {
    id: 'WebhookCreate',
  },
)
export type WebhookCreate = z.input<typeof webhookCreate>

export const webhookUpdate = withMeta(
  z.strictObject({ url: z.optional(webhookUrl), events: z.optional(events), description: z.optional(description) }),
  { id: 'WebhookUpdate' },
)
export type WebhookUpdate = z.input<typeof webhookUpdate>

export const webhookTest = withMeta(z.strictObject({ event_type: eventType }), { id: 'WebhookTest' })
export const webhookRecover = withMeta(z.strictObject({ since: timestamp }), { id: 'WebhookRecover' })
export const webhookRecoverResult = withMeta(
  z.object({ recovered: z.number().check(z.int(), z.gte(0)), delivery_ids: z.array(deliveryId) }),
  { id: 'WebhookRecoverResult' },
)

export const webhookListQuery = z.extend(listQuery, {
  status: z.optional(z.enum(WEBHOOK_STATUSES)),
  /** Case-insensitive match on the description or the URL's host: how people tell their endpoints apart. */
  q: z.optional(z.string().check(z.maxLength(200))),
})
export type WebhookListQuery = z.input<typeof webhookListQuery>
export const webhookList = withMeta(listOf(webhookEndpoint), { id: 'WebhookList' })

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const
export const deliveryStatus = z.enum(DELIVERY_STATUSES)
export const ATTEMPT_ERRORS = ['timeout', 'connection_error', 'redirect', 'http_status'] as const

/** Retries after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h (±10 % jitter). */
export const RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000] as const
export const MAX_SCHEDULED_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1
export const RESPONSE_BODY_LIMIT = 1024
export const DELIVERY_TIMEOUT_MS = 15_000

export const attempt = withMeta(
  z.object({
    id: attemptId,
    /** 1–6 for scheduled attempts; manual resends continue the count. */
    number: z.number().check(z.int(), z.gte(1)),
    trigger: openEnum(['scheduled', 'manual']),
    attempted_at: timestamp,
    request_headers: z.record(z.string(), z.string()),
    response_status: z.nullable(z.number().check(z.int(), z.gte(100), z.lte(599))),
    /** Null on a 2xx. `http_status` when the receiver answered with a non-2xx. */
    error: z.nullable(openEnum(ATTEMPT_ERRORS)),
    /** A human explanation of `error` (e.g. why a browser refused the connection). */
    error_detail: z.nullable(z.string()),
    duration_ms: z.number().check(z.int(), z.gte(0)),
    /** The first KiB of the response body; untrusted text. */
    response_body: z.nullable(z.string()),
  }),
  { id: 'DeliveryAttempt' },
)
export type Attempt = z.infer<typeof attempt>

export const delivery = withMeta(
  z.object({
    id: deliveryId,
    webhook_id: webhookId,
    event_id: eventId,
    event_type: openEnum(EVENT_TYPES),
    status: openEnum(DELIVERY_STATUSES),
    /** The exact bytes sent, as a string. */
    body: z.string(),
    created_at: timestamp,
    next_attempt_at: z.nullable(timestamp),
    attempts: z.array(attempt),
  }),
  { id: 'Delivery' },
)
export type Delivery = z.infer<typeof delivery>

export const deliveryListQuery = z.extend(listQuery, {
  status: z.optional(repeated(deliveryStatus)),
  event_type: z.optional(repeated(eventType)),
})
export type DeliveryListQuery = z.input<typeof deliveryListQuery>
export const deliveryList = withMeta(listOf(delivery), { id: 'DeliveryList' })
export type DeliveryList = z.infer<typeof deliveryList>
