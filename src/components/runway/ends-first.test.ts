import { describe, expect, it } from 'vitest'
import { endsFirst } from './ends-first'

describe('the runway beside the trial’s end', () => {
  const now = Date.UTC(2026, 10, 21, 12)
  const days = (n: number) => new Date(now + n * 86_400_000).toISOString()
  const lasting = (n: number) => ({ kind: 'days' as const, days: n, until: now + n * 86_400_000 })

  it('says the trial ends first when the credits last past it', () => {
    // "About 11 days, until Dec 2" beside a trial that ends on Nov 28.
    expect(endsFirst(lasting(11), days(7), now)).toBe('trial')
    expect(endsFirst({ kind: 'no_spend' }, days(7), now)).toBe('trial')
  })

  it('says the credits run out first when they end before the trial', () => {
    expect(endsFirst(lasting(3), days(7), now)).toBe('credits')
    expect(endsFirst({ kind: 'empty' }, days(7), now)).toBe('credits')
  })

  it('says nothing without a running trial', () => {
    expect(endsFirst(lasting(3), null, now)).toBeNull()
    expect(endsFirst(lasting(3), days(-1), now)).toBeNull()
  })
})
