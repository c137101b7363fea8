// A problem with a code this client does not know (a newer server, within v1): handled as the
// known code of its status, the server's code and words kept. Loaded only when one arrives.
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
