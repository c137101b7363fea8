// The rules of docs/api.md that hold for every route: trial, rate limit, unknown routes,
// methods, media types, sizes, JSON, parameters, headers, HEAD, OPTIONS, faults, 500s.
import { beforeAll, describe, expect, it } from 'vitest'
import { USER_TOKEN_HEADER } from '../../../src/api/contract'
import { OPERATIONS, type Operation } from '../../../src/api/contract/operations'
import type { MockService } from '../index'
import { ApiProblem } from '../problems'
import { resolveParams } from '../resolve'
import { createService as createBareService } from '../service'
import { MAX_BODY_BYTES, errorResponse, routeApi } from '../router'
import { handlers } from '../routes'
import {
  KEYS,
  MISSING,
  ORIGIN,
  checkInvariants,
  discover,
  expectProblem,
  field,
  newService,
  pathOf,
  send,
  stable,
  type SeedIds,
} from './support'

/** Parameters for every template, from the seed. */
function realParams(ids: SeedIds): Record<string, string> {
  return {
    product_id: ids.otherProduct,
    tool_id: ids.tool,
    knowledge_base_id: ids.knowledgeBase,
    source_id: ids.source,
    session_id: ids.otherSession,
    webhook_id: ids.webhook,
    delivery_id: ids.delivery,
    entry_id: ids.entry,
  }
}

const OPS: readonly Operation[] = OPERATIONS

/**
 * One service for the rules that do not depend on state (seeding costs time);
 * tests that change the trial, the faults or the rate limit make their own.
 */
let shared: Promise<{ svc: MockService; ids: SeedIds }> | null = null
const sharedService = () =>
  (shared ??= (async () => {
    const svc = newService({ rateLimit: 0 })
    return { svc, ids: await discover(svc) }
  })())

const userTokenHeader = (op: Operation) => (op.userToken ? { headers: { [USER_TOKEN_HEADER]: 'eut_x.y' } } : {})

describe('402 trial_expired', () => {
  it('answers every route once the trial is over, after the key check, and stops when a plan starts', async () => {
    const svc = newService()
    const ids = await discover(svc)
    const params = realParams(ids)
    expect((await send(svc, 'POST', '/_mock/trial', { key: null, body: { expired: true } })).status).toBe(200)
    for (const op of OPS) {
      const path = pathOf(op.path, params)
      const opts = { ...(op.body ? { body: {} } : {}), ...userTokenHeader(op) }
      expectProblem(await send(svc, op.method, path, opts), 402, 'trial_expired')
      expectProblem(await send(svc, op.method, path, { ...opts, key: KEYS.read }), 402, 'trial_expired')
      expectProblem(await send(svc, op.method, path, { ...opts, key: null }), 401, 'missing_api_key')
      expectProblem(await send(svc, op.method, path, { ...opts, key: 'ak_test_nobody' }), 401, 'invalid_api_key')
    }
    expectProblem(await send(svc, 'GET', '/v1/no-such-route'), 402, 'trial_expired')
    expect((await send(svc, 'GET', '/v1/openapi.json', { key: null })).status).toBe(200)
    expect((await send(svc, 'OPTIONS', '/v1/products', { key: null })).status).toBe(204)
    await send(svc, 'POST', '/_mock/trial', { key: null, body: { plan: true } })
    expect((await send(svc, 'GET', '/v1/products')).status).toBe(200)
  })
})

