// Problem responses (RFC 9457). Handlers `throw` an ApiProblem to stop early.
import {
  ERROR_CATALOGUE,
  PROBLEM_CONTENT_TYPE,
  problemType,
  type ErrorCode,
  type FieldError,
  type Problem,
} from '../../src/api/contract'

export class ApiProblem extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly extra: {
      errors?: FieldError[]
      products?: { id: string; name: string }[]
      headers?: Record<string, string>
    } = {},
  ) {
    super(detail ?? code)
  }
  get status(): number {
    return ERROR_CATALOGUE[this.code].status
  }
}

export const fail = (code: ErrorCode, detail?: string, extra?: ApiProblem['extra']): never => {
  throw new ApiProblem(code, detail, extra)
}

/** The one 404 for an id: a missing object and one the key may not see answer alike. */
export const notFound = (): never => fail('not_found', 'No such object, or this key cannot see it.')

/** A 422 with one field error at a JSON pointer. */
export const fieldFail = (pointer: string, code: FieldError['code'], detail: string): never =>
  fail('validation_failed', 'The request body is not valid.', { errors: [{ pointer, code, detail }] })

export function problemBody(p: ApiProblem, requestId: string, instance: string): Problem {
  return {
    type: problemType(p.code),
    title: ERROR_CATALOGUE[p.code].title,
    status: p.status,
    ...(p.detail ? { detail: p.detail } : {}),
    instance,
    code: p.code,
    request_id: requestId,
    ...(p.extra.errors ? { errors: p.extra.errors } : {}),
    ...(p.extra.products ? { products: p.extra.products } : {}),
  }
}

export function problemResponse(
  p: ApiProblem,
  requestId: string,
  instance: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemBody(p, requestId, instance)), {
    status: p.status,
    headers: {
      'content-type': PROBLEM_CONTENT_TYPE,
      'x-request-id': requestId,
      ...headers,
      ...(p.extra.headers ?? {}),
    },
  })
}
