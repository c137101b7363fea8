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
}) => Promise<void>

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
): CursorListPage<S, T> {
  const query = useQuery({ ...list(listQueryOf(search)), placeholderData: keepPreviousData })

  const setFilters = useCallback(
    (patch: Partial<FiltersOf<S>>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch, after: undefined, before: undefined }),
        // Typing in the search box replaces the entry rather than piling up history.
        replace: 'q' in patch,
      }),
    [navigate],
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
      }),
    [navigate],
  )
  const turnPage = useCallback(
    (turn: PageTurn) => void navigate({ search: (prev) => ({ ...prev, ...turn }) }),
    [navigate],
  )

  return { search, query, filtered: hasFilters(search), setFilters, clearFilters, turnPage }
}
