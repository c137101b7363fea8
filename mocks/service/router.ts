// One router for the whole API, so the auth order, 404 and 405 hold for every path.
// Order (docs/api.md, "Keys and the order of checks"): key → trial → rate → route → scope → lock →
// body/params → 404 → 422 → state.
import { z } from 'zod/mini'
import { KEY_PRODUCT_HEADER, KEY_SCOPE_HEADER, USER_TOKEN_HEADER, compilePath } from '../../src/api/contract'
import { OPENAPI_PATH, OPERATIONS, type Operation } from '../../src/api/contract/operations'
import type { Call, HandlerTable, Result, ServiceCore } from './core'
import { ApiProblem, fail, problemResponse } from './problems'
import type { ApiKey } from './store'
import { parseBody, parseQuery } from './validation'

export const BASE_PATH = '/v1'
export const MAX_BODY_BYTES = 1024 * 1024

const compiled = OPERATIONS.map((o): { op: Operation; re: RegExp; literal: boolean } => ({
  op: o,
  re: compilePath(o.path),
  literal: o.path.split('{').length === 1,
}))

/** Operations whose template matches the path; literal templates first (`/sessions/summary` before `/sessions/{id}`). */
function match(path: string): { op: Operation; params: Record<string, string> }[] {
  const found: { op: Operation; params: Record<string, string>; literal: boolean }[] = []
  for (const c of compiled) {
    const m = c.re.exec(path)
    if (m) found.push({ op: c.op, params: { ...(m.groups ?? {}) }, literal: c.literal })
  }
  const literalPaths = new Set(found.filter((f) => f.literal).map((f) => f.op.path))
  return literalPaths.size ? found.filter((f) => literalPaths.has(f.op.path)) : found
}

export function allowedMethods(path: string): string[] {
  // The OpenAPI document is a route too, outside OPERATIONS because it needs no key.
  const methods = new Set<string>(path === OPENAPI_PATH ? ['GET'] : match(path).map((m) => m.op.method))
  if (methods.has('GET')) methods.add('HEAD')
  if (methods.size) methods.add('OPTIONS')
  return [...methods]
}

export interface RouterDeps {
  handlers: HandlerTable
  /** The OpenAPI document (or its promise); null: the service was given none. */
  openapi: (() => unknown) | null
  /** Checks path parameters exist and are visible to the key; throws 404 otherwise. */
  resolve: (svc: ServiceCore, key: ApiKey, params: Record<string, string>) => void
  /**
   * Injected latency (`/_mock/faults` latency_ms). It runs once per request, after
   * an Idempotency-Key is recorded as in flight, so a slow request can be raced.
   */
  delay?: () => Promise<void>
}

const IDEMPOTENCY_TTL_MS = 24 * 3_600_000
const idempotencyKey = z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[\x21-\x7e]+$/))
const ifMatchHeader = /^(?:W\/)?"(\d+)"$/

export async function routeApi(
  svc: ServiceCore,
  deps: RouterDeps,
  req: Request,
  url: URL,
  requestId: string,
): Promise<Response> {
  const path = url.pathname.slice(BASE_PATH.length) || '/'
  const method = req.method === 'HEAD' ? 'GET' : req.method.toUpperCase()
  const instance = url.pathname

  if (method === 'OPTIONS') {
    const allow = allowedMethods(path)
    return new Response(null, {
      status: 204,
      headers: { allow: (allow.length ? allow : ['OPTIONS']).join(', '), 'x-request-id': requestId },
    })
  }
  let delayed: Promise<void> | null = null
  const pause = () => (delayed ??= deps.delay?.() ?? Promise.resolve())

  /** Headers every later answer carries, success or problem: the rate window and the key's rights. */
  const answerHeaders: Record<string, string> = {}
  try {
    if (path === OPENAPI_PATH) {
      await pause()
      // Served without a key; a valid one sent anyway still has its rights announced.
      const sent = svc.store.apiKeys.get((req.headers.get('x-api-key') ?? '').trim())
      if (sent) Object.assign(answerHeaders, keyRightsHeaders(sent))
      const { openapi } = deps
      if (!openapi) fail('route_not_found', `This mock serves no OpenAPI document at ${path}.`)
      else if (method === 'GET') return json(200, await openapi(), requestId, answerHeaders)
      fail('method_not_allowed', `${method} is not allowed on ${path}.`, {
        headers: { allow: allowedMethods(path).join(', ') },
      })
    }
    const key = authenticate(svc, req, answerHeaders)
    const { op, params } = chooseOperation(path, method, key)
    // 7. body, parameters and headers
    const rawBody = op.method === 'GET' ? null : await readBody(req, op)
    const query = op.query ? parseQuery(op.query, url.searchParams) : undefined
    if (!op.query && [...url.searchParams.keys()].length)
      fail('invalid_parameter', 'This operation takes no query parameters.', {
        errors: [...new Set(url.searchParams.keys())].map((k) => ({
          parameter: k,
          code: 'unknown_field' as const,
          detail: `unknown parameter "${k}"`,
        })),
      })
    const idemKey = op.idempotent ? headerValue(req, 'Idempotency-Key', idempotencyKey) : null
    const ifMatch = op.versioned && op.method !== 'GET' ? parseIfMatch(req) : null
    const userToken = op.userToken ? req.headers.get(USER_TOKEN_HEADER) : null
    if (op.userToken && !userToken)
      fail('invalid_parameter', `Send the end-user token in the ${USER_TOKEN_HEADER} header.`, {
        errors: [{ header: USER_TOKEN_HEADER, code: 'required', detail: 'is required' }],
      })

    const run = async (): Promise<Result> => {
      await pause()
      // 8. existence and visibility of every path parameter
      deps.resolve(svc, key, params)
      // 9. body schema
      const body = op.body ? parseBody(op.body, rawBody ?? {}) : undefined
      // OPERATIONS is where op came from, so the table has its handler (HandlerTable requires every one).
      const handler: (c: Call<never>) => Result | Promise<Result> = deps.handlers[op.id]
      // The operation is chosen at run time, so its Call type cannot be named here; query
      // and body were just parsed with that operation's own schemas, which is what Call<Id> says.
      const call = {
        svc,
        key,
        url,
        headers: req.headers,
        requestId,
        params,
        query,
        body,
        ifMatch,
      } as unknown as Call<never>
      return handler(call)
    }

    let response: Response
    if (idemKey) response = await withIdempotency(svc, key, idemKey, op, rawBody, requestId, instance, run)
    else response = toResponse(svc, op, await run(), requestId)
    await pause()
    for (const [k, v] of Object.entries(answerHeaders)) response.headers.set(k, v)
    return response
  } catch (e) {
    await pause()
    return errorResponse(e, requestId, instance, answerHeaders)
  }
}

