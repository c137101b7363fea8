import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runningMillicredits, sumMillicredits } from './millicredits'

const MAX = Number.MAX_SAFE_INTEGER

describe('sumMillicredits', () => {
  it('adds exactly within the safe range, and is null past it', () => {
    expect(sumMillicredits([])).toBe(0)
    expect(sumMillicredits([100, 200])).toBe(300)
    expect(sumMillicredits([MAX, -MAX])).toBe(0)
    expect(sumMillicredits([MAX, 0])).toBe(MAX)
    // The sum that took /wallet and the overview down.
    expect(sumMillicredits([4_951_143_115_163_469, 4_951_143_115_163_469])).toBeNull()
    expect(sumMillicredits([-MAX, -1])).toBeNull()
  })

  it('stays exact when a run of terms leaves the range and comes back', () => {
    // In doubles MAX + 2 rounds to 2^53 + 2 … and the result drifts; here it does not.
    expect(sumMillicredits([MAX, 2, -3])).toBe(MAX - 1)
    expect(MAX + 2 - 3).not.toBe(MAX - 1)
  })

  it('refuses an addend that is not a safe integer', () => {
    expect(sumMillicredits([1, 0.5])).toBeNull()
    expect(sumMillicredits([Number.NaN])).toBeNull()
    expect(sumMillicredits([2 ** 53, -1])).toBeNull()
  })

  it('agrees with BigInt arithmetic for any safe integers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MAX, max: MAX }), { maxLength: 8 }), (values) => {
        const exact = values.reduce((a, v) => a + BigInt(v), 0n)
        const safe = exact <= BigInt(MAX) && exact >= -BigInt(MAX)
        expect(sumMillicredits(values)).toBe(safe ? Number(exact) : null)
      }),
    )
  })
})

describe('runningMillicredits', () => {
  it('runs exactly, null only where the running sum is out of range', () => {
    expect(runningMillicredits([1, 2, 3])).toEqual([1, 3, 6])
    expect(runningMillicredits([MAX, 1, -2])).toEqual([MAX, null, MAX - 1])
    // An addend that is not an amount spoils every sum after it.
    expect(runningMillicredits([1, 0.5, 2])).toEqual([1, null, null])
  })
})
