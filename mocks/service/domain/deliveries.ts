// The webhook engine: deliveries, signed attempts, the retry schedule and endpoint health.
import {
  DELIVERY_TIMEOUT_MS,
  MAX_SCHEDULED_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  SIGNATURE_HEADERS,
  type Attempt,
  type WebhookEvent,
} from '../../../src/api/contract'
import { iso } from '../clock'
import type { ServiceCore } from '../core'
import type { Store, StoredDelivery, StoredWebhook } from '../store'
import { send, type ReceiverResult } from './receivers'
import { githubSignature, newSigningSecret, standardSignature, utf8 } from './signing'

export const USER_AGENT = 'AgentPlatform-Webhooks/1.0'
export const JITTER = 0.1
export const FAILING_DISABLE_MS = 5 * 86_400_000
export const SECRET_OVERLAP_MS = 86_400_000
/** A receiver's Retry-After is honoured up to this much. */
export const MAX_RETRY_AFTER_MS = 86_400_000

/**
 * When things happen. Live, this is the service clock and its scheduler; the seed
 * runs the same engine on a virtual timeline to write a history that follows the rules.
 */
export interface Timeline {
  now(): number
  at(due: number, run: () => void | Promise<void>): number
  cancel(job: number | null | undefined): void
}

export interface Engine {
  svc: ServiceCore
  tl: Timeline
}

export const liveEngine = (svc: ServiceCore): Engine => ({
  svc,
  tl: {
    now: () => svc.now(),
    at: (due, run) => svc.clock.scheduler.at(due, run),
    cancel: (job) => svc.clock.scheduler.cancel(job),
  },
})

/**
 * Real receivers answer asynchronously: per store, the chain of each endpoint's
 * attempts (so an endpoint sees one conversation's events in order) and every
 * attempt still in flight. Runtime state only, never persisted.
 */
const runtime = new WeakMap<Store, { chains: Map<string, Promise<void>>; inflight: Set<Promise<void>> }>()
function runtimeOf(store: Store) {
  let rt = runtime.get(store)
  if (!rt) runtime.set(store, (rt = { chains: new Map(), inflight: new Set() }))
  return rt
}

/** Resolves when every attempt to a real URL that has started has been recorded. */
export async function settleDeliveries(svc: ServiceCore): Promise<void> {
  const rt = runtimeOf(svc.store)
  while (rt.inflight.size) await Promise.all([...rt.inflight])
}

function track(store: Store, p: void | Promise<void>): void {
  if (!p) return
  const rt = runtimeOf(store)
  const settled = p.catch(() => undefined).finally(() => rt.inflight.delete(settled))
  rt.inflight.add(settled)
}

/**
 * Every active endpoint subscribed to the event gets a pending delivery whose first
 * attempt runs now; a disabled one gets a `skipped` delivery with no attempts.
 */
export function dispatchEvent(svc: ServiceCore, event: WebhookEvent): void {
  dispatch(liveEngine(svc), event)
}

export function dispatch(en: Engine, event: WebhookEvent): StoredDelivery[] {
  // Serialized once: every endpoint and every attempt gets these exact bytes.
  return dispatchBody(en, event, JSON.stringify(event))
}

/** What a delivery needs of its event; the body may be written only when first read. */
export type EventHead = Pick<WebhookEvent, 'id' | 'type'>

/**
 * `dispatch` of an event whose body is made when first read (the seed's history: most of its
 * bodies are never shown, and no sandbox receiver reads one).
 */
export function dispatchBody(en: Engine, event: EventHead, body: string | (() => string)): StoredDelivery[] {
  const shared = typeof body === 'string' ? body : once(body)
  const out: StoredDelivery[] = []
  for (const wh of en.svc.store.webhooks.values()) {
    if (!wh.events.includes(event.type)) continue
    out.push(deliver(en, wh, event, shared).delivery)
  }
  return out
}

/** `make`'s value, made on the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}

/**
 * Creates one delivery of `event` to `wh` and, if the endpoint is active, makes its
 * first attempt; `sent` settles once that attempt is recorded (at once for a sandbox).
 */
export function deliver(
  en: Engine,
  wh: StoredWebhook,
  event: EventHead,
  body: string | (() => string) = JSON.stringify(event),
): { delivery: StoredDelivery; sent: Promise<void> } {
  const { store } = en.svc
  const now = en.tl.now()
  const d: StoredDelivery = {
    id: en.svc.newId('delivery'),
    webhook_id: wh.id,
    event_id: event.id,
    event_type: event.type,
    status: wh.status === 'active' ? 'pending' : 'skipped',
    body: typeof body === 'string' ? body : '',
    created_at: iso(now),
    next_attempt_at: null,
    attempts: [],
    job: null,
    scheduled_attempts: 0,
  }
  // An accessor in the key's own place, so views and snapshots read it like any other. (Spreading
  // `{ get body() }` into the literal would call the getter there and then, writing every body.)
  if (typeof body !== 'string') Object.defineProperty(d, 'body', { get: body, enumerable: true })
  const list = store.deliveries.get(wh.id)
  if (list) list.unshift(d)
  else store.deliveries.set(wh.id, [d])
  store.deliveriesById.set(d.id, d)
  const sent = d.status === 'pending' ? startRun(en, d) : undefined
  return { delivery: d, sent: Promise.resolve(sent) }
}

