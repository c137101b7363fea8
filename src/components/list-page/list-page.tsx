// The frame of a list screen: heading, description and its actions ("New …"), the filters,
// then the table with its pager and the empty state that fits: nothing matches the filters,
// nothing on a page past the end, or nothing yet.
import { Link, useLocation, type LinkProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { unreadableOf } from '../../api/unreadable'
import { useCanWrite } from '../../app/capabilities'
import { type Column, DataTable, queryTableState, routeCursorPager } from '../data-table'
import { Button, buttonClass } from '../ui/button'
import { EmptyState } from '../ui/empty-state'
import { rememberListSearch } from './list-return'
import type { CursorSearch } from './search'
import type { CursorListPage } from './use-cursor-list-page'
import { PageHeader } from '../layout/page-header'

/** A link to a screen that creates something workspace-wide; disabled, with the reason, for a key that may not. */
export function NewButton({ to, children }: { to: NonNullable<LinkProps['to']>; children: ReactNode }) {
  const permission = useCanWrite({ workspace: true })
  if (permission.allowed)
    return (
      <Link to={to} className={buttonClass('primary')}>
        {children}
      </Link>
    )
  return (
    <Button variant="primary" disabledReason={permission.reason}>
      {children}
    </Button>
  )
}

export interface CursorListProps<S extends CursorSearch, T extends { id: string }> {
  list: CursorListPage<S, T>
  columns: Column<T>[]
  /** The table's accessible name, and the one it has while filters narrow it. */
  label: string
  filteredLabel: string
  /** Names the pager's landmark, e.g. "Product pages". */
  pagesLabel: string
  /** What is on the page; "13 on this page" unless given. */
  summary?: (count: number) => ReactNode
  /** "No products match these filters" and what to try instead. */
  noMatch: { title: string; hint: string }
  /** "No products yet" and how the first one comes about. */
  none: { title: string; hint: ReactNode }
  /** A NewButton, which also stands in the "none yet" state. */
  create?: ReactNode
}

/**
 * A cursor list's table under its filters: the rows, the pager, and the empty state that fits.
 * A list screen has it under its heading (ListPage); a detail screen can hold one in a section.
 */
export function CursorList<S extends CursorSearch, T extends { id: string }>({
  list,
  columns,
  label,
  filteredLabel,
  pagesLabel,
  summary,
  noMatch,
  none,
  create,
}: CursorListProps<S, T>) {
  const { search, query, filtered } = list
  const page = query.data
  const rows = page?.data

  const empty = filtered ? (
    <EmptyState title={noMatch.title}>
      <p>{noMatch.hint}</p>
      <Button size="sm" className="mt-3" onClick={list.clearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  ) : search.after || search.before ? (
    <EmptyState title="Nothing on this page">
      <Link to="." search={{ limit: search.limit }} className={buttonClass('secondary', 'sm', 'mt-3')}>
        Back to the first page
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title={none.title}>
      <p>{none.hint}</p>
      {create ? <div className="mt-3 flex justify-center">{create}</div> : null}
    </EmptyState>
  )

  return (
    <DataTable
      label={filtered ? filteredLabel : label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      {...queryTableState(query)}
      unreadable={unreadableOf(page)}
      empty={empty}
      footer={routeCursorPager({
        label: pagesLabel,
        rows,
        hasMore: page?.has_more,
        position: search,
        busy: query.isFetching,
        summary,
        onTurn: list.turnPage,
      })}
    />
  )
}

export interface ListPageProps<S extends CursorSearch, T extends { id: string }> extends CursorListProps<S, T> {
  title: string
  description: ReactNode
  /** The header's actions, e.g. a NewButton; a NewButton given as `create` also stands in the "none yet" state. */
  actions?: ReactNode
  /** Between the header and the filters, e.g. a warning about the whole list. */
  banner?: ReactNode
  filters: ReactNode
}

export function ListPage<S extends CursorSearch, T extends { id: string }>({
  title,
  description,
  actions,
  banner,
  filters,
  ...list
}: ListPageProps<S, T>) {
  const { search } = list.list
  const { pathname } = useLocation()
  useEffect(() => rememberListSearch(pathname, search), [pathname, search])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || list.create ? (
            <div className="flex flex-wrap gap-2">
              {actions}
              {list.create}
            </div>
          ) : null
        }
      />

      {banner}
      {filters}

      <CursorList {...list} />
    </div>
  )
}
