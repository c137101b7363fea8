// What the form specs share: a refusal worded as the API words one, for stubFetch to answer a
// write with (the API has none of these on demand), and the Idempotency-Key of each attempt.
import type { Page } from '@playwright/test'
import { ERROR_CATALOGUE, problemType, type ErrorCode, type FieldError } from '../src/api/contract'
import { stubFetch } from './fixtures'

/** The page's next `method` to `path` (a pattern) is refused with these `errors[]`, request id `req_e2e_<code>`. */
export function refuseNext(page: Page, method: string, path: string, code: ErrorCode, errors: FieldError[]) {
  const { status, title } = ERROR_CATALOGUE[code]
  const body = { type: problemType(code), title, status, code, request_id: `req_e2e_${code}`, errors }
  return stubFetch(page, { method, path, answer: { status, body } })
}

/** The Idempotency-Key of every POST to a path matching `path` from now on, in the order sent. */
export function idempotencyKeysSent(page: Page, path: RegExp): (string | undefined)[] {
  const keys: (string | undefined)[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && path.test(new URL(req.url()).pathname)) keys.push(req.headers()['idempotency-key'])
  })
  return keys
}