describe('429 rate_limited', () => {
  it('refuses the request over the limit with Retry-After, per key, until the window turns', async () => {
    const svc = newService({ rateLimit: 5 })
    for (let i = 0; i < 5; i++) expect((await send(svc, 'GET', '/v1/products?limit=1')).status).toBe(200)
    const over = await send(svc, 'GET', '/v1/products?limit=1')
    expectProblem(over, 429, 'rate_limited')
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
    // The limit comes before the route check (docs/api.md: the rate limit is check 3, the route check 4).
    expectProblem(await send(svc, 'GET', '/v1/no-such-route'), 429, 'rate_limited')
    expectProblem(await send(svc, 'DELETE', '/v1/products'), 429, 'rate_limited')
    // Another key has its own budget; a missing key is refused before the limit.
    expect((await send(svc, 'GET', '/v1/products?limit=1', { key: KEYS.read })).status).toBe(200)
    expectProblem(await send(svc, 'GET', '/v1/products', { key: null }), 401, 'missing_api_key')
    await send(svc, 'POST', '/_mock/clock', { key: null, body: { advance_ms: retryAfter * 1000 } })
    expect((await send(svc, 'GET', '/v1/products?limit=1')).status).toBe(200)
  })

  it('answers 429 to the next request after /_mock/faults rate_limit_burst', async () => {
    const svc = newService()
    expect((await send(svc, 'GET', '/v1/products?limit=1')).status).toBe(200)
    expect((await send(svc, 'POST', '/_mock/faults', { key: null, body: { rate_limit_burst: true } })).status).toBe(200)
    const over = await send(svc, 'GET', '/v1/products?limit=1')
    expectProblem(over, 429, 'rate_limited')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })
})

describe('404 route_not_found', () => {
  let svc: MockService
  beforeAll(async () => {
    ;({ svc } = await sharedService())
  })
  it.each([
    '/v1',
    '/v1/',
    '/v1/unknown',
    '/v2/products',
    '/products',
    '/v1/products/x/y/z',
    '/v1/tools/x/y',
    '/v1/PRODUCTS',
    '/v1//products',
  ])('%s', async (path) => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const reply = await send(svc, method, path, method === 'POST' ? { body: {} } : {})
      expectProblem(reply, 404, 'route_not_found')
    }
  })
  it('checks the key before the route inside /v1', async () => {
    expectProblem(await send(svc, 'GET', '/v1/unknown', { key: null }), 401, 'missing_api_key')
  })
})

describe('405 method_not_allowed', () => {
  const templates = new Map<string, Set<string>>()
  for (const op of OPS) templates.set(op.path, (templates.get(op.path) ?? new Set()).add(op.method))
  let svc: MockService
  beforeAll(async () => {
    ;({ svc } = await sharedService())
  })

  it.each([...templates].map(([path, methods]) => [path, [...methods]] as const))(
    '%s allows %j',
    async (template, methods) => {
      const path = pathOf(template, { ...MISSING })
      const allow = new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (methods.includes(method)) continue
        // A read key still gets 405: the route check comes before the scope check.
        for (const key of [KEYS.write, KEYS.read, KEYS.locked]) {
          const reply = await send(svc, method, path, method === 'GET' ? { key } : { key, body: {} })
          expectProblem(reply, 405, 'method_not_allowed')
          const header = reply.headers.get('allow') ?? ''
          expect(new Set(header.split(',').map((m) => m.trim())), `${method} ${path}: Allow ${header}`).toEqual(allow)
        }
      }
    },
  )

  it('answers 405, not 403, to a read key writing to /v1/sessions or /v1/wallet, and to DELETE /v1/products', async () => {
    expectProblem(await send(svc, 'POST', '/v1/sessions', { key: KEYS.read, body: {} }), 405, 'method_not_allowed')
    expectProblem(await send(svc, 'POST', '/v1/wallet', { key: KEYS.read, body: {} }), 405, 'method_not_allowed')
    expectProblem(await send(svc, 'DELETE', '/v1/products', { key: KEYS.read }), 405, 'method_not_allowed')
    expectProblem(await send(svc, 'DELETE', '/v1/products', { key: KEYS.lockedRead }), 405, 'method_not_allowed')
  })
})

