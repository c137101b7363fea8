// /knowledge-bases: every knowledge base with its sources, overall status and the products it
// is attached to; searchable, a page at a time with the cursor in the URL. While any source
// refreshes, the list reads itself again until none does.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Fragment, useCallback } from 'react'
import type { KnowledgeBase, Product } from '../../../api/contract'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'
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
import { SearchBox } from '../../../components/ui/search-box'
import { formatCount, plural } from '../../../lib/format'
import { useProductsById } from '../product-names'
import { listQueryOf } from '../search'
import { OverallBadge } from '../status'

const route = getRouteApi('/knowledge-bases/')

const columns = (products: ReadonlyMap<string, Product>): Column<KnowledgeBase>[] => [
  {
    id: 'name',
    header: 'Name',
    skeletonClassName: 'w-40',
    className: 'min-w-48',
    cell: (kb) => (
      <div className={primaryCellClass}>
        <Link to="/knowledge-bases/$kbId" params={{ kbId: kb.id }} className={rowLinkClass} {...rowLinkProps}>
          <bdi>{kb.name}</bdi>
        </Link>
        <span
          dir="auto"
          title={kb.description}
          className="text-fg-muted line-clamp-1 text-xs wrap-anywhere"
          {...unfoldProps}
        >
          {kb.description}
        </span>
        <span className="text-fg-muted text-xs sm:hidden">{plural(kb.sources.length, 'source')}</span>
      </div>
    ),
  },
  {
    id: 'sources',
    header: 'Sources',
    skeletonClassName: 'w-6 ml-auto',
    className: 'hidden sm:table-cell text-right tabular-nums',
    cell: (kb) => formatCount(kb.sources.length),
  },
  { id: 'status', header: 'Status', skeletonClassName: 'w-16', cell: (kb) => <OverallBadge kb={kb} /> },
  {
    id: 'products',
    header: 'Attached to',
    skeletonClassName: 'w-32',
    className: 'hidden md:table-cell',
    cell: (kb) =>
      kb.product_ids.length === 0 ? (
        <span className="text-fg-muted">No product</span>
      ) : (
        <span
          title={kb.product_ids.map((id) => products.get(id)?.name ?? id).join(', ')}
          className="text-fg line-clamp-2 text-sm wrap-anywhere"
        >
          {kb.product_ids.map((id, i) => (
            <Fragment key={id}>
              {i > 0 ? ', ' : null}
              <bdi>{products.get(id)?.name ?? id}</bdi>
            </Fragment>
          ))}
        </span>
      ),
  },
]

export function KnowledgeBasesPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery({ ...knowledgeBaseQueries.list(listQueryOf(search)), placeholderData: keepPreviousData })
  const products = useProductsById()

  const commitQuery = useCallback(
    (q: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: q || undefined, after: undefined, before: undefined }),
        replace: true,
      }),
    [navigate],
  )

  const page = query.data
  const rows = page?.data

  const empty = search.q ? (
    <EmptyState title={`No knowledge bases match “${search.q}”`}>
      <p>Try another search.</p>
      <Button size="sm" className="mt-3" onClick={() => void navigate({ search: (prev) => ({ limit: prev.limit }) })}>
        Clear search
      </Button>
    </EmptyState>
  ) : search.after || search.before ? (
    <EmptyState title="Nothing on this page">
      <Link to="/knowledge-bases" search={{ limit: search.limit }} className={buttonClass('secondary', 'sm', 'mt-3')}>
        Back to the first page
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="No knowledge bases yet">
      Knowledge bases are set up in the platform’s own dashboard; they show here once they exist.
    </EmptyState>
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div>
        <h1 className="text-fg text-2xl font-semibold tracking-tight">Knowledge bases</h1>
        <p className="text-fg-muted mt-1 text-sm">
          Where products look things up. A failed or refreshing source blocks publishing the products that use it.
        </p>
      </div>

      <div role="search" aria-label="Filter knowledge bases">
        <SearchBox
          label="Search"
          placeholder="Name or description"
          value={search.q ?? ''}
          onCommit={commitQuery}
          className="sm:max-w-xs"
        />
      </div>

      <DataTable
        label={search.q ? 'Knowledge bases matching the search' : 'Knowledge bases'}
        columns={columns(products)}
        rows={rows}
        rowKey={(kb) => kb.id}
        {...queryTableState(query)}
        empty={empty}
        footer={routeCursorPager({
          label: 'Knowledge base pages',
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
