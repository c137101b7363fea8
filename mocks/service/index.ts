// The mock API as a function: a Request in, a Response out. Every adapter (MSW in
// a browser worker, setupServer in tests, the Node server) wraps this.
import { buildOpenApiDocument } from '../../src/api/contract/openapi'
import {
  MOCK_RESOURCES,
  mockApiKey,
  mockClock,
  mockConversation,
  mockFaults,
  mockTimeScale,
  mockTraffic,
  mockTrial,
  type MockResource,
} from '../../src/api/contract/mock-controls'
import { seedStore, DAY_MS } from '../seed'
import { OffsetClock, iso } from './clock'
import { makeIdFactory, type ServiceConfig, type ServiceCore } from './core'
import { resumeRefreshes } from './domain/catalog'
import { simulateConversation } from './domain/conversations'
import { drainWallet, mockWalletDrain } from './domain/drain'
import { attempt, liveEngine } from './domain/deliveries'
import { ApiProblem, fail } from './problems'
import { seededRandom, type Random } from './random'
import { BASE_PATH, errorResponse, keyRightsHeaders, routeApi, withoutBodyForHead } from './router'
import { handlers } from './routes'
import { resolveParams } from './resolve'
import { describeBase, type SeedBase } from './snapshot'
import { NO_FAULTS, emptyStore, type Store } from './store'
import { setTraffic, trafficState } from './traffic'
import { parseBody } from './validation'

export { DEMO_KEYS } from './store'
export type { ServiceConfig, ServiceCore } from './core'

export interface ServiceOptions extends Partial<ServiceConfig> {
  clock?: OffsetClock
  /** Origin the mock is served at, for `mcp_url`s. */
  origin?: string
  /** Seed as of this clock time rather than now (restoring a snapshot re-runs its seed). */
  seededAt?: number
}

