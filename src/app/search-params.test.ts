// The URL form of filters: several values repeat their key; every value reads back as it was.
import { describe, expect, it } from 'vitest'
import { walletSearch } from '../features/wallet/search'
import { deliveriesSearch } from '../features/webhooks/detail/search'
import { parseSearch, stringifySearch } from './search-params'

const roundTrip = (search: Record<string, unknown>) => parseSearch(stringifySearch(search))

describe('search params', () => {
  it('repeats the key for several values, in order, among the other keys', () => {
    const search = { type: ['debit', 'refund'], period: 'last_30_days', event: ['message.completed'] }
    expect(stringifySearch(search)).toBe('?type=debit&type=refund&period=last_30_days&event=message.completed')
    expect(roundTrip(search)).toEqual({ type: ['debit', 'refund'], period: 'last_30_days', event: 'message.completed' })
  })

  it('gives the screens back the lists they wrote, one value or several', () => {
    for (const type of [['refund'], ['top_up', 'debit', 'refund']] as const)
      expect(walletSearch.parse(roundTrip({ type })).type).toEqual(type)
    const filters = { status: ['pending', 'failed'], event: ['message.created'] } as const
    expect(deliveriesSearch.parse(roundTrip(filters))).toEqual(filters)
  })

  it('keeps numbers, booleans and number-like strings exact', () => {
    const search = { min_amount: -5000, q: '123', flags: ['1', 'true'], open: true, empty: '' }
    expect(roundTrip(search)).toEqual(search)
  })

  it('encodes what a URL cannot hold raw, and still reads links in the older JSON form', () => {
    const search = { q: 'a&b=c 注文', type: ['debit'] }
    expect(stringifySearch(search)).not.toMatch(/注|&b=/)
    expect(roundTrip(search)).toEqual({ q: 'a&b=c 注文', type: 'debit' })
    expect(parseSearch(`?type=${encodeURIComponent('["debit","refund"]')}`)).toEqual({ type: ['debit', 'refund'] })
  })

  it('leaves an empty search empty', () => {
    expect(stringifySearch({})).toBe('')
    expect(stringifySearch({ type: undefined })).toBe('')
  })
})
