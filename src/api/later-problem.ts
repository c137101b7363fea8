// Error bodies that are not a problem this client knows, loaded only when one arrives. A problem
// with a newer code (within v1) is handled as the known code of its status, the server's code and
// words kept; any other body becomes `unexpected_response`, with what it said.
import { codeForStatus, knownFieldCode, laterProblem } from './contract/later-problem'
import { ApiError } from './errors'

export function readLaterProblem(
  value: unknown,
  status: number,
  extra: { retryAfter?: number; method?: string; path?: string; requestId: string | null },
): ApiError | null {
  const parsed = laterProblem.safeParse(value)
  if (!parsed.success || parsed.data.status !== status) return null
  const p = parsed.data
  const { requestId, ...rest } = extra
  return new ApiError({
    status: p.status,
    code: codeForStatus(p.status) ?? (p.status === 403 ? 'forbidden' : 'unexpected_response'),
    title: p.title ?? `The API refused the request (HTTP ${p.status})`,
    detail: p.detail ?? null,
    fieldErrors: (p.errors ?? []).map((e) => ({ ...e, code: knownFieldCode(e.code) })),
    requestId: p.request_id ?? requestId,
    reportedCode: p.code,
    ...rest,
  })
}

const stringField = (value: unknown, key: string): string | null => {
  if (typeof value !== 'object' || value === null) return null
  const v: unknown = Reflect.get(value, key)
  return typeof v === 'string' ? v : null
}

/** A problem-like body the contract does not know (another server): keep what it says. */
function unknownProblemDetail(value: unknown): string {
  const code = stringField(value, 'code')
  const said = stringField(value, 'detail') ?? stringField(value, 'title')
  if (code || said) return `${code ?? 'error'}: ${said ?? 'no detail'}`
  return 'The error body is not a problem the contract knows.'
}

/** An error answer whose body is JSON (`value`) or not (`text`), but no problem the contract knows. */
export function readOtherError(
  body: { value: unknown } | { text: string },
  res: Response,
  extra: { retryAfter?: number; method: string; path: string },
): ApiError {
  const headerId = res.headers.get('x-request-id')
  if ('value' in body) {
    const later = readLaterProblem(body.value, res.status, { ...extra, requestId: headerId })
    if (later) return later
  }
  return new ApiError({
    status: res.status,
    code: 'unexpected_response',
    title: `Unexpected answer from the API (HTTP ${res.status})`,
    detail:
      'value' in body
        ? unknownProblemDetail(body.value)
        : `The error body is not JSON${body.text ? `: ${body.text.slice(0, 200)}` : ''}.`,
    requestId: headerId ?? ('value' in body ? stringField(body.value, 'request_id') : null),
    ...extra,
  })
}
