// The transport against the in-process mock (a fake fetch forwarding to svc.handle) and canned answers.
import { DEMO_KEY } from './contract/demo-keys'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type MockService } from '../../mocks/service'
import { START, newService } from '../../mocks/service/tests/support'
import { apiError } from '../../tests/api-error'
import { NO_FAULTS } from '../../mocks/service/store'
import {
  REQUEST_TIMEOUT_MS,
  buildUrl,
  callApi,
  callApiWithMeta,
  endpointOf,
  path,
  rateLimitedUntil,
  request,
  requestMock,
  retryAfterMs,
} from './client'
import { API_ACCEPT } from '../lib/constants'
import { configure, setMockReady } from './config'
import { product, type Product } from './contract'
import { unreadableOf } from './unreadable'
import { mockFaultsState, mockState } from './contract/mock-controls'
import { deprecations } from './deprecations'
import { ApiError, pointerToField } from './errors'
import { etagStore } from './etags'
import { toCurl } from './curl'
import { MASK, requestLog, type RequestLogEntry } from './request-log'

const BASE = 'http://localhost/v1'

interface Harness {
  svc: MockService
  /** Every request the client sent, as the mock saw it. */
  sent: Request[]
}

let shared: MockService | undefined

/**
 * The file's one service (seeding is the slow part) on a manual clock, with
 * faults and rate windows cleared, and a fetch that hands each request to it.
 */
function harness(wrap?: (req: Request, svc: MockService) => Promise<Response>): Harness {
  const svc = (shared ??= newService())
  svc.store.faults = { ...NO_FAULTS }
  svc.store.rateWindows.clear()
  const sent: Request[] = []
  const fakeFetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init)
    sent.push(req.clone())
    return wrap ? wrap(req, svc) : svc.handle(req)
  }
  configure({ mode: 'remote', baseUrl: BASE, apiKey: DEMO_KEY.write, fetch: fakeFetch })
  return { svc, sent }
}

/** A fetch that answers from a list, one response per call. */
function canned(...answers: (() => Response)[]) {
  const sent: Request[] = []
  const fakeFetch: typeof fetch = (input, init) => {
    sent.push(new Request(input, init))
    const next = answers[Math.min(sent.length - 1, answers.length - 1)]
    return next ? Promise.resolve(next()) : Promise.reject(new Error('no answer'))
  }
  configure({ mode: 'remote', baseUrl: BASE, apiKey: DEMO_KEY.write, fetch: fakeFetch })
  return sent
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req_canned', ...headers },
  })

async function firstProduct(): Promise<Product> {
  const p = (await callApi('listProducts', { query: { limit: 1 } })).data[0]
  if (!p) throw new Error('the seed has no product')
  return p
}

