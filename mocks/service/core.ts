// What every part of the service shares: the store, the clock, randomness, config.
import type { z } from 'zod/mini'
import type { operationById } from '../../src/api/contract/operations'
import { ID_PREFIXES, type IdKind, type OperationId } from '../../src/api/contract'
import type { OffsetClock } from './clock'
import type { Random } from './random'
import type { ApiKey, Store } from './store'

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
  return (kind: IdKind) => `${ID_PREFIXES[kind]}_${rng.idBody()}`
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
