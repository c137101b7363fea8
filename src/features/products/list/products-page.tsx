// /products: every product the key can see, filtered by kind, status and a search, a page
// at a time with the cursor in the URL; each row opens the product.
import { getRouteApi, Link } from '@tanstack/react-router'
import type { Product } from '../../../api/contract'
import { productQueries } from '../../../api/products'
import {
  aboveRowLinkClass,
  type Column,
  countColumn,
  updatedColumn,
  primaryCellClass,
  rowLinkClass,
  rowLinkProps,
} from '../../../components/data-table'
import { ListPage, NewButton, useCursorListPage } from '../../../components/list-page'
import { formatCredits } from '../../../lib/format'
import { ProductFilters } from './filters'
import { kindLabel, StatusBadge } from '../../../components/products/labels'
import { ProductRowActions } from './row-actions'

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
          {kindLabel(p.kind)} ·{' '}
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
    cell: (p) => <span className="text-fg">{kindLabel(p.kind)}</span>,
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
  countColumn('tools', 'Tools', (p) => p.tool_ids.length, 'hidden sm:table-cell'),
  countColumn(
    'kbs',
    <abbr title="Knowledge bases" className="no-underline">
      KBs
    </abbr>,
    (p) => p.knowledge_base_ids.length,
    'hidden sm:table-cell',
  ),
  {
    id: 'price',
    // The unit in the header, once, as every amount column names it (docs/formats.md); on two
    // lines when the row is tight, so long names keep the table within the page.
    header: <span className="whitespace-normal">Price, credits</span>,
    skeletonClassName: 'w-16 ms-auto',
    className: 'hidden md:table-cell text-end tabular-nums whitespace-nowrap',
    cell: (p) =>
      p.price === null ? (
        <span className="text-fg-muted" aria-label="No price">
          —
        </span>
      ) : (
        formatCredits(p.price)
      ),
  },
  updatedColumn('hidden lg:table-cell'),
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    skeletonClassName: 'w-6',
    className: 'w-10 text-end',
    // Above the name link's row-wide click target.
    cell: (p) => (
      <div className={aboveRowLinkClass}>
        <ProductRowActions product={p} />
      </div>
    ),
  },
]

export function ProductsPage() {
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), productQueries.list)
  return (
    <ListPage
      title="Products"
      description="Chat agents and MCP servers, newest first. Open one to edit it, attach tools and publish."
      // Creating a product is workspace-wide: a read key and a product-locked key may not.
      create={<NewButton to="/products/new">New product</NewButton>}
      filters={<ProductFilters search={list.search} onChange={list.setFilters} />}
      list={list}
      columns={COLUMNS}
      label="Products"
      filteredLabel="Products matching the filters"
      pagesLabel="Product pages"
      noMatch={{
        title: 'No products match these filters',
        hint: 'Try another search, or clear the filters to see every product.',
      }}
      none={{
        title: 'No products yet',
        hint: 'Create a chat agent or an MCP server, attach tools and knowledge bases, then publish it.',
      }}
    />
  )
}