/** Steps 1–3 of the auth order: the key, the trial and the rate limit. Learned rights go into `answerHeaders`. */
function authenticate(svc: ServiceCore, req: Request, answerHeaders: Record<string, string>): ApiKey {
  // 1. key: absent is "missing"; present but empty, malformed or unknown is one "invalid" answer.
  const raw = req.headers.get('x-api-key')
  if (raw == null) fail('missing_api_key', 'Send your API key in the X-Api-Key header.')
  const key = svc.store.apiKeys.get((raw ?? '').trim())
  if (!key) return fail('invalid_api_key', 'The API key is not valid.')
  Object.assign(answerHeaders, keyRightsHeaders(key))
  // 2. trial
  const trialEnds = svc.store.trialEndsAt
  if (trialEnds != null && trialEnds <= svc.now())
    fail('trial_expired', 'The free trial has ended. Choose a plan to keep using the API.')
  // 3. rate limit (fixed one-minute windows by the mock's clock)
  checkRate(svc, key, answerHeaders)
  return key
}

/** Steps 4–6: the route and method, then whether this key may use the operation. */
function chooseOperation(path: string, method: string, key: ApiKey): { op: Operation; params: Record<string, string> } {
  // 4. route
  const matches = match(path)
  if (!matches.length) fail('route_not_found', `No route ${path}.`)
  const hit = matches.find((m) => m.op.method === method)
  if (!hit)
    return fail('method_not_allowed', `${method} is not allowed on ${path}.`, {
      headers: { allow: allowedMethods(path).join(', ') },
    })
  // 5. scope
  if (hit.op.method !== 'GET' && key.scope !== 'write') fail('insufficient_scope', 'This key may only read.')
  // 6. product lock
  if (hit.op.access === 'workspace' && key.product_id)
    fail('key_product_locked', 'This key is locked to one product and cannot use workspace-level resources.')
  return hit
}

/** `X-Api-Key-Scope`, and `X-Api-Key-Product` for a locked key: rights learned from any answer (docs/api.md). */
export function keyRightsHeaders(key: ApiKey): Record<string, string> {
  const headers: Record<string, string> = { [KEY_SCOPE_HEADER.toLowerCase()]: key.scope }
  if (key.product_id) headers[KEY_PRODUCT_HEADER.toLowerCase()] = key.product_id
  return headers
}

/** HEAD is GET without the body, for answers and problems alike. */
export const withoutBodyForHead = (req: Request, res: Response): Response =>
  req.method === 'HEAD'
    ? new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers })
    : res

export function errorResponse(
  e: unknown,
  requestId: string,
  instance: string,
  headers: Record<string, string> = {},
): Response {
  if (e instanceof ApiProblem) return problemResponse(e, requestId, instance, headers)
  // Anything unexpected is a 500 problem: never a stack trace on the wire.
  return problemResponse(
    new ApiProblem('internal_error', 'The mock hit an unexpected fault.'),
    requestId,
    instance,
    headers,
  )
}

