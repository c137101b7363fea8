// /knowledge-bases: every knowledge base with its sources, overall status and the products it
// is attached to; searchable, a page at a time with the cursor in the URL. While any source
// refreshes, the list reads itself again until none does.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { useProductsById } from '../../../api/products'
import { OverallBadge } from '../status'

const route = getRouteApi('/_workspace/knowledge-bases/')

const columns = (products: ReadonlyMap<string, Product>): Column<KnowledgeBase>[] => [
  {
    id: 'name',
    header: <Trans>Name</Trans>,
    skeletonClassName: 'w-40',
    className: 'min-w-48',
    cell: (kb) => (
      <div className={primaryCellClass}>
        <Link to="/knowledge-bases/$kbId" params={{ kbId: kb.id }} className={rowLinkClass} {...rowLinkProps}>
          <bdi translate="no">{kb.name}</bdi>
        </Link>
        <RowDescription>{kb.description}</RowDescription>
        <span className="text-fg-muted text-xs sm:hidden">
          {plural(kb.sources.length, { one: '# source', other: '# sources' })}
        </span>
      </div>
    ),
  },
  countColumn('sources', <Trans>Sources</Trans>, (kb) => kb.sources.length, 'hidden sm:table-cell'),
  { id: 'status', header: <Trans>Status</Trans>, skeletonClassName: 'w-16', cell: (kb) => <OverallBadge kb={kb} /> },
  {
    id: 'products',
    header: <Trans>Attached to</Trans>,
    skeletonClassName: 'w-32',
    className: 'hidden md:table-cell',
    cell: (kb) =>
      kb.product_ids.length === 0 ? (
        <span className="text-fg-muted">
          <Trans>No product</Trans>
        </span>
      ) : (
        <span
          title={kb.product_ids.map((id) => products.get(id)?.name ?? id).join(', ')}
          translate="no"
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
  const { t } = useLingui()
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), knowledgeBaseQueries.list)
  const products = useProductsById()
  const { search } = list
  const q = search.q ?? ''
  return (
    <ListPage
      title={t`Knowledge bases`}
      description={t`Where products look things up. A failed or refreshing source blocks publishing the products that use it.`}
      filters={
        <ListFilters
          label={t`Filter knowledge bases`}
          search={{ placeholder: t`Name or description`, value: search.q, onChange: list.setFilters }}
        />
      }
      list={list}
      columns={columns(products)}
      label={t`Knowledge bases`}
      filteredLabel={t`Knowledge bases matching the search`}
      pagesLabel={t`Knowledge base pages`}
      noMatch={{
        title: t`No knowledge bases match “${q}”`,
        hint: t`Try another search, or clear it to see every knowledge base.`,
      }}
      none={{
        title: t`No knowledge bases yet`,
        hint: t`Knowledge bases are set up in the platform’s own dashboard; they show here once they exist.`,
      }}
    />
  )
}
