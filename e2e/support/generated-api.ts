// A test server that answers only from the published OpenAPI document: each request is matched
// to an operation of `paths`, and answered with that operation's success status, a body sampled
// from its JSON Schema by json-schema-faker and the headers its response declares. Random with a
// fixed seed, and the same answer for the same request under the same seed. It knows nothing of
// the contract's zod schemas or the mock's data, so it can send anything the document allows.
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker'
import { ALLOWED_HEADERS, ALLOWED_METHODS, EXPOSED_HEADERS } from '../../mocks/server'
import type { Json, JsonObject } from '../../src/api/contract/openapi'

/** The committed document, as the dashboard publishes it. */
export const DOCUMENT_URL = new URL('../../src/api/openapi.json', import.meta.url)
/** The API's base path on the server; the document's server URL ends in it. */
export const BASE_PATH = '/v1'

export function loadDocument(url: URL = DOCUMENT_URL): JsonObject {
  const parsed: unknown = JSON.parse(readFileSync(url, 'utf8'))
  return asObject(parsed, 'the OpenAPI document')
}

// ── JSON helpers ──────────────────────────────────────────────────────────────

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new Error(`${what}: expected an object`)
  return value
}

/** Follows a local `$ref` (`#/components/headers/ETag`) as far as it goes. */
function deref(doc: JsonObject, value: Json | undefined): Json | undefined {
  let current = value
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    const ref: string = current.$ref
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are followed, not ${ref}`)
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((node, key) => (isObject(node) ? node[key] : undefined), doc)
  }
  return current
}

const isJsonSchema = (value: unknown): value is JsonSchema => isObject(value) || typeof value === 'boolean'

// ── Seeded randomness ─────────────────────────────────────────────────────────

/** FNV-1a over a string: a request's identity as a 32-bit seed. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Mulberry32: the server's own choices (page sizes, optional headers), apart from the sampler's. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const word = (next: () => number, length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[Math.floor(next() * ALPHANUMERIC.length)]).join('')

// ── The document's operations ─────────────────────────────────────────────────

export interface HeaderSpec {
  name: string
  required: boolean
  schema: JsonObject
}

export interface Route {
  method: string
  /** As in the document, relative to the base URL: `/products/{product_id}`. */
  template: string
  pattern: RegExp
  params: string[]
  operationId: string
  /** Needs `X-Api-Key` (the document's default security), unless the operation says `security: []`. */
  secured: boolean
  /** The lowest 2xx the operation answers with. */
  status: number
  /** The JSON body's schema; null for a body-less answer (204). */
  schema: JsonObject | null
  headers: HeaderSpec[]
  /** The `limit` query parameter's default and maximum, for a list. */
  limit: { default: number; maximum: number } | null
  /** The 403 the document lets this operation answer, with the codes it names (`key_product_locked`…). */
  forbidden: { codes: string[]; schema: JsonObject; headers: HeaderSpec[] } | null
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function compileTemplate(template: string): { pattern: RegExp; params: string[] } {
  const params: string[] = []
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment)
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      params.push(param[1])
      return '([^/]+)'
    })
    .join('/')
  return { pattern: new RegExp(`^${source}$`), params }
}

function headersOf(doc: JsonObject, response: JsonObject): HeaderSpec[] {
  const headers = isObject(response.headers) ? response.headers : {}
  return Object.entries(headers).map(([name, raw]) => {
    const header = asObject(deref(doc, raw), `header ${name}`)
    return { name, required: header.required === true, schema: isObject(header.schema) ? header.schema : {} }
  })
}

function limitOf(doc: JsonObject, operation: JsonObject): Route['limit'] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
  for (const raw of parameters) {
    const p = deref(doc, raw)
    if (!isObject(p) || p.in !== 'query' || p.name !== 'limit' || !isObject(p.schema)) continue
    const { default: fallback, maximum } = p.schema
    return {
      default: typeof fallback === 'number' ? fallback : 20,
      maximum: typeof maximum === 'number' ? maximum : 100,
    }
  }
  return null
}

/**
 * The codes a problem schema allows: the document writes `allOf` of `Problem` (every code) and a
 * `code` enum of this answer's own, so each part's enum narrows the others.
 */
function problemCodes(doc: JsonObject, schema: Json | undefined): string[] {
  const node = deref(doc, schema)
  if (!isObject(node)) return []
  const parts = Array.isArray(node.allOf) ? node.allOf : [node]
  const enums = parts.flatMap((part) => {
    const resolved = deref(doc, part)
    const code = isObject(resolved) && isObject(resolved.properties) ? deref(doc, resolved.properties.code) : undefined
    return isObject(code) && Array.isArray(code.enum) ? [code.enum.filter((c) => typeof c === 'string')] : []
  })
  const [first = [], ...rest] = enums
  return first.filter((c) => rest.every((other) => other.includes(c)))
}

function forbiddenOf(doc: JsonObject, responses: JsonObject): Route['forbidden'] {
  const response = deref(doc, responses['403'])
  if (!isObject(response) || !isObject(response.content)) return null
  const media = response.content['application/problem+json']
  if (!isObject(media) || !isObject(media.schema)) return null
  return { codes: problemCodes(doc, media.schema), schema: media.schema, headers: headersOf(doc, response) }
}

/** Every operation of the document, literal paths before templated ones (`/sessions/summary` first). */
export function routesOf(doc: JsonObject): Route[] {
  const routes: Route[] = []
  const secureByDefault = Array.isArray(doc.security) && doc.security.length > 0
  for (const [template, rawItem] of Object.entries(asObject(doc.paths, 'paths'))) {
    const item = asObject(deref(doc, rawItem), template)
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!isObject(operation)) continue
      const responses = asObject(operation.responses, `${method} ${template} responses`)
      const success = Object.keys(responses)
        .filter((status) => /^2\d\d$/.test(status))
        .sort()[0]
      if (!success) throw new Error(`${method.toUpperCase()} ${template} has no success answer`)
      const response = asObject(deref(doc, responses[success]), `${method} ${template} ${success}`)
      const content = isObject(response.content) ? response.content : {}
      const media = content['application/json']
      const schema = isObject(media) && isObject(media.schema) ? media.schema : null
      routes.push({
        method: method.toUpperCase(),
        template,
        ...compileTemplate(template),
        operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${template}`,
        secured: Array.isArray(operation.security) ? operation.security.length > 0 : secureByDefault,
        status: Number(success),
        schema,
        headers: headersOf(doc, response),
        limit: limitOf(doc, operation),
        forbidden: forbiddenOf(doc, responses),
      })
    }
  }
  return routes.sort((a, b) => a.params.length - b.params.length)
}

