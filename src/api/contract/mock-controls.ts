// Bodies and answers of the mock's `/_mock` controls. Not part of the public API (no OpenAPI), but typed like it.
import { z } from 'zod'
import { entryId, eventId, messageId, productId, sessionId, timestamp } from './common'

export const mockConversation = z.strictObject({
  product_id: productId,
  messages: z.number().int().min(1).max(200).default(4),
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
})
export type MockFaults = z.infer<typeof mockFaults>
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
})
export type MockState = z.infer<typeof mockState>
