// The demo's saved state: the store as plain JSON-able data, validated with the
// contract on load. Sessions and ledger entries only grow, so a snapshot keeps just
// those added since the seed and names the seed it grew from (number, time and a
// fingerprint); restoring re-runs that seed and lays the rest over it.
import { z } from 'zod/mini'
import {
  attempt,
  delivery,
  httpTool,
  knowledgeBase,
  llmTool,
  message,
  product,
  session,
  signingSecret,
  sourceId,
  staticTool,
  timestamp,
  walletEntry,
  webhookEndpoint,
} from '../../src/api/contract'
import { MOCK_MAX_SIZE, mockFaultsState, mockState } from '../../src/api/contract/mock-controls'
import { resumeRefreshes } from './domain/catalog'
import { rearmDeliveries, runOverdueRetries, signedAttempt, unsignedOf } from './domain/deliveries'
import { ledgerViolations } from './domain/ledger-invariants'
import type { MockService, SeedBase } from './core'
import { FNV_OFFSET, fnvWord } from './random'
import { Ledger, type EntryTable } from './entries'
import { MessageStore } from './messages'
import { SessionStore, type SessionTable } from './sessions'
import { deferWebhooks, whenWebhooksBuilt, writeWebhooksAsSeeded, type Store, type StoredDelivery } from './store'
import { resumeTraffic, snapshotTraffic, trafficSnapshot } from './traffic'

/** Bump on any change of the shape below or of what the store means; older snapshots are then refused. */
export const SNAPSHOT_VERSION = 7

type DeliveryState = Parameters<SeedBase['isSeededDelivery']>[0]

/** What retries and redeliveries change on a delivery: its attempts only grow. */
const deliveryState = (d: DeliveryState) =>
  `${d.status}|${d.next_attempt_at ?? ''}|${d.scheduled_attempts}|${d.attempts.length}`

/**
 * Taken right after seeding. The fingerprint is worked out when first read (saving or
 * restoring a snapshot), from the seeded records: seeded sessions and entries never change,
 * later sessions are told apart by the seeded message table, later entries come after.
 */
export function describeBase(store: Store, seed: number, size: number, seededAt: number): SeedBase {
  const table = store.messages.base
  const { sessions, ledger } = store
  const seededSessions = sessions.base
  const sessionCount = sessions.length
  const ledgerCount = ledger.length
  // As the webhook history is when written, which may be long after the rest (store.ts, deferWebhooks).
  const seededDeliveries = new Map<string, string>()
  whenWebhooksBuilt(store, () => {
    for (const d of store.deliveriesById.values()) seededDeliveries.set(d.id, deliveryState(d))
  })
  let fingerprint: string | null = null
  return {
    seed,
    size,
    seeded_at: seededAt,
    sessions: sessionCount,
    ledger: ledgerCount,
    get fingerprint() {
      fingerprint ??= `${sessionCount}:${ledgerCount}:${seedHash(seededSessions, ledger.base, ledgerCount)}`
      return fingerprint
    },
    // The seeded sessions are those of the seeded message table, which later stores share.
    isSeededSession: (id) => table.has(id),
    isSeededDelivery: (d) => seededDeliveries.get(d.id) === deliveryState(d),
  }
}

const bits = new Float64Array(1)
const words = new Uint32Array(bits.buffer)

/**
 * FNV-1a of what names and weighs every seeded session (in list order) and entry, word by word:
 * the random states their ids are drawn from rather than the ids, so reading it makes no strings.
 */
function seedHash(sessions: SessionTable | null, entries: EntryTable | null, count: number): string {
  let hash = FNV_OFFSET
  // A number is hashed by its bits, both words. Costs and amounts are whole thousandths of a
  // credit as the seed writes them; one that wrote a fraction would otherwise hash as its whole part.
  const add = (n: number) => {
    bits[0] = n
    hash = fnvWord(fnvWord(hash, words[0] ?? 0), words[1] ?? 0)
  }
  if (sessions)
    for (const o of sessions.order) {
      add(sessions.messages.idStateOf(o))
      add(sessions.start[o] ?? 0)
      add(sessions.messages.rowsOf(o).count)
      add(sessions.cost[o] ?? 0)
    }
  for (let i = 0; entries && i < count; i++) {
    add(entries.idState[i] ?? 0)
    add(entries.amount[i] ?? 0)
  }
  return (hash >>> 0).toString(16)
}

