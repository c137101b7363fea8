// Which way a URL-cursor list can turn, and the cursor each turn puts in the URL.
import { describe, expect, it } from 'vitest'
import { cursorPages } from './route-pager'

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

describe('cursorPages', () => {
  it('on the first page offers only Next, after the last row, when more remain', () => {
    expect(cursorPages(rows, true, {})).toEqual({
      hasPrevious: false,
      hasNext: true,
      previous: undefined,
      next: { after: 'c', before: undefined },
    })
  })

  it('on a single page offers neither direction', () => {
    const pages = cursorPages(rows, false, {})
    expect([pages.hasPrevious, pages.hasNext, pages.previous, pages.next]).toEqual([false, false, undefined, undefined])
  })

  it('after moving forward offers Previous, before the first row, and Next only while more remain', () => {
    expect(cursorPages(rows, false, { after: 'z' })).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      previous: { after: undefined, before: 'a' },
      next: undefined,
    })
  })

  it('after moving back reads has_more as newer pages and always offers Next', () => {
    expect(cursorPages(rows, false, { before: 'd' })).toMatchObject({ hasPrevious: false, hasNext: true })
    expect(cursorPages(rows, true, { before: 'd' })).toMatchObject({
      hasPrevious: true,
      previous: { after: undefined, before: 'a' },
      next: { after: 'c', before: undefined },
    })
  })

  it('has nowhere to go without rows', () => {
    expect(cursorPages(undefined, undefined, { after: 'x' })).toMatchObject({ previous: undefined, next: undefined })
  })
})