// ── Answers ───────────────────────────────────────────────────────────────────

/** The key this run's server answers for: what `X-Api-Key-Scope` and `X-Api-Key-Product` announce. */
export interface KeyProfile {
  scope: string
  /** Absent for a workspace key. */
  product: string | null
}

export interface GeneratedAnswer {
  status: number
  headers: Record<string, string>
  /** undefined: no body (204, or a preflight). */
  body: Json | undefined
  /** The document's operation, or null when the request matched none. */
  operationId: string | null
  /** How a list's page was sized; null for anything but a list. */
  page: PageSize | null
}

export interface AnswerRecord extends GeneratedAnswer {
  method: string
  /** Relative to the base URL, with the query: `/products?limit=20`. */
  target: string
  requestId: string
}

/** How a list's top-level `data` array is sized; the document bounds none of them but by `limit`. */
export type PageSize = 'empty' | 'full' | 'sampled'

export interface AnswererOptions {
  seed: number
  /** Where the API is served, for `Link` and `Location`: `http://127.0.0.1:4311/v1`. */
  baseUrl: string
  doc?: JsonObject
  /** The key's rights; by default drawn from the seed. */
  profile?: KeyProfile
}

export interface Answerer {
  readonly seed: number
  readonly profile: KeyProfile
  readonly routes: readonly Route[]
  readonly doc: JsonObject
  /** The answer to one request; `url` is relative to the base URL (`/products?limit=20`). */
  answer(method: string, url: string, headers?: Record<string, string | undefined>): GeneratedAnswer
  /** Samples the document refused, each sampled again: they never leave the server. */
  readonly resampled: string[]
}

