// The standalone server over real HTTP: CORS as a browser sees it, and the basic
// answers of the contract (list, create, 422, 401) without any client library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problem, product, productList } from '../../src/api/contract'
import type { MockServer } from '../../mocks/server'
import { DEMO_KEY, call, callOk, startServer } from './support'

let server: MockServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const tokens = (h: string | null) => (h ?? '').split(',').map((s) => s.trim().toLowerCase())

describe('CORS', () => {
  it('answers a preflight with 204 and the allowed methods and headers, needing no key', async () => {
    const res = await call(server, '/v1/products', {
      method: 'OPTIONS',
      key: null,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    })
    expect(res.status).toBe(204)
    const allowOrigin = res.headers.get('access-control-allow-origin')
    expect(allowOrigin === '*' || allowOrigin === 'http://localhost:5173').toBe(true)
    expect(tokens(res.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'post', 'patch', 'delete', 'options', 'head']),
    )
    expect(tokens(res.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['x-api-key', 'content-type', 'idempotency-key', 'if-match', 'x-user-token']),
    )
  })

  it('exposes the response headers the dashboard reads', async () => {
    const res = await call(server, '/v1/products?limit=1', { headers: { origin: 'http://localhost:5173' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(tokens(res.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining([
        'x-request-id',
        'retry-after',
        'link',
        'etag',
        'idempotent-replayed',
        'allow',
        'deprecation',
        'sunset',
      ]),
    )
    expect(res.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('the contract over loopback', () => {
  it('serves the OpenAPI document without a key', async () => {
    const res = await call(server, '/v1/openapi.json', { key: null })
    expect(res.status).toBe(200)
    const doc: unknown = await res.json()
    expect(String(Reflect.get(Object(doc), 'openapi'))).toMatch(/^3\.1/)
  })

  it('lists products newest first with a next link', async () => {
    const res = await call(server, '/v1/products?limit=2')
    expect(res.status).toBe(200)
    const page = productList.parse(await res.json())
    expect(page.data).toHaveLength(2)
    expect(page.has_more).toBe(true)
    const [first, second] = page.data
    expect(first && second && first.created_at >= second.created_at).toBe(true)
    // The next link (absolute or relative to the request) continues after the last item.
    const target = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
    expect(target).toBeDefined()
    const next = new URL(target ?? '', res.url)
    expect(next.origin).toBe(server.url)
    expect(next.pathname).toBe('/v1/products')
    expect(next.searchParams.get('starting_after')).toBe(second?.id)
    const following = await call(server, `${next.pathname}${next.search}`)
    expect(productList.parse(await following.json()).data[0]?.id).not.toBe(second?.id)
  })

  it('creates a product (201, ETag) that a read key can then see', async () => {
    const res = await call(server, '/v1/products', {
      json: { kind: 'chat_agent', name: 'Integration Probe', slug: 'integration-probe-http', prompt: 'Be brief.' },
    })
    expect(res.status).toBe(201)
    const created = product.parse(await res.json())
    expect(created).toMatchObject({ status: 'draft', version: 1, slug: 'integration-probe-http' })
    expect(res.headers.get('etag')).toBe('"1"')
    const again = await callOk(server, product, `/v1/products/${created.id}`, { key: DEMO_KEY.read })
    expect(again.name).toBe('Integration Probe')
  })

  it('answers a bad body with 422 and field errors at JSON pointers', async () => {
    const res = await call(server, '/v1/products', {
      json: { kind: 'robot', name: '', slug: 'Not A Slug', model: 'gpt' },
    })
    expect(res.status).toBe(422)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    const body = problem.parse(await res.json())
    expect(body.code).toBe('validation_failed')
    const pointers = (body.errors ?? []).map((e) => e.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['#/kind', '#/slug', '#/model']))
    expect(body.errors?.find((e) => e.pointer === '#/model')?.code).toBe('unknown_field')
  })

  it('answers 401 for a missing or unknown key, with the same body for every unknown key', async () => {
    const missing = await call(server, '/v1/products', { key: null })
    expect(missing.status).toBe(401)
    expect(problem.parse(await missing.json()).code).toBe('missing_api_key')
    const bodies = await Promise.all(
      ['ak_test_nope', 'garbage', 'ak_live_' + 'x'.repeat(40)].map(async (key) => {
        const res = await call(server, '/v1/products', { key })
        expect(res.status).toBe(401)
        const { request_id: _id, ...rest } = problem.parse(await res.json())
        return rest
      }),
    )
    expect(bodies[0]?.code).toBe('invalid_api_key')
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
  })
})
