// The generated API is honest: every answer it makes is one the published document allows (checked
// here with ajv against the document itself, apart from the server's own check), with every
// header the document requires, the same for the same request, and lists both empty and full.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../mocks/server'
import { ID_PREFIXES, type IdKind } from '../../src/api/contract'
import type { Json, JsonObject } from '../../src/api/contract/openapi'
import {
  createAnswerer,
  loadDocument,
  startGeneratedApi,
  type GeneratedApi,
  type KeyProfile,
  type Route,
} from './generated-api'

const doc = loadDocument()
const BASE = 'http://127.0.0.1:1/v1'
/** Answers per operation, each from its own seed. */
const SAMPLES = 20
const KEY = { 'x-api-key': 'ak_test_write' }

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
const compiled = new Map<JsonObject, ValidateFunction>()
const validatorOf = (schema: JsonObject) => {
  let v = compiled.get(schema)
  if (!v) compiled.set(schema, (v = ajv.compile({ ...schema, components: doc.components })))
  return v
}

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

const isIdKind = (kind: string): kind is IdKind => kind in ID_PREFIXES

/** `prod_Test3abc` for `{product_id}`: an id of the contract's shape. */
function idFor(param: string, n: number): string {
  const kind = param.replace(/_id$/, '').replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
  return `${isIdKind(kind) ? ID_PREFIXES[kind] : 'x'}_Test${n}abc`
}

/** A request the dashboard could send for the route: ids of the contract's shape, and a page size. */
function requestFor(route: Route, n: number): string {
  const path = route.template.replace(/\{([^}]+)\}/g, (_, param: string) => idFor(param, n))
  // Small pages: a full page of 20 tools takes the sampler 150 ms.
  return route.limit ? `${path}?limit=${(n % 7) + 1}` : path
}

/** A header's text as the value its schema describes: integer headers are numbers on the wire. */
function headerValue(text: string, schema: JsonObject): Json {
  return schema.type === 'integer' || schema.type === 'number' ? Number(text) : text
}

const routes = createAnswerer({ seed: 1, baseUrl: BASE, doc }).routes
const answerers = Array.from({ length: SAMPLES }, (_, i) => createAnswerer({ seed: i + 1, baseUrl: BASE, doc }))

describe('every answer is one the document allows', () => {
  it('covers every operation of the document', () => {
    const paths = isObject(doc.paths) ? Object.values(doc.paths) : []
    const operations = paths.flatMap((item) => (isObject(item) ? Object.values(item).filter(isObject) : []))
    expect(routes.map((r) => r.operationId).sort()).toEqual(operations.map((o) => o.operationId).sort())
  })

  it.each(routes.filter((r) => r.template !== '/openapi.json').map((r) => [`${r.method} ${r.template}`, r] as const))(
    '%s: body and headers',
    (_, route) => {
      for (const [i, answerer] of answerers.entries()) {
        const target = requestFor(route, i)
        const answer = answerer.answer(route.method, target, KEY)
        const where = `${route.method} ${target}, seed ${answerer.seed}`
        const { forbidden } = route
        const { scope, product } = answerer.profile
        const refused =
          (scope === 'read' && route.method !== 'GET' && forbidden?.codes.includes('insufficient_scope')) ||
          (product !== null && forbidden?.codes.includes('key_product_locked'))
        // Refused exactly when the key it announces would be, with the document's 403 for it.
        const expected = refused && forbidden ? { status: 403, ...forbidden } : route
        expect(answer.status, where).toBe(expected.status)
        if (expected.schema) {
          const check = validatorOf(expected.schema)
          expect(check(answer.body), `${where}: ${ajv.errorsText(check.errors)}`).toBe(true)
        } else expect(answer.body, where).toBeUndefined()
        for (const header of expected.headers) {
          const text = answer.headers[header.name.toLowerCase()]
          if (text === undefined) {
            expect(header.required, `${where}: ${header.name} is required`).toBe(false)
            continue
          }
          const check = validatorOf(header.schema)
          expect(check(headerValue(text, header.schema)), `${where}: ${header.name}: ${text}`).toBe(true)
        }
        // Nothing the document does not declare for this answer, but CORS and the content type.
        const declared = new Set(['content-type', ...expected.headers.map((h) => h.name.toLowerCase())])
        const extra = Object.keys(answer.headers).filter((h) => !h.startsWith('access-control-') && !declared.has(h))
        expect(extra, where).toEqual([])
      }
    },
  )

  it('serves the document itself at /openapi.json, without a key', () => {
    const answer = answerers[0]?.answer('GET', '/openapi.json')
    expect(answer?.status).toBe(200)
    expect(answer?.body).toEqual(doc)
    expect(answer?.headers['x-request-id']).toMatch(/^req_/)
  })
})