/** A fresh run of up to six scheduled attempts, the first one now. */
function startRun(en: Engine, d: StoredDelivery): void | Promise<void> {
  d.status = 'pending'
  d.scheduled_attempts = 0
  d.next_attempt_at = iso(en.tl.now())
  const sent = attempt(en, d.id, 'scheduled')
  track(en.svc.store, sent)
  return sent
}

/**
 * One attempt of a delivery. Synchronous for sandbox receivers; for a real URL it is
 * queued behind the endpoint's earlier attempts and the promise is returned.
 */
export function attempt(en: Engine, deliveryId: string, trigger: Attempt['trigger']): void | Promise<void> {
  const { store } = en.svc
  const d = store.deliveriesById.get(deliveryId)
  const wh = d && store.webhooks.get(d.webhook_id)
  if (!d || !wh) return
  const rt = runtimeOf(store)
  const queued = rt.chains.get(wh.id)
  if (!queued) {
    const result = attemptNow(en, deliveryId, trigger)
    if (!result) return
    return chain(rt.chains, wh.id, result)
  }
  return chain(
    rt.chains,
    wh.id,
    queued.then(() => attemptNow(en, deliveryId, trigger)),
  )
}

function chain(chains: Map<string, Promise<void>>, webhookId: string, p: Promise<void>): Promise<void> {
  const link = p.catch(() => undefined)
  chains.set(webhookId, link)
  void link.then(() => {
    if (chains.get(webhookId) === link) chains.delete(webhookId)
  })
  return link
}

function attemptNow(en: Engine, deliveryId: string, trigger: Attempt['trigger']): void | Promise<void> {
  const { svc } = en
  const d = svc.store.deliveriesById.get(deliveryId)
  const wh = d && svc.store.webhooks.get(d.webhook_id)
  if (!d || !wh || wh.status !== 'active') return
  if (trigger === 'scheduled') {
    if (d.status !== 'pending') return
    en.tl.cancel(d.job)
    d.job = null
  }
  const number = d.attempts.length + 1
  const at = en.tl.now()
  // Signing is most of an attempt's cost, and no sandbox receiver reads the signatures: they
  // are made when first read, with the secrets that sign at the attempt's time.
  const signing = activeSecrets(wh, at)
  const headers = once(() => requestHeaders(signing, d, at, number))
  const result = send(svc.config, {
    url: wh.url,
    get headers() {
      return headers()
    },
    get body() {
      return d.body
    },
    delivery_id: d.id,
    attempt: number,
  })
  if (result instanceof Promise) return result.then((r) => record(en, deliveryId, trigger, number, at, signing, r))
  record(en, deliveryId, trigger, number, at, signing, result)
}

type Unsigned = Omit<Attempt, 'request_headers'>

/** Each attempt without its headers, and the secrets that signed it: what a snapshot saves of it. */
const unsigned = new WeakMap<Attempt, { a: Unsigned; signing: readonly string[] }>()

export const unsignedOf = (a: Attempt) => unsigned.get(a) ?? { a, signing: [] }

/**
 * `a` with its request headers, written when first read: the same bytes whenever that is, signed
 * with `signing`, the secrets that signed when it ran (a rotation since changes nothing).
 */
export function signedAttempt(d: StoredDelivery, a: Unsigned, signing: readonly string[]): Attempt {
  const headers = once(() => requestHeaders(signing, d, Date.parse(a.attempted_at), a.number))
  const { id, number, trigger, attempted_at, ...outcome } = a
  const out: Attempt = {
    id,
    number,
    trigger,
    attempted_at,
    get request_headers() {
      return headers()
    },
    ...outcome,
  }
  unsigned.set(out, { a, signing })
  return out
}

export function activeSecrets(wh: Pick<StoredWebhook, 'secrets'>, now: number): string[] {
  return wh.secrets.filter((s) => s.expires_at === null || s.expires_at > now).map((s) => s.secret)
}

