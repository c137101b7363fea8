// The transport: builds requests from the configuration, validates answers with the
// contract and turns every failure into an ApiError. It knows nothing of the UI.
import type { z } from 'zod/mini'
import { ROUTES, compilePath, problem as problemSchema, type OperationId, type Route } from './contract'
import type { operationById } from './contract/operations'
import { getConfig, resolveBaseUrl, whenReady, type ApiConfig } from './config'
import { deprecations } from './deprecations'
import { ApiError, type ClientErrorCode } from './errors'
import { etagStore } from './etags'
import { keyRights } from './key-rights'
import { API_ACCEPT } from '../lib/constants'
import { observable } from '../lib/observable'
import { maskHeaders, requestLog } from './request-log'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  /** Query parameters; arrays repeat the parameter, undefined, null and '' are left out. */
  query?: object
  /** Sent as JSON. */
  body?: unknown
  /** Extra headers, such as `X-User-Token`. */
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * For POST: the key that makes a retry safe. Absent, one is generated per call,
   * so a caller that may resend the same submission should pass the same key.
   */
  idempotencyKey?: string
  /** `'auto'`: the newest ETag kept for the object the path names, if any; or an ETag as the server sent it. */
  ifMatch?: 'auto' | `"${string}"` | `W/"${string}"`
  /** Milliseconds an attempt may take, answer body included, before it fails as `timeout`. */
  timeoutMs?: number
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  requestId: string | null
  /** The server answered with the stored result of an earlier request with the same Idempotency-Key. */
  replayed: boolean
  etag: string | null
}

/**
 * 429s are retried this many times, after `Retry-After`, whatever the method: a rate-limited
 * request was refused before anything ran, a POST resends its Idempotency-Key and a PATCH
 * its If-Match, so resending cannot apply a write twice.
 */
export const MAX_RATE_LIMIT_RETRIES = 2
/** A `Retry-After` longer than this is surfaced at once rather than waited out inside a request. */
export const MAX_RETRY_WAIT_MS = 60_000
/** A request that has not answered by then fails with a message, rather than leaving a spinner forever. */
export const REQUEST_TIMEOUT_MS = 20_000

/**
 * The time (ms since the epoch) at which requests waiting out a 429 ask again, or null when none
 * waits; the latest of them when several do. Screens use it to say why an answer is late.
 */
export const rateLimitedUntil = observable<number | null>(null)
const rateLimitWaits = new Map<symbol, number>()

function publishRateLimitWaits(): void {
  rateLimitedUntil.set(rateLimitWaits.size ? Math.max(...rateLimitWaits.values()) : null)
}

/** Sleeps out a Retry-After while `rateLimitedUntil` says so. */
async function waitOutRateLimit(ms: number, signal: AbortSignal | undefined): Promise<void> {
  const wait = Symbol('rate-limit wait')
  rateLimitWaits.set(wait, Date.now() + ms)
  publishRateLimitWaits()
  try {
    await sleep(ms, signal)
  } finally {
    rateLimitWaits.delete(wait)
    publishRateLimitWaits()
  }
}

/** An ApiError for a request that got no answer; the code and title say why. */
const noAnswer = (code: ClientErrorCode, title: string, detail: string, context: { method: string; path: string }) =>
  new ApiError({ status: 0, code, title, detail, ...context })

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

const refused = (detail: string, method: string, path: string) =>
  noAnswer('request_refused', 'Request refused by the client', detail, { method, path })

/**
 * Joins the base URL and a path, and refuses anything that would leave the base:
 * the API key is only ever sent below the configured base URL.
 */
