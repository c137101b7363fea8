import { describe, expect, it } from 'vitest'
import { attemptOutcome, formatRate, successRate } from './labels'

describe('success rate', () => {
  it('counts finished deliveries only, and never rounds a failure up to 100 %', () => {
    expect(successRate({ succeeded: 0, failed: 0 })).toBeNull()
    expect(formatRate(successRate({ succeeded: 0, failed: 0 }))).toBe('—')
    expect(formatRate(successRate({ succeeded: 3, failed: 1 }))).toBe('75%')
    expect(formatRate(successRate({ succeeded: 9999, failed: 1 }))).toBe('99.9%')
    expect(formatRate(successRate({ succeeded: 12, failed: 0 }))).toBe('100%')
  })
})

describe('attemptOutcome', () => {
  it('names the status or the error', () => {
    expect(attemptOutcome({ error: null, response_status: 200 })).toBe('200')
    expect(attemptOutcome({ error: 'http_status', response_status: 500 })).toBe('500')
    expect(attemptOutcome({ error: 'timeout', response_status: null })).toBe('Timed out')
    expect(attemptOutcome({ error: 'redirect', response_status: 302 })).toBe('Redirect (302)')
    expect(attemptOutcome({ error: 'connection_error', response_status: null })).toBe('Connection error')
  })
})