/** Lets pending promise chains (and the mock) run without moving faked timers. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((r) => setImmediate(r))
}

const newProduct = (slug: string) => ({ kind: 'chat_agent' as const, name: `Product ${slug}`, slug })

beforeEach(() => {
  requestLog.clear()
  etagStore.clear()
  deprecations.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('URLs', () => {
  it('joins the base and a path, repeating arrays and leaving out empty values', () => {
    const url = buildUrl(BASE, '/wallet/entries', {
      type: ['debit', 'refund'],
      limit: 5,
      q: '',
      product_id: undefined,
      x: null,
    })
    expect(url.href).toBe('http://localhost/v1/wallet/entries?type=debit&type=refund&limit=5')
    expect(buildUrl('/v1', '/products').href).toBe('http://localhost/v1/products')
  })

  it.each([
    'https://evil.example/v1/products',
    '//evil.example/v1/products',
    'products',
    '/../_mock/reset',
    '/%2e%2e/%2e%2e/x',
    '/products?x=1',
    '/a\\b',
  ])('refuses %s, which would leave the base URL', (bad) => {
    expect(() => buildUrl(BASE, bad)).toThrow(TypeError)
  })

  it('never sends the key to another origin: a refused path is an ApiError and no request is made', async () => {
    const { sent } = harness()
    const error = await apiError(request(product, 'GET', 'https://evil.example/steal'))
    expect(error.code).toBe('request_refused')
    expect(error.status).toBe(0)
    expect(sent).toHaveLength(0)
  })

  it('encodes each path value as one segment and refuses dot segments', () => {
    expect(path`/products/${'a/b?c'}/publish`).toBe('/products/a%2Fb%3Fc/publish')
    expect(() => path`/products/${'..'}`).toThrow(TypeError)
    expect(() => path`/products/${''}`).toThrow(TypeError)
  })

  it('names endpoints by their template, literal paths first', () => {
    expect(endpointOf('GET', '/products/prod_8fK2mQ4xLp')).toBe('GET /products/{product_id}')
    expect(endpointOf('GET', '/sessions/summary')).toBe('GET /sessions/summary')
    expect(endpointOf('GET', '/nowhere')).toBe('GET /nowhere')
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000)
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:10 GMT', START)).toBe(10_000)
    expect(retryAfterMs('soon')).toBeNull()
    expect(retryAfterMs(null)).toBeNull()
  })
})

describe('answers and errors', () => {
  it('validates a list and reports the call to the request log with the key masked', async () => {
    const { sent } = harness()
    const page = await callApi('listProducts', { query: { limit: 2 } })
    expect(page.data).toHaveLength(2)
    expect(page.has_more).toBe(true)
    expect(sent[0]?.headers.get('x-api-key')).toBe(DEMO_KEY.write)

    const [entry] = requestLog.entries()
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/products',
      query: 'limit=2',
      status: 200,
      problem: null,
      error: null,
    })
    expect(entry?.request_id).toMatch(/^req_/)
    expect(entry?.request_headers['X-Api-Key']).toBe(MASK)
    expect(JSON.stringify(requestLog.entries())).not.toContain(DEMO_KEY.write)
  })

  it('turns a problem into an ApiError with field errors and the request id', async () => {
    harness()
    // The untyped entry point, since the body deliberately breaks the contract.
    const error = await apiError(
      request(product, 'POST', '/products', { body: { ...newProduct('Bad Slug'), model: 'gpt' } }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.code).toBe('validation_failed')
    expect(error.requestId).toMatch(/^req_/)
    expect(error.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '#/slug' }),
        expect.objectContaining({ pointer: '#/model', code: 'unknown_field' }),
      ]),
    )
    expect(error.fieldErrorMap()).toHaveProperty('slug')
    const entry = requestLog.entries().at(-1)
    expect(entry?.problem?.code).toBe('validation_failed')
    expect(entry?.request_id).toBe(error.requestId)
  })

  it('reports a missing key as 401 missing_api_key', async () => {
    harness()
    configure({ apiKey: null })
    const error = await apiError(callApi('getWallet', {}))
    expect([error.status, error.code]).toEqual([401, 'missing_api_key'])
  })

  it('carries the products of a tool_in_use refusal', async () => {
    harness()
    const tools = await callApi('listTools', { query: { limit: 100 } })
    const used = tools.data.find((t) => t.used_by.length > 0)
    expect(used).toBeDefined()
    const error = await apiError(callApi('deleteTool', { params: { tool_id: used?.id ?? '' } }))
    expect(error.code).toBe('tool_in_use')
    expect(error.products?.map((p) => p.id).sort()).toEqual(used?.used_by.map((p) => p.id).sort())
  })

  it('reports a body that breaks the contract as contract_mismatch with the request id', async () => {
    harness()
    await requestMock(mockFaultsState, 'POST', '/faults', { break_contract: true })
    const error = await apiError(callApi('listProducts', {}))
    expect(error.code).toBe('contract_mismatch')
    expect(error.status).toBe(200)
    expect(error.requestId).toMatch(/^req_/)
    expect(error.detail).toMatch(/data/)
    expect(requestLog.entries().at(-1)?.error).toEqual({ code: 'contract_mismatch', detail: error.detail })
  })

  it('keeps the valid items of a list and names each one the contract refuses', async () => {
    harness()
    const page = await callApi('listProducts', { query: { limit: 3 } })
    const [first, second, third] = page.data
    const broken = { ...second, name: 12345 }
    canned(() =>
      json(200, { data: [first, broken, { name: 'no id' }, third], has_more: true }, { 'x-request-id': 'req_items' }),
    )
    const answer = await callApi('listProducts', {})
    expect(answer.data.map((p) => p.id)).toEqual([first?.id, third?.id])
    expect(answer.has_more).toBe(true)
    expect(unreadableOf(answer)).toEqual([
      expect.objectContaining({ index: 1, id: second?.id, requestId: 'req_items', endpoint: 'GET /products' }),
      expect.objectContaining({ index: 2, id: null }),
    ])
    expect(unreadableOf(answer)[0]?.problem).toMatch(/^name: /)
  })

  it('still refuses a list whose envelope is wrong', async () => {
    canned(() => json(200, { data: 'nope', has_more: false }))
    expect((await apiError(callApi('listProducts', {}))).code).toBe('contract_mismatch')
  })

  it('reports a non-JSON success as contract_mismatch', async () => {
    canned(
      () =>
        new Response('<html>hi</html>', {
          status: 200,
          headers: { 'content-type': 'text/html', 'x-request-id': 'req_html' },
        }),
    )
    const error = await apiError(callApi('getWallet', {}))
    expect([error.code, error.requestId]).toEqual(['contract_mismatch', 'req_html'])
  })

  it('reports an error without a problem body as unexpected_response', async () => {
    canned(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    const error = await apiError(callApi('getWallet', {}))
    expect([error.status, error.code]).toEqual([502, 'unexpected_response'])
    expect(error.detail).toContain('Bad gateway')
  })

  it('handles a problem with a code the contract does not know by its status, keeping what it says', async () => {
    canned(() =>
      json(409, {
        type: 'x',
        title: 'Quota',
        status: 409,
        code: 'quota_exceeded',
        detail: 'Too many products',
        request_id: 'req_q',
      }),
    )
    const error = await apiError(callApi('getWallet', {}))
    expect([error.status, error.code, error.reportedCode, error.title, error.detail, error.requestId]).toEqual([
      409,
      'invalid_state',
      'quota_exceeded',
      'Quota',
      'Too many products',
      'req_q',
    ])
  })

  it.each([
    [404, 'not_found'],
    [401, 'invalid_api_key'],
    [403, 'forbidden'],
    [422, 'validation_failed'],
    [503, 'internal_error'],
    [418, 'unexpected_response'],
  ] as const)('reads an unknown code with status %i as %s', async (status, code) => {
    canned(() => json(status, { status, code: 'something_newer', title: 'Newer', request_id: 'req_n' }))
    const error = await apiError(callApi('getWallet', {}))
    expect([error.status, error.code, error.reportedCode]).toEqual([status, code, 'something_newer'])
  })

  it('keeps field errors whose code is newer than the client, on their field', async () => {
    canned(() =>
      json(422, {
        status: 422,
        code: 'validation_failed',
        title: 'Validation failed',
        request_id: 'req_f',
        errors: [{ pointer: '#/slug', code: 'reserved_word', detail: 'is reserved' }],
      }),
    )
    const error = await apiError(callApi('getWallet', {}))
    expect(error.code).toBe('validation_failed')
    expect(error.fieldErrorMap()).toEqual({ slug: 'is reserved' })
  })

  it('sends only the configured key, and masks the end-user token in the log', async () => {
    const valid = { valid: false, reason: 'unknown' }
    const sent = canned(() => json(200, valid))
    const result = await callApi('verifyUser', {
      headers: { 'x-api-key': 'ak_other', 'X-User-Token': 'eyJ.secret.token' },
    })
    expect(result).toEqual(valid)
    expect(sent[0]?.headers.get('x-api-key')).toBe(DEMO_KEY.write)
    expect(sent[0]?.headers.get('x-user-token')).toBe('eyJ.secret.token')
    expect(JSON.stringify(requestLog.entries())).not.toContain('secret')
  })

  it('reports a failed fetch as network_error with status 0', async () => {
    configure({
      mode: 'remote',
      baseUrl: BASE,
      apiKey: DEMO_KEY.write,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await apiError(callApi('getWallet', {}))
    expect([error.status, error.code, error.detail]).toEqual([0, 'network_error', 'Failed to fetch'])
    expect(requestLog.entries().at(-1)).toMatchObject({ status: 0, error: { code: 'network_error' } })
  })

  it('rejects with the abort reason, not an ApiError, when the caller aborts', async () => {
    harness()
    const controller = new AbortController()
    controller.abort()
    await expect(callApi('getWallet', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('fails as timeout when no answer comes in time, and aborts the fetch it gave up on', async () => {
    vi.useFakeTimers()
    let fetchSignal: AbortSignal | undefined
    configure({
      mode: 'remote',
      baseUrl: BASE,
      apiKey: DEMO_KEY.write,
      // Never answers, and ignores its signal: the time-out must still end the wait.
      fetch: (_input, init) => {
        fetchSignal = init?.signal ?? undefined
        return new Promise<Response>(() => undefined)
      },
    })
    const pending = apiError(callApi('getWallet', {}))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(fetchSignal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect([error.status, error.code, error.title]).toEqual([0, 'timeout', 'The API took too long to answer'])
    expect(error.detail).toContain('20 s')
    expect(fetchSignal?.aborted).toBe(true)
    expect(requestLog.entries().at(-1)).toMatchObject({ status: 0, error: { code: 'timeout' } })
  })

  it('times out a body that stops arriving, per call, and leaves a prompt answer alone', async () => {
    vi.useFakeTimers()
    const stalled = () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    canned(stalled)
    const pending = apiError(callApi('getWallet', { timeoutMs: 500 }))
    await vi.advanceTimersByTimeAsync(500)
    expect((await pending).code).toBe('timeout')

    vi.useRealTimers()
    harness()
    await expect(callApi('getWallet', { timeoutMs: 5_000 })).resolves.toHaveProperty('balance')
  })

  it('answers undefined for 204', async () => {
    const sent = canned(() => new Response(null, { status: 204, headers: { 'x-request-id': 'req_204' } }))
    await expect(callApi('deleteWebhook', { params: { webhook_id: 'wh_8fK2mQ4xLp' } })).resolves.toBeUndefined()
    expect(sent[0]?.method).toBe('DELETE')
  })
})

describe('rate limits', () => {
  it('retries a GET after Retry-After, using the real mock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { svc, sent } = harness()
    await requestMock(mockFaultsState, 'POST', '/faults', { rate_limit_burst: true })
    sent.length = 0
    const pending = callApi('getWallet', {})
    await settle(() => requestLog.entries().length === 1)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(sent).toHaveLength(1)
    // The mock's window ends when Retry-After says; move its clock there too.
    await svc.clock.advance(60_000)
    await vi.advanceTimersByTimeAsync(1_000)
    const wallet = await pending
    expect(wallet.balance).toBeTypeOf('number')
    expect(sent).toHaveLength(2)
    expect(requestLog.entries().map((e) => e.status)).toEqual([429, 200])
  })

  /** A canned 429 problem asking to wait `retryAfter` seconds. */
  const rateLimited = (retryAfter: string) => () =>
    json(
      429,
      {
        type: 'urn:agent-platform:problem:rate_limited',
        title: 'Rate limited',
        status: 429,
        code: 'rate_limited',
        request_id: 'req_rl',
      },
      { 'retry-after': retryAfter },
    )

  it('gives up after two retries and surfaces retryAfter', async () => {
    const sent = canned(rateLimited('0'))
    const error = await apiError(callApi('getWallet', {}))
    expect([error.code, error.retryAfter]).toEqual(['rate_limited', 0])
    expect(sent).toHaveLength(3)
  })

  /** A burst on, then `call` made and its 429 waited out on faked timers while the mock's minute ends. */
  async function throughBurst<T>(svc: MockService, call: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await requestMock(mockFaultsState, 'POST', '/faults', { rate_limit_burst: true })
    const logged = requestLog.entries().length
    const pending = call()
    await settle(() => requestLog.entries().length === logged + 1)
    expect(requestLog.entries().at(-1)?.status).toBe(429)
    // The wait is announced with the time it ends, for the screens' "retrying in N s".
    expect(rateLimitedUntil.get()).toBe(Date.now() + 60_000)
    await svc.clock.advance(60_000)
    await vi.advanceTimersByTimeAsync(60_000)
    const result = await pending
    expect(rateLimitedUntil.get()).toBeNull()
    return result
  }

  it('retries a POST after Retry-After with the same Idempotency-Key, creating one object', async () => {
    const { svc, sent } = harness()
    const created = await throughBurst(svc, () => callApi('createProduct', { body: newProduct('rate-limited') }))
    const posts = sent.filter((r) => r.method === 'POST' && r.url.endsWith('/v1/products'))
    expect(posts).toHaveLength(2)
    expect(posts[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(posts[1]?.headers.get('idempotency-key')).toBe(posts[0]?.headers.get('idempotency-key'))
    const found = await callApi('listProducts', { query: { q: 'Product rate-limited', limit: 100 } })
    expect(found.data.filter((p) => p.slug === 'rate-limited').map((p) => p.id)).toEqual([created.id])
  })

  it('retries a PATCH with its If-Match and a DELETE, each applied once', async () => {
    const { svc, sent } = harness()
    const p = await firstProduct()
    await callApiWithMeta('getProduct', { params: { product_id: p.id } })
    const updated = await throughBurst(svc, () =>
      callApi('updateProduct', { params: { product_id: p.id }, body: { summary: 'After a burst' }, ifMatch: 'auto' }),
    )
    const patches = sent.filter((r) => r.method === 'PATCH')
    expect(patches.map((r) => r.headers.get('if-match'))).toEqual([`"${p.version}"`, `"${p.version}"`])
    expect([updated.version, updated.summary]).toEqual([p.version + 1, 'After a burst'])

    const hook = (await callApi('listWebhooks', { query: { limit: 1 } })).data[0]
    if (!hook) throw new Error('the seed has no webhook')
    await throughBurst(svc, () => callApi('deleteWebhook', { params: { webhook_id: hook.id } }))
    expect(
      requestLog
        .entries()
        .slice(-2)
        .map((e) => [e.method, e.status]),
    ).toEqual([
      ['DELETE', 429],
      ['DELETE', 204],
    ])
  })

  it('surfaces a Retry-After longer than it waits at once, for a write too', async () => {
    const sent = canned(rateLimited('120'))
    const error = await apiError(callApi('createProduct', { body: newProduct('too-long') }))
    expect([error.code, error.retryAfter]).toEqual(['rate_limited', 120])
    expect(sent).toHaveLength(1)
    expect(rateLimitedUntil.get()).toBeNull()
  })

  it('stops waiting when the caller aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { sent } = harness()
    await requestMock(mockFaultsState, 'POST', '/faults', { rate_limit_burst: true })
    sent.length = 0
    const controller = new AbortController()
    const pending = callApi('getWallet', { signal: controller.signal })
    const outcome = pending.catch((e: unknown) => e)
    await settle(() => requestLog.entries().length === 1)
    controller.abort()
    expect(await outcome).toMatchObject({ name: 'AbortError' })
    expect(sent).toHaveLength(1)
  })
})

