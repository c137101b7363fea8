import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { shouldRetry } from './query-client'

const error = (status: number, code: ApiError['code']) => new ApiError({ status, code, title: code })

describe('shouldRetry', () => {
  it('never retries what would fail the same way again', () => {
    expect(shouldRetry(0, error(404, 'not_found'))).toBe(false)
    expect(shouldRetry(0, error(422, 'validation_failed'))).toBe(false)
    expect(shouldRetry(0, error(402, 'trial_expired'))).toBe(false)
    expect(shouldRetry(0, error(200, 'contract_mismatch'))).toBe(false)
  })

  it('leaves rate limits to the transport, which already waited them out', () => {
    expect(shouldRetry(0, error(429, 'rate_limited'))).toBe(false)
  })

  it('retries server faults and lost connections twice', () => {
    expect(shouldRetry(0, error(500, 'internal_error'))).toBe(true)
    expect(shouldRetry(1, error(0, 'network_error'))).toBe(true)
    expect(shouldRetry(2, error(503, 'unexpected_response'))).toBe(false)
  })

  it('does not retry errors that are not from the API (bugs)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false)
  })
})
