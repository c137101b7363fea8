import { DEMO_KEY } from '../src/api/contract/demo-keys'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, getService, resetService, server } from './node'

let real: Server
let realPort = 0

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  // A real server on loopback: msw must let requests to it through untouched.
  real = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(`real ${req.method} ${req.url}`)
  })
  await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve))
  realPort = (real.address() as AddressInfo).port
})

afterAll(async () => {
  server.close()
  await new Promise((resolve) => real.close(resolve))
})

describe('msw/node adapter', () => {
  it('answers the API on http://localhost with the in-process service', async () => {
    const res = await fetch(`${MOCK_ORIGIN}/v1/products?limit=3`, { headers: { 'x-api-key': DEMO_KEY.write } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    const body = (await res.json()) as { data: { id: string }[]; has_more: boolean }
    expect(body.data).toHaveLength(3)
    // The very objects of the in-process store, not something msw made up.
    for (const p of body.data) expect(getService().store.products.has(p.id)).toBe(true)
    expect(body.has_more).toBe(true)
  })

  it('applies the auth order of the service (401 without a key)', async () => {
    const res = await fetch(`${MOCK_ORIGIN}/v1/products`)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(await res.json()).toMatchObject({ code: 'missing_api_key', status: 401 })
  })

  it('lets requests to other origins through, even on the same path', async () => {
    const res = await fetch(`http://127.0.0.1:${realPort}/v1/products`, { headers: { 'x-api-key': DEMO_KEY.write } })
    expect(await res.text()).toBe('real GET /v1/products')
  })

  it('fails the fetch as a network error while the offline fault is on', async () => {
    getService().store.faults.offline = true
    try {
      await expect(fetch(`${MOCK_ORIGIN}/v1/products`, { headers: { 'x-api-key': DEMO_KEY.write } })).rejects.toThrow(
        TypeError,
      )
      // The controls stay reachable, so the fault can be turned off.
      expect((await fetch(`${MOCK_ORIGIN}/_mock`)).status).toBe(200)
    } finally {
      getService().store.faults.offline = false
    }
  })

  it('routes to the new service after a reset', async () => {
    const before = getService()
    const created = await fetch(`${MOCK_ORIGIN}/v1/products`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY.write, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'chat_agent', name: 'Node adapter test', slug: 'node-adapter-test' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect(before.store.products.has(id)).toBe(true)

    const after = resetService()
    expect(getService()).toBe(after)
    expect(after).not.toBe(before)
    const res = await fetch(`${MOCK_ORIGIN}/v1/products/${id}`, { headers: { 'x-api-key': DEMO_KEY.write } })
    expect(res.status).toBe(404)
  })
})