describe('idempotency', () => {
  it('sends a generated Idempotency-Key on POST', async () => {
    const { sent } = harness()
    await callApi('createProduct', { body: newProduct('generated-key') })
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends the caller’s key, and a resend with it creates one object and is recognised as a replay', async () => {
    const { sent } = harness()
    const body = newProduct('double-submit')
    const first = await callApiWithMeta('createProduct', { body, idempotencyKey: 'submit-1' })
    const second = await callApiWithMeta('createProduct', { body, idempotencyKey: 'submit-1' })
    expect(sent.map((r) => r.headers.get('idempotency-key'))).toEqual(['submit-1', 'submit-1'])
    expect([first.status, first.replayed]).toEqual([201, false])
    expect([second.status, second.replayed]).toEqual([201, true])
    expect(second.data.id).toBe(first.data.id)
    const found = await callApi('listProducts', { query: { q: 'double-submit', limit: 100 } })
    expect(found.data).toHaveLength(1)
    expect(requestLog.entries().map((e) => e.replayed)).toEqual([false, true, false])
  })
})

describe('ETags', () => {
  it('keeps the newest ETag per product and sends it with ifMatch: auto', async () => {
    const { sent } = harness()
    const p = await firstProduct()
    const got = await callApiWithMeta('getProduct', { params: { product_id: p.id } })
    expect(got.etag).toBe(`"${p.version}"`)
    expect(etagStore.get(p.id)).toBe(`"${p.version}"`)

    const updated = await callApi('updateProduct', {
      params: { product_id: p.id },
      body: { summary: 'Edited' },
      ifMatch: 'auto',
    })
    expect(sent.at(-1)?.headers.get('if-match')).toBe(`"${p.version}"`)
    expect(updated.version).toBe(p.version + 1)
    expect(etagStore.get(p.id)).toBe(`"${p.version + 1}"`)

    // An older version read later never rolls the store back.
    etagStore.observe(p.id, p.version)
    expect(etagStore.get(p.id)).toBe(`"${p.version + 1}"`)
  })

  it('surfaces a stale If-Match as 412 precondition_failed', async () => {
    harness()
    const p = await firstProduct()
    await callApi('updateProduct', { params: { product_id: p.id }, body: { summary: 'Someone else' } })
    const error = await apiError(callApi('publishProduct', { params: { product_id: p.id }, ifMatch: `"${p.version}"` }))
    expect([error.status, error.code]).toEqual([412, 'precondition_failed'])
  })

  it('sends no If-Match when none is known', async () => {
    const { sent } = harness()
    const p = await firstProduct()
    etagStore.clear()
    await callApi('updateProduct', { params: { product_id: p.id }, body: { summary: 'No tag' }, ifMatch: 'auto' })
    expect(sent.at(-1)?.headers.has('if-match')).toBe(false)
  })
})

