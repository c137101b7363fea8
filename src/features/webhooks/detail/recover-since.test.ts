import { describe, expect, it } from 'vitest'
import type { Attempt, Delivery } from '../../../api/contract'
import { defaultRecoverSince } from './recover-since'

const at = (s: string) => `2026-03-01T${s}Z`
const attempt = (time: string): Attempt => ({
  id: 'att_x',
  number: 1,
  trigger: 'scheduled',
  attempted_at: at(time),
  request_headers: {},
  response_status: 500,
  error: 'http_status',
  error_detail: null,
  duration_ms: 12,
  response_body: null,
})
const delivery = (status: Delivery['status'], created: string, ...tries: string[]) => ({
  status,
  created_at: at(created),
  attempts: tries.map(attempt),
})

describe('the default start of a recovery', () => {
  it('reaches back to the creation of the delivery whose failure disabled the endpoint', () => {
    // Created a moment before its 410, which set failing_since and disabled_at.
    const endpoint = { failing_since: at('10:00:00.020'), disabled_at: at('10:00:00.020') }
    const deliveries = [delivery('skipped', '10:05:00'), delivery('failed', '09:59:59.990', '10:00:00.020')]
    expect(defaultRecoverSince(endpoint, deliveries, 0)).toBe(at('09:59:59.990'))
  })

  it('starts at the first failing run’s earliest delivery, leaving older failures out', () => {
    const endpoint = { failing_since: at('08:00:00.000'), disabled_at: at('12:00:00.000') }
    const deliveries = [
      delivery('failed', '07:59:59.000', '08:00:00.000', '08:00:05.000'),
      delivery('failed', '07:30:00.000', '07:30:00.100', '07:30:05.000'),
      delivery('succeeded', '06:00:00.000'),
    ]
    expect(defaultRecoverSince(endpoint, deliveries, 0)).toBe(at('07:59:59.000'))
  })

  it('counts a delivery skipped by a disable that came before its first try', () => {
    const endpoint = { failing_since: null, disabled_at: at('10:00:00.000') }
    expect(defaultRecoverSince(endpoint, [delivery('skipped', '09:59:59.500')], 0)).toBe(at('09:59:59.500'))
  })

  it('is the trouble’s start with nothing to recover, and a day ago without trouble', () => {
    expect(defaultRecoverSince({ failing_since: null, disabled_at: at('10:00:00.000') }, [], 0)).toBe(
      at('10:00:00.000'),
    )
    const now = Date.parse(at('10:00:00.000'))
    expect(defaultRecoverSince({ failing_since: null, disabled_at: null }, [], now)).toBe('2026-02-28T10:00:00.000Z')
  })
})
