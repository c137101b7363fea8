// Bodies of the mock's `/_mock` controls. Not part of the public API (no OpenAPI), but typed like it.
import { z } from 'zod'
import { productId } from './common'

export const mockConversation = z.strictObject({
  product_id: productId,
  messages: z.number().int().min(1).max(200).default(4),
})
export const mockClock = z.strictObject({ advance_ms: z.number().int().min(0).max(365 * 86_400_000) })
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
