// Webhook signature checks in the browser's WebCrypto (nothing leaves the page): the
// X-Webhook-Signature-256 scheme and Standard Webhooks, each with the exact string signed.
import { SIGNATURE_HEADERS } from '../../../api/contract'

export const SECRET_PREFIX = 'whsec_'
/** What Standard Webhooks libraries accept between `webhook-timestamp` and their own clock. */
export const STANDARD_TOLERANCE_SECONDS = 5 * 60

const encoder = new TextEncoder()

async function hmac(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new Uint8Array(message)))
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** Standard base64 (padding optional) → bytes; null for anything else. */
export function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.replace(/=+$/, '').length % 4 === 1) return null
  const padded = text.replace(/=+$/, '')
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** Header lines as pasted ("Name: value", one a line) → lower-case names; later lines win. */
export function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) continue
    out[name] = line.slice(colon + 1).trim()
  }
  return out
}

export interface GithubResult {
  scheme: 'github'
  /** The exact bytes signed: the raw body. */
  signedString: string
  expected: string
  /** The header as received; null when it was not pasted. */
  received: string | null
  matches: boolean
}

/**
 * `X-Webhook-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body, keyed with the
 * UTF-8 bytes of the whole secret string, `whsec_` included.
 */
export async function checkGithub(body: string, header: string | null, secret: string): Promise<GithubResult> {
  const expected = `sha256=${toHex(await hmac(encoder.encode(secret), encoder.encode(body)))}`
  const received = header?.trim() ?? null
  return { scheme: 'github', signedString: body, expected, received, matches: received?.toLowerCase() === expected }
}

export interface StandardInput {
  body: string
  id: string | null
  timestamp: string | null
  signature: string | null
  secret: string
  /** Unix seconds to judge the timestamp's age by. */
  nowSeconds: number
}

export type StandardResult =
  | {
      scheme: 'standard'
      ok: true
      /** `id.timestamp.body`, exactly as signed. */
      signedString: string
      expected: string
      /** Each `v1,…` the header carries (two while a rotated-out secret still signs). */
      received: string[]
      matches: boolean
      /** Seconds between the timestamp and now; positive when it is in the past. */
      ageSeconds: number
      withinTolerance: boolean
    }
  | { scheme: 'standard'; ok: false; problem: StandardProblem }

/** Why the Standard Webhooks signature cannot be checked; the page says it in words. */
export type StandardProblem = 'missing-id' | 'bad-timestamp' | 'secret-not-base64'

/** The Standard Webhooks key: the base64 after `whsec_`, decoded. */
export function standardKey(secret: string): Uint8Array | null {
  const trimmed = secret.trim()
  return fromBase64(trimmed.startsWith(SECRET_PREFIX) ? trimmed.slice(SECRET_PREFIX.length) : trimmed)
}

/**
 * Standard Webhooks: `webhook-signature` holds space-separated `v1,<base64>` values,
 * each an HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with the decoded secret.
 */
export async function checkStandard(input: StandardInput): Promise<StandardResult> {
  const { body, secret, nowSeconds } = input
  const id = input.id?.trim() ?? ''
  const timestamp = input.timestamp?.trim() ?? ''
  if (!id) return { scheme: 'standard', ok: false, problem: 'missing-id' }
  if (!/^\d+$/.test(timestamp))
    return {
      scheme: 'standard',
      ok: false,
      problem: 'bad-timestamp',
    }
  const key = standardKey(secret)
  if (!key || key.length === 0)
    return {
      scheme: 'standard',
      ok: false,
      problem: 'secret-not-base64',
    }
  const signedString = `${id}.${timestamp}.${body}`
  const expected = `v1,${toBase64(await hmac(key, encoder.encode(signedString)))}`
  const received = (input.signature ?? '').split(/\s+/).filter((s) => s !== '')
  const ageSeconds = nowSeconds - Number(timestamp)
  return {
    scheme: 'standard',
    ok: true,
    signedString,
    expected,
    received,
    matches: received.includes(expected),
    ageSeconds,
    withinTolerance: Math.abs(ageSeconds) <= STANDARD_TOLERANCE_SECONDS,
  }
}

export interface CheckInput {
  body: string
  headers: Record<string, string>
  secret: string
  nowSeconds: number
}

export interface CheckResult {
  /** Null when no X-Webhook-Signature-256 header was given. */
  github: GithubResult | null
  /** Null when none of the Standard Webhooks headers was given. */
  standard: StandardResult | null
}

/** Both schemes, each only when its headers were pasted. */
export async function checkSignatures({ body, headers, secret, nowSeconds }: CheckInput): Promise<CheckResult> {
  const github = headers[SIGNATURE_HEADERS.github]
  const anyStandard = [SIGNATURE_HEADERS.id, SIGNATURE_HEADERS.timestamp, SIGNATURE_HEADERS.signature].some(
    (h) => headers[h] !== undefined,
  )
  return {
    github: github === undefined ? null : await checkGithub(body, github, secret),
    standard: anyStandard
      ? await checkStandard({
          body,
          id: headers[SIGNATURE_HEADERS.id] ?? null,
          timestamp: headers[SIGNATURE_HEADERS.timestamp] ?? null,
          signature: headers[SIGNATURE_HEADERS.signature] ?? null,
          secret,
          nowSeconds,
        })
      : null,
  }
}
