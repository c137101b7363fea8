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
import { send, type OutgoingRequest, type ReceiverResult } from './receivers'
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
 * A delivery whose body may be written only when first read. The body is an own enumerable
 * accessor in its place, so views and snapshots read it like any other key (spread into a
 * literal, a getter would be called there and then); one getter shared by all, as with
 * SignedAttempt's headers, keeps deliveries in V8's fast mode for the engine that reads them.
 */
class EngineDelivery implements StoredDelivery {
  declare readonly id: string
  declare readonly webhook_id: string
  declare readonly event_id: string
  declare readonly event_type: StoredDelivery['event_type']
  declare status: StoredDelivery['status']
  declare readonly body: string
  declare readonly created_at: string
  declare next_attempt_at: string | null
  declare readonly attempts: Attempt[]
  declare job: number | null
  declare scheduled_attempts: number
  readonly #body: string | (() => string)

  static readonly #bodyProperty: PropertyDescriptor = {
    get(this: EngineDelivery) {
      const body = this.#body
      return typeof body === 'string' ? body : body()
    },
    enumerable: true,
  }

  constructor(
    id: string,
    webhookId: string,
    event: EventHead,
    status: StoredDelivery['status'],
    body: string | (() => string),
    createdAt: string,
  ) {
    this.id = id
    this.webhook_id = webhookId
    this.event_id = event.id
    this.event_type = event.type
    this.status = status
    Object.defineProperty(this, 'body', EngineDelivery.#bodyProperty)
    this.created_at = createdAt
    this.next_attempt_at = null
    this.attempts = []
    this.job = null
    this.scheduled_attempts = 0
    this.#body = body
  }
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
  const status = wh.status === 'active' ? 'pending' : 'skipped'
  const d = new EngineDelivery(en.svc.newId('delivery'), wh.id, event, status, body, iso(en.tl.now()))
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
  const result = send(svc.config, new Outgoing(wh.url, d, signing, at, number))
  if (result instanceof Promise) return result.then((r) => record(en, deliveryId, trigger, number, at, signing, r))
  record(en, deliveryId, trigger, number, at, signing, result)
}

/** An attempt's request; its headers are signed and its body written only if the receiver reads them. */
class Outgoing implements OutgoingRequest {
  private signed: Record<string, string> | null = null
  readonly delivery_id: string
  constructor(
    readonly url: string,
    private readonly d: StoredDelivery,
    private readonly signing: readonly string[],
    private readonly at: number,
    readonly attempt: number,
  ) {
    this.delivery_id = d.id
  }
  get headers(): Record<string, string> {
    return (this.signed ??= requestHeaders(this.signing, this.d, this.at, this.attempt))
  }
  get body(): string {
    return this.d.body
  }
}

type Unsigned = Omit<Attempt, 'request_headers'>
type AttemptOutcome = Omit<Unsigned, 'id' | 'number' | 'trigger' | 'attempted_at'>

/**
 * An attempt whose request headers are written when first read: the same bytes whenever that
 * is, signed with the secrets that signed when it ran (a rotation since changes nothing). They
 * are an own enumerable accessor in their place, so views, JSON and snapshots read them like
 * any other key. One shared getter over private state, rather than a closure per attempt, keeps
 * the thousands the seed writes small and in V8's fast mode.
 */
class SignedAttempt implements Attempt {
  declare readonly id: string
  declare readonly number: number
  declare readonly trigger: Attempt['trigger']
  declare readonly attempted_at: string
  declare readonly request_headers: Record<string, string>
  declare readonly response_status: Attempt['response_status']
  declare readonly error: Attempt['error']
  declare readonly error_detail: Attempt['error_detail']
  declare readonly duration_ms: number
  declare readonly response_body: Attempt['response_body']
  readonly #d: StoredDelivery
  readonly #at: number
  readonly #signing: readonly string[]
  #headers: Record<string, string> | null = null

  static readonly #headersProperty: PropertyDescriptor = {
    get(this: SignedAttempt) {
      return (this.#headers ??= requestHeaders(this.#signing, this.#d, this.#at, this.number))
    },
    enumerable: true,
  }

  /** What a snapshot saves of `a`: its keys in order but the headers, and the secrets that signed it. */
  static unsigned(a: Attempt): { a: Unsigned; signing: readonly string[] } {
    if (!(a instanceof SignedAttempt)) return { a, signing: [] }
    // Key by key, so the headers are not signed just to be left out.
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(a)) if (key !== 'request_headers') out[key] = a[key as keyof Attempt]
    return { a: out as Unsigned, signing: a.#signing }
  }