function checkRate(svc: ServiceCore, key: ApiKey, headers: Record<string, string>) {
  const limit = svc.config.rateLimit
  if (limit <= 0) return
  const now = svc.now()
  const window = Math.floor(now / 60_000)
  const entry = svc.store.rateWindows.get(key.key)
  const state = entry && entry.window === window ? entry : { window, count: 0 }
  if (svc.store.faults.rate_limit_burst) {
    state.count = Math.max(state.count, limit)
    svc.store.faults.rate_limit_burst = false
  }
  state.count++
  svc.store.rateWindows.set(key.key, state)
  const resetIn = Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000))
  headers['x-ratelimit-limit'] = String(limit)
  headers['x-ratelimit-remaining'] = String(Math.max(0, limit - state.count))
  if (state.count > limit)
    fail('rate_limited', `Over ${limit} requests a minute. Retry after ${resetIn} s.`, {
      headers: { 'retry-after': String(resetIn) },
    })
}

async function readBody(req: Request, op: Operation): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) fail('payload_too_large', 'Bodies are limited to 1 MiB.')
  const bytes = new Uint8Array(await req.arrayBuffer())
  if (bytes.byteLength === 0) return null
  if (bytes.byteLength > MAX_BODY_BYTES) fail('payload_too_large', 'Bodies are limited to 1 MiB.')
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== 'application/json' && !/^application\/[\w.+-]*\+json$/.test(type))
    fail('unsupported_media_type', 'Send JSON with Content-Type: application/json.')
  if (!op.body) fail('malformed_json', 'This operation takes no body.')
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return fail('malformed_json', 'The body is not valid JSON.')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    fail('malformed_json', 'The body must be a JSON object.')
  return parsed
}

function headerValue(req: Request, name: string, schema: z.ZodMiniType<string>): string | null {
  const v = req.headers.get(name)
  if (v == null) return null
  if (!schema.safeParse(v).success)
    fail('invalid_parameter', `The ${name} header is not valid.`, {
      errors: [{ header: name, code: 'invalid_format', detail: 'must be 1–255 visible ASCII characters' }],
    })
  return v
}

function parseIfMatch(req: Request): number | null {
  const v = req.headers.get('if-match')
  if (v == null || v.trim() === '*') return null
  const m = ifMatchHeader.exec(v.trim())
  if (!m)
    return fail('invalid_parameter', 'If-Match must be the ETag of the product, like "3".', {
      errors: [{ header: 'If-Match', code: 'invalid_format', detail: 'must be a quoted version, like "3"' }],
    })
  return Number(m[1])
}

function toResponse(svc: ServiceCore, op: Operation, result: Result, requestId: string): Response {
  const status = result.status ?? op.response.status
  const headers: Record<string, string> = { 'x-request-id': requestId, ...(result.headers ?? {}) }
  if (status === 204 || op.response.status === 204) return new Response(null, { status: 204, headers })
  // Responses are built with the contract: a mock bug becomes a 500, never a drifted body.
  let body = op.response.schema ? op.response.schema.parse(result.body) : result.body
  if (op.versioned && body && typeof body === 'object' && 'version' in body) headers.etag = `"${String(body.version)}"`
  if (svc.store.faults.break_contract) body = { unexpected: 'shape', request_id: requestId }
  return json(status, body, requestId, headers)
}

function json(status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...headers },
  })
}

async function withIdempotency(
  svc: ServiceCore,
  key: ApiKey,
  idemKey: string,
  op: Operation,
  rawBody: unknown,
  requestId: string,
  instance: string,
  run: () => Promise<Result>,
): Promise<Response> {
  const now = svc.now()
  for (const [k, rec] of svc.store.idempotency) if (rec.expires_at <= now) svc.store.idempotency.delete(k)
  const storeKey = `${key.key}\u0000${idemKey}`
  const fingerprint = `${op.id}\u0000${instance}\u0000${stableJson(rawBody ?? {})}`
  const existing = svc.store.idempotency.get(storeKey)
  if (existing) {
    if (existing.fingerprint !== fingerprint)
      fail('idempotency_key_reused', 'This Idempotency-Key was used with another request.')
    if (existing.state === 'in_flight')
      fail('idempotency_key_in_use', 'A request with this Idempotency-Key is still running.')
    return new Response(existing.body || null, {
      status: existing.status,
      headers: { ...existing.headers, 'x-request-id': requestId, 'idempotent-replayed': 'true' },
    })
  }
  const record = {
    fingerprint,
    state: 'in_flight' as const,
    status: 0,
    headers: {},
    body: '',
    expires_at: now + IDEMPOTENCY_TTL_MS,
  }
  svc.store.idempotency.set(storeKey, record)
  let response: Response
  try {
    response = toResponse(svc, op, await run(), requestId)
  } catch (e) {
    response = errorResponse(e, requestId, instance)
  }
  if (response.status >= 500) {
    svc.store.idempotency.delete(storeKey)
    return response
  }
  const text = await response.clone().text()
  const headers: Record<string, string> = {}
  response.headers.forEach((v, k) => {
    if (k !== 'x-request-id') headers[k] = v
  })
  svc.store.idempotency.set(storeKey, { ...record, state: 'done', status: response.status, headers, body: text })
  return response
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same request. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(v)
}
