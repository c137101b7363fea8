// One request to the API: its headers, its attempts (a 429 waited out and sent again), each within
// its time-out, and what every answer is reported to (observers.ts).
import type { z } from 'zod/mini'
import { API_ACCEPT } from '../../lib/constants'
import { whenReady, type ApiConfig } from '../config'
import { ApiError } from '../errors'
import { etagStore } from '../etags'
import { decodeAnswer, decodeProblem } from './decode'
import { messageOf, noAnswer, refused } from './failures'
import { observer } from './observers'
import { MAX_RATE_LIMIT_RETRIES, MAX_RETRY_WAIT_MS, retryAfterMs, waitOutRateLimit } from './rate-limit'
import { abortReason, attemptScope } from './timeouts'
import type { ApiResponse, Call, Method, RequestOptions, Target } from './types'
import { buildUrl, etagKeyOf } from './urls'

/** What one attempt came to, and the answer the log names: null when none came in time. */
interface Attempted {
  res: Response | null
  result: ApiResponse<unknown> | ApiError
}

const noop = () => undefined

export async function send(
  config: Readonly<ApiConfig>,
  target: Target,
  schema: z.ZodMiniType | null,
  method: Method,
  opts: RequestOptions,
): Promise<ApiResponse<unknown>> {
  // Whoever waits for the key's rights waits for this answer rather than asking again.
  const ended = target.api ? (observer.sending?.(config) ?? noop) : noop
  const context = { method, path: target.path }
  try {
    let viaMock: typeof fetch | undefined
    try {
      viaMock = await whenReady(config)
    } catch (e) {
      throw noAnswer('network_error', 'The demo API did not start', messageOf(e), context)
    }
    const bodyText = opts.body === undefined ? null : JSON.stringify(opts.body)
    const headers = headersOf(config, target, method, opts, bodyText)
    return await attemptUntilAnswered({ config, target, schema, method, opts, headers, bodyText, context, viaMock })
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

/** Times an attempt; the function returned reports it to the observers (the API's calls only). */
function logAttempt(call: Call): (res: Response | null, result: ApiResponse<unknown> | ApiError) => void {
  const started = performance.now()
  const startedAt = new Date().toISOString()
  return (res, result) => {
    if (!call.target.api) return
    const error = result instanceof ApiError ? result : null
    const problem = error?.problem ?? null
    observer.attempted?.({
      method: call.method,
      path: call.target.path,
      query: call.target.url.search.replace(/^\?/, ''),
      started_at: startedAt,
      request_headers: call.headers,
      request_body: call.bodyText,
      status: res?.status ?? 0,
      duration_ms: Math.round(performance.now() - started),
      request_id: res?.headers.get('x-request-id') ?? error?.requestId ?? null,
      problem,
      error: error && !problem ? { code: error.code, detail: error.detail } : null,
      replayed: res?.headers.get('idempotent-replayed') === 'true',
    })
  }
}

/** One fetch and the decoding of its answer, both within the attempt's time-out. */
async function attempt(call: Call): Promise<Attempted> {
  const { config, target, method, headers, bodyText, context, viaMock } = call
  const scope = attemptScope(call)
  try {
    const init = { method, headers, signal: scope.signal }
    // A first screen's GET already sent with this key: its answer, not a second request.
    const sent = method === 'GET' ? config.prefetched?.(target.url.href, headers['X-Api-Key'] ?? '') : undefined
    const fetched =
      sent ??
      (config.fetch ?? viaMock ?? globalThis.fetch)(
        target.url.href,
        bodyText === null ? init : { ...init, body: bodyText },
      )
    const res = await scope.guard(fetched, (e) =>
      noAnswer('network_error', 'The API could not be reached', messageOf(e), context),
    )
    if (res instanceof ApiError) return { res: null, result: res }
    if (target.api) observer.answered?.(config, res, { method, path: target.path })
    return { res, result: res.ok ? await decodeAnswer(call, res, scope) : await decodeProblem(call, res, scope) }
  } catch (e) {
    // Timed out: whatever had come is not an answer the log can name.
    if (e instanceof ApiError) return { res: null, result: e }
    throw e
  } finally {
    scope.close()
  }
}

/** Builds the URL, or throws the ApiError that says why it was refused. */
export function targetOf(
  config: Readonly<ApiConfig>,
  method: Method,
  requestPath: string,
  query: object | undefined,
): Target {
  try {
    return { url: buildUrl(config.baseUrl, requestPath, query), path: requestPath, api: true }
  } catch (e) {
    throw refused(messageOf(e), method, requestPath)
  }
}
