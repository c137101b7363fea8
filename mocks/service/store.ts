// The mock's state: plain data typed with the contract. Derived values (used_by,
// product_ids of a knowledge base, balances, stats) are computed, not stored.
import type {
  Attempt,
  Delivery,
  EventType,
  KnowledgeBase,
  Product,
  Tool,
  WebhookEndpoint,
} from '../../src/api/contract'
import type { MockFaults } from '../../src/api/contract/mock-controls'
import { Ledger } from './entries'
import { MessageStore, type StoredMessage } from './messages'
import { SessionStore, type StoredSession } from './sessions'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export type ApiKey = {
  key: string
  scope: 'read' | 'write'
  /** Locked keys reach only this product. */
  product_id: string | null
  label: string
}

export type StoredTool = DistributiveOmit<Tool, 'used_by'>
export type StoredKnowledgeBase = Omit<KnowledgeBase, 'product_ids'> & {
  /** Per source: the clock time a running refresh ends, and whether it will fail. */
  refreshing?: Record<string, { until: number; fail: boolean }>
  /** Sources whose refreshes always fail (a seeded demo of a broken integration). */
  flaky_source_ids?: string[]
}

export type StoredWebhook = Omit<WebhookEndpoint, 'stats' | 'previous_secret_expires_at'> & {
  /** Newest first; a rotated-out secret stays while `expires_at` is in the future. */
  secrets: { secret: string; expires_at: number | null }[]
}
export type StoredDelivery = Delivery & {
  /** Scheduler job of the next attempt, if any. */
  job?: number | null
  scheduled_attempts: number
}

export type IdempotencyRecord = {
  fingerprint: string
  state: 'in_flight' | 'done'
  status: number
  headers: Record<string, string>
  body: string
  expires_at: number
}

export interface Store {
  products: Map<string, Product>
  tools: Map<string, StoredTool>
  knowledgeBases: Map<string, StoredKnowledgeBase>
  /** Newest `started_at` first, and by id. */
  sessions: SessionStore
  /** Per session, oldest first. */
  messages: MessageStore
  /** Oldest first; `balance_after` of the last one is the balance. */
  ledger: Ledger
  walletUpdatedAt: number
  webhooks: Map<string, StoredWebhook>
  /** Per webhook, newest first. */
  deliveries: Map<string, StoredDelivery[]>
  deliveriesById: Map<string, StoredDelivery>
  apiKeys: Map<string, ApiKey>
  /** Null: on a plan. */
  trialEndsAt: number | null
  idempotency: Map<string, IdempotencyRecord>
  faults: Required<MockFaults>
  rateWindows: Map<string, { window: number; count: number }>
  /** End-user tokens the seed issued, for the demo and tests. */
  userTokens: { label: string; token: string }[]
  /** Secret that signs end-user tokens. */
  userTokenSecret: string
}

export const NO_FAULTS: Required<MockFaults> = {
  latency_ms: 0,
  error_rate: 0,
  rate_limit_burst: false,
  break_contract: false,
  fail_next_refresh: false,
  offline: false,
  deprecate: false,
}

export type { Attempt, EventType, StoredMessage, StoredSession }

export function emptyStore(): Store {
  return {
    products: new Map(),
    tools: new Map(),
    knowledgeBases: new Map(),
    sessions: new SessionStore(),
    messages: new MessageStore(),
    ledger: new Ledger(),
    walletUpdatedAt: 0,
    webhooks: new Map(),
    deliveries: new Map(),
    deliveriesById: new Map(),
    apiKeys: new Map(),
    trialEndsAt: null,
    idempotency: new Map(),
    faults: { ...NO_FAULTS },
    rateWindows: new Map(),
    userTokens: [],
    userTokenSecret: '',
  }
}

/** What the seed leaves to be written on first read: the webhook history. */
const DEFERRED = ['webhooks', 'deliveries', 'deliveriesById'] as const
/** Per store whose history is still unwritten: what waits for it, and the step after it. */
const deferred = new WeakMap<Store, { after: (() => void)[]; then: (() => void) | undefined }>()

/**
 * Leaves the store's endpoints and deliveries to `build`, which runs on the first read of any of
 * them: a screen that shows none of them never waits for the webhook history, which replays
 * thousands of deliveries at 10×. `build` fills the maps it finds, as the seed always did; what
 * waits for the history as written (whenWebhooksBuilt) runs next, then `then`. Nothing assigns
 * these maps; an assignment before the build would throw.
 */
export function deferWebhooks(store: Store, build: () => void, then?: () => void): void {
  const entry = { after: [] as (() => void)[], then }
  deferred.set(store, entry)
  const get = () => {
    if (deferred.get(store) === entry) {
      deferred.delete(store)
      for (const key of DEFERRED)
        Object.defineProperty(store, key, { value: new Map(), writable: true, enumerable: true, configurable: true })
      build()
      for (const fn of entry.after) fn()
      entry.then?.()
    }
    return store
  }
  for (const key of DEFERRED)
    Object.defineProperty(store, key, { get: () => get()[key], enumerable: true, configurable: true })
}

/** Writes the history now if it is not yet, without deferWebhooks' `then` (a restore lays saved state over it). */
export function writeWebhooksAsSeeded(store: Store): void {
  const entry = deferred.get(store)
  if (entry) entry.then = undefined
  void store.webhooks
}

/** Whether the store's endpoints and deliveries are there, rather than left to deferWebhooks' build. */
export const webhooksBuilt = (store: Store): boolean => !deferred.has(store)

/** Runs `fn` once what deferWebhooks left to be built is there: at once if it is. */
export function whenWebhooksBuilt(store: Store, fn: () => void): void {
  const entry = deferred.get(store)
  if (entry) entry.after.push(fn)
  else fn()
}