describe('deprecation notices', () => {
  it('reports Deprecation and Sunset with the endpoint and dates', async () => {
    harness(async (req, svc) => {
      const res = await svc.handle(req)
      const headers = new Headers(res.headers)
      headers.set('deprecation', '@1767225600')
      headers.set('sunset', 'Wed, 01 Jul 2026 00:00:00 GMT')
      return new Response(res.body, { status: res.status, headers })
    })
    const p = await firstProduct()
    await callApi('getProduct', { params: { product_id: p.id } })
    await callApi('getProduct', { params: { product_id: p.id } })
    expect(deprecations.list()).toEqual([
      {
        endpoint: 'GET /products',
        deprecation: '@1767225600',
        sunset: 'Wed, 01 Jul 2026 00:00:00 GMT',
        deprecated_at: '2026-01-01T00:00:00.000Z',
        sunset_at: '2026-07-01T00:00:00.000Z',
      },
      {
        endpoint: 'GET /products/{product_id}',
        deprecation: '@1767225600',
        sunset: 'Wed, 01 Jul 2026 00:00:00 GMT',
        deprecated_at: '2026-01-01T00:00:00.000Z',
        sunset_at: '2026-07-01T00:00:00.000Z',
      },
    ])
  })
})

describe('demo mode', () => {
  it('waits for the mock before the first request', async () => {
    const { sent } = harness()
    let ready = () => {}
    setMockReady(new Promise<object>((resolve) => (ready = () => resolve({}))))
    configure({ mode: 'demo' })
    const pending = callApi('getWallet', {})
    await new Promise((r) => setTimeout(r, 10))
    expect(sent).toHaveLength(0)
    ready()
    await pending
    expect(sent).toHaveLength(1)
  })

  it('sends through the fetch the mock brings, and through the configured one in real-API mode', async () => {
    const { svc, sent } = harness()
    const viaMock: string[] = []
    setMockReady(
      Promise.resolve({
        fetch: (async (input, init) => {
          const req = new Request(input, init)
          viaMock.push(req.url)
          return svc.handle(req)
        }) satisfies typeof fetch,
      }),
    )
    configure({ mode: 'demo', fetch: undefined })
    await callApi('getWallet', {})
    expect([viaMock, sent]).toEqual([[`${BASE}/wallet`], []])
    configure({ mode: 'remote', fetch: (input, init) => svc.handle(new Request(input, init)) })
    await callApi('getWallet', {})
    expect(viaMock).toHaveLength(1)
    setMockReady(Promise.resolve({}))
  })

  it('reports a mock that failed to start as network_error', async () => {
    harness()
    const failed = Promise.reject(new Error('worker crashed'))
    failed.catch(() => {})
    setMockReady(failed)
    configure({ mode: 'demo' })
    const error = await apiError(callApi('getWallet', {}))
    expect([error.code, error.detail]).toEqual(['network_error', 'worker crashed'])
    setMockReady(Promise.resolve({}))
  })

  it('calls the mock controls beside /v1 without a key and without logging them', async () => {
    const { sent } = harness()
    const state = await requestMock(mockState, 'GET', '')
    expect(state.keys.map((k) => k.key)).toContain(DEMO_KEY.write)
    expect(sent[0]?.url).toBe('http://localhost/_mock')
    expect(sent[0]?.headers.has('x-api-key')).toBe(false)
    expect(requestLog.entries()).toHaveLength(0)
    await expect(requestMock(mockState, 'POST', '/../v1/products')).rejects.toMatchObject({ code: 'request_refused' })
  })
})

