import { describe, expect, it } from 'vitest'
import { parseCredits, parseSignedCredits } from './credits-input'
import {
  countProblem,
  creditsDecimal,
  creditsInput,
  creditsProblem,
  daysLeft,
  formatCount,
  formatCredits,
  formatDateTime,
  formatList,
  formatMonth,
  formatPercent,
  formatSignedCredits,
  formatTokens,
  formatUtcDay,
  plural,
  splitCredits,
  startOfLocalDay,
  UNSHOWN,
  formatRelative,
} from './format'

describe('format', () => {
  it('shows millicredits as credits without float drift', () => {
    expect(formatCredits(123_456)).toBe('123.456')
    expect(formatCredits(120_000)).toBe('120.000')
    expect(formatCredits(-1_500)).toBe('-1.500')
    expect(formatCredits(0)).toBe('0.000')
    expect(formatCredits(5)).toBe('0.005')
    expect(formatCredits(-999)).toBe('-0.999')
    expect(formatCredits(1_234_567_890)).toBe('1,234,567.890')
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
    expect(formatCredits(100 + 200)).toBe('0.300')
  })

  it('shows "—" for what it cannot show exactly, and says why, never throwing', () => {
    // The figure that took /wallet and the overview down: 9,902,286,230,326,938 millicredits.
    for (const m of [9_902_286_230_326_938, -9_902_286_230_326_938, 2 ** 53, 1.5, Number.NaN, Infinity]) {
      expect(formatCredits(m)).toBe(UNSHOWN)
      expect(formatCredits(m, { locale: 'de-DE' })).toBe(UNSHOWN)
      expect(formatSignedCredits(m)).toBe(UNSHOWN)
      expect(creditsDecimal(m)).toBeNull()
      expect(creditsInput(m)).toBe(UNSHOWN)
      expect(splitCredits(m)).toBeNull()
      expect(creditsProblem(m)).not.toBeNull()
    }
    expect(creditsProblem(9_902_286_230_326_938)).toBe('too_large')
    expect(creditsProblem(Infinity)).toBe('too_large')
    expect(creditsProblem(1.5)).toBe('fraction')
    expect(creditsProblem(Number.NaN)).toBe('not_a_number')
    expect(creditsProblem(-Number.MAX_SAFE_INTEGER)).toBeNull()
    // A credits field refuses the dash, so a save never sends a figure the reader did not see.
    expect(parseSignedCredits(creditsInput(2 ** 53)).ok).toBe(false)
  })

  it('shows counts and tokens exactly or as "—"', () => {
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991')
    expect(formatCount(2 ** 53)).toBe(UNSHOWN)
    expect(formatCount(Number.NaN)).toBe(UNSHOWN)
    expect(formatTokens(Number.POSITIVE_INFINITY)).toBe(UNSHOWN)
    expect(formatTokens(-(2 ** 60))).toBe(UNSHOWN)
    expect(countProblem(2 ** 53)).toBe('too_large')
    // A share rounds, as it always did.
    expect(formatCount(12.6)).toBe('13')
  })

  it('writes every amount with three decimals, in figures, columns and sentences alike', () => {
    // The pairs that once read two ways: a top-up's figure and its reconciliation line, a refund and its debit.
    expect(formatSignedCredits(75_000_000)).toBe('+75,000.000')
    expect(formatCredits(75_000_000)).toBe('75,000.000')
    expect(formatSignedCredits(3_980)).toBe('+3.980')
    expect(formatSignedCredits(-3_980)).toBe('\u22123.980')
    expect([7_470, 7_128].map((m) => formatCredits(m))).toEqual(['7.470', '7.128'])
  })

  it('signs ledger amounts with characters, not only colour', () => {
    expect(formatSignedCredits(50_000_000)).toBe('+50,000.000')
    expect(formatSignedCredits(-1_250)).toBe('\u22121.250')
    expect(formatSignedCredits(0)).toBe('0.000')
    expect(formatSignedCredits(-9_310)).toBe('\u22129.310')
    expect(formatCredits(122_506_250)).toBe('122,506.250')
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
    expect(parseSignedCredits('-')).toEqual({ ok: false, problem: 'nothing_after_minus' })
    expect(parseSignedCredits('--1')).toEqual({ ok: false, problem: 'not_an_amount' })
    expect(parseSignedCredits('1.2345')).toEqual({ ok: false, problem: 'too_many_decimals' })
    expect(parseSignedCredits('99999999999999999')).toEqual({ ok: false, problem: 'too_large' })
    expect(parseSignedCredits('')).toEqual({ ok: true, value: null })
    expect(parseCredits('-1')).toEqual({ ok: false, problem: 'not_an_amount' })
  })

  it('rounds days left up and stops at zero', () => {
    const now = Date.UTC(2026, 10, 21, 12)
    expect(daysLeft(new Date(now + 5 * 86_400_000).toISOString(), now)).toBe(5)
    expect(daysLeft(new Date(now + 3_600_000).toISOString(), now)).toBe(1)
    expect(daysLeft(new Date(now - 1).toISOString(), now)).toBe(0)
  })

  it('writes a share as the regional format does: its digits, its percent sign, its spacing', () => {
    expect(formatPercent(0.79, 0, 'en-US')).toBe('79%')
    expect(formatPercent(0.79, 0, 'de-DE')).toBe('79\u00a0%')
    expect(formatPercent(0.79, 0, 'ja-JP')).toBe('79%')
    expect(formatPercent(0.79, 0, 'ar-EG')).toMatch(/^٧٩٪/)
    expect(formatPercent(0.999, 1, 'en-US')).toBe('99.9%')
  })

  it('writes token counts in full, however large, and pluralises', () => {
    expect(formatTokens(9_999)).toBe('9,999')
    expect(formatTokens(11_024)).toBe('11,024')
    expect(formatTokens(1_234_567)).toBe('1,234,567')
    expect(plural(1, 'day')).toBe('1 day')
    expect(plural(3, 'day')).toBe('3 days')
  })

  it('starts the local day at local midnight', () => {
    const now = new Date(2026, 10, 21, 15, 30)
    expect(new Date(startOfLocalDay(0, now)).getTime()).toBe(new Date(2026, 10, 21).getTime())
    expect(new Date(startOfLocalDay(6, now)).getTime()).toBe(new Date(2026, 10, 15).getTime())
  })
})

