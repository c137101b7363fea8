// The checkable results of an attach dialog: skeletons while the first page loads, the error
// with a retry, an empty state, then one checkbox row a result (what is attached already
// shows checked and cannot be unticked) and Load more while the API has more.
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { LoadMore } from '../data-table/pager'
import { EmptyState } from './empty-state'
import { ErrorNotice } from './error-notice'
import { Skeleton } from './skeleton'

export interface PickRow {
  id: string
  name: string
  /** After the name: its status, and whether it is attached already. */
  badges?: ReactNode
  /** The line under the name. */
  detail: ReactNode
  /** Full text of a detail that is cut to two lines. */
  detailTitle?: string
  attached: boolean
}

/** The parts of an infinite query the list reads. */
export interface PickQuery {
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  error: unknown
  isFetching: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  refetch: () => unknown
  fetchNextPage: () => unknown
}

export interface PickListProps {
  /** Names the group of checkboxes, and "Load more …": a translated plural noun. */
  noun: string
  query: PickQuery
  rows: readonly PickRow[]
  empty: { title: string; body: ReactNode }
  isPicked: (id: string) => boolean
  onToggle: (id: string) => void
}

export function PickList({ noun, query, rows, empty, isPicked, onToggle }: PickListProps) {
  const { t } = useLingui()
  const baseId = useId()
  return (
    <div aria-busy={query.isFetching} className="min-h-40">
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      ) : (
        <fieldset>
          <legend className="sr-only">{noun}</legend>
          <ul className="divide-line border-line divide-y rounded-md border">
            {rows.map((row) => {
              const inputId = `${baseId}-${row.id}`
              return (
                <li key={row.id}>
                  <label
                    htmlFor={inputId}
                    className={`flex items-start gap-x-3 px-3 py-2.5 ${row.attached ? 'opacity-80' : 'hover:bg-surface-muted cursor-pointer'}`}
                  >
                    {/* The checkbox has a column of its own: a long name wraps beside it, never below it. */}
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={row.attached || isPicked(row.id)}
                      disabled={row.attached}
                      onChange={() => onToggle(row.id)}
                      className="accent-accent mt-0.5 size-4 shrink-0"
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                        <span dir="auto" className="text-fg min-w-0 font-medium wrap-anywhere">
                          {row.name}
                        </span>
                        {row.badges}
                      </span>
                      <span
                        dir="auto"
                        title={row.detailTitle}
                        className="text-fg-muted line-clamp-2 text-xs wrap-anywhere"
                      >
                        {row.detail}
                      </span>
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
      {query.isSuccess && rows.length > 0 ? (
        <div className="mt-3">
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label={t`Load more ${noun}`}
          />
        </div>
      ) : null}
    </div>
  )
}
