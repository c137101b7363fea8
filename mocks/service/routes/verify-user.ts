// Handler of GET /verify-user: checks an end-user token's structure, signature, product and expiry.
import type { VerifyUserResult } from '../../../src/api/contract'
import { USER_TOKEN_HEADER } from '../../../src/api/contract'
import { iso } from '../clock'
import type { HandlerTable } from '../core'
import { decodeUserToken } from '../domain/user-tokens'

export const verifyUserHandlers = {
  verifyUser: ({ svc, key, headers }) => {
    const token = headers.get(USER_TOKEN_HEADER) ?? ''
    const decoded = decodeUserToken(svc.store.userTokenSecret, token)
    const answer = (body: VerifyUserResult) => ({ body })
    if (!decoded.ok) return answer({ valid: false, reason: decoded.reason })
    const { payload } = decoded
    // Another product's token looks exactly like one for a product that does not exist,
    // so a locked key learns nothing about the rest of the workspace.
    if (!svc.store.products.has(payload.product_id) || (key.product_id && key.product_id !== payload.product_id))
      return answer({ valid: false, reason: 'unknown' })
    if (payload.exp * 1000 <= svc.now()) return answer({ valid: false, reason: 'expired' })
    return answer({
      valid: true,
      user: { id: payload.sub, name: payload.name, email: payload.email },
      product_id: payload.product_id,
      expires_at: iso(payload.exp * 1000),
    })
  },
} satisfies Partial<HandlerTable>