// The store's records are the contract's resources minus derived fields, plus a
// little bookkeeping; so are these schemas.
const storedProduct = product
const withoutUsedBy = { used_by: true } as const
const storedTool = z.discriminatedUnion('kind', [
  z.omit(llmTool, withoutUsedBy),
  z.omit(httpTool, withoutUsedBy),
  z.omit(staticTool, withoutUsedBy),
])
const storedKnowledgeBase = z.extend(z.omit(knowledgeBase, { product_ids: true }), {
  refreshing: z.optional(z.record(sourceId, z.object({ until: z.number(), fail: z.boolean() }))),
  flaky_source_ids: z.optional(z.array(sourceId)),
})
const storedSession = z.extend(session, { locale: z.string().check(z.minLength(1)) })
// Seeded texts are left out and generated from the id when read. Overriding `text` in place
// (rather than omit + extend) keeps the key order, so restored answers match byte for byte.
const storedMessage = z.extend(message, { text: z.optional(z.string()) })
const storedWebhook = z.extend(z.omit(webhookEndpoint, { stats: true, previous_secret_expires_at: true }), {
  secrets: z.array(z.object({ secret: signingSecret, expires_at: z.nullable(z.number()) })).check(z.minLength(1)),
})
/**
 * An attempt by reference: its request headers are made again from the secrets that signed it
 * (places in the snapshot's `signing_secrets`) and its delivery's body.
 */
const savedAttempt = z.extend(z.omit(attempt, { request_headers: true }), {
  signed_with: z.array(z.number().check(z.int(), z.gte(0))),
})
/**
 * The body is saved once per event, in `event_bodies`: every endpoint gets the same bytes. The
 * scheduler job is runtime state: restoring arms a new one from `next_attempt_at`.
 */
const storedDelivery = z.extend(z.omit(delivery, { body: true }), {
  attempts: z.array(savedAttempt),
  scheduled_attempts: z.number().check(z.int(), z.gte(0)),
})
type SavedDelivery = z.infer<typeof storedDelivery>
const apiKey = mockState.shape.keys.def.element
const idempotencyRecord = z.object({
  fingerprint: z.string(),
  state: z.literal('done'),
  status: z.number().check(z.int(), z.gte(100), z.lte(599)),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  expires_at: z.number(),
})

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  saved_at: timestamp,
  base: z.object({
    seed: z.number().check(z.int()),
    size: z.number().check(z.int(), z.gte(1), z.lte(MOCK_MAX_SIZE)),
    seeded_at: z.number(),
    sessions: z.number().check(z.int(), z.gte(0)),
    ledger: z.number().check(z.int(), z.gte(0)),
    fingerprint: z.string(),
  }),
  /** The mock clock only ever moves forward of real time. */
  clock: z.object({ offset_ms: z.number().check(z.gte(0)) }),
  config: z.object({ time_scale: z.number().check(z.positive()) }),
  /** The id generator's state, so new ids never repeat old ones. */
  rng: z.number().check(z.int(), z.gte(0), z.lte(0xffffffff)),
  products: z.array(storedProduct),
  tools: z.array(storedTool),
  knowledge_bases: z.array(storedKnowledgeBase),
  /** Sessions added since the seed, in list order, each with its messages. */
  sessions: z.array(z.object({ session: storedSession, messages: z.array(storedMessage) })),
  /** Ledger entries added since the seed, oldest first. */
  ledger: z.array(walletEntry),
  wallet_updated_at: z.number(),
  trial_ends_at: z.nullable(z.number()),
  webhooks: z.array(storedWebhook),
  /**
   * Deliveries the seed did not make, or that changed since (a retry ran, a redelivery was asked
   * for), each endpoint's newest first; the seed's others are made again on restore.
   */
  deliveries: z.array(storedDelivery),
  /** The body of every event a saved delivery carries, by event id. */
  event_bodies: z.array(z.tuple([z.string(), z.string()])),
  /** The secrets saved attempts were signed with. */
  signing_secrets: z.array(signingSecret),
  api_keys: z.array(apiKey),
  user_tokens: z.array(z.object({ label: z.string(), token: z.string() })),
  user_token_secret: z.string(),
  faults: mockFaultsState,
  idempotency: z.array(z.tuple([z.string(), idempotencyRecord])),
  traffic: trafficSnapshot,
})
export type Snapshot = z.infer<typeof snapshotSchema>

