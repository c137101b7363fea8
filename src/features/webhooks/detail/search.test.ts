import { describe, expect, it } from 'vitest'
import { deliveriesSearch, deliveryListQueryOf } from './search'

describe('delivery log URL', () => {
  it('keeps known statuses and events, one or several, and drops the rest', () => {
    expect(deliveriesSearch.parse({ status: 'failed', event: ['message.created', 'nope', 'message.created'] })).toEqual(
      { status: ['failed'], event: ['message.created'] },
    )
    expect(deliveriesSearch.parse({ status: ['weird'], after: 'not-an-id' })).toEqual({})
  })

  it('becomes the API query with one cursor at most', () => {
    expect(
      deliveryListQueryOf({ status: ['pending', 'failed'], event: undefined, after: 'dlv_abcdef12', before: 'dlv_x' }),
    ).toEqual({ limit: 20, status: ['pending', 'failed'], starting_after: 'dlv_abcdef12' })
  })
})
