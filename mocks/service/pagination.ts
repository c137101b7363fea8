// Cursor lists: newest first (or oldest first for messages), `starting_after` / `ending_before` by id.
import { fail } from './problems'

export interface Page<T> {
  body: { data: T[]; has_more: boolean }
  headers: Record<string, string>
}

/**
 * A list whose items are made only when a page holds them: `at` makes the item at a place,
 * `placeOf` finds an id's place (-1: not in the list). Arrays are lists of their own.
 */
export interface LazyList<T> {
  readonly length: number
  at(i: number): T | undefined
  placeOf(id: string): number
}

const arrayList = <T extends { id: string }>(items: readonly T[]): LazyList<T> => ({
  length: items.length,
  at: (i) => items[i],
  placeOf: (id) => items.findIndex((it) => it.id === id),
})

export function paginate<T extends { id: string }>(
  list: readonly T[] | LazyList<T>,
  query: { limit: number; starting_after?: string | undefined; ending_before?: string | undefined },
  url: URL,
): Page<T> {
  const items = 'placeOf' in list ? list : arrayList(list)
  const { limit, starting_after, ending_before } = query
  if (starting_after && ending_before)
    fail('invalid_parameter', 'Use starting_after or ending_before, not both.', {
      errors: [{ parameter: 'ending_before', code: 'invalid_value', detail: 'cannot be combined with starting_after' }],
    })
  const indexOf = (id: string, parameter: string) => {
    const i = items.placeOf(id)
    if (i < 0)
      fail('invalid_parameter', `No object ${id} in this list.`, {
        errors: [{ parameter, code: 'invalid_value', detail: 'is not an object of this list' }],
      })
    return i
  }
  let data: T[]
  let hasMore: boolean
  if (ending_before) {
    const end = indexOf(ending_before, 'ending_before')
    const start = Math.max(0, end - limit)
    data = slice(items, start, end)
    hasMore = start > 0
  } else {
    const start = starting_after ? indexOf(starting_after, 'starting_after') + 1 : 0
    data = slice(items, start, start + limit)
    hasMore = start + limit < items.length
  }
  const headers: Record<string, string> = {}
  const last = data[data.length - 1]
  if (hasMore && last && !ending_before) {
    const next = new URL(url)
    next.searchParams.delete('ending_before')
    next.searchParams.set('starting_after', last.id)
    next.searchParams.set('limit', String(limit))
    headers.link = `<${next.pathname}${next.search}>; rel="next"`
  }
  return { body: { data, has_more: hasMore }, headers }
}

function slice<T>(items: LazyList<T>, start: number, end: number): T[] {
  const out: T[] = []
  for (let i = start; i < Math.min(end, items.length); i++) out.push(items.at(i) as T)
  return out
}
