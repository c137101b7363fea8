import { describe, expect, it } from 'vitest'
import {
  creditsDecimal,
  creditsInput,
  daysLeft,
  formatCredits,
  formatSignedCredits,
  formatTokens,
  parseCredits,
  parseSignedCredits,
  plural,
  splitCredits,
  startOfLocalDay,
} from './format'

describe('format', () => {
  it('shows millicredits as credits without float drift', () => {
    expect(formatCredits(123_456)).toBe('123.456')
    expect(formatCredits(120_000)).toBe('120.00')
    expect(formatCredits(-1_500)).toBe('-1.50')
    expect(formatCredits(0)).toBe('0.00')
    expect(formatCredits(5)).toBe('0.005')
    expect(formatCredits(-999)).toBe('-0.999')
    expect(formatCredits(1_234_567_890)).toBe('1,234,567.89')
  })

  it('stays exact where dividing by 1,000 as a float would not', () => {
    // 2^53 - 1 millicredits: n / 1000 is not representable, the split is.
    expect(splitCredits(Number.MAX_SAFE_INTEGER)).toEqual({
      negative: false,
      whole: 9_007_199_254_740,
      fraction: '991',
    })
    expect(formatCredits(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740.991')
    expect(formatCredits(-Number.MAX_SAFE_INTEGER)).toBe('-9,007,199,254,740.991')
    expect(creditsDecimal(Number.MAX_SAFE_INTEGER)).toBe('9007199254740.991')
    // 0.1 + 0.2 territory: each amount alone and their integer sum print exactly.
    expect(formatCredits(100 + 200)).toBe('0.30')
    expect(() => formatCredits(1.5)).toThrow(RangeError)
  })

  it('signs ledger amounts with characters, not only colour', () => {
    expect(formatSignedCredits(50_000_000)).toBe('+50,000.00')
    expect(formatSignedCredits(-1_250)).toBe('\u22121.25')
    expect(formatSignedCredits(0)).toBe('0.00')
    expect(formatSignedCredits(-9_310, { fixed: true })).toBe('\u22129.310')
    expect(formatCredits(122_506_250, { fixed: true })).toBe('122,506.250')
  })

  it('writes fixed three decimals for files', () => {
    expect(creditsDecimal(0)).toBe('0.000')
    expect(creditsDecimal(-1_234_500)).toBe('-1234.500')
    expect(creditsDecimal(7)).toBe('0.007')
  })

  it('round-trips signed amounts through the input text', () => {
    for (const m of [0, 1, -1, 1_500, -1_500, -1_250_250, 42_000]) {
      expect(parseSignedCredits(creditsInput(m))).toEqual({ ok: true, value: m })
    }
    expect(creditsInput(-500)).toBe('-0.5')
    expect(parseSignedCredits('\u22122.5')).toEqual({ ok: true, value: -2_500 })
    expect(parseSignedCredits('-0')).toEqual({ ok: true, value: 0 })
    expect(parseSignedCredits('-').ok).toBe(false)
    expect(parseSignedCredits('--1').ok).toBe(false)
    expect(parseSignedCredits('1.2345').ok).toBe(false)
    expect(parseSignedCredits('')).toEqual({ ok: true, value: null })
    expect(parseCredits('-1').ok).toBe(false)
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
