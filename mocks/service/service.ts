// The mock API as a function: a Request in, a Response out. Every adapter (MSW in
// a browser worker, setupServer in tests, the Node server) wraps this. Its OpenAPI document
// is given, not built here: ./index builds it in Node, and the browser's worker fetches the
// committed copy when asked, so the generator stays out of the worker's script.
import { MOCK_MAX_SIZE } from '../../src/api/contract/mock-controls'
import { seedDay, seedStore } from '../seed'
import { changeTracker } from './changes'
import { OffsetClock } from './clock'
import { controls, markDeprecated } from './controls'
import { makeIdFactory, type MockService, type SeedBase, type ServiceConfig } from './core'
import { fail } from './problems'
import { seededRandom, type Random } from './random'
import { BASE_PATH, errorResponse, keyRightsHeaders, routeApi, withoutBodyForHead } from './router'
import { handlers } from './routes'
import { resolveParams } from './resolve'
import { describeBase } from './snapshot'
import { emptyStore, type Store } from './store'

export type { MockService, SeedBase, ServiceConfig, ServiceCore } from './core'

export interface ServiceOptions extends Partial<ServiceConfig> {
  clock?: OffsetClock
  /** Origin the mock is served at, for `mcp_url`s. */
  origin?: string
  /** Seed as of this clock time's UTC day rather than today's (restoring a snapshot re-runs its seed). */
  seededAt?: number
  /** What GET /v1/openapi.json answers; without it that path is not found. */
  openapi?: () => unknown
  /**
   * For adapters on real time (the browser's worker, the Node server): when the webhook history is
   * written, which may be long after the seed, the retries due by then run at once, as the tick at
   * their start would have run them, so the read that wrote it finds them done and no tab is told
   * of a change a moment later. Without it the history is what the seed wrote until the clock ticks.
   */
  catchUp?: boolean
}

interface State {
  store: Store
  rng: Random
  base: SeedBase | null
}

export function createService(options: ServiceOptions = {}): MockService {
  const config: ServiceConfig = {
    seed: options.seed ?? 1,
    size: workspaceSize(options.size),
    timeScale: options.timeScale ?? 1,
    rateLimit: options.rateLimit ?? 600,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.fetchUnavailableReason ? { fetchUnavailableReason: options.fetchUnavailableReason } : {}),
  }
  const clock = options.clock ?? new OffsetClock()
  const origin = options.origin ?? 'http://localhost'
  let state: State = { store: emptyStore(), rng: seededRandom(config.seed), base: null }
  const changes = changeTracker(() => state.store)
  const answer = answerer(config.seed, changes, options.openapi ?? null)
  /** The time the seed runs as of, while it runs: the same seed time gives the same data. */
  let seedingAt: number | null = null

  const svc: MockService = {
    get store() {
      return state.store
    },
    get rng() {
      return state.rng
    },
    get base() {
      if (!state.base) throw new Error('The service has not been seeded.')
      return state.base
    },
    clock,
    config,
    origin,
    notice: null,
    newId: (kind) => makeIdFactory(state.rng)(kind),
    now: () => seedingAt ?? clock.now(),
    tick: () => changes.around(() => clock.scheduler.runDue()),
    idle: () => void state.store.webhooks,
    reset(seededAt) {
      clock.scheduler.clear()
      state = { store: emptyStore(), rng: seededRandom(config.seed), base: null }
      seed(seededAt ?? clock.now())
      svc.notice = null
      changes.everything()
    },
    replaceState(store, rngState) {
      state = { store, rng: seededRandom(rngState), base: state.base }
      changes.everything()
    },
    takeChanges: () => changes.take(),
    handle: (req) => answer(svc, req),
  }

  /**
   * Seeds the current (empty) store as of the start of `at`'s UTC day, so every id names the
   * same content in any browser or server that day; jobs the seed arms read the real clock once
   * it is done.
   */
  function seed(at: number): void {
    const day = seedDay(at)
    const asOfSeed = (run: () => void) => {
      const outer = seedingAt
      seedingAt = day
      try {
        run()
      } finally {
        seedingAt = outer
      }
    }
    asOfSeed(() => seedStore(svc, asOfSeed, options.catchUp ?? false))
    state.base = describeBase(state.store, config.seed, config.size, day)
  }

  seed(options.seededAt ?? clock.now())
  changes.take()
  return svc
}

export const MAX_SIZE = MOCK_MAX_SIZE

function workspaceSize(size: number | undefined): number {
  if (size == null) return 1
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    throw new Error(`The workspace size is a whole number from 1 to ${MAX_SIZE}, not ${size}.`)
  return size
}

/** `handle`: the offline and error-rate faults, then `/_mock` controls or the API's router. */
function answerer(seed: number, changes: ReturnType<typeof changeTracker>, openapi: (() => unknown) | null) {
  const requestRng = seededRandom(seed ^ 0x5eed)
  const faultRng = seededRandom(seed ^ 0xfa17)
  return async (svc: MockService, req: Request): Promise<Response> => {
    const url = new URL(req.url)
    const isApi = url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)
    const { faults } = svc.store
    // Nothing reaches a server that is offline: not even a preflight, and no request id is spent.
    if (isApi && faults.offline) return Response.error()
    const requestId = requestRng.idBody('req_')
    const delay = () => {
      const ms = svc.store.faults.latency_ms
      return ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve()
    }
    // A request can spend a one-shot fault (the 429 burst, the failing refresh): the panel and banners must see it.
    const faultsBefore = JSON.stringify(faults)
    let res: Response
    try {
      if (url.pathname.startsWith('/_mock')) res = await controls(svc, req, url, requestId)
      else if (!isApi) res = fail('route_not_found', `No route ${url.pathname}. The API lives under ${BASE_PATH}.`)
      else {
        if (faults.error_rate > 0 && req.method !== 'OPTIONS' && faultRng.next() < faults.error_rate) {
          await delay()
          fail('internal_error', 'A fault injected by /_mock/faults.')
        }
        // The router applies the latency itself, after recording an Idempotency-Key as in flight.
        res = await routeApi(svc, { handlers, openapi, resolve: resolveParams, delay }, req, url, requestId)
      }
    } catch (e) {
      res = errorResponse(e, requestId, url.pathname)
      // An injected fault fails before the router: a valid key still hears its rights, as on any answer.
      const key = isApi ? svc.store.apiKeys.get((req.headers.get('x-api-key') ?? '').trim()) : undefined
      if (key) for (const [k, v] of Object.entries(keyRightsHeaders(key))) res.headers.set(k, v)
    }
    if (isApi && JSON.stringify(svc.store.faults) !== faultsBefore) changes.note(['mock'])
    if (isApi && svc.store.faults.deprecate) markDeprecated(res.headers, svc.now())
    changes.answered(req, url, isApi, res)
    return withoutBodyForHead(req, res)
  }
}