/** A problem body the way the document's `Problem` has it, for requests outside the document. */
export function problem(status: number, code: string, detail: string, requestId: string, instance: string): JsonObject {
  return {
    type: `https://docs.example.com/errors/${code}`,
    title: detail,
    status,
    code,
    detail,
    instance,
    request_id: requestId,
  }
}

const SAMPLE_ATTEMPTS = 5

export function createAnswerer({ seed, baseUrl, doc = loadDocument(), ...options }: AnswererOptions): Answerer {
  const routes = routesOf(doc)
  const components = doc.components ?? {}
  const ajv = new Ajv2020({ strict: false, allErrors: false })
  addFormats(ajv)
  const validators = new Map<JsonObject, ValidateFunction>()
  const validatorOf = (schema: JsonObject) => {
    let v = validators.get(schema)
    if (!v) validators.set(schema, (v = ajv.compile({ ...schema, components })))
    return v
  }
  const resampled: string[] = []
  let served = 0

  const sample = (schema: JsonObject, at: number): Json => {
    const full = { ...schema, components }
    if (!isJsonSchema(full)) throw new Error('unreachable: an object is a schema')
    // Depth 20: at the default 5, nested objects of a list (an attempt of a delivery of a page) come
    // back with empty strings where a pattern is required.
    return toJson(createGeneratorSync({ seed: at, maxDepth: 20 }).generate(full))
  }

  const profile = options.profile ?? keyProfile(doc, seed, sample)

  /** The schema with the list's page fixed at `size` items: a narrower schema, so still the document's. */
  const sized = (schema: JsonObject, size: number): JsonObject => {
    const resolved = deref(doc, schema)
    if (!isObject(resolved) || !isObject(resolved.properties)) return schema
    const data = deref(doc, resolved.properties.data)
    if (!isObject(data) || data.type !== 'array') return schema
    return { ...resolved, properties: { ...resolved.properties, data: { ...data, minItems: size, maxItems: size } } }
  }

  const bodyFor = (route: Route, key: string, params: string[], query: URLSearchParams, next: () => number) => {
    if (!route.schema) return { body: undefined, page: null }
    let schema = route.schema
    let page: PageSize | null = null
    if (route.limit) {
      const roll = next()
      page = roll < 0.25 ? 'empty' : roll < 0.55 ? 'full' : 'sampled'
      const asked = Number(query.get('limit') ?? route.limit.default)
      const limit = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, route.limit.maximum) : route.limit.default
      if (page !== 'sampled') schema = sized(schema, page === 'empty' ? 0 : limit)
    }
    // A single object read by its id comes back with that id, as any server would send it.
    const own = params.at(-1)
    const echo = (body: Json) =>
      own && route.method === 'GET' && isObject(body) && typeof body.id === 'string' ? { ...body, id: own } : body
    return { body: sampleValid(route, route.schema, schema, key, echo), page }
  }

  /**
   * A sample of `narrowed` that `schema` (the document's) accepts, first as `adjust` makes it and
   * then as sampled; sampled again from another seed when the document refuses both.
   */
  const sampleValid = (
    route: Route,
    schema: JsonObject,
    narrowed: JsonObject,
    key: string,
    adjust: (b: Json) => Json,
  ) => {
    const check = validatorOf(schema)
    for (let attempt = 0; attempt < SAMPLE_ATTEMPTS; attempt++) {
      const body = sample(narrowed, hash32(`${key}#${attempt}`))
      const adjusted = adjust(body)
      if (adjusted !== body && check(adjusted)) return adjusted
      if (check(body)) return body
      resampled.push(`${route.method} ${route.template} #${attempt}: ${ajv.errorsText(check.errors)}`)
    }
    throw new Error(`${route.method} ${route.template}: no valid sample in ${SAMPLE_ATTEMPTS} attempts`)
  }

  /** What the announced key may not do here, in the API's order: scope first, then the product lock. */
  const refusal = (route: Route): string | null => {
    const codes = route.forbidden?.codes ?? []
    if (profile.scope === 'read' && route.method !== 'GET' && codes.includes('insufficient_scope'))
      return 'insufficient_scope'
    if (profile.product !== null && codes.includes('key_product_locked')) return 'key_product_locked'
    return null
  }

  const deprecated = (route: Route) => random(hash32(`${seed} deprecated ${route.operationId}`))() < 0.15

  const headerValue = (
    spec: HeaderSpec,
    ctx: { route: Route; path: string; body: Json | undefined; requestId: string; next: () => number; key: string },
  ): string | null => {
    const { route, path, body, next } = ctx
    const sometimes = (p: number) => next() < p
    switch (spec.name.toLowerCase()) {
      case 'x-request-id':
        return ctx.requestId
      case 'x-api-key-scope':
        return profile.scope
      case 'x-api-key-product':
        return profile.product
      case 'etag':
        return isObject(body) && typeof body.version === 'number' ? `"${body.version}"` : null
      case 'link': {
        if (!isObject(body) || body.has_more !== true || !Array.isArray(body.data)) return null
        const last = body.data.at(-1)
        if (!isObject(last) || typeof last.id !== 'string') return null
        const limit = Math.max(1, body.data.length)
        return `<${baseUrl}${path}?starting_after=${encodeURIComponent(last.id)}&limit=${limit}>; rel="next"`
      }
      case 'location': {
        // Created objects are read from their collection: `/products/prod_…`, also for a duplicate.
        const collection = path.split('/')[1] ?? ''
        return sometimes(0.5) && isObject(body) && typeof body.id === 'string'
          ? `${baseUrl}/${collection}/${encodeURIComponent(body.id)}`
          : null
      }
      case 'idempotent-replayed':
        return sometimes(0.2) ? 'true' : null
      case 'x-ratelimit-limit':
        return sometimes(0.5) ? '600' : null
      case 'x-ratelimit-remaining':
        return sometimes(0.5) ? String(Math.floor(next() * 601)) : null
      case 'deprecation':
        return deprecated(route) ? `@${Math.floor(Date.UTC(2026, 0, 1) / 1000)}` : null
      case 'sunset':
        return deprecated(route) && sometimes(0.7) ? new Date(Date.UTC(2027, 5, 30)).toUTCString() : null
      default:
        return sometimes(0.5) ? headerText(sample(spec.schema, hash32(`${ctx.key} ${spec.name}`))) : null
    }
  }

  const answer = (method: string, url: string, headers: Record<string, string | undefined> = {}): GeneratedAnswer => {
    const requestId = `req_${hash32(`${seed} ${served++}`).toString(16).padStart(8, '0')}${word(random(served), 12)}`
    const parsed = new URL(url, 'http://generated.invalid')
    const path = parsed.pathname
    const upper = method.toUpperCase()
    const cors = corsHeaders()
    if (upper === 'OPTIONS') {
      const allow = routes.filter((r) => r.pattern.test(path)).map((r) => r.method)
      return {
        status: 204,
        headers: { ...cors, allow: [...allow, 'OPTIONS'].join(', '), 'x-request-id': requestId },
        body: undefined,
        operationId: null,
        page: null,
      }
    }
    const onPath = routes.filter((r) => r.pattern.test(path))
    const route = onPath.find((r) => r.method === upper)
    if (!route) {
      const [status, code] = onPath.length ? [405, 'method_not_allowed'] : [404, 'route_not_found']
      const extra: Record<string, string> = onPath.length ? { allow: onPath.map((r) => r.method).join(', ') } : {}
      return {
        status,
        headers: { ...cors, ...extra, 'content-type': 'application/problem+json', 'x-request-id': requestId },
        body: problem(status, code, `No ${upper} ${path} in the document.`, requestId, `${BASE_PATH}${path}`),
        operationId: null,
        page: null,
      }
    }
    if (route.secured && !headers['x-api-key']) {
      return {
        status: 401,
        headers: { ...cors, 'content-type': 'application/problem+json', 'x-request-id': requestId },
        body: problem(401, 'missing_api_key', 'Send an API key in X-Api-Key.', requestId, `${BASE_PATH}${path}`),
        operationId: route.operationId,
        page: null,
      }
    }
    const params = route.pattern.exec(path)?.slice(1).map(decodeURIComponent) ?? []
    const query = new URLSearchParams([...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b)))
    const key = `${seed} ${upper} ${path}?${query.toString()}`
    const next = random(hash32(`${key} choices`))
    const withHeaders = (specs: HeaderSpec[], body: Json | undefined, contentType: string) => {
      const out: Record<string, string> = { ...cors }
      if (body !== undefined) out['content-type'] = contentType
      for (const spec of specs) {
        const value = headerValue(spec, { route, path, body, requestId, next, key })
        if (value !== null) out[spec.name.toLowerCase()] = value
        else if (spec.required)
          out[spec.name.toLowerCase()] = headerText(sample(spec.schema, hash32(`${key} ${spec.name} required`)))
      }
      return out
    }
    // The key this server answers for is refused what the document says such a key is refused.
    const refused = refusal(route)
    if (refused && route.forbidden) {
      const narrowed = { allOf: [route.forbidden.schema, { type: 'object', properties: { code: { const: refused } } }] }
      const body = sampleValid(route, route.forbidden.schema, narrowed, `${key} ${refused}`, (b) =>
        isObject(b) ? { ...b, request_id: requestId, instance: `${BASE_PATH}${path}` } : b,
      )
      const out = withHeaders(route.forbidden.headers, body, 'application/problem+json')
      return { status: 403, headers: out, body, operationId: route.operationId, page: null }
    }
    const { body, page } =
      route.template === '/openapi.json' && upper === 'GET'
        ? { body: doc, page: null }
        : bodyFor(route, key, params, query, next)
    const out = withHeaders(route.headers, body, 'application/json')
    return { status: route.status, headers: out, body, operationId: route.operationId, page }
  }

  return { seed, profile, routes, doc, answer, resampled }
}

