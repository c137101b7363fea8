// 429s: how long to wait, how often to try again, and what screens read to say why an answer is late.
import { observable } from '../../lib/observable'
import { sleep } from './timeouts'

/**
 * 429s are retried this many times, after `Retry-After`, whatever the method: a rate-limited
 * request was refused before anything ran, a POST resends its Idempotency-Key and a PATCH
 * its If-Match, so resending cannot apply a write twice.
 */
export const MAX_RATE_LIMIT_RETRIES = 2
/** A `Retry-After` longer than this is surfaced at once rather than waited out inside a request. */
export const MAX_RETRY_WAIT_MS = 60_000

/**
 * The time (ms since the epoch) at which requests waiting out a 429 ask again, or null when none
 * waits; the latest of them when several do. Screens use it to say why an answer is late.
 */
export const rateLimitedUntil = observable<number | null>(null)
const rateLimitWaits = new Map<symbol, number>()

function publishRateLimitWaits(): void {
  rateLimitedUntil.set(rateLimitWaits.size ? Math.max(...rateLimitWaits.values()) : null)
}

/** Sleeps out a Retry-After while `rateLimitedUntil` says so. */
export async function waitOutRateLimit(ms: number, signal: AbortSignal | undefined): Promise<void> {
  const wait = Symbol('rate-limit wait')
  rateLimitWaits.set(wait, Date.now() + ms)
  publishRateLimitWaits()
  try {
    await sleep(ms, signal)
  } finally {
    rateLimitWaits.delete(wait)
    publishRateLimitWaits()
  }
}

/** Seconds or an HTTP date → milliseconds to wait; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === '') return null
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isFinite(at) ? Math.max(0, at - now) : null
}
