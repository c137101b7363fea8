import { describe, expect, it } from 'vitest'
import { runwayOf, spentOf } from './runway'

const now = Date.UTC(2026, 10, 24, 12)
const DAY = 86_400_000

describe('runway', () => {
  it('says how many days the balance lasts at the 7-day average, and until when', () => {
    // 70 credits over 7 days = 10 a day; 235 credits last 23.5 days.
    const r = runwayOf({ balance: 235_000, spent7d: 70_000, spent24h: 10_000, now })
    expect(r.runway).toEqual({ kind: 'days', days: 23, until: now + 23.5 * DAY })
    expect(r.low).toBe(false)
    expect(r.spike).toBe(false)
    expect(r.dailyAverage).toBe(10_000)
  })

  it('warns under 7 days', () => {
    expect(runwayOf({ balance: 69_999, spent7d: 70_000, spent24h: 10_000, now }).low).toBe(true)
    expect(runwayOf({ balance: 70_000, spent7d: 70_000, spent24h: 10_000, now }).low).toBe(false)
  })

  it('warns when the last 24 h are over 3× the daily average, exactly at the line', () => {
    expect(runwayOf({ balance: 1e9, spent7d: 70_000, spent24h: 30_000, now }).spike).toBe(false)
    expect(runwayOf({ balance: 1e9, spent7d: 70_000, spent24h: 30_001, now }).spike).toBe(true)
  })

  it('invents nothing without spend, and says when the balance is gone', () => {
    expect(runwayOf({ balance: 5_000, spent7d: 0, spent24h: 0, now })).toEqual({
      runway: { kind: 'no_spend' },
      dailyAverage: 0,
      low: false,
      spike: false,
    })
    // Refunds larger than debits are no spend either.
    expect(runwayOf({ balance: 5_000, spent7d: -100, spent24h: -100, now }).runway.kind).toBe('no_spend')
    // A drained wallet: nothing left, and the runaway that drained it is a spike.
    const drained = runwayOf({ balance: 0, spent7d: 900_000, spent24h: 800_000, now })
    expect(drained.runway.kind).toBe('empty')
    expect(drained.low).toBe(true)
    expect(drained.spike).toBe(true)
  })

  it('nets refunds out of debits', () => {
    expect(spentOf({ debit: -5_000, refund: 1_250 })).toBe(3_750)
    expect(spentOf({ debit: 0, refund: 10 })).toBe(0)
  })

  it('leaves the spend unknown, not wrong, when it is too large to add up exactly', () => {
    // The answer that took the overview down: 9,902,286,230,326,938 millicredits of spend.
    expect(spentOf({ debit: -4_951_143_115_163_469, refund: -4_951_143_115_163_469 })).toBeNull()
    expect(spentOf({ debit: -Number.MAX_SAFE_INTEGER, refund: 0 })).toBe(Number.MAX_SAFE_INTEGER)
  })
})