/** A header's value from a sampled JSON value: strings as they are, numbers and booleans as text. */
function headerText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function isJson(value: unknown): value is Json {
  if (value === null || ['boolean', 'number', 'string'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isJson)
  return isObject(value) && Object.values(value).every(isJson)
}

function toJson(value: unknown): Json {
  // A round trip drops what JSON cannot carry (undefined, NaN) exactly as the wire would.
  const text = JSON.stringify(value)
  const parsed: unknown = text === undefined ? undefined : JSON.parse(text)
  if (!isJson(parsed)) throw new Error('the sampler produced no JSON value')
  return parsed
}

/**
 * One key per seed, as a real deployment answers for the key it was given: a scope from the
 * document's enum, and one seed in four a product lock, whose value is sometimes a product id and
 * sometimes anything else the header's pattern allows.
 */
function keyProfile(doc: JsonObject, seed: number, sample: (schema: JsonObject, at: number) => Json): KeyProfile {
  const next = random(hash32(`${seed} key`))
  const headers = asObject(deref(doc, { $ref: '#/components/headers' }) ?? {}, 'components.headers')
  const scopeHeader = asObject(deref(doc, headers.XApiKeyScope), 'XApiKeyScope')
  const scopes = isObject(scopeHeader.schema) && Array.isArray(scopeHeader.schema.enum) ? scopeHeader.schema.enum : []
  const scope = scopes[Math.floor(next() * scopes.length)]
  const productHeader = asObject(deref(doc, headers.XApiKeyProduct), 'XApiKeyProduct')
  const productSchema = isObject(productHeader.schema) ? productHeader.schema : {}
  let product: string | null = null
  if (next() < 0.25) {
    const pattern = typeof productSchema.pattern === 'string' ? productSchema.pattern : '^'
    product =
      next() < 0.5
        ? headerText(sample(productSchema, hash32(`${seed} product`)))
        : `${pattern.replace(/^\^/, '')}${word(next, 10)}`
  }
  return { scope: typeof scope === 'string' ? scope : 'read', product }
}

// ── HTTP ──────────────────────────────────────────────────────────────────────

/** The same CORS as `npm run mock:server`: any origin, the methods and headers the API takes, its headers readable. */
function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
    'access-control-max-age': '600',
  }
}

