// /tools: the workspace's tool library, filtered by kind and a search, a page at a time with
// the cursor in the URL; each row opens the tool.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Tool } from '../../../api/contract'
import { toolQueries } from '../../../api/tools'
import {
  type Column,
  DataTable,
  queryTableState,
  routeCursorPager,
  primaryCellClass,
  rowLinkClass,
  rowLinkProps,
  unfoldProps,
} from '../../../components/data-table'
import { Button, buttonClass } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { useCanWrite } from '../../../lib/capabilities'
import { formatCount, formatDateTime, formatRelative, plural } from '../../../lib/format'
import { KIND_LABELS, KindBadge } from '../labels'
import { ToolFilters } from './filters'
import { hasFilters, listQueryOf, type ToolsSearch } from './search'

const route = getRouteApi('/tools/')

const COLUMNS: Column<Tool>[] = [
  {
    id: 'name',
    header: 'Name',
    skeletonClassName: 'w-40',
    className: 'min-w-48',
    cell: (t) => (
      <div className={primaryCellClass}>
        <Link
          to="/tools/$toolId"
          params={{ toolId: t.id }}
          className={`${rowLinkClass} font-mono text-sm wrap-anywhere`}
          {...rowLinkProps}
        >
          <bdi>{t.name}</bdi>
        </Link>
        {/* One line; whole on hover, and while the keyboard is on the row. */}
        <span
          dir="auto"
          title={t.description}
          className="text-fg-muted line-clamp-1 text-xs wrap-anywhere"
          {...unfoldProps}
        >
          {t.description}
        </span>
        {/* On phones the kind and counts fold in here. */}
        <span className="text-fg-muted text-xs sm:hidden">
          {KIND_LABELS[t.kind]} · {plural(t.inputs.length, 'input')} · used by {plural(t.used_by.length, 'product')}
        </span>
      </div>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    skeletonClassName: 'w-12',
    className: 'hidden sm:table-cell',
    cell: (t) => <KindBadge kind={t.kind} />,
  },
  {
    id: 'inputs',
    header: 'Inputs',
    skeletonClassName: 'w-6 ml-auto',
    className: 'hidden sm:table-cell text-right tabular-nums',
    cell: (t) => formatCount(t.inputs.length),
  },
  {
    id: 'used-by',
    header: 'Used by',
    skeletonClassName: 'w-6 ml-auto',
    className: 'hidden sm:table-cell text-right tabular-nums whitespace-nowrap',
    cell: (t) =>
      t.used_by.length === 0 ? (
        <span className="text-fg-muted">Unused</span>
      ) : (
        <span title={t.used_by.map((p) => p.name).join(', ')}>{plural(t.used_by.length, 'product')}</span>
      ),
  },
  {
    id: 'updated',
    header: 'Updated',
    skeletonClassName: 'w-20',
    className: 'hidden md:table-cell whitespace-nowrap',
    cell: (t) => (
      <time dateTime={t.updated_at} title={formatDateTime(t.updated_at)} className="text-fg-muted">
        {formatRelative(t.updated_at)}
      </time>
    ),
  },
]

export function NewToolButton() {
  const permission = useCanWrite({ workspace: true })
  if (permission.allowed)
    return (
      <Link to="/tools/new" className={buttonClass('primary')}>
        New tool
      </Link>
    )
  return (
    <Button variant="primary" disabledReason={permission.reason}>
      New tool
    </Button>
  )
}

export function ToolsPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery({ ...toolQueries.list(listQueryOf(search)), placeholderData: keepPreviousData })

  const setFilters = useCallback(
    (patch: Pick<ToolsSearch, 'kind' | 'q'>) =>
      void navigate({
        // A new filter starts at the first page; typing replaces the entry rather than piling up history.
        search: (prev) => ({ ...prev, ...patch, after: undefined, before: undefined }),
        replace: 'q' in patch,
      }),
    [navigate],
  )
  const clearFilters = () => void navigate({ search: (prev) => ({ limit: prev.limit }) })

  const page = query.data
  const rows = page?.data
  const filtered = hasFilters(search)

  const empty = filtered ? (
    <EmptyState title="No tools match these filters">
      <p>Try another search, or clear the filters to see every tool.</p>
      <Button size="sm" className="mt-3" onClick={clearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  ) : search.after || search.before ? (
    <EmptyState title="Nothing on this page">
      <Link to="/tools" search={{ limit: search.limit }} className={buttonClass('secondary', 'sm', 'mt-3')}>
        Back to the first page
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="No tools yet">
      <p>Create an LLM, HTTP or static tool, then attach it to the products that should use it.</p>
      <div className="mt-3 flex justify-center">
        <NewToolButton />
      </div>
    </EmptyState>
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-fg text-2xl font-semibold tracking-tight">Tools</h1>
          <p className="text-fg-muted mt-1 text-sm">
            The workspace’s tool library, newest first. A tool can be attached to any number of products.
          </p>
        </div>
        <NewToolButton />
      </div>

      <ToolFilters search={search} onChange={setFilters} />

      <DataTable
        label={filtered ? 'Tools matching the filters' : 'Tools'}
        columns={COLUMNS}
        rows={rows}
        rowKey={(t) => t.id}
        {...queryTableState(query)}
        empty={empty}
        footer={routeCursorPager({
          label: 'Tool pages',
          rows,
          hasMore: page?.has_more,
          position: search,
          busy: query.isFetching,
          onTurn: (turn) => void navigate({ search: (prev) => ({ ...prev, ...turn }) }),
        })}
      />
    </div>
  )
}
