// `/_mock/*`: the demo controls (conversations, clock, faults, trial, reset, traffic, time scale,
// keys; docs/api.md, "The demo API"). They need no key and sit outside the API's auth order.
import {
  mockApiKey,
  mockClock,
  mockConversation,
  mockFaults,
  mockReset,
  mockTimeScale,
  mockTraffic,
  mockTrial,
} from '../../src/api/contract/mock-controls'
import { DAY_MS } from '../seed'
import { CONTROL_EFFECTS } from './changes'
import { simulateConversation } from './domain/conversations'
import { drainWallet, mockWalletDrain } from './domain/drain'
import type { MockService } from './core'
import { ApiProblem, fail } from './problems'
import { setTimeScale } from './rescale'
import { NO_FAULTS } from './store'
import { setTraffic, trafficState } from './traffic'
import { parseBody } from './validation'

const CONTROL_ROUTES = Object.keys(CONTROL_EFFECTS)

const json = (body: unknown, requestId: string, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
  })

/** Answers a `/_mock` request: the reads here, the writes in `control`. */
export async function controls(svc: MockService, req: Request, url: URL, requestId: string): Promise<Response> {
  const route = url.pathname.replace(/\/+$/, '')
  if (req.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { allow: 'GET, POST, OPTIONS', 'x-request-id': requestId } })
  if (route === '/_mock' && req.method === 'GET') return json(mockState(svc), requestId)
  if (route === '/_mock/products') {
    if (req.method !== 'GET') fail('method_not_allowed', 'This control takes GET.', { headers: { allow: 'GET' } })
    // Every published product, whatever a key may see: the demo panel needs no key to make a conversation.
    const data = [...svc.store.products.values()]
      .filter((p) => p.status === 'published')
      .map(({ id, name, kind }) => ({ id, name, kind }))
    return json({ data }, requestId)
  }
  if (req.method !== 'POST') {
    return CONTROL_ROUTES.includes(route)
      ? fail('method_not_allowed', 'Mock controls take POST.', { headers: { allow: 'POST' } })
      : fail('route_not_found', `No control ${route}.`)
  }
  const { body, status } = await control(svc, route, await jsonBody(req))
  return json(body, requestId, status)
}

async function jsonBody(req: Request): Promise<unknown> {
  const text = await req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    return fail('malformed_json', 'The body is not valid JSON.')
  }
}

/** One POST control: what it answers, and with which status. */
async function control(svc: MockService, route: string, body: unknown): Promise<{ body: unknown; status?: number }> {
  switch (route) {
    case '/_mock/conversations':
      return { body: await simulateConversation(svc, parseBody(mockConversation, body)), status: 201 }
    case '/_mock/clock': {
      const { advance_ms } = parseBody(mockClock, body)
      await svc.clock.advance(advance_ms)
      return { body: { now: new Date(svc.now()).toISOString(), offset_ms: svc.clock.offset } }
    }
    case '/_mock/faults': {
      const faults = parseBody(mockFaults, body)
      const empty = Object.keys(faults).length === 0
      svc.store.faults = empty ? { ...NO_FAULTS } : { ...svc.store.faults, ...faults }
      return { body: svc.store.faults }
    }
    case '/_mock/trial': {
      const t = parseBody(mockTrial, body)
      svc.store.trialEndsAt = 'plan' in t ? null : 'expired' in t ? svc.now() - 1 : svc.now() + t.days_left * DAY_MS
      svc.store.walletUpdatedAt = svc.now()
      break
    }
    case '/_mock/reset':
      svc.config.size = parseBody(mockReset, body).size
      svc.reset()
      break
    case '/_mock/traffic':
      setTraffic(svc, parseBody(mockTraffic, body))
      break
    case '/_mock/time-scale':
      setTimeScale(svc, parseBody(mockTimeScale, body).time_scale)
      break
    case '/_mock/notice/dismiss':
      svc.notice = null
      break
    case '/_mock/wallet':
      parseBody(mockWalletDrain, body)
      return { body: drainWallet(svc) }
    case '/_mock/keys': {
      // A workspace key that is not public, so a test can tell the real connection's key from the demo pick.
      const { key, scope, label } = parseBody(mockApiKey, body)
      svc.store.apiKeys.set(key, { key, scope, product_id: null, label })
      return { body: mockState(svc), status: 201 }
    }
    default:
      throw new ApiProblem('route_not_found', `No control ${route}.`)
  }
  return { body: mockState(svc) }
}

function mockState(svc: MockService) {
  return {
    now: new Date(svc.now()).toISOString(),
    offset_ms: svc.clock.offset,
    seed: svc.config.seed,
    size: svc.config.size,
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
 * The `deprecate` fault: `Deprecation` (RFC 9745, `@<unix seconds>`) dated a week ago and
 * `Sunset` (RFC 8594, an HTTP date) 90 days out, as a real deprecation would announce them.
 */
export function markDeprecated(headers: Headers, now: number): void {
  headers.set('deprecation', `@${Math.floor((now - 7 * DAY_MS) / 1000)}`)
  headers.set('sunset', new Date(now + 90 * DAY_MS).toUTCString())
}
