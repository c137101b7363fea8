// /products: every product the key can see, filtered by kind, status and a search, a page
// at a time with the cursor in the URL; each row opens the product.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Product } from '../../../api/contract'
import { productQueries } from '../../../api/products'
import {
  type Column,
  DataTable,
  queryTableState,
  routeCursorPager,
  primaryCellClass,
  rowLinkClass,
  rowLinkProps,
} from '../../../components/data-table'
import { Button, buttonClass } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { useCanWrite } from '../../../lib/capabilities'
import { formatCount, formatDateTime, formatPrice, formatRelative } from '../../../lib/format'
import { ProductFilters } from './filters'
import { KIND_LABELS, StatusBadge } from './labels'
import { ProductRowActions } from './row-actions'
import { hasFilters, listQueryOf, type ProductsSearch } from './search'

const route = getRouteApi('/products/')

const COLUMNS: Column<Product>[] = [
  {
    id: 'name',
    header: 'Name',
    skeletonClassName: 'w-40',
    className: 'min-w-44',
    cell: (p) => (
      <div className={`${primaryCellClass} wrap-anywhere`}>
        <Link to="/products/$productId" params={{ productId: p.id }} className={rowLinkClass} {...rowLinkProps}>
          <bdi>{p.name}</bdi>
        </Link>
        {/* On phones the kind and slug columns fold in here. */}
        <span className="text-fg-muted truncate text-xs md:hidden">
          {KIND_LABELS[p.kind]} ·{' '}
          <span title={p.slug} className="font-mono">
            {p.slug}
          </span>
        </span>
      </div>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    className: 'hidden md:table-cell whitespace-nowrap',
    cell: (p) => <span className="text-fg">{KIND_LABELS[p.kind]}</span>,
  },
  { id: 'status', header: 'Status', skeletonClassName: 'w-14', cell: (p) => <StatusBadge status={p.status} /> },
  {
    id: 'slug',
    header: 'Slug',
    skeletonClassName: 'w-28',
    className: 'hidden lg:table-cell',
    // A slug is one token: it never wraps; a long one is cut, whole on hover and on its product's page.
    cell: (p) => (
      <span title={p.slug} className="text-fg-muted block max-w-48 truncate font-mono text-xs whitespace-nowrap">
        {p.slug}
      </span>
    ),
  },
  {
    id: 'tools',
    header: 'Tools',
    skeletonClassName: 'w-6 ml-auto',
    className: 'hidden sm:table-cell text-right tabular-nums',
    cell: (p) => formatCount(p.tool_ids.length),
  },
  {
    id: 'kbs',
    header: (
      <abbr title="Knowledge bases" className="no-underline">
        KBs
      </abbr>
    ),
    skeletonClassName: 'w-6 ml-auto',
    className: 'hidden sm:table-cell text-right tabular-nums',
    cell: (p) => formatCount(p.knowledge_base_ids.length),
  },
  {
    id: 'price',
    header: 'Price',
    skeletonClassName: 'w-16 ml-auto',
    className: 'hidden md:table-cell text-right tabular-nums whitespace-nowrap',
    cell: (p) =>
      p.price === null ? (
        <span className="text-fg-muted" aria-label="No price">
          —
        </span>
      ) : (
        formatPrice(p.price)
      ),
  },
  {
    id: 'updated',
    header: 'Updated',
    skeletonClassName: 'w-20',
    className: 'hidden lg:table-cell whitespace-nowrap',
    cell: (p) => (
      <time dateTime={p.updated_at} title={formatDateTime(p.updated_at)} className="text-fg-muted">
        {formatRelative(p.updated_at)}
      </time>
    ),
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    skeletonClassName: 'w-6',
    className: 'w-10 text-right',
    // Above the name link's row-wide click target.
    cell: (p) => (
      <div className="relative z-[1]">
        <ProductRowActions product={p} />
      </div>
    ),
  },
]

function NewProductButton() {
  // Creating a product is workspace-wide: a read key and a product-locked key may not.
  const permission = useCanWrite({ workspace: true })
  if (permission.allowed)
    return (
      <Link to="/products/new" className={buttonClass('primary')}>
        New product
      </Link>
    )
  return (
    <Button variant="primary" disabledReason={permission.reason}>
      New product
    </Button>
  )
}

export function ProductsPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery({ ...productQueries.list(listQueryOf(search)), placeholderData: keepPreviousData })

  const setFilters = useCallback(
    (patch: Pick<ProductsSearch, 'kind' | 'status' | 'q'>) =>
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
    <EmptyState title="No products match these filters">
      <p>Try another search, or clear the filters to see every product.</p>
      <Button size="sm" className="mt-3" onClick={clearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  ) : search.after || search.before ? (
    <EmptyState title="Nothing on this page">
      <Link to="/products" search={{ limit: search.limit }} className={buttonClass('secondary', 'sm', 'mt-3')}>
        Back to the first page
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="No products yet">
      <p>Create a chat agent or an MCP server, attach tools and knowledge bases, then publish it.</p>
      <div className="mt-3 flex justify-center">
        <NewProductButton />
      </div>
    </EmptyState>
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-fg text-2xl font-semibold tracking-tight">Products</h1>
          <p className="text-fg-muted mt-1 text-sm">
            Chat agents and MCP servers, newest first. Open one to edit it, attach tools and publish.
          </p>
        </div>
        <NewProductButton />
      </div>

      <ProductFilters search={search} onChange={setFilters} />

      <DataTable
        label={filtered ? 'Products matching the filters' : 'Products'}
        columns={COLUMNS}
        rows={rows}
        rowKey={(p) => p.id}
        {...queryTableState(query)}
        empty={empty}
        footer={routeCursorPager({
          label: 'Product pages',
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
