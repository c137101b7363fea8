import { describe, expect, it } from 'vitest'
import { fiveHourRetry, speedLabel } from './clock-control'
import { paceLabel, paceOptions } from './traffic-control'

describe('the webhook clock speed', () => {
  it('says when the five-hour retry comes at each speed', () => {
    expect(fiveHourRetry(1)).toBe('5 hours')
    expect(fiveHourRetry(60)).toBe('5 minutes')
    expect(fiveHourRetry(3_600)).toBe('5 seconds')
    expect(fiveHourRetry(86_400)).toBe('under a second')
    expect(fiveHourRetry(18_000)).toBe('1 second')
    expect(fiveHourRetry(2)).toBe('2.5 hours')
  })

  it('names a speed the menu does not list by its factor', () => {
    expect(speedLabel(3_600)).toBe('3,600×: an hour a second')
    expect(speedLabel(10)).toBe('10×')
  })
})

describe('the traffic pace', () => {
  it('offers the preset paces, plus the one in force when it is not among them, in order', () => {
    expect(paceOptions(6)).toEqual([1, 2, 6, 12, 30, 60])
    expect(paceOptions(7)).toEqual([1, 2, 6, 7, 12, 30, 60])
  })

  it('reads as words', () => {
    expect(paceLabel(1)).toBe('One a minute')
    expect(paceLabel(60)).toBe('One a second')
    expect(paceLabel(12)).toBe('12 a minute')
  })
})
