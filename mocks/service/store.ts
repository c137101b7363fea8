// The mock's state: plain data typed with the contract. Derived values (used_by,
// product_ids of a knowledge base, balances, stats) are computed, not stored.
import type {
  Attempt,
  Delivery,
  EventType,
  KnowledgeBase,
  Product,
  Session,
  Tool,
  WebhookEndpoint,
} from '../../src/api/contract'
import type { MockFaults } from '../../src/api/contract/mock-controls'
import { Ledger } from './entries'
import { MessageStore, type StoredMessage } from './messages'

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
export type StoredSession = Session & {
  /** Language of generated texts; lets search match generated non-Latin text. */
  locale: string
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
  /** Sorted newest `started_at` first. */
  sessions: StoredSession[]
  sessionsById: IdIndex<StoredSession>
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

export type { Attempt, EventType, StoredMessage }

/** The seed's records by id, looked up without a map of their own (the seed's columns know their places). */
export interface SeededRecords<T> {
  get(id: string): T | undefined
  ids(): Iterable<string>
  readonly size: number
}

const NO_RECORDS: SeededRecords<never> = { get: () => undefined, ids: () => [], size: 0 }

/**
 * Records of one of the store's lists by id: the seed's through its own lookup, the 4,000
 * conversations per unit of size it writes need no map filled as it goes, and records added
 * since in a map, which whoever adds one to the list tells.
 */
export class IdIndex<T extends { id: string }> {
  private readonly added = new Map<string, T>()

  constructor(readonly seeded: SeededRecords<T> = NO_RECORDS) {}

  get(id: string): T | undefined {
    return this.added.get(id) ?? this.seeded.get(id)
  }

  has(id: string): boolean {
    return this.get(id) !== undefined
  }

  set(id: string, record: T): this {
    this.added.set(id, record)
    return this
  }

  *keys(): IterableIterator<string> {
    yield* this.seeded.ids()
    yield* this.added.keys()
  }

  get size(): number {
    return this.seeded.size + this.added.size
  }
}

export function emptyStore(): Store {
  return {
    products: new Map(),
    tools: new Map(),
    knowledgeBases: new Map(),
    sessions: [],
    sessionsById: new IdIndex(),
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
