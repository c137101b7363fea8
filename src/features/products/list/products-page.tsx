// /products: every product the key can see, filtered by kind, status and a search, a page
// at a time with the cursor in the URL; each row opens the product.
import { Trans, useLingui } from '@lingui/react/macro'
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

/** A column's short name, whole in its tooltip: components, so they follow a change of language. */
function KbsHeader() {
  const { t } = useLingui()
  return (
    <abbr title={t`Knowledge bases`} className="no-underline">
      {t`KBs`}
    </abbr>
  )
}

function NoPrice() {
  const { t } = useLingui()
  return (
    <span className="text-fg-muted" aria-label={t`No price`}>
      —
    </span>
  )
}

const COLUMNS: Column<Product>[] = [
  {
    id: 'name',
    header: <Trans>Name</Trans>,
    skeletonClassName: 'w-40',
    className: 'min-w-44',
    cell: (p) => (
      <div className={`${primaryCellClass} wrap-anywhere`}>
        <Link to="/products/$productId" params={{ productId: p.id }} className={rowLinkClass} {...rowLinkProps}>
          <bdi translate="no">{p.name}</bdi>
        </Link>
        {/* On phones the kind and slug columns fold in here. The slug is cut at its own end, so a
            right-to-left line keeps its beginning too. */}
        <span className="text-fg-muted flex min-w-0 text-xs whitespace-pre md:hidden">
          {kindLabel(p.kind)} ·{' '}
          <span title={p.slug} translate="no" dir="ltr" className="truncate font-mono">
            {p.slug}
          </span>
        </span>
      </div>
    ),
  },
  {
    id: 'kind',
    header: <Trans>Kind</Trans>,
    className: 'hidden md:table-cell whitespace-nowrap',
    cell: (p) => <span className="text-fg">{kindLabel(p.kind)}</span>,
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    skeletonClassName: 'w-14',
    cell: (p) => <StatusBadge status={p.status} />,
  },
  {
    id: 'slug',
    header: <Trans>Slug</Trans>,
    skeletonClassName: 'w-28',
    className: 'hidden lg:table-cell',
    // A slug is one token: it never wraps; a long one is cut, whole on hover and on its product's page.
    cell: (p) => (
      <span
        title={p.slug}
        translate="no"
        dir="ltr"
        className="text-fg-muted block max-w-48 truncate text-start font-mono text-xs whitespace-nowrap"
      >
        {p.slug}
      </span>
    ),
  },
  countColumn('tools', <Trans>Tools</Trans>, (p) => p.tool_ids.length, 'hidden sm:table-cell'),
  countColumn('kbs', <KbsHeader />, (p) => p.knowledge_base_ids.length, 'hidden sm:table-cell'),
  {
    id: 'price',
    // The unit in the header, once, as every amount column names it (docs/formats.md); on two
    // lines when the row is tight, so long names keep the table within the page.
    header: (
      <span className="whitespace-normal">
        <Trans>Price, credits</Trans>
      </span>
    ),
    skeletonClassName: 'w-16 ms-auto',
    className: 'hidden md:table-cell text-end tabular-nums whitespace-nowrap',
    cell: (p) => (p.price === null ? <NoPrice /> : formatCredits(p.price)),
  },
  updatedColumn('hidden lg:table-cell'),
  {
    id: 'actions',
    header: (
      <span className="sr-only">
        <Trans>Actions</Trans>
      </span>
    ),
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
  const { t } = useLingui()
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), productQueries.list)
  return (
    <ListPage
      title={t`Products`}
      description={t`Chat agents and MCP servers, newest first. Open one to edit it, attach tools and publish.`}
      // Creating a product is workspace-wide: a read key and a product-locked key may not.
      create={
        <NewButton to="/products/new">
          <Trans>New product</Trans>
        </NewButton>
      }
      filters={<ProductFilters search={list.search} onChange={list.setFilters} />}
      list={list}
      columns={COLUMNS}
      label={t`Products`}
      filteredLabel={t`Products matching the filters`}
      pagesLabel={t`Product pages`}
      noMatch={{
        title: t`No products match these filters`,
        hint: t`Try another search, or clear the filters to see every product.`,
      }}
      none={{
        title: t`No products yet`,
        hint: t`Create a chat agent or an MCP server, attach tools and knowledge bases, then publish it.`,
      }}
    />
  )
}