  constructor(
    d: StoredDelivery,
    head: Pick<Attempt, 'id' | 'number' | 'trigger' | 'attempted_at'>,
    at: number,
    outcome: AttemptOutcome,
    signing: readonly string[],
  ) {
    this.id = head.id
    this.number = head.number
    this.trigger = head.trigger
    this.attempted_at = head.attempted_at
    Object.defineProperty(this, 'request_headers', SignedAttempt.#headersProperty)
    // In the outcome's own key order, which differs between answers and failures to connect.
    Object.assign(this, outcome)
    this.#d = d
    this.#at = at
    this.#signing = signing
  }
}

export const unsignedOf = (a: Attempt) => SignedAttempt.unsigned(a)

/** `a` (restored from a snapshot) with its request headers signed by `signing` when first read. */
export function signedAttempt(d: StoredDelivery, a: Unsigned, signing: readonly string[]): Attempt {
  const { id, number, trigger, attempted_at, ...outcome } = a
  return new SignedAttempt(d, { id, number, trigger, attempted_at }, Date.parse(attempted_at), outcome, signing)
}

export function activeSecrets(wh: Pick<StoredWebhook, 'secrets'>, now: number): string[] {
  const out: string[] = []
  for (const s of wh.secrets) if (s.expires_at === null || s.expires_at > now) out.push(s.secret)
  return out
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

/**
 * What an attempt records of its answer. Written out per case rather than spread from a common
 * part: the seed classifies thousands, and the keys keep the order they have always had.
 */
function classify(r: ReceiverResult, retryAfter: number | null): AttemptOutcome {
  const duration_ms = Math.max(0, Math.round(r.duration_ms))
  switch (r.kind) {
    case 'timeout':
      return {
        duration_ms,
        response_status: null,
        error: 'timeout',
        error_detail: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`,
        response_body: null,
      }
    case 'connection_error':
      return {
        duration_ms,
        response_status: null,
        error: 'connection_error',
        error_detail: r.detail,
        response_body: null,
      }
    case 'opaque_redirect':
      return {
        duration_ms,
        response_status: null,
        error: 'redirect',
        error_detail:
          'The receiver answered with a redirect (the browser hides its status and location). Redirects are not followed.',
        response_body: null,
      }
    case 'response': {
      const { status, body } = r
      if (status >= 200 && status < 300)
        return { duration_ms, response_status: status, response_body: body, error: null, error_detail: null }
      if (status >= 300 && status < 400) {
        const to = r.headers.location
        return {
          duration_ms,
          response_status: status,
          response_body: body,
          error: 'redirect',
          error_detail: `Redirects are not followed${to ? ` (Location: ${to})` : ''}.`,
        }
      }
      return {
        duration_ms,
        response_status: status,
        response_body: body,
        error: 'http_status',
        error_detail: `The receiver answered ${status}.${retryAfter !== null ? ` It asked to retry after ${Math.round(retryAfter / 1000)} s.` : ''}`,
      }
    }
  }
}

/** From a 429 or 503 with Retry-After: how long the receiver asked to wait. */
function retryAfterOf(r: ReceiverResult, now: number): number | null {
  return r.kind === 'response' && (r.status === 429 || r.status === 503)
    ? parseRetryAfter(r.headers['retry-after'], now)
    : null
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
  const retryAfter = retryAfterOf(result, now)
  const outcome = classify(result, retryAfter)
  const head = { id: svc.newId('attempt'), number, trigger, attempted_at: iso(at) }
  d.attempts.push(new SignedAttempt(d, head, at, outcome, signing))

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
    if (d.scheduled_attempts < MAX_SCHEDULED_ATTEMPTS) scheduleRetry(en, d, now, retryAfter)
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

/**
 * Runs now, oldest due first, every scheduled retry already due: what a tick does, for a history
 * written after its retries fell due, so that the read that wrote it finds them done.
 */
export function runOverdueRetries(svc: ServiceCore): void {
  const en = liveEngine(svc)
  const now = svc.now()
  const due: { at: number; id: string }[] = []
  for (const d of svc.store.deliveriesById.values()) {
    const at = d.status === 'pending' && d.next_attempt_at !== null ? Date.parse(d.next_attempt_at) : Number.NaN
    if (at <= now) due.push({ at, id: d.id })
  }
  due.sort((a, b) => a.at - b.at)
  for (const { id } of due) void attempt(en, id, 'scheduled')
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