export interface GeneratedApiOptions {
  seed: number
  /** 0 picks a free port. */
  port?: number
  host?: string
  doc?: JsonObject
  profile?: KeyProfile
}

export interface GeneratedApi {
  /** `http://127.0.0.1:4311` */
  origin: string
  /** What the dashboard is given: `${origin}/v1`. */
  baseUrl: string
  seed: number
  profile: KeyProfile
  /** Every answer sent, in order. */
  answers: AnswerRecord[]
  /** Requests that matched no operation of the document, and answers the server failed to make. */
  faults: string[]
  /** Samples the document refused, each sampled again before anything was sent. */
  resampled: string[]
  close(): Promise<void>
}

function drainBody(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    req.on('data', () => {})
    req.on('end', resolve)
    req.on('error', () => resolve())
    req.on('close', resolve)
  })
}

export async function startGeneratedApi({
  seed,
  port = 0,
  host = '127.0.0.1',
  doc = loadDocument(),
  profile,
}: GeneratedApiOptions): Promise<GeneratedApi> {
  const answers: AnswerRecord[] = []
  const faults: string[] = []
  let answerer: Answerer | null = null

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    await drainBody(req)
    const method = (req.method ?? 'GET').toUpperCase()
    const raw = new URL(req.url ?? '/', 'http://generated.invalid')
    const inside = raw.pathname === BASE_PATH || raw.pathname.startsWith(`${BASE_PATH}/`)
    const target = `${raw.pathname.slice(inside ? BASE_PATH.length : 0)}${raw.search}`
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(req.headers))
      headers[name] = Array.isArray(value) ? value.join(', ') : value
    if (!answerer) throw new Error('the server answered before it was ready')
    const answer: GeneratedAnswer = inside
      ? answerer.answer(method, target, headers)
      : {
          status: 404,
          headers: { ...corsHeaders(), 'content-type': 'application/problem+json', 'x-request-id': 'req_outside' },
          body: problem(404, 'route_not_found', `Not under ${BASE_PATH}.`, 'req_outside', raw.pathname),
          operationId: null,
          page: null,
        }
    const requestId = answer.headers['x-request-id'] ?? ''
    answers.push({ ...answer, method, target, requestId })
    if (answer.operationId === null && method !== 'OPTIONS')
      faults.push(`${method} ${raw.pathname}: in no operation of the document`)
    const text = answer.body === undefined || method === 'HEAD' ? null : JSON.stringify(answer.body)
    const out = { ...answer.headers }
    if (text !== null) out['content-length'] = String(Buffer.byteLength(text))
    res.writeHead(answer.status, out)
    res.end(text ?? undefined)
  }

  const server = createServer((req, res) => {
    req.on('error', () => {})
    res.on('error', () => {})
    handle(req, res).catch((e: unknown) => {
      faults.push(`${req.method ?? ''} ${req.url ?? ''}: ${e instanceof Error ? e.message : String(e)}`)
      if (!res.headersSent) res.writeHead(500, { ...corsHeaders(), 'content-type': 'text/plain' })
      res.end('The generated API failed to answer.')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address')
  const origin = `http://${address.address}:${address.port}`
  const baseUrl = `${origin}${BASE_PATH}`
  answerer = createAnswerer({ seed, baseUrl, doc, ...(profile ? { profile } : {}) })
  return {
    origin,
    baseUrl,
    seed,
    profile: answerer.profile,
    answers,
    faults,
    resampled: answerer.resampled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