describe('copy as curl', () => {
  const entry: RequestLogEntry = {
    id: 'r1',
    method: 'POST',
    path: '/products',
    query: 'x=1',
    status: 201,
    duration_ms: 12,
    started_at: '2026-11-21T12:00:00.000Z',
    request_id: 'req_1',
    problem: null,
    error: null,
    request_headers: {
      Accept: 'application/json',
      'X-Api-Key': MASK,
      'X-User-Token': MASK,
      'Content-Type': 'application/json',
    },
    request_body: '{"name":"Bob\'s agent"}',
    replayed: false,
  }

  it('prints the request with secrets as shell variables and safe quoting', () => {
    expect(toCurl(entry, 'https://api.example.com/v1/')).toBe(
      [
        `curl -X POST 'https://api.example.com/v1/products?x=1'`,
        `-H 'Accept: application/json'`,
        `-H "X-Api-Key: $API_KEY"`,
        `-H "X-User-Token: $USER_TOKEN"`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"name":"Bob'\\''s agent"}'`,
      ].join(' \\\n  '),
    )
  })

  it('masks a key even if an unmasked entry is added', async () => {
    requestLog.add({ ...entry, request_headers: { 'x-api-key': 'ak_live_secret' } })
    expect(JSON.stringify(requestLog.entries())).not.toContain('ak_live_secret')
    const { sent } = harness()
    await callApi('getWallet', {})
    const curl = toCurl(requestLog.entries().at(-1) as RequestLogEntry, BASE)
    expect(curl).toBe(
      `curl 'http://localhost/v1/wallet' \\\n  -H 'Accept: application/json, application/problem+json' \\\n  -H "X-Api-Key: $API_KEY"`,
    )
    expect(sent).toHaveLength(1)
  })
})

