import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customPeriodProblem, periodDays, resolvePeriod, todayLocalDate } from './periods'

// The browser's time zone decides the days; Berlin has a DST change on 2026-10-25.
const originalTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin'
})
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

// 2026-11-21 10:30 in Berlin (UTC+1).
const now = new Date('2026-11-21T09:30:00Z')

describe('resolvePeriod', () => {
  it('selects all time without a preset', () => {
    expect(resolvePeriod({}, now)).toBeNull()
  })

  it('computes today from local midnight to the next one, in UTC', () => {
    expect(resolvePeriod({ period: 'today' }, now)).toEqual({
      from: '2026-11-20T23:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    })
  })

  it('starts this week on Monday at local midnight and ends it tonight', () => {
    // 2026-11-21 is a Saturday: the week began on Monday the 16th.
    expect(resolvePeriod({ period: 'this_week' }, now)).toEqual({
      from: '2026-11-15T23:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    })
    // On a Monday the week is that one day; on a Sunday it reaches back six.
    const monday = new Date('2026-11-23T09:30:00Z')
    expect(resolvePeriod({ period: 'this_week' }, monday)?.from).toBe('2026-11-22T23:00:00.000Z')
    const sunday = new Date('2026-11-22T09:30:00Z')
    expect(resolvePeriod({ period: 'this_week' }, sunday)?.from).toBe('2026-11-15T23:00:00.000Z')
  })

  it('counts today as one of the last 7 and last 30 days', () => {
    expect(resolvePeriod({ period: 'last_7_days' }, now)).toEqual({
      from: '2026-11-14T23:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    })
    // 30 local days back crosses the DST change: the start is a summer-time midnight.
    expect(resolvePeriod({ period: 'last_30_days' }, now)).toEqual({
      from: '2026-10-22T22:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    })
  })

  it('gives whole calendar months, with last month spanning the DST change', () => {
    expect(resolvePeriod({ period: 'this_month' }, now)).toEqual({
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-30T23:00:00.000Z',
    })
    expect(resolvePeriod({ period: 'last_month' }, now)).toEqual({
      from: '2026-09-30T22:00:00.000Z',
      to: '2026-10-31T23:00:00.000Z',
    })
  })

  it('rolls January back into December of the previous year', () => {
    expect(resolvePeriod({ period: 'last_month' }, new Date('2027-01-15T12:00:00Z'))).toEqual({
      from: '2026-11-30T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    })
  })

  it('includes both ends of a custom period, sending the day after as the exclusive end', () => {
    expect(resolvePeriod({ period: 'custom', since: '2026-10-24', until: '2026-10-25' }, now)).toEqual({
      from: '2026-10-23T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    })
  })

  it('ignores an incomplete or reversed custom period', () => {
    expect(resolvePeriod({ period: 'custom', since: '2026-10-24' }, now)).toBeNull()
    expect(resolvePeriod({ period: 'custom', since: '2026-10-24', until: '2026-10-01' }, now)).toBeNull()
    expect(customPeriodProblem({ period: 'custom', since: '2026-10-24' })).toBe('incomplete')
    expect(customPeriodProblem({ period: 'custom', since: '2026-10-24', until: '2026-10-01' })).toBe('reversed')
    expect(customPeriodProblem({ period: 'custom', since: '2026-10-01', until: '2026-10-01' })).toBeNull()
  })
})

describe('periodDays', () => {
  it('writes the local days a period covers, none for all time', () => {
    expect(periodDays({}, now, 'en-US')).toBeNull()
    const text = periodDays({ period: 'last_month' }, now, 'en-US')
    expect(text).toContain('Oct')
    expect(text).toContain('31')
    expect(text).not.toContain('Nov')
  })
})

it('todayLocalDate is the local calendar day', () => {
  // 23:30 UTC on the 21st is already the 22nd in Berlin.
  expect(todayLocalDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
})
