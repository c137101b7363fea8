import { z } from 'zod/mini'
import { withMeta } from './meta'
import { openEnum, productId, timestamp, userId } from './common'

export const USER_TOKEN_HEADER = 'X-User-Token'
export const VERIFY_FAILURES = ['expired', 'malformed', 'bad_signature', 'unknown'] as const

export const verifyUserResult = withMeta(
  z.discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      user: z.object({ id: userId, name: z.string(), email: z.string() }),
      product_id: productId,
      expires_at: timestamp,
    }),
    z.object({ valid: z.literal(false), reason: openEnum(VERIFY_FAILURES) }),
  ]),
  { id: 'VerifyUserResult' },
)
export type VerifyUserResult = z.infer<typeof verifyUserResult>
