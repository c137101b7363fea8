// /knowledge-bases: every knowledge base with its sources, overall status and the products it
// is attached to; searchable, a page at a time with the cursor in the URL. While any source
// refreshes, the list reads itself again until none does.
import { getRouteApi, Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import type { KnowledgeBase, Product } from '../../../api/contract'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'
import {
  type Column,
  countColumn,
  primaryCellClass,
  RowDescription,
  rowLinkClass,
  rowLinkProps,
} from '../../../components/data-table'
import { ListFilters, ListPage, useCursorListPage } from '../../../components/list-page'
import { plural } from '../../../lib/format'
import { useProductsById } from '../../../api/products'
import { OverallBadge } from '../status'

const route = getRouteApi('/_workspace/knowledge-bases/')

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
        <RowDescription>{kb.description}</RowDescription>
        <span className="text-fg-muted text-xs sm:hidden">{plural(kb.sources.length, 'source')}</span>
      </div>
    ),
  },
  countColumn('sources', 'Sources', (kb) => kb.sources.length, 'hidden sm:table-cell'),
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
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), knowledgeBaseQueries.list)
  const products = useProductsById()
  const { search } = list
  return (
    <ListPage
      title="Knowledge bases"
      description="Where products look things up. A failed or refreshing source blocks publishing the products that use it."
      filters={
        <ListFilters
          label="Filter knowledge bases"
          search={{ placeholder: 'Name or description', value: search.q, onChange: list.setFilters }}
        />
      }
      list={list}
      columns={columns(products)}
      label="Knowledge bases"
      filteredLabel="Knowledge bases matching the search"
      pagesLabel="Knowledge base pages"
      noMatch={{
        title: `No knowledge bases match “${search.q ?? ''}”`,
        hint: 'Try another search, or clear it to see every knowledge base.',
      }}
      none={{
        title: 'No knowledge bases yet',
        hint: 'Knowledge bases are set up in the platform’s own dashboard; they show here once they exist.',
      }}
    />
  )
}