describe('format in the reader’s locale', () => {
  const max = Number.MAX_SAFE_INTEGER
  it.each([
    // locale, 1,234,567.891 credits, the largest safe amount, a negative refund-sized amount
    ['en-US', '1,234,567.891', '9,007,199,254,740.991', '-1.500'],
    ['de-DE', '1.234.567,891', '9.007.199.254.740,991', '-1,500'],
    ['fr-FR', '1\u202f234\u202f567,891', '9\u202f007\u202f199\u202f254\u202f740,991', '-1,500'],
    ['en-IN', '12,34,567.891', '90,07,19,92,54,740.991', '-1.500'],
    ['ja-JP', '1,234,567.891', '9,007,199,254,740.991', '-1.500'],
    ['ar-EG', '١٬٢٣٤٬٥٦٧٫٨٩١', '٩٬٠٠٧٬١٩٩٬٢٥٤٬٧٤٠٫٩٩١', '\u061c-١٫٥٠٠'],
  ])('%s writes credits exactly', (locale, million, largest, negative) => {
    expect(formatCredits(1_234_567_891, { locale })).toBe(million)
    expect(formatCredits(max, { locale })).toBe(largest)
    expect(formatCredits(-1_500, { locale })).toBe(negative)
    // The fraction is never rounded: the last millicredit of the largest amount survives.
    expect(formatCredits(max - 1, { locale }).endsWith(locale === 'ar-EG' ? '٩٩٠' : '990')).toBe(true)
  })

  it('signs ledger amounts in each locale, refunds and debits alike', () => {
    expect(formatSignedCredits(-1_250, { locale: 'de-DE' })).toBe('\u22121,250')
    expect(formatSignedCredits(2_500, { locale: 'fr-FR' })).toBe('+2,500')
    expect(formatSignedCredits(-max, { locale: 'en-IN' })).toBe('\u221290,07,19,92,54,740.991')
    expect(formatSignedCredits(-5, { locale: 'ja-JP' })).toBe('\u22120.005')
    // ar-EG keeps its own minus with the Arabic letter mark before it.
    expect(formatSignedCredits(-1_250, { locale: 'ar-EG' })).toBe('\u061c\u2212١٫٢٥٠')
    expect(formatSignedCredits(1_250, { locale: 'ar-EG' })).toBe('\u061c+١٫٢٥٠')
    expect(formatSignedCredits(0, { locale: 'de-DE' })).toBe('0,000')
  })

  it('keeps the CSV format whatever the locale', () => {
    // creditsDecimal takes no locale at all: files are read by machines.
    expect(creditsDecimal(-1_234_567_891)).toBe('-1234567.891')
  })

  it('counts, tokens and dates follow the locale', () => {
    expect(formatCount(1_234_567, 'de-DE')).toBe('1.234.567')
    expect(formatCount(1_234_567, 'en-IN')).toBe('12,34,567')
    expect(formatCount(1_234, 'ar-EG')).toBe('١٬٢٣٤')
    expect(formatTokens(1_234_567, 'de-DE')).toBe('1.234.567')
    expect(formatUtcDay('2026-10-03', { dateStyle: 'medium' }, 'de-DE')).toBe('03.10.2026')
    expect(formatUtcDay('2026-10-03', { dateStyle: 'medium' }, 'ja-JP')).toBe('2026/10/03')
    expect(formatMonth('2026-10', 'fr-FR')).toBe('octobre 2026')
    expect(formatMonth('2026-01', 'en-US')).toBe('January 2026')
  })

  it('reads typed credits the locale’s way, and refuses the ambiguous', () => {
    expect(parseCredits('1.250,25', 'de-DE')).toEqual({ ok: true, value: 1_250_250 })
    expect(parseCredits('2,5', 'de-DE')).toEqual({ ok: true, value: 2_500 })
    expect(parseCredits('2.5', 'de-DE').ok).toBe(false)
    expect(parseCredits('1 250,5', 'fr-FR')).toEqual({ ok: true, value: 1_250_500 })
    expect(parseCredits('1,25,000.5', 'en-IN')).toEqual({ ok: true, value: 125_000_500 })
    expect(parseCredits('١٬٢٥٠٫٢٥', 'ar-EG')).toEqual({ ok: true, value: 1_250_250 })
    expect(parseSignedCredits(formatSignedCredits(-1_250, { locale: 'ar-EG' }), 'ar-EG')).toEqual({
      ok: true,
      value: -1_250,
    })
    for (const locale of ['de-DE', 'fr-FR', 'en-IN', 'ja-JP', 'ar-EG'])
      for (const m of [0, 1, -1, 1_500, -1_250_250, max])
        expect(parseSignedCredits(creditsInput(m, locale), locale)).toEqual({ ok: true, value: m })
  })
})