function requestHeaders(
  secrets: readonly string[],
  d: StoredDelivery,
  at: number,
  number: number,
): Record<string, string> {
  const ts = Math.floor(at / 1000)
  const body = utf8(d.body)
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    // One value only in this header, and its receivers hold one secret: the oldest still
    // signing, so a rotation breaks none of them before the overlap ends (docs/api.md).
    [SIGNATURE_HEADERS.github]: githubSignature(secrets.at(-1) ?? '', body),
    [SIGNATURE_HEADERS.id]: d.event_id,
    [SIGNATURE_HEADERS.timestamp]: String(ts),
    [SIGNATURE_HEADERS.signature]: standardSignature(secrets, d.event_id, ts, body),
    [SIGNATURE_HEADERS.event]: d.event_type,
    [SIGNATURE_HEADERS.attempt]: String(number),
  }
}

interface Outcome {
  response_status: number | null
  error: Attempt['error']
  error_detail: string | null
  response_body: string | null
  duration_ms: number
  /** From a 429 or 503 with Retry-After. */
  retry_after_ms: number | null
}

function classify(r: ReceiverResult, now: number): Outcome {
  const base = { duration_ms: Math.max(0, Math.round(r.duration_ms)), retry_after_ms: null }
  switch (r.kind) {
    case 'timeout':
      return {
        ...base,
        response_status: null,
        error: 'timeout',
        error_detail: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`,
        response_body: null,
      }
    case 'connection_error':
      return { ...base, response_status: null, error: 'connection_error', error_detail: r.detail, response_body: null }
    case 'opaque_redirect':
      return {
        ...base,
        response_status: null,
        error: 'redirect',
        error_detail:
          'The receiver answered with a redirect (the browser hides its status and location). Redirects are not followed.',
        response_body: null,
      }
    case 'response': {
      const status = r.status
      const out = { ...base, response_status: status, response_body: r.body }
      if (status >= 200 && status < 300) return { ...out, error: null, error_detail: null }
      if (status >= 300 && status < 400) {
        const to = r.headers.location
        return {
          ...out,
          error: 'redirect',
          error_detail: `Redirects are not followed${to ? ` (Location: ${to})` : ''}.`,
        }
      }
      const retryAfter = status === 429 || status === 503 ? parseRetryAfter(r.headers['retry-after'], now) : null
      return {
        ...out,
        error: 'http_status',
        error_detail: `The receiver answered ${status}.${retryAfter !== null ? ` It asked to retry after ${Math.round(retryAfter / 1000)} s.` : ''}`,
        retry_after_ms: retryAfter,
      }
    }
  }
}

/** Retry-After as seconds or an HTTP date → milliseconds from now (capped), or null. */
function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (value === undefined) return null
  const v = value.trim()
  let ms: number
  if (/^\d+$/.test(v)) ms = Number(v) * 1000
  else {
    const date = Date.parse(v)
    if (Number.isNaN(date)) return null
    ms = date - now
  }
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS)
}

function record(
  en: Engine,
  deliveryId: string,
  trigger: Attempt['trigger'],
  number: number,
  at: number,
  signing: readonly string[],
  result: ReceiverResult,
): void {
  const { svc } = en
  const d = svc.store.deliveriesById.get(deliveryId)
  const wh = d && svc.store.webhooks.get(d.webhook_id)
  // Deleted while a real attempt was in flight: nothing to record.
  if (!d || !wh) return
  const now = en.tl.now()
  const { retry_after_ms, ...outcome } = classify(result, now)
  d.attempts.push(
    signedAttempt(d, { id: svc.newId('attempt'), number, trigger, attempted_at: iso(at), ...outcome }, signing),
  )

  if (outcome.error === null) {
    d.status = 'succeeded'
    d.next_attempt_at = null
    en.tl.cancel(d.job)
    d.job = null
    wh.failing_since = null
    return
  }
  wh.failing_since ??= iso(at)
  if (trigger === 'scheduled') {
    d.scheduled_attempts++
    if (d.scheduled_attempts < MAX_SCHEDULED_ATTEMPTS) scheduleRetry(en, d, now, retry_after_ms)
    else {
      d.status = 'failed'
      d.next_attempt_at = null
    }
  } else if (d.status === 'skipped') {
    // A manual attempt leaves a pending delivery's schedule and a success alone.
    d.status = 'failed'
  }
  if (outcome.response_status === 410) disable(en, wh, 'gone')
  else if (Date.parse(wh.failing_since) + FAILING_DISABLE_MS <= now) disable(en, wh, 'failing')
}

function scheduleRetry(en: Engine, d: StoredDelivery, now: number, retryAfterMs: number | null): void {
  const step = RETRY_SCHEDULE_MS[Math.min(d.scheduled_attempts, RETRY_SCHEDULE_MS.length) - 1] ?? 0
  const jittered = step * (1 + (en.svc.rng.next() * 2 - 1) * JITTER)
  const delay = Math.max(1, Math.round(Math.max(jittered, retryAfterMs ?? 0) / en.svc.config.timeScale))
  armRetry(en, d, now + delay)
}

function armRetry(en: Engine, d: StoredDelivery, due: number): void {
  en.tl.cancel(d.job)
  d.next_attempt_at = iso(due)
  const id = d.id
  d.job = en.tl.at(due, () => attempt(en, id, 'scheduled'))
}

/**
 * Arms a live job for every pending delivery from its `next_attempt_at`: after the
 * seed's virtual timeline, and after a store is restored from a snapshot.
 */
export function rearmDeliveries(svc: ServiceCore): void {
  const en = liveEngine(svc)
  for (const d of svc.store.deliveriesById.values()) {
    if (d.status !== 'pending' || d.next_attempt_at === null) continue
    const id = d.id
    d.job = en.tl.at(Date.parse(d.next_attempt_at), () => attempt(en, id, 'scheduled'))
  }
}

/** Registers an endpoint, active, with a fresh secret: the only time the secret is returned. */
export function createWebhook(
  en: Engine,
  input: { url: string; events: StoredWebhook['events']; description: string },
): { webhook: StoredWebhook; secret: string } {
  const now = iso(en.tl.now())
  const secret = newSigningSecret(en.svc.rng)
  const webhook: StoredWebhook = {
    id: en.svc.newId('webhook'),
    url: input.url,
    events: input.events,
    description: input.description,
    status: 'active',
    disabled_reason: null,
    disabled_at: null,
    failing_since: null,
    secrets: [{ secret, expires_at: null }],
    created_at: now,
    updated_at: now,
  }
  en.svc.store.webhooks.set(webhook.id, webhook)
  en.svc.store.deliveries.set(webhook.id, [])
  return { webhook, secret }
}

/**
 * Disables an endpoint and cancels its pending retries: a delivery already tried
 * becomes `failed`, one never tried `skipped` (both are what `recover` sends again).
 */
export function disable(en: Engine, wh: StoredWebhook, reason: NonNullable<StoredWebhook['disabled_reason']>): void {
  if (wh.status === 'disabled') return
  const now = iso(en.tl.now())
  wh.status = 'disabled'
  wh.disabled_reason = reason
  wh.disabled_at = now
  wh.updated_at = now
  for (const d of en.svc.store.deliveries.get(wh.id) ?? []) {
    if (d.status !== 'pending') continue
    en.tl.cancel(d.job)
    d.job = null
    d.status = d.attempts.length ? 'failed' : 'skipped'
    d.next_attempt_at = null
  }
}

/** Idempotent; replays nothing by itself. */
export function reactivate(en: Engine, wh: StoredWebhook): void {
  if (wh.status === 'active') return
  wh.status = 'active'
  wh.disabled_reason = null
  wh.disabled_at = null
  wh.failing_since = null
  wh.updated_at = iso(en.tl.now())
}

/**
 * A new secret signs from now on; the one it replaces keeps signing alongside for
 * 24 h, and alone signs X-Webhook-Signature-256 until then. Secrets rotated out
 * earlier stop at once, so at most two ever sign.
 */
export function rotateSecret(en: Engine, wh: StoredWebhook): string {
  const now = en.tl.now()
  const secret = newSigningSecret(en.svc.rng)
  const current = wh.secrets.find((s) => s.expires_at === null)
  wh.secrets = [
    { secret, expires_at: null },
    ...(current ? [{ secret: current.secret, expires_at: now + SECRET_OVERLAP_MS }] : []),
  ]
  wh.updated_at = iso(now)
  return secret
}

/**
 * Re-queues every failed or skipped delivery created at or after `since`, oldest
 * first, each once: the same delivery starts a new run of scheduled attempts (its
 * earlier attempts stay, numbering continues).
 */
export function recover(en: Engine, wh: StoredWebhook, since: number): string[] {
  const chosen = (en.svc.store.deliveries.get(wh.id) ?? [])
    .filter((d) => (d.status === 'failed' || d.status === 'skipped') && Date.parse(d.created_at) >= since)
    .reverse()
  const now = iso(en.tl.now())
  // All are pending before the first attempt, so a 410 part-way cancels the rest as a disable should.
  for (const d of chosen) {
    d.status = 'pending'
    d.scheduled_attempts = 0
    d.next_attempt_at = now
  }
  for (const d of chosen) track(en.svc.store, attempt(en, d.id, 'scheduled'))
  return chosen.map((d) => d.id)
}

/** One manual attempt on top of the schedule; resolves once it is recorded. */
export async function resend(en: Engine, d: StoredDelivery): Promise<void> {
  await attempt(en, d.id, 'manual')
}

/** Removes an endpoint with its deliveries and their scheduled attempts. */
export function removeWebhook(en: Engine, wh: StoredWebhook): void {
  const { store } = en.svc
  for (const d of store.deliveries.get(wh.id) ?? []) {
    en.tl.cancel(d.job)
    store.deliveriesById.delete(d.id)
  }
  store.deliveries.delete(wh.id)
  store.webhooks.delete(wh.id)
}
