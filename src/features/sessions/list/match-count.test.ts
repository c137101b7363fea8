import { describe, expect, it } from 'vitest'
import { matchCount } from './match-count'

describe('how many conversations match', () => {
  it('says the summary’s total where it can count the filters', () => {
    expect(matchCount(50, true, 67)).toBe('67 conversations match · 50 loaded, more as you scroll')
  })

  it('says "more than" what is loaded where it cannot', () => {
    expect(matchCount(50, true, undefined)).toBe('More than 50 conversations match · more load as you scroll')
    // A total older than the rows loaded since (live traffic) is not shown as if it held.
    expect(matchCount(150, true, 120)).toBe('More than 150 conversations match · more load as you scroll')
  })

  it('says "all" once every match is loaded', () => {
    expect(matchCount(67, false, 67)).toBe('All 67 conversations')
    expect(matchCount(1, false, undefined)).toBe('All 1 conversation')
    expect(matchCount(0, false, 0)).toBe('')
  })
})