export function buildUrl(baseUrl: string, path: string, query?: object): URL {
  if (!path.startsWith('/') || path.startsWith('//') || /[\\?#]/.test(path))
    throw new TypeError(`Not a path below the base URL: ${JSON.stringify(path)}`)
  const base = resolveBaseUrl(baseUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(`${base.origin}${basePath}${path}`)
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`))
    throw new TypeError(`The path ${JSON.stringify(path)} escapes the base URL`)
  const entries: [string, unknown][] = Object.entries(query ?? {})
  for (const [name, value] of entries) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
        throw new TypeError(`Query parameter ${name} must be a string, number or boolean`)
      url.searchParams.append(name, String(v))
    }
  }
  return url
}

/**
 * A path from a template with each value encoded as one segment:
 * path`/products/${id}/publish`. A value that is empty or a dot segment is refused.
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => (i === 0 ? s : `${out}${segment(values[i - 1] ?? '')}${s}`))
}

function segment(value: string | number): string {
  const v = String(value)
  if (v === '' || v === '.' || v === '..') throw new TypeError(`Not a path segment: ${JSON.stringify(v)}`)
  return encodeURIComponent(v)
}

const compiled = Object.values<Route>(ROUTES).map((op) => ({
  op,
  re: compilePath(op.path),
  literal: !op.path.includes('{'),
}))

/** `GET /products/{product_id}` for `GET /products/prod_…`; the literal path when no operation matches. */
export function endpointOf(method: string, requestPath: string): string {
  const hits = compiled.filter((c) => c.op.method === (method === 'HEAD' ? 'GET' : method) && c.re.test(requestPath))
  const hit = hits.find((h) => h.literal) ?? hits[0]
  return `${method} ${hit ? hit.op.path : requestPath}`
}

/** The object a path names (`/products/{id}/…` → id), whose ETag `ifMatch: 'auto'` sends. */
const etagKeyOf = (requestPath: string) => decodeURIComponent(requestPath.split('/')[2] ?? '')

/** Seconds or an HTTP date → milliseconds to wait; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === '') return null
  const v = value.trim()
  if (/^\d+$/.test(v)) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isFinite(at) ? Math.max(0, at - now) : null
}

const abortReason = (signal: AbortSignal | undefined): Error => {
  const reason: unknown = signal?.reason
  return reason instanceof Error ? reason : new DOMException('The request was aborted.', 'AbortError')
}

/** Rejects once the signal aborts; raced against work that may not honour the signal itself. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal))
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true })
  })
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

const isJsonType = (type: string | null) => {
  const t = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return t === 'application/json' || /^application\/[\w.+-]+\+json$/.test(t)
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

interface Target {
  url: URL
  /** Relative to the base, for the log and error messages. */
  path: string
  /** Send the key, log the call, track ETags and deprecations: everything but the mock's own controls. */
  api: boolean
}

/** What every attempt of one request shares. */
interface Call {
  config: Readonly<ApiConfig>
  target: Target
  schema: z.ZodMiniType | null
  method: Method
  opts: RequestOptions
  headers: Record<string, string>
  bodyText: string | null
  /** Named in every ApiError of the call. */
  context: { method: Method; path: string }
}

/** What one attempt came to, and the answer the log names: null when none came in time. */
interface Attempted {
  res: Response | null
  result: ApiResponse<unknown> | ApiError
}

async function send(
  config: Readonly<ApiConfig>,
  target: Target,
  schema: z.ZodMiniType | null,
  method: Method,
  opts: RequestOptions,
): Promise<ApiResponse<unknown>> {
  // Whoever waits for the key's rights waits for this answer rather than asking again.
  const ended = target.api ? keyRights.sending(config) : () => undefined
  const context = { method, path: target.path }
  try {
    try {
      await whenReady(config)
    } catch (e) {
      throw noAnswer('network_error', 'The demo API did not start', messageOf(e), context)
    }
    const bodyText = opts.body === undefined ? null : JSON.stringify(opts.body)
    const headers = headersOf(config, target, method, opts, bodyText)
    return await attemptUntilAnswered({ config, target, schema, method, opts, headers, bodyText, context })
  } finally {
    ended()
  }
}

function headersOf(
  config: Readonly<ApiConfig>,
  target: Target,
  method: Method,
  opts: RequestOptions,
  bodyText: string | null,
): Record<string, string> {
  // The key is only ever set here, from the configuration: a caller's copy is dropped.
  const callerHeaders = Object.entries(opts.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'x-api-key')
  const headers: Record<string, string> = {
    ...Object.fromEntries(callerHeaders),
    Accept: API_ACCEPT,
  }
  if (target.api && config.apiKey) headers['X-Api-Key'] = config.apiKey
  if (bodyText !== null) headers['Content-Type'] = 'application/json'
  if (method === 'POST' && target.api) headers['Idempotency-Key'] = opts.idempotencyKey ?? crypto.randomUUID()
  if (opts.ifMatch) {
    const etag = opts.ifMatch === 'auto' ? etagStore.get(etagKeyOf(target.path)) : opts.ifMatch
    if (etag) headers['If-Match'] = etag
  }
  return headers
}

/** Attempts, logging each, until one is not a 429 whose Retry-After is short enough to wait out. */
async function attemptUntilAnswered(call: Call): Promise<ApiResponse<unknown>> {
  const { signal } = call.opts
  for (let retries = 0; ; retries++) {
    const log = logAttempt(call)
    // Checked here too: a fetch that ignores the signal (a test double, an old polyfill) must not send.
    if (signal?.aborted) throw abortReason(signal)
    const { res, result } = await attempt(call)
    log(res, result)
    if (!(result instanceof ApiError)) return result
    const wait =
      res?.status === 429 && retries < MAX_RATE_LIMIT_RETRIES ? retryAfterMs(res.headers.get('retry-after')) : null
    if (wait === null || wait > MAX_RETRY_WAIT_MS) throw result
    await waitOutRateLimit(wait, signal)
  }
}

/** Starts a request log entry; the function returned completes it (the API's calls only). */
function logAttempt(call: Call): (res: Response | null, result: ApiResponse<unknown> | ApiError) => void {
  const started = performance.now()
  const entry = {
    id: requestLog.nextId(),
    method: call.method,
    path: call.target.path,
    query: call.target.url.search.replace(/^\?/, ''),
    started_at: new Date().toISOString(),
    request_headers: maskHeaders(call.headers),
    request_body: call.bodyText,
  }
  return (res, result) => {
    if (!call.target.api) return
    const error = result instanceof ApiError ? result : null
    const problem = error?.problem ?? null
    requestLog.add({
      ...entry,
      status: res?.status ?? 0,
      duration_ms: Math.round(performance.now() - started),
      request_id: res?.headers.get('x-request-id') ?? error?.requestId ?? null,
      problem,
      error: error && !problem ? { code: error.code, detail: error.detail } : null,
      replayed: res?.headers.get('idempotent-replayed') === 'true',
    })
  }
}

/**
 * One attempt's signal: the caller's abort or the attempt's own time-out, whichever comes first.
 * `guard` races work that may ignore the signal (a test double's fetch, a body read) against it:
 * the caller's abort is thrown as is, the time-out as an ApiError, any other failure handed to `onFailure`.
 */
function attemptScope({ opts: { signal: caller, timeoutMs = REQUEST_TIMEOUT_MS }, context }: Call) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'))
  }, timeoutMs)
  const onCallerAbort = () => controller.abort(abortReason(caller))
  caller?.addEventListener('abort', onCallerAbort, { once: true })
  const aborted = untilAborted(controller.signal)
  aborted.catch(() => undefined)
  return {
    signal: controller.signal,
    async guard<T, F>(work: Promise<T>, onFailure: (e: unknown) => F): Promise<T | F> {
      try {
        return await Promise.race([work, aborted])
      } catch (e) {
        if (caller?.aborted) throw abortReason(caller)
        if (!timedOut) return onFailure(e)
        const detail = `No answer within ${Math.round(timeoutMs / 1000)} s. It may be slow or overloaded; try again.`
        throw noAnswer('timeout', 'The API took too long to answer', detail, context)
      }
    },
    close() {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onCallerAbort)
    },
  }
}
type AttemptScope = ReturnType<typeof attemptScope>

/** One fetch and the decoding of its answer, both within the attempt's time-out. */
async function attempt(call: Call): Promise<Attempted> {
  const { config, target, method, headers, bodyText, context } = call
  const scope = attemptScope(call)
  try {
    const init = { method, headers, signal: scope.signal }
    // A first screen's GET already sent with this key: its answer, not a second request.
    const sent = method === 'GET' ? config.prefetched?.(target.url.href, headers['X-Api-Key'] ?? '') : undefined
    const fetched =
      sent ??
      (config.fetch ?? globalThis.fetch)(target.url.href, bodyText === null ? init : { ...init, body: bodyText })
    const res = await scope.guard(fetched, (e) =>
      noAnswer('network_error', 'The API could not be reached', messageOf(e), context),
    )
    if (res instanceof ApiError) return { res: null, result: res }
    const { headers: answered } = res
    if (target.api) keyRights.report(config, res)
    if (target.api && (answered.has('deprecation') || answered.has('sunset')))
      deprecations.report(endpointOf(method, target.path), answered.get('deprecation'), answered.get('sunset'))
    return { res, result: res.ok ? await decodeAnswer(call, res, scope) : await decodeProblem(call, res, scope) }
  } catch (e) {
    // Timed out: whatever had come is not an answer the log can name.
    if (e instanceof ApiError) return { res: null, result: e }
    throw e
  } finally {
    scope.close()
  }
}

/** An error answer as the ApiError its problem body describes, or `unexpected_response` without one. */
async function decodeProblem(call: Call, res: Response, scope: AttemptScope): Promise<ApiError> {
  const retryAfter = retryAfterMs(res.headers.get('retry-after'))
  const extra = { ...call.context, ...(retryAfter !== null ? { retryAfter: Math.ceil(retryAfter / 1000) } : {}) }
  const text = await scope.guard(res.text(), () => '')
  const json = parseJson(text)
  const parsed = json.ok ? problemSchema.safeParse(json.value) : null
  if (parsed?.success) return ApiError.fromProblem(parsed.data, extra)
  // Any other error body is rare (a newer code, another server): read by code loaded then.
  const { readOtherError } = await import('./later-problem')
  return readOtherError(json.ok ? { value: json.value } : { text }, res, extra)
}

/** A success as data the schema accepts (and its ETag kept), or `contract_mismatch`. */
async function decodeAnswer(call: Call, res: Response, scope: AttemptScope): Promise<ApiResponse<unknown> | ApiError> {
  const requestId = res.headers.get('x-request-id')
  const etag = res.headers.get('etag')
  const base = {
    status: res.status,
    headers: res.headers,
    requestId,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    etag,
  }
  const { schema, context } = call
  if (schema === null || res.status === 204 || call.method === 'HEAD') return { ...base, data: undefined }
  const mismatch = (detail: string) =>
    new ApiError({
      status: res.status,
      code: 'contract_mismatch',
      title: 'Unexpected response from the API',
      detail,
      requestId,
      ...context,
    })
  if (!isJsonType(res.headers.get('content-type')))
    return mismatch(`Expected JSON, got ${res.headers.get('content-type') ?? 'no content type'}.`)
  const text = await scope.guard(res.text(), () => null)
  if (text === null)
    return new ApiError({ status: 0, code: 'network_error', title: 'The answer was cut off', requestId, ...context })
  const json = parseJson(text)
  if (!json.ok) return mismatch('The body is not valid JSON.')
  const parsed = schema.safeParse(json.value)
  let data: unknown
  if (parsed.success) data = parsed.data
  else {
    // A list whose envelope is right keeps its valid items; the others are named one by one.
    const { describeIssues, listItemSchema, readListItems } = await import('./read-list')
    const item = listItemSchema(schema)
    const endpoint = `${context.method} ${context.path}`
    const page = item ? readListItems(item, json.value, { requestId, endpoint }) : null
    if (!page) return mismatch(describeIssues(parsed.error.issues))
    data = page
  }
  if (etag && call.target.api && data && typeof data === 'object' && 'id' in data && typeof data.id === 'string')
    etagStore.set(data.id, etag)
  return { ...base, data }
}

/** Builds the URL, or throws the ApiError that says why it was refused. */
function targetOf(config: Readonly<ApiConfig>, method: Method, requestPath: string, query: object | undefined): Target {
  try {
    return { url: buildUrl(config.baseUrl, requestPath, query), path: requestPath, api: true }
  } catch (e) {
    throw refused(messageOf(e), method, requestPath)
  }
}

/** A request with the answer's status and headers; `schema: null` for answers without a body. */
export function requestWithMeta<S extends z.ZodMiniType>(
  schema: S,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<ApiResponse<z.output<S>>>
export function requestWithMeta(
  schema: null,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<ApiResponse<undefined>>
export async function requestWithMeta(
  schema: z.ZodMiniType | null,
  method: Method,
  requestPath: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<unknown>> {
  const config = getConfig()
  return send(config, targetOf(config, method, requestPath, opts.query), schema, method, opts)
}

/** The validated body of an answer, or an ApiError. */
export function request<S extends z.ZodMiniType>(
  schema: S,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<z.output<S>>
export function request(schema: null, method: Method, requestPath: string, opts?: RequestOptions): Promise<undefined>
export async function request(
  schema: z.ZodMiniType | null,
  method: Method,
  requestPath: string,
  opts: RequestOptions = {},
): Promise<unknown> {
  const config = getConfig()
  return (await send(config, targetOf(config, method, requestPath, opts.query), schema, method, opts)).data
}

/**
 * A call to the mock's `/_mock` controls beside the configured `/v1`: no key,
 * not logged. Only meaningful in demo mode or against `npm run mock:server`.
 */
export function requestMock<S extends z.ZodMiniType>(
  schema: S,
  method: 'GET' | 'POST',
  control: string,
  body?: unknown,
): Promise<z.output<S>>
export async function requestMock(
  schema: z.ZodMiniType,
  method: 'GET' | 'POST',
  control: string,
  body?: unknown,
): Promise<unknown> {
  const config = getConfig()
  const base = resolveBaseUrl(config.baseUrl)
  const root = `${base.origin}${base.pathname.replace(/\/v1\/?$/, '')}/_mock`
  const url = new URL(`${root}${control}`)
  if (url.origin !== base.origin || !`${url.pathname}/`.startsWith(`${new URL(root).pathname}/`))
    throw refused(`The control ${JSON.stringify(control)} escapes /_mock`, method, control)
  const res = await send(config, { url, path: control, api: false }, schema, method, body === undefined ? {} : { body })
  return res.data
}

// Typed calls by operation id: method, path and schemas come from the contract's table.
type Ops = typeof operationById
type ParamArgs<O> = O extends { params: infer P } ? { params: { [K in keyof P]: string } } : { params?: undefined }
type QueryArgs<O> = O extends { query: infer Q extends z.ZodMiniType } ? { query?: z.input<Q> } : { query?: undefined }
type BodyArgs<O> = O extends { body: infer B extends z.ZodMiniType }
  ? O extends { bodyOptional: true }
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: undefined }
export type OperationArgs<Id extends OperationId> = ParamArgs<Ops[Id]> &
  QueryArgs<Ops[Id]> &
  BodyArgs<Ops[Id]> &
  Omit<RequestOptions, 'query' | 'body'>
export type OperationData<Id extends OperationId> = (typeof ROUTES)[Id]['schema'] extends infer S extends z.ZodMiniType
  ? z.output<S>
  : undefined

interface LooseArgs extends Omit<RequestOptions, 'query' | 'body'> {
  params?: Record<string, string> | undefined
  query?: object | undefined
  body?: unknown
}

/** Fills `{name}` placeholders, one encoded segment each. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name]
    if (v === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`)
    return segment(v)
  })
}

