import { describe, expect, it } from 'vitest'
import { addMonths, isStatementMonth, lastDayOf, monthOf, monthRange, monthsBetween } from './months'

describe('statement months', () => {
  it('are UTC calendar months, to exclusive', () => {
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' })
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' })
    expect(lastDayOf('2028-02')).toBe('2028-02-29')
    // 23:30 on Oct 31 in New York is already November in UTC.
    expect(monthOf('2026-11-01T03:30:00.000Z')).toBe('2026-11')
  })

  it('list newest first across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11'])
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02'])
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })

  it('accept only real months', () => {
    expect(isStatementMonth('2026-10')).toBe(true)
    for (const bad of ['2026-13', '2026-1', '26-10', '2026-10-01', '', 'x']) expect(isStatementMonth(bad)).toBe(false)
  })
})