describe('formatRelative', () => {
  const now = Date.parse('2026-11-27T12:00:00Z')
  it('says how long ago in the regional format’s language, "now" under 45 seconds', () => {
    expect(formatRelative('2026-11-27T11:59:30Z', now, 'en-US')).toBe('now')
    expect(formatRelative('2026-11-27T09:00:00Z', now, 'en-US')).toBe('3 hours ago')
    expect(formatRelative('2026-11-27T09:00:00Z', now, 'de-DE')).toBe('vor 3 Stunden')
    expect(formatRelative('2026-11-26T12:00:00Z', now, 'ja-JP')).toBe('昨日')
  })
})

describe('formats kept per locale', () => {
  it('lists, dates and signs in each locale asked for, one after the other', () => {
    expect(formatList(['a', 'b', 'c'], 'conjunction', 'en-US')).toBe('a, b, and c')
    expect(formatList(['a', 'b', 'c'], 'conjunction', 'de-DE')).toBe('a, b und c')
    expect(formatList(['a', 'b'], 'unit', 'en-US')).toBe('a, b')
    const at = '2026-11-27T09:05:00Z'
    expect(formatDateTime(at, 'de-DE')).not.toBe(formatDateTime(at, 'en-US'))
    expect(formatDateTime(at, 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    )
    expect(formatUtcDay('2026-10-03', undefined, 'de-DE')).toBe('03.10.2026')
    expect(formatUtcDay('2026-10-03', { month: 'short', day: 'numeric' }, 'en-US')).toBe('Oct 3')
    // Each sign has its own pattern: the minus, the plus and zero's none, in each locale.
    for (const locale of ['en-US', 'de-DE', 'ar-EG'])
      expect(
        [
          formatSignedCredits(-1, { locale }),
          formatSignedCredits(1, { locale }),
          formatSignedCredits(0, { locale }),
          // Unsigned after signed: a figure's own minus, and no plus.
          formatCredits(-1, { locale }),
          formatCredits(1, { locale }),
        ].map((s) => s.replace(/[\d٠-٩.,٫٬]/g, '')),
      ).toEqual(locale === 'ar-EG' ? ['\u061c\u2212', '\u061c+', '', '\u061c-', ''] : ['\u2212', '+', '', '-', ''])
  })
})
