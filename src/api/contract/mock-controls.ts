// Bodies and answers of the mock's `/_mock` controls. Not part of the public API (no OpenAPI), but typed like it.
import { z } from 'zod'
import { entryId, eventId, messageId, productId, sessionId, timestamp } from './common'
import { contact } from './sessions'

export const mockConversation = z.strictObject({
  product_id: productId,
  messages: z.number().int().min(1).max(200).default(4),
  /** Exact message texts, visitor first and alternating (tests feed untrusted text); sets the count, `messages` is ignored. */
  texts: z.array(z.string().min(1).max(20_000)).min(1).max(200).optional(),
  /** The contact captured at the end, instead of a generated one (or none). */
  contact: contact.optional(),
})
/** An extra API key for the running mock (tests that must not use a public demo key). Gone on reset. */
export const mockApiKey = z.strictObject({
  key: z.string().regex(/^ak_[A-Za-z0-9_]{8,100}$/),
  scope: z.enum(['read', 'write']).default('write'),
  label: z.string().min(1).max(80).default('Extra key'),
})
export const mockClock = z.strictObject({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(365 * 86_400_000),
})
export const mockFaults = z.strictObject({
  latency_ms: z.number().int().min(0).max(30_000).optional(),
  error_rate: z.number().min(0).max(1).optional(),
  rate_limit_burst: z.boolean().optional(),
  break_contract: z.boolean().optional(),
  fail_next_refresh: z.boolean().optional(),
  /** Every /v1 request fails as a network error; the adapters turn the service's `Response.error()` into one. */
  offline: z.boolean().optional(),
  /** Every /v1 answer carries `Deprecation` and `Sunset` headers, so a client's deprecation handling can be seen. */
  deprecate: z.boolean().optional(),
})
export type MockFaults = z.infer<typeof mockFaults>
/** Live traffic: conversations on the published chat agents at this pace. Either field alone keeps the other. */
export const TRAFFIC_PER_MINUTE_DEFAULT = 6
export const mockTraffic = z.strictObject({
  enabled: z.boolean().optional(),
  per_minute: z.number().int().min(1).max(60).optional(),
})
/** How many times faster the webhook retries and knowledge-source refreshes run; pending ones are rescaled. */
export const mockTimeScale = z.strictObject({ time_scale: z.number().min(0.001).max(1_000_000) })
export const mockTrial = z.union([
  z.strictObject({ days_left: z.number().int().min(0).max(365) }),
  z.strictObject({ expired: z.literal(true) }),
  z.strictObject({ plan: z.literal(true) }),
])

// Answers of the controls, so the demo panel reads them through the same validation as the API.
export const mockFaultsState = mockFaults.required()
export const mockClockState = z.object({ now: timestamp, offset_ms: z.number().int() })
export const mockConversationResult = z.object({
  session_id: sessionId,
  message_ids: z.array(messageId),
  event_ids: z.array(eventId),
  entry_ids: z.array(entryId),
})
export type MockConversationResult = z.infer<typeof mockConversationResult>
export const mockTrafficState = z.object({
  enabled: z.boolean(),
  per_minute: z.number().int().min(1).max(60),
  /** Conversations that have started and not finished yet. */
  in_progress: z.number().int().min(0),
})
export type MockTrafficState = z.infer<typeof mockTrafficState>
export const mockState = z.object({
  now: timestamp,
  offset_ms: z.number().int(),
  seed: z.number().int(),
  time_scale: z.number(),
  rate_limit: z.number().int().min(0),
  trial_ends_at: timestamp.nullable(),
  faults: mockFaultsState,
  keys: z.array(
    z.object({
      key: z.string(),
      scope: z.enum(['read', 'write']),
      product_id: productId.nullable(),
      label: z.string(),
    }),
  ),
  user_tokens: z.array(z.object({ label: z.string(), token: z.string() })),
  traffic: mockTrafficState,
  /** Something the demo panel should tell the user once, e.g. that saved data was replaced by the seed. */
  notice: z.string().nullable(),
})
export type MockState = z.infer<typeof mockState>

/**
 * Change notifications: after a state change the demo's worker posts
 * `{ type: 'changed', resources }` on this BroadcastChannel, so every tab of the
 * origin can refetch what is stale. `mock` is the demo panel's own state.
 */
export const MOCK_CHANNEL = 'agent-console-mock'
/** Where the demo's worker saves the workspace in IndexedDB (a versioned snapshot, checked on load). */
export const DEMO_STORAGE = { db: 'agent-console-demo', store: 'snapshots', key: 'workspace' } as const
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
