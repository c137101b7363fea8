// /tools: the workspace's tool library, filtered by kind and a search, a page at a time with
// the cursor in the URL; each row opens the tool.
import { getRouteApi, Link } from '@tanstack/react-router'
import { TOOL_KINDS, type Tool } from '../../../api/contract'
import { toolQueries } from '../../../api/tools'
import {
  type Column,
  countColumn,
  updatedColumn,
  primaryCellClass,
  RowDescription,
  rowLinkClass,
  rowLinkProps,
} from '../../../components/data-table'
import { FilterSelect, ListFilters, ListPage, NewButton, useCursorListPage } from '../../../components/list-page'
import { plural } from '../../../lib/format'
import { KIND_LABELS, KindBadge } from '../labels'

const route = getRouteApi('/_workspace/tools/')

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
        <RowDescription>{t.description}</RowDescription>
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
  countColumn('inputs', 'Inputs', (t) => t.inputs.length, 'hidden sm:table-cell'),
  {
    id: 'used-by',
    header: 'Used by',
    skeletonClassName: 'w-6 ms-auto',
    className: 'hidden sm:table-cell text-end tabular-nums whitespace-nowrap',
    cell: (t) =>
      t.used_by.length === 0 ? (
        <span className="text-fg-muted">Unused</span>
      ) : (
        <span title={t.used_by.map((p) => p.name).join(', ')}>{plural(t.used_by.length, 'product')}</span>
      ),
  },
  updatedColumn('hidden md:table-cell'),
]

export function ToolsPage() {
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), toolQueries.list)
  return (
    <ListPage
      title="Tools"
      description="The workspace’s tool library, newest first. A tool can be attached to any number of products."
      create={<NewButton to="/tools/new">New tool</NewButton>}
      filters={
        <ListFilters
          label="Filter tools"
          search={{ placeholder: 'Name or description', value: list.search.q, onChange: list.setFilters }}
        >
          <FilterSelect
            label="Kind"
            value={list.search.kind}
            options={TOOL_KINDS}
            labels={KIND_LABELS}
            allLabel="All kinds"
            onChange={(kind) => list.setFilters({ kind })}
          />
        </ListFilters>
      }
      list={list}
      columns={COLUMNS}
      label="Tools"
      filteredLabel="Tools matching the filters"
      pagesLabel="Tool pages"
      noMatch={{
        title: 'No tools match these filters',
        hint: 'Try another search, or clear the filters to see every tool.',
      }}
      none={{
        title: 'No tools yet',
        hint: 'Create an LLM, HTTP or static tool, then attach it to the products that should use it.',
      }}
    />
  )
}