export interface MockService extends ServiceCore {
  /**
   * A Response in, a Response out. While the `offline` fault is on, /v1 answers
   * `Response.error()`, which each adapter turns into a network failure.
   */
  handle(req: Request): Promise<Response>
  /** Runs jobs that are due by the clock (retries, refreshes, live traffic). Adapters call it from a timer. */
  tick(): Promise<void>
  /** A fresh seed (as of `seededAt`, default now): store, id stream and scheduled jobs. Traffic goes off. */
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

/** What a successful write through /v1 may change, by its first path segment. */
const WRITE_EFFECTS: Record<string, readonly MockResource[]> = {
  // Attaching changes a tool's used_by and a knowledge base's product_ids.
  products: ['products', 'tools', 'knowledge-bases'],
  // A renamed tool changes the manifests of the products that use it.
  tools: ['tools', 'products'],
  // A refreshing or failed source changes what blocks publishing.
  'knowledge-bases': ['knowledge-bases', 'products'],
  webhooks: ['webhooks'],
}
const EVERYTHING: readonly MockResource[] = MOCK_RESOURCES
const CONTROL_EFFECTS: Record<string, readonly MockResource[]> = {
  '/_mock/conversations': ['sessions', 'wallet', 'webhooks'],
  // Jobs ran and the trial moved on.
  '/_mock/clock': EVERYTHING,
  '/_mock/faults': ['mock'],
  // An expired trial turns every answer into a 402.
  '/_mock/trial': EVERYTHING,
  '/_mock/reset': EVERYTHING,
  '/_mock/traffic': ['mock'],
  '/_mock/time-scale': ['mock', 'webhooks', 'knowledge-bases'],
  '/_mock/notice/dismiss': ['mock'],
  // The drain is a conversation: its session, debits and deliveries.
  '/_mock/wallet': ['sessions', 'wallet', 'webhooks'],
  '/_mock/keys': ['mock'],
}
const CONTROL_ROUTES = Object.keys(CONTROL_EFFECTS)

/**
 * Cheap summaries of what scheduled jobs touch (deliveries, refreshes, traffic),
 * compared before and after a tick to tell which resources changed.
 */
function digest(store: Store): Partial<Record<MockResource, string>> {
  let attempts = 0
  for (const d of store.deliveriesById.values()) attempts += d.attempts.length + (d.status === 'pending' ? 0 : 1)
  let messages = 0
  let cost = 0
  let contacts = 0
  for (const s of store.sessions) {
    messages += s.message_count
    cost += s.cost
    if (s.contact) contacts++
  }
  let sources = ''
  for (const kb of store.knowledgeBases.values()) sources += `${kb.id}@${kb.updated_at};`
  let endpoints = ''
  for (const w of store.webhooks.values()) endpoints += w.status[0] ?? ''
  return {
    webhooks: `${store.deliveriesById.size}:${attempts}:${endpoints}`,
    sessions: `${store.sessions.length}:${messages}:${cost}:${contacts}`,
    wallet: `${store.ledger.length}:${store.walletUpdatedAt}`,
    'knowledge-bases': sources,
  }
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

  const origin = options.origin ?? 'http://localhost'
  let state: { store: Store; rng: Random; base: SeedBase | null } = {
    store: emptyStore(),
    rng: seededRandom(config.seed),
    base: null,
  }
  const changes = new Set<MockResource>()
  const note = (resources: readonly MockResource[]) => {
    for (const r of resources) changes.add(r)
  }

  /**
   * Seeds the current (empty) store as of `at`: the clock reads `at` while the seed
   * runs, so the same seed time gives the same data. Jobs the seed arms hold on to
   * this view, so it reads the real clock again afterwards.
   */
  const seed = (at: number) => {
    let seeding = true
    const view: ServiceCore = {
      get store() {
        return state.store
      },
      get rng() {
        return state.rng
      },
      clock,
      config,
      origin,
      newId: (kind) => makeIdFactory(state.rng)(kind),
      now: () => (seeding ? at : clock.now()),
    }
    try {
      seedStore(view)
    } finally {
      seeding = false
    }
    state.base = describeBase(state.store, config.seed, at)
  }

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
    now: () => clock.now(),
    async tick() {
      const before = digest(state.store)
      await clock.scheduler.runDue()
      const after = digest(state.store)
      for (const r of MOCK_RESOURCES) if (before[r] !== after[r]) changes.add(r)
    },
    reset(seededAt) {
      clock.scheduler.clear()
      state = { store: emptyStore(), rng: seededRandom(config.seed), base: null }
      seed(seededAt ?? clock.now())
      svc.notice = null
      note(EVERYTHING)
    },
    replaceState(store, rngState) {
      state = { store, rng: seededRandom(rngState), base: state.base }
      note(EVERYTHING)
    },
    takeChanges() {
      const out = [...changes]
      changes.clear()
      return out
    },
    async handle(req) {
      const url = new URL(req.url)
      const isApi = url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)
      // Nothing reaches a server that is offline: not even a preflight, and no request id is spent.
      if (isApi && svc.store.faults.offline) return Response.error()
      const requestId = `req_${requestRng.idBody()}`
      const delay = () => {
        const ms = svc.store.faults.latency_ms
        return ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve()
      }
      // A request can spend a one-shot fault (the 429 burst, the failing refresh): the panel and banners must see it.
      const faultsBefore = JSON.stringify(svc.store.faults)
      let res: Response
      try {
        if (url.pathname.startsWith('/_mock')) res = await controls(svc, req, url, requestId)
        else if (isApi) {
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
        // An injected fault fails before the router: a valid key still hears its rights, as on any answer.
        const key = isApi ? svc.store.apiKeys.get((req.headers.get('x-api-key') ?? '').trim()) : undefined
        if (key) for (const [k, v] of Object.entries(keyRightsHeaders(key))) res.headers.set(k, v)
      }
      if (isApi && JSON.stringify(svc.store.faults) !== faultsBefore) note(['mock'])
      if (isApi && svc.store.faults.deprecate) markDeprecated(res.headers, svc.now())
      if (res.ok && !['GET', 'HEAD', 'OPTIONS'].includes(req.method.toUpperCase())) {
        const route = url.pathname.replace(/\/+$/, '')
        if (isApi) note(WRITE_EFFECTS[route.split('/')[2] ?? ''] ?? [])
        else note(CONTROL_EFFECTS[route] ?? [])
      }
      return withoutBodyForHead(req, res)
    },
  }
  seed(options.seededAt ?? clock.now())
  changes.clear()
  return svc
}

