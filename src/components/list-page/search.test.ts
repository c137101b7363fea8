// The list search factory: bad URL values fall back to "not set", the API query carries one
// cursor at most, and the filters are told apart from the cursor and page size.
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { LIMIT_MAX, productId } from '../../api/contract'
import { cursorListSearch, hasFilters, listQueryOf, optionalParam, searchText } from './search'

const search = cursorListSearch(productId, {
  kind: optionalParam(z.enum(['a', 'b'])),
  q: optionalParam(searchText),
})

describe('cursorListSearch', () => {
  it('keeps good values, trimming the search text', () => {
    expect(search.parse({ kind: 'a', q: '  hello ', after: 'prod_abc123', limit: '50' })).toStrictEqual({
      kind: 'a',
      q: 'hello',
      after: 'prod_abc123',
      limit: 50,
    })
  })

  it('drops each bad value on its own instead of failing the page', () => {
    const parsed = search.parse({ kind: 'robot', q: '   ', after: 'nope', before: 'prod_abc123', limit: '9999' })
    expect(parsed).toEqual({ before: 'prod_abc123' })
    expect(search.parse({ limit: String(LIMIT_MAX) }).limit).toBe(LIMIT_MAX)
    expect(search.parse({ limit: '0' }).limit).toBeUndefined()
    expect(search.parse({ limit: '2.5' }).limit).toBeUndefined()
  })
})

describe('listQueryOf', () => {
  it('sends one cursor at most, after winning over before', () => {
    expect(listQueryOf({ after: 'prod_a1b2c3', before: 'prod_d4e5f6', limit: 5 })).toEqual({
      starting_after: 'prod_a1b2c3',
      limit: 5,
    })
    expect(listQueryOf({ before: 'prod_d4e5f6' })).toEqual({ ending_before: 'prod_d4e5f6' })
  })

  it('passes the filters through and leaves unset ones undefined', () => {
    const search: { kind: 'b'; q?: string; limit?: number } = { kind: 'b', q: undefined }
    const query = listQueryOf(search)
    expect(query).toEqual({ kind: 'b' })
    expect(Object.entries(query).filter(([, v]) => v !== undefined)).toEqual([['kind', 'b']])
  })
})

describe('hasFilters', () => {
  it('counts filters, not the cursor or the page size', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ after: 'prod_a1b2c3', before: undefined, limit: 10 })).toBe(false)
    const unset = { q: undefined, limit: 10 }
    const set = { q: 'x', limit: 10 }
    expect(hasFilters(unset)).toBe(false)
    expect(hasFilters(set)).toBe(true)
  })
})
