import { describe, expect, it } from 'vitest'
import { daysLeft, formatCredits, formatTokens, plural, startOfLocalDay } from './format'

describe('format', () => {
  it('shows millicredits as credits without float drift', () => {
    expect(formatCredits(123_456)).toBe('123.456')
    expect(formatCredits(120_000)).toBe('120.00')
    expect(formatCredits(-1_500)).toBe('-1.50')
  })

  it('rounds days left up and stops at zero', () => {
    const now = Date.UTC(2026, 10, 21, 12)
    expect(daysLeft(new Date(now + 5 * 86_400_000).toISOString(), now)).toBe(5)
    expect(daysLeft(new Date(now + 3_600_000).toISOString(), now)).toBe(1)
    expect(daysLeft(new Date(now - 1).toISOString(), now)).toBe(0)
  })

  it('compacts only large token counts and pluralises', () => {
    expect(formatTokens(9_999)).toBe('9,999')
    expect(formatTokens(1_234_567)).toBe('1.2M')
    expect(plural(1, 'day')).toBe('1 day')
    expect(plural(3, 'day')).toBe('3 days')
  })

  it('starts the local day at local midnight', () => {
    const now = new Date(2026, 10, 21, 15, 30)
    expect(new Date(startOfLocalDay(0, now)).getTime()).toBe(new Date(2026, 10, 21).getTime())
    expect(new Date(startOfLocalDay(6, now)).getTime()).toBe(new Date(2026, 10, 15).getTime())
  })
})
