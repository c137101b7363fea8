import { describe, expect, it } from 'vitest'
import { dailyOutcomes } from './daily'

describe('dailyOutcomes', () => {
  it('counts each local day by outcome, oldest first, with the success rate of finished ones', () => {
    const now = new Date(2026, 10, 21, 15, 0).getTime()
    const at = (daysAgo: number, hour: number) => new Date(2026, 10, 21 - daysAgo, hour).toISOString()
    const days = dailyOutcomes(
      [
        { created_at: at(0, 9), status: 'succeeded' },
        { created_at: at(0, 10), status: 'failed' },
        { created_at: at(0, 11), status: 'pending' },
        { created_at: at(0, 12), status: 'succeeded' },
        { created_at: at(2, 0), status: 'skipped' },
        { created_at: at(9, 1), status: 'succeeded' },
      ],
      7,
      now,
    )
    expect(days).toHaveLength(7)
    expect(days[6]?.counts).toEqual({ pending: 1, succeeded: 2, failed: 1, skipped: 0 })
    expect(days[6]?.rate).toBeCloseTo(2 / 3)
    expect(days[4]?.counts.skipped).toBe(1)
    expect(days[4]?.rate).toBeNull()
    expect(days.reduce((n, d) => n + d.counts.succeeded, 0)).toBe(2)
    expect(new Date(days[0]?.start ?? '').getDate()).toBe(15)
  })
})
