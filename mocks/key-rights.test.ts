// The key-rights headers (docs/api.md) through every Node adapter: the service called in-process,
// msw/node, and the standalone HTTP server (with CORS exposing them). The browser adapter
// copies the service's headers as they are; e2e/first-load.spec.ts reads them in demo mode.
import { DEMO_KEY } from '../src/api/contract/demo-keys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEY_PRODUCT_HEADER, KEY_SCOPE_HEADER, keyRightsOf } from '../src/api/contract'
import { MOCK_ORIGIN, getService, server } from './node'
import { createService, type MockService } from './service'
import { startMockServer, type MockServer } from './server'

type Send = (path: string, init?: RequestInit) => Promise<Response>

let http: MockServer
let direct: MockService

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  http = await startMockServer({ port: 0, rateLimit: 5 })
  direct = createService({ rateLimit: 5 })
})

afterAll(async () => {
  server.close()
  await http.close()
})

const ADAPTERS: Record<string, { send: Send; service: () => MockService }> = {
  service: {
    send: (path, init) => direct.handle(new Request(`http://localhost${path}`, init)),
    service: () => direct,
  },
  'msw/node': { send: (path, init) => fetch(`${MOCK_ORIGIN}${path}`, init), service: getService },
  'HTTP server': { send: (path, init) => fetch(`${http.url}${path}`, init), service: () => http.service },
}

const lockedProduct = (svc: MockService) => [...svc.store.products.values()].find((p) => p.slug === 'support-assistant')

const withKey = (key: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'x-api-key': key, ...(init.body ? { 'content-type': 'application/json' } : {}) },
})

describe.each(Object.entries(ADAPTERS))('key rights through the %s', (_name, { send, service }) => {
  it('every demo key announces its scope, and a locked key its product', async () => {
    const product = lockedProduct(service())?.id
    expect(product).toMatch(/^prod_/)
    const expected = {
      [DEMO_KEY.write]: { scope: 'write', product_id: null },
      [DEMO_KEY.read]: { scope: 'read', product_id: null },
      [DEMO_KEY.locked]: { scope: 'write', product_id: product },
      [DEMO_KEY.lockedRead]: { scope: 'read', product_id: product },
    }
    for (const [key, rights] of Object.entries(expected)) {
      const res = await send('/v1/products?limit=1', withKey(key))
      expect(res.status, key).toBe(200)
      expect(keyRightsOf(res.headers), key).toEqual(rights)
    }
  })

  it('problems carry them too: scope, lock, validation, route, method, the OpenAPI document', async () => {
    const product = lockedProduct(service())?.id
    const cases: [string, RequestInit, number, string | null][] = [
      ['/v1/products', withKey(DEMO_KEY.read, { method: 'POST', body: '{}' }), 403, null],
      ['/v1/tools', withKey(DEMO_KEY.locked), 403, product ?? 'missing'],
      ['/v1/products', withKey(DEMO_KEY.write, { method: 'POST', body: '{}' }), 422, null],
      ['/v1/no-such-route', withKey(DEMO_KEY.write), 404, null],
      ['/v1/products', withKey(DEMO_KEY.lockedRead, { method: 'DELETE' }), 405, product ?? 'missing'],
      ['/v1/openapi.json', withKey(DEMO_KEY.read), 200, null],
    ]
    for (const [path, init, status, productId] of cases) {
      const res = await send(path, init)
      const label = `${init.method ?? 'GET'} ${path}`
      expect(res.status, label).toBe(status)
      expect(res.headers.get(KEY_SCOPE_HEADER), label).toMatch(/^(read|write)$/)
      expect(res.headers.get(KEY_PRODUCT_HEADER), label).toBe(productId)
    }
  })

  it('no rights without a valid key: 401s, and the OpenAPI document fetched without one', async () => {
    for (const init of [{}, withKey('ak_not_a_key')]) {
      const res = await send('/v1/products', init)
      expect(res.status).toBe(401)
      expect(res.headers.has(KEY_SCOPE_HEADER)).toBe(false)
      expect(res.headers.has(KEY_PRODUCT_HEADER)).toBe(false)
    }
    expect((await send('/v1/openapi.json')).headers.has(KEY_SCOPE_HEADER)).toBe(false)
  })

  it('an ended trial (402) and the rate limit (429) still say what the key may do', async () => {
    const control = (path: string, body: unknown) =>
      send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await control('/_mock/trial', { expired: true })).status).toBe(200)
    try {
      const res = await send('/v1/wallet', withKey(DEMO_KEY.read))
      expect(res.status).toBe(402)
      expect(keyRightsOf(res.headers)).toEqual({ scope: 'read', product_id: null })
    } finally {
      expect((await control('/_mock/trial', { days_left: 5 })).status).toBe(200)
    }
    expect((await control('/_mock/faults', { rate_limit_burst: true })).status).toBe(200)
    const limited = await send('/v1/wallet', withKey(DEMO_KEY.write))
    expect(limited.status).toBe(429)
    expect(keyRightsOf(limited.headers)).toEqual({ scope: 'write', product_id: null })
  })

  it('an injected server fault (500) says it too, and an unknown key still hears nothing', async () => {
    const control = (body: unknown) =>
      send('/_mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await control({ error_rate: 1 })).status).toBe(200)
    try {
      const res = await send('/v1/products', withKey(DEMO_KEY.lockedRead))
      expect(res.status).toBe(500)
      expect(keyRightsOf(res.headers)).toEqual({ scope: 'read', product_id: lockedProduct(service())?.id })
      const unknown = await send('/v1/products', withKey('ak_test_nobody'))
      expect(unknown.status).toBe(500)
      expect(unknown.headers.get(KEY_SCOPE_HEADER)).toBeNull()
    } finally {
      expect((await control({})).status).toBe(200)
    }
  })
})

describe('CORS on the HTTP server', () => {
  it('exposes both headers, so a dashboard on another origin can read them', async () => {
    const res = await fetch(`${http.url}/v1/products?limit=1`, {
      headers: { 'x-api-key': DEMO_KEY.locked, origin: 'https://console.example' },
    })
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/)
    expect(exposed).toEqual(expect.arrayContaining(['x-api-key-scope', 'x-api-key-product']))
  })
})