describe('the same request, the same answer', () => {
  const strip = (headers: Record<string, string>) => ({ ...headers, 'x-request-id': '' })

  it('for one seed, whatever was asked before', () => {
    const [a, b] = [1, 2].map(() => createAnswerer({ seed: 7, baseUrl: BASE, doc }))
    if (!a || !b) throw new Error('two answerers')
    b.answer('GET', '/tools', KEY)
    for (const target of ['/products?limit=20', '/wallet/summary', '/webhooks/wh_Test1abc/deliveries']) {
      const [x, y] = [a.answer('GET', target, KEY), b.answer('GET', target, KEY)]
      expect(y.body).toEqual(x.body)
      expect(strip(y.headers)).toEqual(strip(x.headers))
    }
  })

  it('and another for another seed', () => {
    const [x, y] = [1, 2].map((seed) => createAnswerer({ seed, baseUrl: BASE, doc }).answer('GET', '/wallet', KEY))
    expect(x?.body).not.toEqual(y?.body)
  })

  it('a key is refused what the rights it announces do not allow', () => {
    const asked = (profile: KeyProfile, method: string, target: string) => {
      const answer = createAnswerer({ seed: 1, baseUrl: BASE, doc, profile }).answer(method, target, KEY)
      const code = answer.status === 403 && isObject(answer.body) ? answer.body.code : null
      return [answer.status, code, answer.headers['x-api-key-product']]
    }
    const locked = { scope: 'write', product: 'prod_Locked1abc' }
    expect(asked(locked, 'GET', '/wallet')).toEqual([403, 'key_product_locked', 'prod_Locked1abc'])
    expect(asked(locked, 'GET', '/products')).toEqual([200, null, 'prod_Locked1abc'])
    expect(asked({ scope: 'read', product: null }, 'POST', '/products')).toEqual([403, 'insufficient_scope', undefined])
    expect(asked({ scope: 'read', product: null }, 'GET', '/tools')).toEqual([200, null, undefined])
  })

  it('a single object comes back with the id it was asked by', () => {
    const answer = answerers[0]?.answer('GET', '/products/prod_Test1abc', KEY)
    expect(isObject(answer?.body) && answer.body.id).toBe('prod_Test1abc')
  })
})

describe('lists', () => {
  const lists = routes.filter((r) => r.limit && r.method === 'GET')

  it.each(lists.map((r) => [r.template, r] as const))('%s comes back empty, full and in between', (_, route) => {
    const lengths = answerers.map((answerer) => {
      const answer = answerer.answer('GET', `${route.template.replace(/\{[^}]+\}/g, 'x_Test1abc')}?limit=7`, KEY)
      const data = isObject(answer.body) ? answer.body.data : undefined
      return { page: answer.page, length: Array.isArray(data) ? data.length : -1 }
    })
    expect(lengths.filter((l) => l.page === 'empty').map((l) => l.length)).toContain(0)
    expect(lengths.filter((l) => l.page === 'empty').every((l) => l.length === 0)).toBe(true)
    expect(lengths.filter((l) => l.page === 'full').every((l) => l.length === 7)).toBe(true)
    expect(lengths.filter((l) => l.page === 'full').length).toBeGreaterThan(0)
    expect(lengths.filter((l) => l.page === 'sampled').length).toBeGreaterThan(0)
  })
})

describe('over HTTP', () => {
  let api: GeneratedApi
  let mock: MockServer

  beforeAll(async () => {
    ;[api, mock] = await Promise.all([startGeneratedApi({ seed: 3, doc }), startMockServer({ port: 0 })])
  })
  afterAll(() => Promise.all([api.close(), mock.close()]))

  const cors = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-')))

  it('answers a preflight first, with the CORS of npm run mock:server', async () => {
    const ask = (origin: string) =>
      fetch(`${origin}/v1/products/prod_Test1abc`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'PATCH' },
      })
    const [ours, theirs] = await Promise.all([ask(api.origin), ask(mock.url)])
    expect(ours.status).toBe(204)
    expect(ours.headers.get('allow')).toBe('GET, PATCH, OPTIONS')
    expect(cors(ours)).toEqual(cors(theirs))
  })

  it('sends the same CORS on an answer, and records it', async () => {
    const headers = { 'X-Api-Key': 'ak_test_write', Origin: 'http://localhost:4173' }
    const [ours, theirs] = await Promise.all([
      fetch(`${api.baseUrl}/wallet`, { headers }),
      fetch(`${mock.url}/v1/wallet`, { headers }),
    ])
    expect(ours.status).toBe(200)
    expect(cors(ours)).toEqual(cors(theirs))
    const recorded = api.answers.find((a) => a.requestId === ours.headers.get('x-request-id'))
    expect(recorded?.target).toBe('/wallet')
    expect(await ours.json()).toEqual(recorded?.body)
    expect(ours.headers.get('x-api-key-scope')).toBe(api.profile.scope)
  })

  it('refuses a request without a key, and names what is outside the document', async () => {
    expect((await fetch(`${api.baseUrl}/wallet`)).status).toBe(401)
    expect((await fetch(`${api.baseUrl}/openapi.json`)).status).toBe(200)
    expect((await fetch(`${api.baseUrl}/nowhere`, { headers: { 'X-Api-Key': 'k' } })).status).toBe(404)
    expect(api.faults).toEqual(['GET /v1/nowhere: in no operation of the document'])
  })
})
