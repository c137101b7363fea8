// What every part of the service shares: the store, the clock, randomness, config.
import type { z } from 'zod/mini'
import type { operationById } from '../../src/api/contract/operations'
import { ID_PREFIXES, type IdKind, type OperationId } from '../../src/api/contract'
import type { OffsetClock } from './clock'
import type { Random } from './random'
import type { MockResource } from '../../src/api/contract/mock-controls'
import type { ApiKey, Store, StoredDelivery } from './store'

export interface ServiceConfig {
  seed: number
  /**
   * How many times the default workspace: conversations, their messages, ledger entries and
   * webhook deliveries all grow with it, in the same mix.
   */
  size: number
  /** Webhook retry delays and refresh durations are divided by this. */
  timeScale: number
  /** Requests a minute per key; 0 turns the limit off. */
  rateLimit: number
  /**
   * Sends a delivery to a real (non-sandbox) URL. Absent: such attempts are
   * recorded as `connection_error` with the reason.
   */
  fetch?: typeof fetch
  /** Shown in attempts that could not reach a real URL from where the mock runs. */
  fetchUnavailableReason?: string
}

export interface ServiceCore {
  store: Store
  clock: OffsetClock
  rng: Random
  config: ServiceConfig
  newId(kind: IdKind): string
  now(): number
  /** Where the mock is served, for `mcp_url` and `Link`: e.g. `http://127.0.0.1:4010`. */
  origin: string
}

export function makeIdFactory(rng: Random) {
  return (kind: IdKind) => rng.idBody(`${ID_PREFIXES[kind]}_`)
}

type Op<Id extends OperationId> = (typeof operationById)[Id]
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined

export interface Call<Id extends OperationId> {
  svc: ServiceCore
  key: ApiKey
  url: URL
  headers: Headers
  requestId: string
  params: Op<Id> extends { params: infer P } ? { [K in keyof P]: string } : Record<string, never>
  query: Op<Id> extends { query: infer Q } ? OutputOf<Q> : undefined
  body: Op<Id> extends { body: infer B } ? OutputOf<B> : undefined
  /** The version in `If-Match`, if the client sent one. */
  ifMatch: number | null
}

export interface Result {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

export type Handler<Id extends OperationId> = (call: Call<Id>) => Result | Promise<Result>
/**
 * A handler for every operation: a row added to OPERATIONS without one is a type error. Each
 * route module's share `satisfies Partial<HandlerTable>`, and `routes/index.ts` composes them.
 */
export type HandlerTable = { [Id in OperationId]: Handler<Id> }

/** The seed a store started from, and what lets a snapshot check it re-ran the same one. */
export interface SeedBase {
  seed: number
  size: number
  /** Start of the UTC day the seed ran on: its dates are relative to it. */
  seeded_at: number
  sessions: number
  ledger: number
  fingerprint: string
  /** Not saved: whether the seed made a session, so a snapshot can leave it out. */
  isSeededSession(id: string): boolean
  /** Not saved: whether a delivery is one the seed made, as the seed left it, so a snapshot can leave it out. */
  isSeededDelivery(
    d: Pick<StoredDelivery, 'id' | 'status' | 'next_attempt_at' | 'scheduled_attempts' | 'attempts'>,
  ): boolean
}

export interface MockService extends ServiceCore {
  /**
   * A Response in, a Response out. While the `offline` fault is on, /v1 answers
   * `Response.error()`, which each adapter turns into a network failure.
   */
  handle(req: Request): Promise<Response>
  /** Runs jobs that are due by the clock (retries, refreshes, live traffic). Adapters call it from a timer. */
  tick(): Promise<void>
  /**
   * Writes what the seed left for its first read (the webhook history), so that read finds it
   * there. Adapters call it once no request has come for a moment: off the first screen's path.
   */
  idle(): void
  /** A fresh seed (of `seededAt`'s day, default today, at `config.size`): store, id stream and scheduled jobs. Traffic goes off. */
  reset(seededAt?: number): void
  /** The seed the current data grew from; snapshots are laid over it. */
  readonly base: SeedBase
  /** Swaps in a restored store and id stream; the seed base stays. */
  replaceState(store: Store, rngState: number): void
  /** Shown by the demo panel (GET /_mock) until dismissed, e.g. that saved data was unreadable. */
  notice: string | null
  /**
   * What requests and scheduled jobs changed since the last call, for the change
   * notifications the browser adapter broadcasts. Empty when nothing did.
   */
  takeChanges(): MockResource[]
}
