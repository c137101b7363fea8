// Bodies and answers of the mock's `/_mock` controls. Not part of the public API (no OpenAPI), but typed like it.
import { z } from 'zod/mini'
import { entryId, eventId, messageId, productId, sessionId, timestamp } from './common'
import { productKind } from './products'
import { contact } from './sessions'

export const mockConversation = z.strictObject({
  product_id: productId,
  messages: z._default(z.number().check(z.int(), z.gte(1), z.lte(200)), 4),
  /** Exact message texts, visitor first and alternating (tests feed untrusted text); sets the count, `messages` is ignored. */
  texts: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(20_000))).check(z.minLength(1), z.maxLength(200)),
  ),
  /** The contact captured at the end, instead of a generated one (or none). */
  contact: z.optional(contact),
})
/** An extra API key for the running mock (tests that must not use a public demo key). Gone on reset. */
export const mockApiKey = z.strictObject({
  key: z.string().check(z.regex(/^ak_[A-Za-z0-9_]{8,100}$/)),
  scope: z._default(z.enum(['read', 'write']), 'write'),
  label: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Extra key'),
})
export const mockClock = z.strictObject({
  advance_ms: z.number().check(z.int(), z.gte(0), z.lte(365 * 86_400_000)),
})
export const mockFaults = z.strictObject({
  latency_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(30_000))),
  error_rate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  rate_limit_burst: z.optional(z.boolean()),
  break_contract: z.optional(z.boolean()),
  fail_next_refresh: z.optional(z.boolean()),
  /** Every /v1 request fails as a network error; the adapters turn the service's `Response.error()` into one. */
  offline: z.optional(z.boolean()),
  /** Every /v1 answer carries `Deprecation` and `Sunset` headers, so a client's deprecation handling can be seen. */
  deprecate: z.optional(z.boolean()),
})
export type MockFaults = z.infer<typeof mockFaults>
/** Live traffic: conversations on the published chat agents at this pace. Either field alone keeps the other. */
export const TRAFFIC_PER_MINUTE_DEFAULT = 6
export const mockTraffic = z.strictObject({
  enabled: z.optional(z.boolean()),
  per_minute: z.optional(z.number().check(z.int(), z.gte(1), z.lte(60))),
})
/** How many times faster the webhook retries and knowledge-source refreshes run; pending ones are rescaled. */
export const mockTimeScale = z.strictObject({ time_scale: z.number().check(z.gte(0.001), z.lte(1_000_000)) })
/** The largest workspace the mock offers, as a multiple of the default: README's mock server section documents it. */
export const MOCK_MAX_SIZE = 10
/** `size`: the workspace the reset seeds, in multiples of the default (1 unless given). */
export const mockReset = z.strictObject({
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(MOCK_MAX_SIZE)), 1),
})
export const mockTrial = z.union([
  z.strictObject({ days_left: z.number().check(z.int(), z.gte(0), z.lte(365)) }),
  z.strictObject({ expired: z.literal(true) }),
  z.strictObject({ plan: z.literal(true) }),
])

// Answers of the controls, so the demo panel reads them through the same validation as the API.
export const mockFaultsState = z.required(mockFaults)
export const mockClockState = z.object({ now: timestamp, offset_ms: z.number().check(z.int()) })
export const mockConversationResult = z.object({
  session_id: sessionId,
  message_ids: z.array(messageId),
  event_ids: z.array(eventId),
  entry_ids: z.array(entryId),
})
export type MockConversationResult = z.infer<typeof mockConversationResult>
/** `GET /_mock/products`: the published products a conversation can be made on; needs no key, unlike /v1. */
export const mockProductList = z.object({
  data: z.array(z.object({ id: productId, name: z.string(), kind: productKind })),
})
export const mockTrafficState = z.object({
  enabled: z.boolean(),
  per_minute: z.number().check(z.int(), z.gte(1), z.lte(60)),
  /** Conversations that have started and not finished yet. */
  in_progress: z.number().check(z.int(), z.gte(0)),
})
export type MockTrafficState = z.infer<typeof mockTrafficState>
export const mockState = z.object({
  now: timestamp,
  offset_ms: z.number().check(z.int()),
  seed: z.number().check(z.int()),
  /** The workspace's size, in multiples of the default. */
  size: z.number().check(z.int(), z.gte(1), z.lte(MOCK_MAX_SIZE)),
  time_scale: z.number(),
  rate_limit: z.number().check(z.int(), z.gte(0)),
  trial_ends_at: z.nullable(timestamp),
  faults: mockFaultsState,
  keys: z.array(
    z.object({
      key: z.string(),
      scope: z.enum(['read', 'write']),
      product_id: z.nullable(productId),
      label: z.string(),
    }),
  ),
  user_tokens: z.array(z.object({ label: z.string(), token: z.string() })),
  traffic: mockTrafficState,
  /** Something the demo panel should tell the user once, e.g. that saved data was replaced by the seed. */
  notice: z.nullable(z.string()),
})
export type MockState = z.infer<typeof mockState>

/**
 * Change notifications: after a state change the demo's worker posts
 * `{ type: 'changed', resources }` on this BroadcastChannel, so every tab of the
 * origin can refetch what is stale. `mock` is the demo panel's own state.
 */
export const MOCK_CHANNEL = 'agent-console-mock'
export { DEMO_STORAGE } from './demo-storage'
export const MOCK_RESOURCES = [
  'products',
  'tools',
  'knowledge-bases',
  'sessions',
  'webhooks',
  'wallet',
  'mock',
] as const
export const mockResource = z.enum(MOCK_RESOURCES)
export type MockResource = z.infer<typeof mockResource>
export const mockChanged = z.object({ type: z.literal('changed'), resources: z.array(mockResource) })
export type MockChanged = z.infer<typeof mockChanged>