/** The service's state as plain data. It shares objects with the live store: serialise it before the store moves on. */
export function snapshotOf(svc: MockService): Snapshot {
  const { store, base } = svc
  const now = svc.now()
  return {
    version: SNAPSHOT_VERSION,
    saved_at: new Date(now).toISOString(),
    base: {
      seed: base.seed,
      size: base.size,
      seeded_at: base.seeded_at,
      sessions: base.sessions,
      ledger: base.ledger,
      fingerprint: base.fingerprint,
    },
    clock: { offset_ms: svc.clock.offset },
    config: { time_scale: svc.config.timeScale },
    rng: svc.rng.state(),
    products: [...store.products.values()],
    tools: [...store.tools.values()],
    knowledge_bases: [...store.knowledgeBases.values()],
    sessions: store.sessions.later.map((s) => ({ session: s, messages: store.messages.get(s.id) ?? [] })),
    ledger: store.ledger.slice(base.ledger),
    wallet_updated_at: store.walletUpdatedAt,
    trial_ends_at: store.trialEndsAt,
    webhooks: [...store.webhooks.values()],
    ...savedDeliveries(store, base),
    api_keys: [...store.apiKeys.values()],
    user_tokens: store.userTokens,
    user_token_secret: store.userTokenSecret,
    faults: store.faults,
    // A request still running when the page went away will never finish: its key is free again.
    idempotency: [...store.idempotency].flatMap(([key, rec]) =>
      rec.state === 'done' && rec.expires_at > now ? [[key, { ...rec, state: 'done' as const }] as const] : [],
    ),
    traffic: snapshotTraffic(svc),
  }
}

/**
 * The deliveries the seed did not make as they are, by reference: bodies once per event, and
 * attempts with the places of their secrets rather than their signatures, which are never made here.
 */
function savedDeliveries(
  store: Store,
  base: SeedBase,
): Pick<Snapshot, 'deliveries' | 'event_bodies' | 'signing_secrets'> {
  const bodies = new Map<string, string>()
  const secrets = new Map<string, number>()
  const place = (secret: string) => {
    let at = secrets.get(secret)
    if (at === undefined) secrets.set(secret, (at = secrets.size))
    return at
  }
  const deliveries: SavedDelivery[] = []
  for (const list of store.deliveries.values())
    for (const d of list) {
      if (base.isSeededDelivery(d)) continue
      const { job: _job, body, attempts, ...saved } = d
      if (!bodies.has(d.event_id)) bodies.set(d.event_id, body)
      deliveries.push({
        ...saved,
        attempts: attempts.map((x) => {
          const { a, signing } = unsignedOf(x)
          return { ...a, signed_with: signing.map(place) }
        }),
      })
    }
  return { deliveries, event_bodies: [...bodies], signing_secrets: [...secrets.keys()] }
}

export type RestoreResult =
  | { restored: true }
  | {
      restored: false
      /** `version` and `seed`: saved by another version of the demo; `invalid`: unreadable or inconsistent. */
      kind: 'version' | 'seed' | 'invalid'
      reason: string
    }

const refuse = (kind: 'version' | 'seed' | 'invalid', reason: string): RestoreResult => ({
  restored: false,
  kind,
  reason,
})

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'it does not match the contract'
  const path = issue.path.map(String).join('.')
  return `${path || 'the snapshot'}: ${issue.message}${error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : ''}`
}