describe('bodies', () => {
  let svc: MockService
  let ids: SeedIds
  beforeAll(async () => {
    ;({ svc, ids } = await sharedService())
  })
  const product = { kind: 'chat_agent', name: 'Body rules', slug: 'body-rules' }

  it('415 for a body that is not JSON', async () => {
    const text = JSON.stringify(product)
    for (const contentType of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
    ])
      expectProblem(await send(svc, 'POST', '/v1/products', { raw: text, contentType }), 415, 'unsupported_media_type')
    expectProblem(
      await send(svc, 'POST', '/v1/products', { raw: new TextEncoder().encode(text), contentType: null }),
      415,
      'unsupported_media_type',
    )
    expectProblem(
      await send(svc, 'PATCH', `/v1/products/${ids.otherProduct}`, { raw: '{}', contentType: 'text/plain' }),
      415,
      'unsupported_media_type',
    )
    expectProblem(
      await send(svc, 'POST', `/v1/webhooks/${ids.webhook}/disable`, { raw: '{}', contentType: 'text/plain' }),
      415,
      'unsupported_media_type',
    )
    // JSON with parameters or a +json subtype is JSON.
    expect(
      (await send(svc, 'POST', '/v1/products', { raw: text, contentType: 'application/json; charset=utf-8' })).status,
    ).toBe(201)
  })

  it('no content type is needed when an action has no body', async () => {
    const reply = await send(svc, 'POST', `/v1/products/${ids.lockedProduct}/duplicate`)
    expect(reply.status).toBe(201)
  })

  it('413 over 1 MiB, and not at exactly 1 MiB', async () => {
    const pad = (bytes: number) => {
      const head = '{"kind":"chat_agent","name":"x","slug":"big-body","prompt":"'
      return `${head}${'x'.repeat(bytes - head.length - 2)}"}`
    }
    expect(pad(MAX_BODY_BYTES + 1)).toHaveLength(MAX_BODY_BYTES + 1)
    expectProblem(await send(svc, 'POST', '/v1/products', { raw: pad(MAX_BODY_BYTES + 1) }), 413, 'payload_too_large')
    expectProblem(await send(svc, 'POST', '/v1/products', { raw: pad(5 * MAX_BODY_BYTES) }), 413, 'payload_too_large')
    // At the limit the body is read, and the schema then refuses the 1 MiB prompt.
    const atLimit = await send(svc, 'POST', '/v1/products', { raw: pad(MAX_BODY_BYTES) })
    expectProblem(atLimit, 422, 'validation_failed')
  })

  it.each([
    ['broken JSON', '{"kind": '],
    ['an array', '[]'],
    ['an array of objects', '[{"kind":"chat_agent"}]'],
    ['a string', '"chat_agent"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
    ['trailing garbage', '{} {}'],
    ['a BOM-less comment', '{/* c */}'],
  ])('400 malformed_json for %s', async (_name, raw) => {
    expectProblem(await send(svc, 'POST', '/v1/products', { raw }), 400, 'malformed_json')
    expectProblem(await send(svc, 'POST', `/v1/webhooks/${ids.webhook}/disable`, { raw }), 400, 'malformed_json')
    expectProblem(await send(svc, 'PATCH', `/v1/tools/${ids.tool}`, { raw }), 400, 'malformed_json')
  })

  it('400 malformed_json for bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
    expectProblem(await send(svc, 'POST', '/v1/products', { raw: bytes }), 400, 'malformed_json')
  })

  it('an empty body on a create is an empty object: 422 naming the required fields', async () => {
    const reply = await send(svc, 'POST', '/v1/products', { raw: '' })
    const p = expectProblem(reply, 422, 'validation_failed')
    expect(p.errors?.map((e) => e.pointer)).toEqual(expect.arrayContaining(['#/kind', '#/name', '#/slug']))
  })
})

