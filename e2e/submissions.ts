// What the form specs share: a refusal worded as the API words one, for stubFetch to answer a
// write with (the API has none of these on demand), and the Idempotency-Key of each attempt.
import type { Page } from '@playwright/test'
import { ERROR_CATALOGUE, problemType, type ErrorCode, type FieldError, type Problem } from '../src/api/contract'

/** A problem answer with these `errors[]`; its request id is `req_e2e_<code>`. */
export function refusal(code: ErrorCode, errors: FieldError[]): { status: number; body: Problem } {
  const { status, title } = ERROR_CATALOGUE[code]
  return { status, body: { type: problemType(code), title, status, code, request_id: `req_e2e_${code}`, errors } }
}

/** The Idempotency-Key of every POST to a path matching `path` from now on, in the order sent. */
export function idempotencyKeysSent(page: Page, path: RegExp): (string | undefined)[] {
  const keys: (string | undefined)[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && path.test(new URL(req.url()).pathname)) keys.push(req.headers()['idempotency-key'])
  })
  return keys
}
