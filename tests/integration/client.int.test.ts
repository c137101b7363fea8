// The dashboard's typed client against the standalone server: real HTTP on loopback,
// answers validated with the contract, failures as ApiError.
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { callApi, callApiWithMeta } from '../../src/api/client'
import { configure } from '../../src/api/config'
import { apiError } from '../api-error'
import { requestLog } from '../../src/api/request-log'
import type { MockServer } from '../../mocks/server'
import { DEMO_KEY, startServer } from './support'

let server: MockServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

beforeEach(() => {
  configure({ mode: 'remote', baseUrl: `${server.url}/v1`, apiKey: DEMO_KEY.write })
})

describe('typed client over real HTTP', () => {
  it('lists products, validated with the contract', async () => {
    const page = await callApi('listProducts', { query: { limit: 5 } })
    expect(page.data).toHaveLength(5)
    expect(page.has_more).toBe(true)
    const published = await callApi('listProducts', { query: { status: 'published', limit: 100 } })
    expect(published.data.length).toBeGreaterThan(0)
    expect(published.data.every((p) => p.status === 'published')).toBe(true)
  })

  it('creates a product, keeps its ETag and edits it with If-Match', async () => {
    const created = await callApiWithMeta('createProduct', {
      body: { kind: 'chat_agent', name: 'Client Probe', slug: 'client-probe', prompt: 'Answer briefly.' },
    })
    expect(created.status).toBe(201)
    expect(created.etag).toBe('"1"')
    expect(created.requestId).toMatch(/^req_/)
    expect(created.data).toMatchObject({ status: 'draft', version: 1, slug: 'client-probe' })

    const edited = await callApi('updateProduct', {
      params: { product_id: created.data.id },
      body: { name: 'Client Probe 2' },
      ifMatch: 'auto',
    })
    expect(edited).toMatchObject({ name: 'Client Probe 2', version: 2 })

    const stale = await apiError(
      callApi('updateProduct', {
        params: { product_id: created.data.id },
        body: { name: 'Lost update' },
        ifMatch: '"1"',
      }),
    )
    expect(stale).toMatchObject({ status: 412, code: 'precondition_failed' })
  })

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const body = { kind: 'mcp_server' as const, name: 'Idempotent Probe', slug: 'idempotent-probe' }
    const first = await callApiWithMeta('createProduct', { body, idempotencyKey: 'int-test-replay-1' })
    const again = await callApiWithMeta('createProduct', { body, idempotencyKey: 'int-test-replay-1' })
    expect(first.replayed).toBe(false)
    expect(again.replayed).toBe(true)
    expect(again.data.id).toBe(first.data.id)
  })

  it('turns a 422 into an ApiError with field errors', async () => {
    const err = await apiError(
      callApi('createProduct', { body: { kind: 'chat_agent', name: 'Bad slug', slug: 'Not A Slug!' } }),
    )
    expect(err).toMatchObject({ status: 422, code: 'validation_failed' })
    expect(err.fieldErrors.map((e) => e.pointer)).toContain('#/slug')
    expect(err.fieldErrorMap()).toHaveProperty('slug')
    expect(err.requestId).toMatch(/^req_/)
  })

  it('turns 401s into ApiErrors, for an unknown key and for none', async () => {
    configure({ apiKey: 'ak_test_unknown' })
    const invalid = await apiError(callApi('listProducts', { query: {} }))
    expect(invalid).toMatchObject({ status: 401, code: 'invalid_api_key' })
    configure({ apiKey: null })
    const missing = await apiError(callApi('getWallet', {}))
    expect(missing).toMatchObject({ status: 401, code: 'missing_api_key' })
  })

  it('logs each call with its status and request id, and masks the key', async () => {
    await callApi('getWallet', {})
    const entries = requestLog.entries()
    const last = entries.at(-1)
    expect(last).toMatchObject({ method: 'GET', path: '/wallet', status: 200 })
    expect(last?.request_id).toMatch(/^req_/)
    expect(JSON.stringify(entries)).not.toContain(DEMO_KEY.write)
  })

  it('reports an unreachable server as a network error', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    configure({ baseUrl: `http://127.0.0.1:${port}/v1` })
    const err = await apiError(callApi('getWallet', {}))
    expect(err.code).toBe('network_error')
    expect(err.status).toBe(0)
  })
})
