import { z } from 'zod'
import { attemptId, deliveryId, eventId, listOf, listQuery, repeated, timestamp, webhookId } from './common'
import { eventType, signingSecret } from './events'

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const
export const DISABLED_REASONS = ['manual', 'gone', 'failing'] as const

/**
 * The URL rules: https anywhere public; http only to localhost or 127.0.0.1 for
 * development; no userinfo; private, link-local and other special addresses are
 * refused (`url_not_allowed`). The server applies `webhookUrlProblem` too.
 */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'is not a valid URL'
  }
  if (url.username || url.password) return 'must not contain a user name or password'
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const isLoopback = host === 'localhost' || host === '127.0.0.1'
  if (url.protocol === 'http:')
    return isLoopback ? null : 'must use https (http is allowed only for localhost and 127.0.0.1)'
  if (url.protocol !== 'https:') return 'must use https'
  if (isLoopback) return null
  if (isPrivateHost(host)) return 'points to a private, loopback or link-local address'
  return null
}

function isPrivateHost(host: string): boolean {
  if (host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    )
  }
  if (host.includes(':')) {
    return (
      host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:')
    )
  }
  return false
}

export const webhookUrl = z.url().max(2000)

export const webhookStats = z.object({
  /** Deliveries created in the last 7 days, by outcome. */
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  pending: z.number().int().min(0),
  /** Time of the latest attempt, any outcome. */
  last_delivery_at: timestamp.nullable(),
})

export const webhookEndpoint = z
  .object({
    id: webhookId,
    url: z.string(),
    events: z.array(eventType),
    description: z.string(),
    status: z.enum(WEBHOOK_STATUSES),
    disabled_reason: z.enum(DISABLED_REASONS).nullable(),
    disabled_at: timestamp.nullable(),
    /** Start of the current run of failures; auto-disable comes five days after it. */
    failing_since: timestamp.nullable(),
    /** While a rotated-out secret still signs alongside the new one. */
    previous_secret_expires_at: timestamp.nullable(),
    stats: webhookStats,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'WebhookEndpoint' })
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>

/** Create and rotate-secret answer with the secret: the only times it is ever shown. */
export const webhookEndpointWithSecret = webhookEndpoint
  .extend({ secret: signingSecret })
  .meta({ id: 'WebhookEndpointWithSecret' })
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>

const events = z
  .array(eventType)
  .min(1)
  .refine((list) => new Set(list).size === list.length, {
    message: 'events must be unique',
    params: { code: 'not_unique' },
  })

export const webhookCreate = z
  .strictObject({ url: webhookUrl, events, description: z.string().max(500).default('') })
  .meta({ id: 'WebhookCreate' })
export type WebhookCreate = z.input<typeof webhookCreate>

export const webhookUpdate = z
  .strictObject({ url: webhookUrl.optional(), events: events.optional(), description: z.string().max(500).optional() })
  .meta({ id: 'WebhookUpdate' })
export type WebhookUpdate = z.input<typeof webhookUpdate>

export const webhookTest = z.strictObject({ event_type: eventType }).meta({ id: 'WebhookTest' })
export const webhookRecover = z.strictObject({ since: timestamp }).meta({ id: 'WebhookRecover' })
export const webhookRecoverResult = z
  .object({ recovered: z.number().int().min(0), delivery_ids: z.array(deliveryId) })
  .meta({ id: 'WebhookRecoverResult' })

export const webhookListQuery = listQuery.extend({ status: z.enum(WEBHOOK_STATUSES).optional() })
export type WebhookListQuery = z.input<typeof webhookListQuery>
export const webhookList = listOf(webhookEndpoint).meta({ id: 'WebhookList' })

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const
export const deliveryStatus = z.enum(DELIVERY_STATUSES)
export const ATTEMPT_ERRORS = ['timeout', 'connection_error', 'redirect', 'http_status'] as const

/** Retries after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h (±10 % jitter). */
export const RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000] as const
export const MAX_SCHEDULED_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1
export const RESPONSE_BODY_LIMIT = 1024
export const DELIVERY_TIMEOUT_MS = 15_000

export const attempt = z
  .object({
    id: attemptId,
    /** 1–6 for scheduled attempts; manual resends continue the count. */
    number: z.number().int().min(1),
    trigger: z.enum(['scheduled', 'manual']),
    attempted_at: timestamp,
    request_headers: z.record(z.string(), z.string()),
    response_status: z.number().int().min(100).max(599).nullable(),
    /** Null on a 2xx. `http_status` when the receiver answered with a non-2xx. */
    error: z.enum(ATTEMPT_ERRORS).nullable(),
    /** A human explanation of `error` (e.g. why a browser refused the connection). */
    error_detail: z.string().nullable(),
    duration_ms: z.number().int().min(0),
    /** The first KiB of the response body; untrusted text. */
    response_body: z.string().nullable(),
  })
  .meta({ id: 'DeliveryAttempt' })
export type Attempt = z.infer<typeof attempt>

export const delivery = z
  .object({
    id: deliveryId,
    webhook_id: webhookId,
    event_id: eventId,
    event_type: eventType,
    status: deliveryStatus,
    /** The exact bytes sent, as a string. */
    body: z.string(),
    created_at: timestamp,
    next_attempt_at: timestamp.nullable(),
    attempts: z.array(attempt),
  })
  .meta({ id: 'Delivery' })
export type Delivery = z.infer<typeof delivery>

export const deliveryListQuery = listQuery.extend({
  status: repeated(deliveryStatus).optional(),
  event_type: repeated(eventType).optional(),
})
export type DeliveryListQuery = z.input<typeof deliveryListQuery>
export const deliveryList = listOf(delivery).meta({ id: 'DeliveryList' })
export type DeliveryList = z.infer<typeof deliveryList>