describe('a first screen’s requests sent by boot', () => {
  afterEach(() => configure({ prefetched: undefined }))

  it('are taken instead of sent again, with the key and Accept header boot used', async () => {
    const { sent } = harness()
    const early = new Map([
      [
        `${DEMO_KEY.write} ${BASE}/wallet`,
        Promise.resolve(
          new Response(JSON.stringify({ balance: 5, trial_ends_at: null, updated_at: '2026-11-01T00:00:00.000Z' }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ],
    ])
    configure({
      prefetched: (url, key) => {
        const answer = early.get(`${key} ${url}`)
        early.delete(`${key} ${url}`)
        return answer
      },
    })
    await expect(callApi('getWallet', {})).resolves.toMatchObject({ balance: 5 })
    expect(sent).toHaveLength(0)
    // Once: the next call asks the API, with the headers boot imitates.
    await callApi('getWallet', {})
    expect(sent).toHaveLength(1)
    expect(sent[0]?.headers.get('accept')).toBe(API_ACCEPT)
  })
})

describe('errors', () => {
  it('maps JSON pointers to form field names', () => {
    expect(pointerToField('#/inputs/0/name')).toBe('inputs.0.name')
    expect(pointerToField('#/a~1b~0c')).toBe('a/b~c')
    expect(pointerToField('#')).toBe('')
  })
})
