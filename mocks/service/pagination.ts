// Cursor lists: newest first (or oldest first for messages), `starting_after` / `ending_before` by id.
import { fail } from './problems'

export interface Page<T> {
  body: { data: T[]; has_more: boolean }
  headers: Record<string, string>
}

export function paginate<T extends { id: string }>(
  items: readonly T[],
  query: { limit: number; starting_after?: string | undefined; ending_before?: string | undefined },
  url: URL,
): Page<T> {
  const { limit, starting_after, ending_before } = query
  if (starting_after && ending_before)
    fail('invalid_parameter', 'Use starting_after or ending_before, not both.', {
      errors: [{ parameter: 'ending_before', code: 'invalid_value', detail: 'cannot be combined with starting_after' }],
    })
  const indexOf = (id: string, parameter: string) => {
    const i = items.findIndex((it) => it.id === id)
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
    data = items.slice(start, end)
    hasMore = start > 0
  } else {
    const start = starting_after ? indexOf(starting_after, 'starting_after') + 1 : 0
    data = items.slice(start, start + limit)
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