/**
 * The `deprecate` fault: `Deprecation` (RFC 9745, `@<unix seconds>`) dated a week ago and
 * `Sunset` (RFC 8594, an HTTP date) 90 days out, as a real deprecation would announce them.
 */
function markDeprecated(headers: Headers, now: number): void {
  headers.set('deprecation', `@${Math.floor((now - 7 * DAY_MS) / 1000)}`)
  headers.set('sunset', new Date(now + 90 * DAY_MS).toUTCString())
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
  if (route === '/_mock/products') {
    if (req.method !== 'GET') fail('method_not_allowed', 'This control takes GET.', { headers: { allow: 'GET' } })
    // Every published product, whatever a key may see: the demo panel needs no key to make a conversation.
    const data = [...svc.store.products.values()]
      .filter((p) => p.status === 'published')
      .map(({ id, name, kind }) => ({ id, name, kind }))
    return ok({ data })
  }
  if (req.method !== 'POST') {
    return CONTROL_ROUTES.includes(route)
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
    case '/_mock/traffic':
      setTraffic(svc, parseBody(mockTraffic, body))
      return ok(mockState(svc))
    case '/_mock/time-scale':
      setTimeScale(svc, parseBody(mockTimeScale, body).time_scale)
      return ok(mockState(svc))
    case '/_mock/notice/dismiss':
      svc.notice = null
      return ok(mockState(svc))
    case '/_mock/wallet':
      parseBody(mockWalletDrain, body)
      return ok(drainWallet(svc))
    case '/_mock/keys': {
      // A workspace key that is not public, so a test can tell the real connection's key from the demo pick.
      const { key, scope, label } = parseBody(mockApiKey, body)
      svc.store.apiKeys.set(key, { key, scope, product_id: null, label })
      return ok(mockState(svc), 201)
    }
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
    traffic: trafficState(svc),
    notice: svc.notice,
  }
}

/**
 * A new speed for the webhook clock. Waits already running shrink or grow with it
 * (a five-hour retry at 3600× comes in five seconds), so the change shows at once.
 * Attempts due now or in flight are left alone.
 */
function setTimeScale(svc: MockService, next: number): void {
  const previous = svc.config.timeScale
  svc.config.timeScale = next
  if (previous === next) return
  const now = svc.now()
  const rescale = (due: number) => now + Math.max(1, Math.round(((due - now) * previous) / next))
  const en = liveEngine(svc)
  for (const d of svc.store.deliveriesById.values()) {
    if (d.status !== 'pending' || d.next_attempt_at === null || d.job == null) continue
    const due = Date.parse(d.next_attempt_at)
    if (due <= now) continue
    svc.clock.scheduler.cancel(d.job)
    const at = rescale(due)
    const id = d.id
    d.next_attempt_at = iso(at)
    d.job = svc.clock.scheduler.at(at, () => attempt(en, id, 'scheduled'))
  }
  let refreshes = false
  for (const kb of svc.store.knowledgeBases.values())
    for (const [sourceId, pending] of Object.entries(kb.refreshing ?? {}))
      if (pending.until > now) {
        kb.refreshing = { ...kb.refreshing, [sourceId]: { ...pending, until: rescale(pending.until) } }
        refreshes = true
      }
  // The old completion jobs see a different end time and do nothing.
  if (refreshes) resumeRefreshes(svc)
}