describe('400 invalid_parameter', () => {
  let svc: MockService
  let ids: SeedIds
  beforeAll(async () => {
    ;({ svc, ids } = await sharedService())
  })

  const lists = () => [
    { path: '/v1/products', missing: MISSING.product_id, enums: { kind: 'robot', status: 'gone' }, times: [] },
    { path: '/v1/tools', missing: MISSING.tool_id, enums: { kind: 'robot' }, times: [] },
    { path: '/v1/knowledge-bases', missing: MISSING.knowledge_base_id, enums: {}, times: [] },
    {
      path: '/v1/sessions',
      missing: MISSING.session_id,
      enums: { has_contact: 'yes', product_id: 'tool_abcdefgh' },
      times: ['from', 'to'],
    },
    { path: `/v1/sessions/${ids.otherSession}/messages`, missing: 'msg_ZZZZZZZZZZZZZZZZ', enums: {}, times: [] },
    { path: '/v1/webhooks', missing: MISSING.webhook_id, enums: { status: 'paused' }, times: [] },
    {
      path: `/v1/webhooks/${ids.webhook}/deliveries`,
      missing: MISSING.delivery_id,
      enums: { status: 'lost', event_type: 'message.deleted' },
      times: [],
    },
    {
      path: '/v1/wallet/entries',
      missing: MISSING.entry_id,
      enums: { type: 'gift', min_amount: '1.5', max_amount: 'lots' },
      times: ['from', 'to'],
    },
  ]

  const expectParameter = async (path: string, parameter: string) => {
    const p = expectProblem(await send(svc, 'GET', path), 400, 'invalid_parameter')
    expect(
      p.errors?.map((e) => e.parameter),
      path,
    ).toContain(parameter)
  }

  it('limit out of 1–100 or not an integer, on every list', async () => {
    for (const list of lists()) {
      for (const limit of ['0', '101', '-1', 'abc', '1.5', '', '1e2x', '10&limit=20'])
        await expectParameter(`${list.path}?limit=${limit}`, 'limit')
      for (const limit of ['1', '100'])
        expect((await send(svc, 'GET', `${list.path}?limit=${limit}`)).status, list.path).toBe(200)
    }
  })

  it('an unknown parameter, on every list and on operations that take none', async () => {
    for (const list of lists()) await expectParameter(`${list.path}?sort=name`, 'sort')
    await expectParameter(`/v1/products/${ids.otherProduct}?expand=tools`, 'expand')
    await expectParameter('/v1/wallet?currency=eur', 'currency')
    await expectParameter('/v1/sessions/summary?limit=10', 'limit')
  })

  it('a bad enum or a bad id filter', async () => {
    for (const list of lists())
      for (const [name, value] of Object.entries(list.enums))
        await expectParameter(`${list.path}?${name}=${value}`, name)
    await expectParameter(`/v1/webhooks/${ids.webhook}/deliveries?status=failed&status=lost`, 'status')
    await expectParameter('/v1/wallet/entries?type=debit&type=gift', 'type')
  })

  it('a bad timestamp', async () => {
    const bad = ['yesterday', '2026-13-01T00:00:00Z', '2026-11-21', '2026-11-21T09:30:00+02:00', '1732000000']
    const paths = [
      ...lists().flatMap((l) => l.times.map((t) => [l.path, t] as const)),
      ['/v1/sessions/summary', 'from'],
      ['/v1/sessions/summary', 'to'],
      ['/v1/wallet/summary', 'from'],
      ['/v1/wallet/summary', 'to'],
    ] as const
    for (const [path, name] of paths)
      for (const value of bad) await expectParameter(`${path}?${name}=${encodeURIComponent(value)}`, name)
    expect(
      (await send(svc, 'GET', '/v1/wallet/summary?from=2026-11-01T00:00:00Z&to=2026-11-21T00:00:00.000Z')).status,
    ).toBe(200)
  })

  it('a cursor that is not an object of the list, or both cursors', async () => {
    for (const list of lists()) {
      await expectParameter(`${list.path}?starting_after=${list.missing}`, 'starting_after')
      await expectParameter(`${list.path}?ending_before=${list.missing}`, 'ending_before')
      await expectParameter(`${list.path}?starting_after=`, 'starting_after')
    }
    // An id of another kind, or of an object the filter leaves out, is not in the list either.
    await expectParameter(`/v1/products?starting_after=${ids.tool}`, 'starting_after')
    await expectParameter(
      `/v1/sessions?product_id=${ids.lockedProduct}&starting_after=${ids.otherSession}`,
      'starting_after',
    )
    const first = (await send(svc, 'GET', '/v1/products?limit=2')).json as { data: { id: string }[] }
    const [a, b] = first.data
    const both = expectProblem(
      await send(svc, 'GET', `/v1/products?starting_after=${a?.id}&ending_before=${b?.id}`),
      400,
      'invalid_parameter',
    )
    expect(both.errors?.length).toBeGreaterThan(0)
  })

  it('a missing X-User-Token on /verify-user names the header', async () => {
    const p = expectProblem(await send(svc, 'GET', '/v1/verify-user', { key: KEYS.read }), 400, 'invalid_parameter')
    expect(p.errors).toEqual([expect.objectContaining({ header: USER_TOKEN_HEADER, code: 'required' })])
    const ok = await send(svc, 'GET', '/v1/verify-user', {
      key: KEYS.read,
      headers: { [USER_TOKEN_HEADER]: 'garbage' },
    })
    expect(ok.status).toBe(200)
    expect(field(ok, 'valid')).toBe(false)
  })

  it('a bad Idempotency-Key names the header', async () => {
    const body = { kind: 'chat_agent', name: 'Idem', slug: 'idem-header' }
    for (const value of ['has space', 'x'.repeat(256), 'tab\there', '']) {
      const p = expectProblem(
        await send(svc, 'POST', '/v1/products', { body, headers: { 'idempotency-key': value } }),
        400,
        'invalid_parameter',
      )
      expect(p.errors).toEqual([expect.objectContaining({ header: 'Idempotency-Key' })])
    }
    expect(
      (await send(svc, 'POST', '/v1/products', { body, headers: { 'idempotency-key': 'x'.repeat(255) } })).status,
    ).toBe(201)
  })

  it('a bad If-Match names the header', async () => {
    for (const value of ['abc', '3', '"abc"', '"3', "'3'", '"-1"']) {
      const p = expectProblem(
        await send(svc, 'PATCH', `/v1/products/${ids.otherProduct}`, {
          body: { summary: 'x' },
          headers: { 'if-match': value },
        }),
        400,
        'invalid_parameter',
      )
      expect(p.errors).toEqual([expect.objectContaining({ header: 'If-Match' })])
    }
    // `*` matches any current version.
    expect(
      (
        await send(svc, 'PATCH', `/v1/products/${ids.otherProduct}`, {
          body: { summary: 'any' },
          headers: { 'if-match': '*' },
        })
      ).status,
    ).toBe(200)
  })
})

