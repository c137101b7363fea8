import { describe, expect, it } from 'vitest'
import { partialStart } from './partial-day'

describe('partialStart', () => {
  it('names the UTC hour a local midnight east of UTC falls on', () => {
    expect(partialStart('2026-03-09T23:00:00.000Z', 'en-US')).toBe('23:00')
  })
  it('names it west of UTC too', () => {
    expect(partialStart('2026-03-10T05:00:00.000Z', 'en-US')).toBe('05:00')
  })
  it("writes it in the regional format's digits", () => {
    expect(partialStart('2026-03-09T23:00:00.000Z', 'ar-EG')).toBe('٢٣:٠٠')
    expect(partialStart('2026-03-09T23:00:00.000Z', 'de-DE')).toBe('23:00')
  })
  it('is null when the period starts at a UTC midnight or has no start', () => {
    expect(partialStart('2026-03-10T00:00:00.000Z')).toBeNull()
    expect(partialStart(null)).toBeNull()
  })
})
