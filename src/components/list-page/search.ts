// The URL of a list paged by cursor: the screen's own filters, then the page cursor and size.
// Any bad value falls back to "not set", so a mangled or outdated link still opens the list.
import { z } from 'zod/mini'
import { LIMIT_MAX } from '../../api/contract'

/** A URL parameter that is dropped, not an error, when it does not parse. */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** What a search box puts in the URL: trimmed, never empty. */
export const searchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))

/** The keys every cursor list has besides its filters. */
export interface CursorSearch {
  /** The page after this row (Next page). */
  after?: string | undefined
  /** The page before this row (Previous page). */
  before?: string | undefined
  /** Page size; absent, the API's default. */
  limit?: number | undefined
}

/** A list's search schema: `filters` (each wrapped in `optionalParam`) plus the cursor and page size. */
export function cursorListSearch<F extends Record<string, z.ZodMiniType>>(cursorId: z.ZodMiniType<string>, filters: F) {
  return z.object({
    ...filters,
    after: optionalParam(cursorId),
    before: optionalParam(cursorId),
    limit: optionalParam(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX))),
  })
}

/** The filters of a list's search: everything but the cursor and page size. */
export type FiltersOf<S extends CursorSearch> = Omit<S, keyof CursorSearch>

export type CursorListQuery<S extends CursorSearch> = FiltersOf<S> & {
  limit?: number
  starting_after?: string
  ending_before?: string
}

/** The API query for a URL: one cursor at most (`after` wins); an unset filter stays undefined, which the client leaves out. */
export function listQueryOf<S extends CursorSearch>(search: S): CursorListQuery<S> {
  const { after, before, limit, ...filters } = search
  return {
    ...filters,
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}

/** Whether the user narrowed the list: any filter set. */
export const hasFilters = (search: CursorSearch): boolean =>
  Object.entries(search).some(([key, value]) => !CURSOR_KEYS.has(key) && value !== undefined)

const CURSOR_KEYS: ReadonlySet<string> = new Set(['after', 'before', 'limit'] satisfies (keyof CursorSearch)[])