describe('HEAD, OPTIONS and the OpenAPI document', () => {
  let svc: MockService
  let ids: SeedIds
  beforeAll(async () => {
    ;({ svc, ids } = await sharedService())
  })

  it('HEAD is GET without a body, for every GET operation', async () => {
    const params = realParams(ids)
    for (const op of OPS.filter((o) => o.method === 'GET')) {
      const path = pathOf(op.path, params) + (op.response.list ? '?limit=2' : '')
      const opts = userTokenHeader(op)
      const get = await send(svc, 'GET', path, opts)
      const head = await send(svc, 'HEAD', path, opts)
      expect(get.status, `${op.id}: ${get.text.slice(0, 200)}`).toBe(200)
      expect(head.status, op.id).toBe(get.status)
      expect(head.text, op.id).toBe('')
      const headers = (r: typeof get) =>
        Object.fromEntries([...r.headers].filter(([k]) => k !== 'x-request-id' && k !== 'content-length'))
      expect(headers(head), op.id).toEqual(headers(get))
    }
    const unauthorised = await send(svc, 'HEAD', '/v1/products', { key: null })
    expect(unauthorised.status).toBe(401)
    expect(unauthorised.text).toBe('')
    expect((await send(svc, 'HEAD', `/v1/products/${MISSING.product_id}`)).status).toBe(404)
    expect((await send(svc, 'HEAD', '/v1/openapi.json', { key: null })).text).toBe('')
  })

  it('OPTIONS is answered 204 before any check, with Allow', async () => {
    await send(svc, 'POST', '/_mock/trial', { key: null, body: { expired: true } })
    for (const key of [null, 'ak_test_nobody', KEYS.lockedRead]) {
      const reply = await send(svc, 'OPTIONS', '/v1/products', { key })
      expect(reply.status).toBe(204)
      expect(reply.text).toBe('')
      expect(new Set((reply.headers.get('allow') ?? '').split(',').map((m) => m.trim()))).toEqual(
        new Set(['GET', 'HEAD', 'POST', 'OPTIONS']),
      )
    }
    const tools = await send(svc, 'OPTIONS', `/v1/tools/${ids.tool}`, { key: KEYS.locked })
    expect(tools.status).toBe(204)
    expect(new Set((tools.headers.get('allow') ?? '').split(',').map((m) => m.trim()))).toEqual(
      new Set(['GET', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS']),
    )
    expect((await send(svc, 'OPTIONS', '/v1/unknown', { key: null })).status).toBe(204)
    await send(svc, 'POST', '/_mock/trial', { key: null, body: { plan: true } })
  })

  it('GET /v1/openapi.json needs no key', async () => {
    const reply = await send(svc, 'GET', '/v1/openapi.json', { key: null })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    expect(String(field(reply, 'openapi'))).toMatch(/^3\.1\./)
    const allow = await send(svc, 'OPTIONS', '/v1/openapi.json', { key: null })
    expect(new Set((allow.headers.get('allow') ?? '').split(',').map((m) => m.trim()))).toEqual(
      new Set(['GET', 'HEAD', 'OPTIONS']),
    )
    const post = await send(svc, 'POST', '/v1/openapi.json', { key: null, body: {} })
    expectProblem(post, 405, 'method_not_allowed')
    expect(post.headers.get('allow')).toMatch(/GET/)
  })

  it('a service given no document has none; one given a promise of it serves what it resolves to', async () => {
    expectProblem(await send(createBareService(), 'GET', '/v1/openapi.json', { key: null }), 404, 'route_not_found')
    const given = createBareService({ openapi: () => Promise.resolve({ openapi: '3.1.0', info: { title: 'Given' } }) })
    const reply = await send(given, 'GET', '/v1/openapi.json', { key: null })
    expect(reply.status).toBe(200)
    expect(field(reply, 'info')).toEqual({ title: 'Given' })
  })
})

describe('faults and unexpected errors', () => {
  it('error_rate 1 makes every API answer a 500 internal_error problem; {} clears it', async () => {
    const svc = newService()
    const ids = await discover(svc)
    expect((await send(svc, 'POST', '/_mock/faults', { key: null, body: { error_rate: 1 } })).status).toBe(200)
    for (const [method, path] of [
      ['GET', '/v1/products'],
      ['GET', `/v1/products/${ids.otherProduct}`],
      ['POST', '/v1/tools'],
      ['GET', '/v1/wallet'],
    ] as const) {
      const reply = await send(svc, method, path, method === 'POST' ? { body: {} } : {})
      expectProblem(reply, 500, 'internal_error')
    }
    expect((await send(svc, 'POST', '/_mock/faults', { key: null, body: {} })).status).toBe(200)
    expect((await send(svc, 'GET', '/v1/products')).status).toBe(200)
  })

  it('every /_mock control answers with X-Request-Id', async () => {
    const svc = newService()
    for (const [method, path] of [
      ['GET', '/_mock'],
      ['OPTIONS', '/_mock/faults'],
      ['GET', '/_mock/faults'],
      ['POST', '/_mock/nothing'],
    ] as const)
      await send(svc, method, path, { key: null, ...(method === 'POST' ? { body: {} } : {}) })
    expectProblem(
      await send(svc, 'POST', '/_mock/faults', { key: null, body: { error_rate: 2 } }),
      422,
      'validation_failed',
    )
    expectProblem(await send(svc, 'POST', '/_mock/clock', { key: null, raw: '{' }), 400, 'malformed_json')
  })

  it('errorResponse turns any thrown value into a 500 problem without a stack or message', async () => {
    for (const thrown of [
      new Error('secret detail /src/x.ts:12'),
      new TypeError('x is undefined'),
      'a string',
      null,
      { stack: 'at x' },
    ]) {
      const res = errorResponse(thrown, 'req_test', '/v1/products')
      expect(res.status).toBe(500)
      const text = await res.text()
      const reply = {
        method: 'GET',
        path: '/v1/products',
        status: res.status,
        headers: res.headers,
        text,
        json: JSON.parse(text) as unknown,
      }
      // Built apart from a request: the service adds the key's rights to it where it answers.
      checkInvariants(reply, { headers: false })
      expect(reply.json).toMatchObject({
        code: 'internal_error',
        status: 500,
        request_id: 'req_test',
        instance: '/v1/products',
      })
      expect(reply.text).not.toMatch(/secret|undefined|\.ts:/)
    }
    const known = errorResponse(
      new ApiProblem('tool_in_use', 'in use', { products: [{ id: 'prod_abcdefgh', name: 'A' }] }),
      'req_t',
      '/v1/tools/x',
    )
    expect(known.status).toBe(409)
    expect(await known.json()).toMatchObject({ code: 'tool_in_use', products: [{ id: 'prod_abcdefgh', name: 'A' }] })
  })

  it('a handler that throws, or answers off-contract, gives a 500 problem and no stack', async () => {
    const { svc } = await sharedService()
    const deps = {
      openapi: () => ({}),
      resolve: resolveParams,
      handlers: {
        ...handlers,
        getWallet: () => {
          throw new Error('boom at /work/mocks/x.ts:1')
        },
        listTools: () => ({ body: { data: 'not a list' } }),
        getWalletSummary: () => Promise.reject(new RangeError('bad')),
      },
    }
    for (const path of ['/v1/wallet', '/v1/tools', '/v1/wallet/summary']) {
      const url = new URL(path, ORIGIN)
      const res = await routeApi(
        svc,
        deps,
        new Request(url, { headers: { 'x-api-key': KEYS.write } }),
        url,
        'req_handler',
      )
      const text = await res.text()
      expect(res.status, path).toBe(500)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(JSON.parse(text)).toMatchObject({ code: 'internal_error', request_id: 'req_handler' })
      expect(text).not.toMatch(/boom|\.ts:|ZodError|not a list/)
    }
  })

  it('problem bodies of one code do not depend on the route (except instance and request id)', async () => {
    const { svc } = await sharedService()
    const a = await send(svc, 'GET', '/v1/products', { key: 'nope' })
    const b = await send(svc, 'DELETE', '/v1/tools/x', { key: 'nope' })
    expect(stable(a.json)).toEqual(stable(b.json))
  })
})

describe('field errors', () => {
  it('a missing discriminator is "required", a wrong one "invalid_value"', async () => {
    const { svc } = await sharedService()
    const missing = expectProblem(
      await send(svc, 'POST', '/v1/tools', { body: { name: 'No kind' } }),
      422,
      'validation_failed',
    )
    expect(missing.errors).toEqual([{ pointer: '#/kind', code: 'required', detail: 'is required' }])
    const wrong = expectProblem(
      await send(svc, 'POST', '/v1/tools', { body: { kind: 'robot', name: 'Bad kind' } }),
      422,
      'validation_failed',
    )
    expect(wrong.errors).toEqual([expect.objectContaining({ pointer: '#/kind', code: 'invalid_value' })])
  })

  it('every failing field of a body is named at once', async () => {
    const { svc } = await sharedService()
    const p = expectProblem(
      await send(svc, 'POST', '/v1/products', {
        body: { kind: 'bot', name: ' ', slug: 'Not A Slug', price: -1, tool_ids: 'x' },
      }),
      422,
      'validation_failed',
    )
    expect(new Set(p.errors?.map((e) => e.pointer))).toEqual(
      new Set(['#/kind', '#/name', '#/slug', '#/price', '#/tool_ids']),
    )
  })
})
