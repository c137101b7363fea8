import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENTRY_TYPES } from '../../api/contract'
import { sumMillicredits } from '../../lib/millicredits'
import { balanceSeries, checkDays, reconcile, spendSeries } from './reconcile'

const totals = { top_up: 150_000_000, debit: -12_345_678, refund: 4_321 }

describe('reconcile', () => {
  it('holds when opening + totals = closing', () => {
    const r = reconcile({ opening_balance: 1_000_500, closing_balance: 138_659_143, totals })
    expect(r).toMatchObject({ expected: 138_659_143, difference: 0, holds: true })
  })

  it('reports the difference when the closing balance is off, even by one millicredit', () => {
    const r = reconcile({ opening_balance: 1_000_500, closing_balance: 138_659_144, totals })
    expect(r?.holds).toBe(false)
    expect(r?.difference).toBe(1)
  })

  it('has nothing to reconcile without balances (a product filter)', () => {
    expect(reconcile({ opening_balance: null, closing_balance: null, totals })).toBeNull()
  })

  it('is exact where float credits would drift', () => {
    // 0.1 + 0.2 credits is not 0.3 in floats; in millicredits it is.
    const r = reconcile({
      opening_balance: 0,
      closing_balance: 300,
      totals: { top_up: 100, debit: 0, refund: 200 },
    })
    expect(r?.holds).toBe(true)
  })

  it('never throws where the sum leaves the safe range, and still says whether it holds', () => {
    const half = 4_951_143_115_163_469
    // Opening plus top-ups come to 9,902,286,230,326,938 millicredits, past 2^53: not a figure
    // to show, but the difference from the closing balance is, exactly.
    const r = reconcile({
      opening_balance: half,
      closing_balance: Number.MAX_SAFE_INTEGER,
      totals: { top_up: half, debit: 0, refund: 0 },
    })
    expect(r).toMatchObject({ expected: null, difference: -895_086_975_585_947, holds: false })
    const far = reconcile({
      opening_balance: half,
      closing_balance: -Number.MAX_SAFE_INTEGER,
      totals: { top_up: half, debit: 0, refund: 0 },
    })
    expect(far).toMatchObject({ expected: null, difference: null, holds: false })
    // A top-up past the range spent again within the period: every term safe, the sum exact.
    const back = reconcile({
      opening_balance: Number.MAX_SAFE_INTEGER,
      closing_balance: Number.MAX_SAFE_INTEGER - 1,
      totals: { top_up: 10, debit: -11, refund: 0 },
    })
    expect(back).toMatchObject({ expected: Number.MAX_SAFE_INTEGER - 1, difference: 0, holds: true })
  })

  it('agrees with a ledger built entry by entry, for any ledger', () => {
    const entry = fc.record({
      type: fc.constantFrom(...ENTRY_TYPES),
      size: fc.integer({ min: 1, max: 10_000_000 }),
    })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(entry, { maxLength: 50 }), (opening, entries) => {
        const t = { top_up: 0, debit: 0, refund: 0 }
        let balance = opening
        for (const e of entries) {
          const amount = e.type === 'debit' ? -e.size : e.size
          t[e.type] += amount
          balance += amount
        }
        expect(reconcile({ opening_balance: opening, closing_balance: balance, totals: t })?.holds).toBe(true)
        expect(reconcile({ opening_balance: opening, closing_balance: balance + 1, totals: t })?.holds).toBe(false)
      }),
    )
  })
})

describe('per-day figures', () => {
  const per_day = [
    { date: '2026-11-02', top_up: 0, debit: -2_000, refund: 500 },
    { date: '2026-11-01', top_up: 50_000, debit: -1_000, refund: 0 },
  ]

  it('checks that the days add up to the totals', () => {
    expect(checkDays({ per_day, totals: { top_up: 50_000, debit: -3_000, refund: 500 } }).holds).toBe(true)
    const off = checkDays({ per_day, totals: { top_up: 50_000, debit: -3_001, refund: 500 } })
    expect(off.holds).toBe(false)
    expect(off.difference).toEqual({ top_up: 0, debit: 1, refund: 0 })
  })

  it('knows the days do not add up, and leaves unknown by how much, past the safe range', () => {
    const big = Number.MAX_SAFE_INTEGER
    const days = [
      { date: '2026-11-01', top_up: big, debit: 0, refund: 0 },
      { date: '2026-11-02', top_up: big, debit: 0, refund: 0 },
    ]
    const off = checkDays({ per_day: days, totals: { top_up: -big, debit: 0, refund: 0 } })
    expect(off).toEqual({ holds: false, difference: { top_up: null, debit: 0, refund: 0 } })
    // The days' sum alone is past the range; its difference from the total is not.
    const near = checkDays({ per_day: days, totals: { top_up: big, debit: 0, refund: 0 } })
    expect(near.difference.top_up).toBe(big)
  })

  it('runs a balance past the safe range as unknown, and exact again once it comes back', () => {
    const big = Number.MAX_SAFE_INTEGER
    expect(
      balanceSeries({
        opening_balance: big,
        per_day: [
          { date: '2026-11-01', top_up: 5, debit: 0, refund: 0 },
          { date: '2026-11-02', top_up: 0, debit: -10, refund: 0 },
        ],
      }),
    ).toEqual([
      { date: '2026-11-01', balance: null },
      { date: '2026-11-02', balance: big - 5 },
    ])
  })

  it('runs the balance day by day, oldest first, ending at the closing balance', () => {
    expect(balanceSeries({ opening_balance: 10_000, per_day })).toEqual([
      { date: '2026-11-01', balance: 59_000 },
      { date: '2026-11-02', balance: 57_500 },
    ])
    expect(balanceSeries({ opening_balance: null, per_day })).toBeNull()
  })

  it('counts spend as what the debits took, positive, summing to the debits total', () => {
    const spend = spendSeries({ per_day })
    expect(spend).toEqual([
      { date: '2026-11-01', spend: 1_000 },
      { date: '2026-11-02', spend: 2_000 },
    ])
    expect(sumMillicredits(spend.map((d) => d.spend))).toBe(3_000)
    expect(
      Object.is(spendSeries({ per_day: [{ date: '2026-11-03', top_up: 0, debit: 0, refund: 0 }] })[0]?.spend, 0),
    ).toBe(true)
  })
})
