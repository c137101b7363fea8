// An answer's body: a success as the data its schema accepts, an error as the ApiError its problem describes.
import { problem as problemSchema } from '../contract'
import { ApiError } from '../errors'
import { observer } from './observers'
import { retryAfterMs } from './rate-limit'
import type { AttemptScope } from './timeouts'
import type { ApiResponse, Call } from './types'

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

/** An error answer as the ApiError its problem body describes, or `unexpected_response` without one. */
export async function decodeProblem(call: Call, res: Response, scope: AttemptScope): Promise<ApiError> {
  const retryAfter = retryAfterMs(res.headers.get('retry-after'))
  const extra = { ...call.context, ...(retryAfter !== null ? { retryAfter: Math.ceil(retryAfter / 1000) } : {}) }
  const text = await scope.guard(res.text(), () => '')
  const json = parseJson(text)
  const parsed = json.ok ? problemSchema.safeParse(json.value) : null
  if (parsed?.success) return ApiError.fromProblem(parsed.data, extra)
  // Any other error body is rare (a newer code, another server): read by code loaded then.
  const { readOtherError } = await import('../later-problem')
  return readOtherError(json.ok ? { value: json.value } : { text }, res, extra)
}

/** A success as data the schema accepts (and its ETag kept), or `contract_mismatch`. */
export async function decodeAnswer(
  call: Call,
  res: Response,
  scope: AttemptScope,
): Promise<ApiResponse<unknown> | ApiError> {
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
    const { describeIssues, listItemSchema, readListItems } = await import('../read-list')
    const item = listItemSchema(schema)
    const endpoint = `${context.method} ${context.path}`
    const page = item ? readListItems(item, json.value, { requestId, endpoint }) : null
    if (!page) return mismatch(describeIssues(parsed.error.issues))
    data = page
  }
  if (etag && call.target.api && data && typeof data === 'object' && 'id' in data && typeof data.id === 'string')
    observer.etag?.(data.id, etag)
  return { ...base, data }
}
