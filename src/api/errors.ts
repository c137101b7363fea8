// ApiError: the one error the transport throws, whether the server, the network or the contract failed.
import type { ErrorCode, FieldError, Problem } from './contract'

/** Codes the client itself assigns when there is no problem body to read one from. */
export type ClientErrorCode =
  /** No answer at all: offline, DNS, CORS refusal, or the demo backend did not start. */
  | 'network_error'
  /** An answer that breaks the contract: not JSON, or a shape the schema refuses. */
  | 'contract_mismatch'
  /** An error status without a problem body (a proxy's HTML page, an unknown code). */
  | 'unexpected_response'
  /** The client refused to build the request (a path escaping the base URL). */
  | 'request_refused'
  /** No answer within the request time-out: a server too slow to wait for. */
  | 'timeout'
  /** A 403 with a code this client does not know: refused, for a reason only the server's words give. */
  | 'forbidden'
export type ApiErrorCode = ErrorCode | ClientErrorCode

export interface ApiErrorInit {
  status: number
  code: ApiErrorCode
  title: string
  detail?: string | null
  fieldErrors?: FieldError[]
  requestId?: string | null
  products?: { id: string; name: string }[]
  /** Seconds, from `Retry-After`. */
  retryAfter?: number
  method?: string
  path?: string
  problem?: Problem
  /** The server's own code when it is not one this client knows; `code` then says what it means by status. */
  reportedCode?: string
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: ApiErrorCode
  readonly title: string
  readonly detail: string | null
  readonly fieldErrors: FieldError[]
  readonly requestId: string | null
  readonly products: { id: string; name: string }[] | undefined
  readonly retryAfter: number | undefined
  readonly method: string | undefined
  readonly path: string | undefined
  readonly problem: Problem | undefined
  readonly reportedCode: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.detail ? `${init.title}: ${init.detail}` : init.title)
    this.status = init.status
    this.code = init.code
    this.title = init.title
    this.detail = init.detail ?? null
    this.fieldErrors = init.fieldErrors ?? []
    this.requestId = init.requestId ?? null
    this.products = init.products
    this.retryAfter = init.retryAfter
    this.method = init.method
    this.path = init.path
    this.problem = init.problem
    this.reportedCode = init.reportedCode
  }

  static fromProblem(p: Problem, extra: { retryAfter?: number; method?: string; path?: string } = {}): ApiError {
    return new ApiError({
      status: p.status,
      code: p.code,
      title: p.title,
      detail: p.detail ?? null,
      fieldErrors: p.errors ?? [],
      requestId: p.request_id,
      ...(p.products ? { products: p.products } : {}),
      ...extra,
      problem: p,
    })
  }

  /** True when asking again later may work: no answer, a 5xx, or a rate limit. */
  get retryable(): boolean {
    return this.code === 'network_error' || this.status === 429 || this.status >= 500
  }

  /**
   * Body field errors keyed the way forms name fields (`#/inputs/0/name` →
   * `inputs.0.name`); the first message per field wins.
   */
  fieldErrorMap(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const e of this.fieldErrors) {
      if (e.pointer === undefined) continue
      const field = pointerToField(e.pointer)
      out[field] ??= e.detail
    }
    return out
  }
}

/** `#/inputs/0/name` → `inputs.0.name`; the root pointer `#` becomes an empty string. */
export function pointerToField(pointer: string): string {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