/** The typed overloads guarantee the shape; this only narrows for the shared implementation. */
function looseArgs(args: unknown): LooseArgs {
  if (!isLooseArgs(args)) throw new TypeError('Operation arguments must be an object')
  return args
}
const isLooseArgs = (args: unknown): args is LooseArgs => typeof args === 'object' && args !== null

function callLoose(id: OperationId, args: LooseArgs): Promise<ApiResponse<unknown>> {
  const op: Route = ROUTES[id]
  const { params, query, body, ...rest } = args
  let requestPath: string
  try {
    requestPath = fillPath(op.path, params ?? {})
  } catch (e) {
    throw refused(messageOf(e), op.method, op.path)
  }
  const config = getConfig()
  // The query is in the target's URL already.
  const opts: RequestOptions = body === undefined ? rest : { ...rest, body }
  return send(config, targetOf(config, op.method, requestPath, query), op.schema, op.method, opts)
}

/** Calls an operation of the contract by id; answers with status and headers. */
export function callApiWithMeta<Id extends OperationId>(
  id: Id,
  args: OperationArgs<Id>,
): Promise<ApiResponse<OperationData<Id>>>
export function callApiWithMeta(id: OperationId, args: unknown): Promise<ApiResponse<unknown>> {
  return callLoose(id, looseArgs(args))
}

/** Calls an operation of the contract by id; answers with the validated body. */
export function callApi<Id extends OperationId>(id: Id, args: OperationArgs<Id>): Promise<OperationData<Id>>
export async function callApi(id: OperationId, args: unknown): Promise<unknown> {
  return (await callLoose(id, looseArgs(args))).data
}
