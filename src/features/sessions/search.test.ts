import { describe, expect, it } from 'vitest'
import { filtersOf, hasFilters, listQueryOf, sessionsSearch } from './search'

const NOW = new Date(2026, 10, 21, 15, 30) // local time: the presets follow the browser's zone

describe('sessionsSearch', () => {
  it('keeps good values and drops bad ones instead of failing', () => {
    expect(sessionsSearch.parse({ product: 'prod_abcdef12', period: 'today', contact: 'with', q: '  返金  ' })).toEqual(
      { product: 'prod_abcdef12', period: 'today', contact: 'with', q: '返金' },
    )
    expect(sessionsSearch.parse({ product: 'nope', period: 'yesterday', contact: 'maybe', q: '' })).toEqual({})
  })
})

describe('listQueryOf', () => {
  it('turns the URL into API parameters with the period resolved to UTC instants, to exclusive', () => {
    const q = listQueryOf(
      { product: 'prod_abcdef12', period: 'last_7_days', contact: 'without', q: 'refund' },
      null,
      NOW,
    )
    expect(q).toEqual({
      product_id: 'prod_abcdef12',
      from: new Date(2026, 10, 15).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
      has_contact: 'false',
      q: 'refund',
    })
  })

  it('sends nothing for unset filters and an unfinished custom period', () => {
    expect(listQueryOf({}, null, NOW)).toEqual({})
    expect(listQueryOf({ period: 'custom', since: '2026-11-10' }, null, NOW)).toEqual({})
  })

  it('puts a locked key’s product in place of whatever the URL asks for', () => {
    expect(listQueryOf({ product: 'prod_other0001' }, 'prod_locked001', NOW)).toEqual({ product_id: 'prod_locked001' })
  })
})

describe('filtersOf', () => {
  it('keeps custom days only with a custom period, in a fixed key order', () => {
    expect(filtersOf({ q: 'x', since: '2026-11-01', until: '2026-11-02', period: 'today' })).toEqual({
      period: 'today',
      q: 'x',
    })
    expect(Object.keys(filtersOf({ q: 'x', contact: 'with', period: 'custom', since: '2026-11-01' }))).toEqual([
      'period',
      'since',
      'contact',
      'q',
    ])
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ contact: 'with' })).toBe(true)
  })
})