/** Checks a stored value without touching any service. */
export function parseSnapshot(raw: unknown): { ok: true; snapshot: Snapshot } | { ok: false; refusal: RestoreResult } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, refusal: refuse('invalid', 'the saved value is not a snapshot') }
  const version = 'version' in raw ? raw.version : undefined
  // Only a whole version number says "saved by another version"; anything else is damage.
  if (typeof version !== 'number' || !Number.isInteger(version))
    return { ok: false, refusal: refuse('invalid', `the saved value has no version number (${String(version)})`) }
  if (version !== SNAPSHOT_VERSION)
    return {
      ok: false,
      refusal: refuse('version', `snapshot version ${version}, this demo reads version ${SNAPSHOT_VERSION}`),
    }
  const parsed = snapshotSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, refusal: refuse('invalid', describeIssue(parsed.error)) }
  return { ok: true, snapshot: parsed.data }
}

/**
 * Replaces the service's state with a snapshot, re-seeding at the snapshot's seed
 * time if the service was seeded at another, and re-arms what the scheduler held
 * (retries, refreshes, traffic). A snapshot that does not parse, comes from another
 * version or seed, or is inconsistent is refused: the service is then left as it
 * was if nothing had been touched yet, or freshly seeded.
 *
 * The endpoints and deliveries are laid over the seed's history when first read, as a fresh
 * seed writes that history (store.ts, deferWebhooks): a restored screen without webhooks does
 * not wait for it. `catchUp` then runs the retries due by then, so the read finds them done.
 */
export function restore(svc: MockService, raw: unknown, { catchUp = false } = {}): RestoreResult {
  const checked = parseSnapshot(raw)
  if (!checked.ok) return checked.refusal
  const snap = checked.snapshot
  if (snap.base.seed !== svc.config.seed)
    return refuse('seed', `saved from seed ${snap.base.seed}, this demo runs seed ${svc.config.seed}`)
  if (snap.base.size !== svc.config.size)
    return refuse('seed', `saved from a workspace of size ${snap.base.size}, this demo runs size ${svc.config.size}`)
  if (svc.base.seeded_at !== snap.base.seeded_at) svc.reset(snap.base.seeded_at)
  const base = svc.base
  if (base.fingerprint !== snap.base.fingerprint) {
    svc.reset()
    return refuse('seed', 'the demo seed has changed since the data was saved')
  }
  const seeded = svc.store
  const built = buildStore(seeded, base, snap)
  if (typeof built === 'string') {
    svc.reset()
    return refuse('invalid', built)
  }
  const { store, layDeliveries } = built
  deferWebhooks(
    store,
    () => {
      // The seed's history as it wrote it, without its own catch-up: retries it left due draw
      // ids from the restored stream, not the fresh seed's, which the saved workspace has used.
      writeWebhooksAsSeeded(seeded)
      layDeliveries(seeded)
    },
    () => {
      rearmDeliveries(svc)
      if (catchUp) runOverdueRetries(svc)
    },
  )
  svc.replaceState(store, snap.rng)
  svc.clock.offset = snap.clock.offset_ms
  svc.config.timeScale = snap.config.time_scale
  svc.clock.scheduler.clear()
  resumeRefreshes(svc)
  resumeTraffic(svc, snap.traffic)
  return { restored: true }
}

/**
 * A new store: the seeded sessions and ledger of `seeded`, everything else from the snapshot; its
 * deliveries left to `layDeliveries`, which puts the saved ones over the seed's history once that
 * is written. Or what is wrong: all of it is checked here, none when the deliveries are laid.
 */
