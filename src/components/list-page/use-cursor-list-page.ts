// The state of a list screen whose filters and page cursor live in the URL: the search, the
// query for it (the last page stays on screen while the next loads), and the URL changes a
// user makes: a filter, clearing them all, turning a page.
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ApiError } from '../../api/errors'
import type { PageTurn } from '../data-table'
import { hasFilters, listQueryOf, type CursorListQuery, type CursorSearch, type FiltersOf } from './search'

/** A page of a cursor list as the API answers it. */
export interface CursorListData<T extends { id: string } = { id: string }> {
  data: T[]
  has_more: boolean
}

/**
 * The route's navigate, e.g. `getRouteApi('/products/').useNavigate()`. Every key of a list's
 * search is optional, so a partial search is a whole one.
 */
export type ListNavigate<S extends CursorSearch> = (options: {
  search: (prev: S) => Partial<S>
  replace?: boolean
  resetScroll?: boolean
}) => Promise<void>

export interface CursorListOptions<T extends { id: string }> {
  /** Ask again this often while the page on view needs it (a pending delivery); false for never. */
  refetchInterval?: (page: CursorListData<T> | undefined) => number | false
  /**
   * Whether a filter or a page turn scrolls to the top: yes for a list screen, no for a list
   * further down a page (the delivery log under its endpoint), which stays where it is read.
   */
  resetScroll?: boolean
}

export interface CursorListPage<S extends CursorSearch, T extends { id: string }> {
  search: S
  query: UseQueryResult<CursorListData<T>, ApiError>
  /** Any filter set: the list is narrowed. */
  filtered: boolean
  /** Applies a change to the filters and starts over at the first page. */
  setFilters: (patch: Partial<FiltersOf<S>>) => void
  /** Back to the whole list, at the page size the user chose. */
  clearFilters: () => void
  turnPage: (turn: PageTurn) => void
}

export function useCursorListPage<S extends CursorSearch, T extends { id: string }, K extends QueryKey>(
  search: S,
  navigate: ListNavigate<S>,
  list: (query: CursorListQuery<S>) => UseQueryOptions<CursorListData<T>, ApiError, CursorListData<T>, K>,
  { refetchInterval, resetScroll = true }: CursorListOptions<T> = {},
): CursorListPage<S, T> {
  const query = useQuery({
    ...list(listQueryOf(search)),
    placeholderData: keepPreviousData,
    ...(refetchInterval
      ? { refetchInterval: (q: { state: { data?: CursorListData<T> } }) => refetchInterval(q.state.data) }
      : {}),
  })

  const setFilters = useCallback(
    (patch: Partial<FiltersOf<S>>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch, after: undefined, before: undefined }),
        // Typing in the search box replaces the entry rather than piling up history.
        replace: 'q' in patch,
        resetScroll,
      }),
    [navigate, resetScroll],
  )
  const clearFilters = useCallback(
    () =>
      void navigate({
        search: (prev) => {
          // Every filter goes; the page size the user chose stays.
          const next: Partial<S> = {}
          next.limit = prev.limit
          return next
        },
        resetScroll,
      }),
    [navigate, resetScroll],
  )
  const turnPage = useCallback(
    (turn: PageTurn) => void navigate({ search: (prev) => ({ ...prev, ...turn }), resetScroll }),
    [navigate, resetScroll],
  )

  return { search, query, filtered: hasFilters(search), setFilters, clearFilters, turnPage }
}
