import { DEMO_KEY } from '../src/api/contract/demo-keys'
import { request as httpRequest } from 'node:http'
import { networkInterfaces } from 'node:os'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createService } from './service'
import { MAX_BODY_BYTES } from './service/router'
import { webhooksBuilt } from './service/store'
import { IDLE_MS } from './service/timer'
import { MOCK_SERVER_BASE_URL } from '../src/api/contract/servers'
import {
  ALLOWED_HEADERS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  EXPOSED_HEADERS,
  parseCliArgs,
  startMockServer,
  type MockServer,
} from './server'

let mock: MockServer
let broken: MockServer

beforeAll(async () => {
  mock = await startMockServer({ port: 0 })
  const faulty = createService()
  faulty.handle = () => Promise.reject(new Error('kaboom in /work/secret/path.ts:42:7'))
  broken = await startMockServer({ port: 0, service: faulty })
})

afterAll(async () => {
  await Promise.all([mock.close(), broken.close()])
})

const listOf = (header: string | null) => (header ?? '').split(',').map((s) => s.trim().toLowerCase())

/** Raw HTTP, for what fetch cannot send (odd methods) or hides. */
function raw(
  port: number,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('standalone mock server', () => {
  it('drops the connection while the offline fault is on, and answers again once it is off', async () => {
    const post = (body: unknown) =>
      fetch(`${mock.url}/_mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post({ offline: true })).status).toBe(200)
    try {
      await expect(fetch(`${mock.url}/v1/products`, { headers: { 'x-api-key': DEMO_KEY.write } })).rejects.toThrow(
        TypeError,
      )
    } finally {
      expect((await post({})).status).toBe(200)
    }
    expect((await fetch(`${mock.url}/v1/products`, { headers: { 'x-api-key': DEMO_KEY.write } })).status).toBe(200)
  })

  it('binds to loopback by default and reports its URL', async () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`)
    expect(mock.port).toBeGreaterThan(0)
    expect(mock.service.origin).toBe(mock.url)
    // Where the machine has another address, nothing listens there.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)
    if (external) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: external.address, port: mock.port })
        socket.once('connect', () => {
          socket.destroy()
          resolve(false)
        })
        socket.once('error', () => resolve(true))
      })
      expect(refused).toBe(true)
    }
    const res = await fetch(`${mock.url}/v1/openapi.json`)
    expect(res.status).toBe(200)
  })

  it('answers a CORS preflight with 204 before any key check', async () => {
    const res = await fetch(`${mock.url}/v1/products`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, content-type, idempotency-key',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(listOf(res.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'post', 'patch', 'delete', 'options', 'head']),
    )
    expect(listOf(res.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(ALLOWED_HEADERS.map((h) => h.toLowerCase())),
    )
    expect(await res.text()).toBe('')
  })

  it('exposes the headers a browser client reads, on successes and problems alike', async () => {
    const ok = await fetch(`${mock.url}/v1/products?limit=1`, {
      headers: { origin: 'http://localhost:5173', 'x-api-key': DEMO_KEY.write },
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('x-request-id')).toMatch(/^req_/)
    expect(ok.headers.get('link')).toContain('rel="next"')
    expect(listOf(ok.headers.get('access-control-expose-headers')).sort()).toEqual(
      EXPOSED_HEADERS.map((h) => h.toLowerCase()).sort(),
    )
    // The list docs/api.md names, written out again so the test does not read it from the code under test.
    const named = 'X-Request-Id Retry-After Link ETag Idempotent-Replayed Allow Deprecation Sunset'
    expect(EXPOSED_HEADERS).toEqual(expect.arrayContaining(named.split(' ')))
    const denied = await fetch(`${mock.url}/v1/products`, { headers: { origin: 'http://localhost:5173' } })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe('*')
    expect(denied.headers.get('access-control-expose-headers')).toContain('X-Request-Id')
  })

  it('refuses a body over 1 MiB with 413, with or without Content-Length, and keeps serving', async () => {
    const headers = { 'x-api-key': DEMO_KEY.write, 'content-type': 'application/json' }
    const big = `{"name":"${'a'.repeat(MAX_BODY_BYTES)}"}`
    const declared = await fetch(`${mock.url}/v1/products`, { method: 'POST', headers, body: big })
    expect(declared.status).toBe(413)
    expect(declared.headers.get('content-type')).toBe('application/problem+json')
    expect(await declared.json()).toMatchObject({ code: 'payload_too_large', status: 413 })
    // Like every answer to a valid key, it says what the key may do.
    expect(declared.headers.get('x-api-key-scope')).toBe('write')
    // The size is judged in its place in the check order: a missing key is told first.
    const keyless = await fetch(`${mock.url}/v1/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(keyless.status).toBe(401)

    // Chunked: no length up front, so the limit holds while reading.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * MAX_BODY_BYTES) controller.close()
        else {
          sent += chunk.length
          controller.enqueue(chunk)
        }
      },
    })
    // Node's fetch needs `duplex` to stream a request body; the DOM typings lack it.
    const streaming = { method: 'POST', headers, body: stream, duplex: 'half' }
    const chunked = await fetch(`${mock.url}/v1/products`, streaming)
    expect(chunked.status).toBe(413)
    expect(chunked.headers.get('x-api-key-scope')).toBe('write')
    expect(await chunked.json()).toMatchObject({ code: 'payload_too_large' })

    // Exactly 1 MiB is read and judged by the service (here: an invalid product, 422), not refused.
    const justFits = `{"name":"${'a'.repeat(MAX_BODY_BYTES - 11)}"}`
    expect(new TextEncoder().encode(justFits).length).toBe(MAX_BODY_BYTES)
    const fits = await fetch(`${mock.url}/v1/products`, { method: 'POST', headers, body: justFits })
    expect(fits.status).toBe(422)

    const after = await fetch(`${mock.url}/v1/products?limit=1`, { headers: { 'x-api-key': DEMO_KEY.write } })
    expect(after.status).toBe(200)
  })

  it('answers a thrown error with a 500 problem and no stack trace', async () => {
    const res = await fetch(`${broken.url}/v1/products`, { headers: { 'x-api-key': DEMO_KEY.write } })
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({ code: 'internal_error', status: 500, instance: '/v1/products' })
    expect(text).not.toMatch(/kaboom|secret|path\.ts|\bat\s/)

    // Also once a body has been read in full.
    const post = await fetch(`${broken.url}/v1/products`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY.write, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'chat_agent', name: 'x', slug: 'x' }),
    })
    expect(post.status).toBe(500)
    expect(await post.text()).not.toContain('kaboom')
  })

  it('answers methods fetch cannot represent as the router would', async () => {
    const res = await raw(mock.port, 'TRACE', '/v1/products')
    expect(res.status).toBe(405)
    expect(res.headers['allow']).toContain('GET')
    expect(JSON.parse(res.body)).toMatchObject({ code: 'method_not_allowed' })
  })

  it('takes only the path from the request line, never another origin', async () => {
    const res = await raw(mock.port, 'GET', 'http://evil.example/v1/openapi.json')
    expect(res.status).toBe(200)
  })

  it('runs scheduled jobs on time without anyone calling tick', async () => {
    let ran = 0
    mock.service.clock.scheduler.at(mock.service.now() + 30, () => {
      ran++
    })
    await new Promise((r) => setTimeout(r, 200))
    expect(ran).toBe(1)
  })
})

describe('command line', () => {
  it('listens by default where the dashboard points demo users outside the tab', () => {
    expect(`http://${DEFAULT_HOST}:${DEFAULT_PORT}/v1`).toBe(MOCK_SERVER_BASE_URL)
  })

  it('reads the documented flags', () => {
    expect(
      parseCliArgs([
        '--port',
        '4010',
        '--host',
        '127.0.0.1',
        '--seed',
        '7',
        '--size',
        '10',
        '--time-scale',
        '60',
        '--rate-limit',
        '0',
      ]),
    ).toEqual({
      port: 4010,
      host: '127.0.0.1',
      seed: 7,
      size: 10,
      timeScale: 60,
      rateLimit: 0,
    })
    expect(parseCliArgs([])).toEqual({})
    expect(parseCliArgs(['--help'])).toBe('help')
  })

  it.each([
    ['--port', '70000'],
    ['--port', 'abc'],
    ['--time-scale', '0'],
    ['--time-scale', '-2'],
    ['--rate-limit', '1.5'],
    ['--seed', '-1'],
    ['--size', '0'],
    ['--size', '11'],
    ['--size', '2.5'],
    ['--verbose', '1'],
  ])('refuses %s %s', (flag, value) => {
    expect(() => parseCliArgs([flag, value])).toThrow()
  })
})

describe('the idle work', () => {
  it('writes the webhook history once the server has had no request for a moment, not before', async () => {
    const server = await startMockServer({ port: 0 })
    try {
      const res = await fetch(`${server.url}/v1/products?limit=1`, { headers: { 'x-api-key': DEMO_KEY.read } })
      expect(res.status).toBe(200)
      expect(webhooksBuilt(server.service.store)).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 300))
      expect(webhooksBuilt(server.service.store)).toBe(true)
    } finally {
      await server.close()
    }
  })
})
