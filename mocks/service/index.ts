// The mock API as a function: a Request in, a Response out. Every adapter (MSW in
// a browser worker, setupServer in tests, the Node server) wraps this.
import { buildOpenApiDocument } from '../../src/api/contract/openapi'
import { mockClock, mockConversation, mockFaults, mockTrial } from '../../src/api/contract'
import { seedStore, DAY_MS } from '../seed'
import { OffsetClock } from './clock'
import { makeIdFactory, type ServiceConfig, type ServiceCore } from './core'
import { simulateConversation } from './domain/conversations'
import { ApiProblem, fail } from './problems'
import { seededRandom } from './random'
import { BASE_PATH, errorResponse, routeApi, withoutBodyForHead } from './router'
import { handlers } from './routes'
import { resolveParams } from './resolve'
import { NO_FAULTS, emptyStore, type Store } from './store'
import { parseBody } from './validation'

export { DEMO_KEYS } from './store'
export type { ServiceConfig, ServiceCore } from './core'

export interface ServiceOptions extends Partial<ServiceConfig> {
  clock?: OffsetClock
  /** Origin the mock is served at, for `mcp_url`s. */
  origin?: string
}

export interface MockService extends ServiceCore {
  handle(req: Request): Promise<Response>
  /** Runs jobs that are due by the clock (retries, refreshes). Adapters call it from a timer. */
  tick(): Promise<void>
  reset(): void
}

let openapiCache: unknown
const openapi = () => (openapiCache ??= buildOpenApiDocument())

export function createService(options: ServiceOptions = {}): MockService {
  const config: ServiceConfig = {
    seed: options.seed ?? 1,
    timeScale: options.timeScale ?? 1,
    rateLimit: options.rateLimit ?? 600,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.fetchUnavailableReason ? { fetchUnavailableReason: options.fetchUnavailableReason } : {}),
  }
  const clock = options.clock ?? new OffsetClock()
  const requestRng = seededRandom(config.seed ^ 0x5eed)
  const faultRng = seededRandom(config.seed ^ 0xfa17)

  const fresh = (): { store: Store; rng: ReturnType<typeof seededRandom> } => ({
    store: emptyStore(),
    rng: seededRandom(config.seed),
  })
  let state = fresh()

  const svc: MockService = {
    get store() {
      return state.store
    },
    get rng() {
      return state.rng
    },
    clock,
    config,
    origin: options.origin ?? 'http://localhost',
    newId: (kind) => makeIdFactory(state.rng)(kind),
    now: () => clock.now(),
    tick: () => clock.scheduler.runDue(),
    reset() {
      clock.scheduler.clear()
      state = fresh()
      seedStore(svc)
    },
    async handle(req) {
      const url = new URL(req.url)
      const requestId = `req_${requestRng.idBody()}`
      const delay = () => {
        const ms = svc.store.faults.latency_ms
        return ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve()
      }
      let res: Response
      try {
        if (url.pathname.startsWith('/_mock')) res = await controls(svc, req, url, requestId)
        else if (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)) {
          if (
            svc.store.faults.error_rate > 0 &&
            req.method !== 'OPTIONS' &&
            faultRng.next() < svc.store.faults.error_rate
          ) {
            await delay()
            fail('internal_error', 'A fault injected by /_mock/faults.')
          }
          // The router applies the latency itself, after recording an Idempotency-Key as in flight.
          res = await routeApi(svc, { handlers, openapi, resolve: resolveParams, delay }, req, url, requestId)
        } else res = fail('route_not_found', `No route ${url.pathname}. The API lives under ${BASE_PATH}.`)
      } catch (e) {
        res = errorResponse(e, requestId, url.pathname)
      }
      return withoutBodyForHead(req, res)
    },
  }
  seedStore(svc)
  return svc
}

/** `/_mock/*`: the demo controls of BRIEF §4. They need no key. */
async function controls(svc: MockService, req: Request, url: URL, requestId: string): Promise<Response> {
  const ok = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    })
  const route = url.pathname.replace(/\/+$/, '')
  if (req.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { allow: 'GET, POST, OPTIONS', 'x-request-id': requestId } })
  if (route === '/_mock' && req.method === 'GET') return ok(mockState(svc))
  if (req.method !== 'POST') {
    const known = ['/_mock/conversations', '/_mock/clock', '/_mock/faults', '/_mock/trial', '/_mock/reset'].includes(
      route,
    )
    return known
      ? fail('method_not_allowed', 'Mock controls take POST.', { headers: { allow: 'POST' } })
      : fail('route_not_found', `No control ${route}.`)
  }
  const text = await req.text()
  let body: unknown = {}
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      fail('malformed_json', 'The body is not valid JSON.')
    }
  }
  switch (route) {
    case '/_mock/conversations': {
      const input = parseBody(mockConversation, body)
      return ok(await simulateConversation(svc, input), 201)
    }
    case '/_mock/clock': {
      const { advance_ms } = parseBody(mockClock, body)
      await svc.clock.advance(advance_ms)
      return ok({ now: new Date(svc.now()).toISOString(), offset_ms: svc.clock.offset })
    }
    case '/_mock/faults': {
      const faults = parseBody(mockFaults, body)
      const empty = Object.keys(faults).length === 0
      svc.store.faults = empty ? { ...NO_FAULTS } : { ...svc.store.faults, ...faults }
      return ok(svc.store.faults)
    }
    case '/_mock/trial': {
      const t = parseBody(mockTrial, body)
      svc.store.trialEndsAt = 'plan' in t ? null : 'expired' in t ? svc.now() - 1 : svc.now() + t.days_left * DAY_MS
      svc.store.walletUpdatedAt = svc.now()
      return ok(mockState(svc))
    }
    case '/_mock/reset':
      svc.reset()
      return ok(mockState(svc))
    default:
      throw new ApiProblem('route_not_found', `No control ${route}.`)
  }
}

function mockState(svc: MockService) {
  return {
    now: new Date(svc.now()).toISOString(),
    offset_ms: svc.clock.offset,
    seed: svc.config.seed,
    time_scale: svc.config.timeScale,
    rate_limit: svc.config.rateLimit,
    trial_ends_at: svc.store.trialEndsAt == null ? null : new Date(svc.store.trialEndsAt).toISOString(),
    faults: svc.store.faults,
    keys: [...svc.store.apiKeys.values()],
    user_tokens: svc.store.userTokens,
  }
}