function buildStore(
  seeded: Store,
  base: SeedBase,
  snap: Snapshot,
): { store: Store; layDeliveries: (seeded: Store) => void } | string {
  // The seeded conversations and messages are columns no one changes: the new store shares them.
  const sessions = new SessionStore(seeded.sessions.base)
  const messages = new MessageStore(seeded.messages.base)
  let previous: string | null = null
  for (const { session: s, messages: list } of snap.sessions) {
    if (base.isSeededSession(s.id) || sessions.has(s.id)) return `session ${s.id} is saved twice`
    if (list.some((m) => m.session_id !== s.id)) return `a message of session ${s.id} names another session`
    if (previous != null && s.started_at > previous) return 'the saved sessions are not in time order'
    previous = s.started_at
    sessions.insert(s, true)
    messages.set(s.id, list)
  }

  // The seeded entries are columns no one changes: the new ledger shares them.
  if (seeded.ledger.seeded !== base.ledger) return 'the seeded ledger has changed'
  const ledger = new Ledger(seeded.ledger.base, snap.ledger)
  const webhookIds = new Set(snap.webhooks.map((w) => w.id))
  const saved = new Map<string, StoredDelivery>()
  const bodies = new Map(snap.event_bodies)
  for (const { attempts, ...d } of snap.deliveries) {
    if (saved.has(d.id)) return `delivery ${d.id} is saved twice`
    if (!webhookIds.has(d.webhook_id)) return `delivery ${d.id} belongs to no saved endpoint`
    const body = bodies.get(d.event_id)
    if (body === undefined) return `delivery ${d.id}: its event's body is not saved`
    const stored: StoredDelivery = { ...d, body, attempts: [], job: null }
    for (const { signed_with, ...a } of attempts) {
      const signing = signed_with.map((i) => snap.signing_secrets[i])
      if (!signing.every((secret) => secret !== undefined)) return `attempt ${a.id}: a secret is not saved`
      stored.attempts.push(signedAttempt(stored, a, signing))
    }
    saved.set(d.id, stored)
  }

  const store: Store = {
    products: new Map(snap.products.map((p) => [p.id, p])),
    tools: new Map(snap.tools.map((t) => [t.id, t])),
    knowledgeBases: new Map(snap.knowledge_bases.map((kb) => [kb.id, kb])),
    sessions,
    messages,
    ledger,
    walletUpdatedAt: snap.wallet_updated_at,
    webhooks: new Map(),
    deliveries: new Map(),
    deliveriesById: new Map(),
    apiKeys: new Map(snap.api_keys.map((k) => [k.key, k])),
    trialEndsAt: snap.trial_ends_at,
    idempotency: new Map(snap.idempotency),
    faults: snap.faults,
    rateWindows: new Map(),
    userTokens: snap.user_tokens,
    userTokenSecret: snap.user_token_secret,
  }
  // The seeded part holds by construction (the seed's own tests check it): only what the snapshot adds is checked.
  const problems = [...catalogViolations(store), ...ledgerViolations(store, base.ledger)]
  if (problems.length) return `the saved data is inconsistent: ${problems.slice(0, 3).join('; ')}`

  // Each saved endpoint's deliveries: the seed's, with the saved ones (changed or new, newest
  // first) in their place or, when new, ahead of them.
  const layDeliveries = (history: Store) => {
    const { webhooks, deliveries, deliveriesById } = store
    for (const w of snap.webhooks) {
      webhooks.set(w.id, w)
      deliveries.set(w.id, [])
    }
    for (const d of saved.values()) {
      if (history.deliveriesById.get(d.id)?.webhook_id === d.webhook_id) continue
      deliveries.get(d.webhook_id)?.push(d)
      deliveriesById.set(d.id, d)
    }
    for (const [webhookId, list] of history.deliveries) {
      const into = deliveries.get(webhookId)
      if (!into) continue
      for (const d of list) {
        // The old store goes: its seeded records can be taken over, without their scheduler jobs.
        const stored = saved.get(d.id) ?? Object.assign(d, { job: null })
        into.push(stored)
        deliveriesById.set(d.id, stored)
      }
    }
  }
  return { store, layDeliveries }
}

/** Relations the catalog keeps: what products attach exists, sessions and keys name real products. */
function catalogViolations(store: Store): string[] {
  const problems: string[] = []
  for (const p of store.products.values()) {
    for (const id of p.tool_ids) if (!store.tools.has(id)) problems.push(`product ${p.id} attaches missing tool ${id}`)
    for (const id of p.knowledge_base_ids)
      if (!store.knowledgeBases.has(id)) problems.push(`product ${p.id} attaches missing knowledge base ${id}`)
  }
  // The seeded conversations' products are the message table's.
  for (const id of store.messages.base.products)
    if (!store.products.has(id)) problems.push(`seeded sessions name missing product ${id}`)
  for (const s of store.sessions.later)
    if (!store.products.has(s.product_id)) problems.push(`session ${s.id} names missing product ${s.product_id}`)
  for (const k of store.apiKeys.values())
    if (k.product_id !== null && !store.products.has(k.product_id))
      problems.push(`key ${k.key} is locked to missing product ${k.product_id}`)
  return problems
}
