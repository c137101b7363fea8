// End-user session tokens: `eut_<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`.
// The HMAC is the synchronous one of signing.ts, so the seed can issue tokens and
// verification runs the same in Node, browsers and workers without awaiting WebCrypto.
import { z } from 'zod/mini'
import { productId, userId } from '../../../src/api/contract'
import { hmacSha256, utf8 } from './signing'

export const USER_TOKEN_PREFIX = 'eut_'

export const userTokenPayload = z.strictObject({
  sub: userId,
  name: z.string(),
  email: z.string(),
  product_id: productId,
  /** Unix seconds, as in JWTs. */
  exp: z.number().check(z.int(), z.gte(0)),
})
export type UserTokenPayload = z.infer<typeof userTokenPayload>

export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Null when the text is not base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const binary = atob(b64)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

const signatureOf = (secret: string, encodedPayload: string) =>
  base64url(hmacSha256(utf8(secret), utf8(`${USER_TOKEN_PREFIX}${encodedPayload}`)))

export function issueUserToken(secret: string, payload: UserTokenPayload): string {
  const encoded = base64url(utf8(JSON.stringify(payload)))
  return `${USER_TOKEN_PREFIX}${encoded}.${signatureOf(secret, encoded)}`
}

/** Same length and content, compared without an early exit. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export type DecodedUserToken =
  { ok: true; payload: UserTokenPayload } | { ok: false; reason: 'malformed' | 'bad_signature' }

/**
 * Structure first (anything unparseable is `malformed`), then the signature, so an
 * edited but well-formed payload is reported as `bad_signature`. Expiry and the
 * product are the caller's business: they depend on the clock and the key.
 */
export function decodeUserToken(secret: string, token: string): DecodedUserToken {
  const m = /^eut_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token.trim())
  if (!m) return { ok: false, reason: 'malformed' }
  const [, encoded = '', signature = ''] = m
  const bytes = fromBase64url(encoded)
  if (!bytes || !fromBase64url(signature)) return { ok: false, reason: 'malformed' }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = userTokenPayload.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  if (!constantTimeEqual(signature, signatureOf(secret, encoded))) return { ok: false, reason: 'bad_signature' }
  return { ok: true, payload: parsed.data }
}
