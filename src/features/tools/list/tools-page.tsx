// /tools: the workspace's tool library, filtered by kind and a search, a page at a time with
// the cursor in the URL; each row opens the tool.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { kindLabel, kindLabels, KindBadge } from '../labels'

const route = getRouteApi('/_workspace/tools/')

function NameCell({ tool }: { tool: Tool }) {
  const { t } = useLingui()
  const kind = kindLabel(tool.kind)
  const inputCount = tool.inputs.length
  const usedCount = tool.used_by.length
  const inputs = plural(inputCount, { one: '# input', other: '# inputs' })
  const usedBy = plural(usedCount, { one: 'used by # product', other: 'used by # products' })
  return (
    <div className={primaryCellClass}>
      <Link
        to="/tools/$toolId"
        params={{ toolId: tool.id }}
        translate="no"
        className={`${rowLinkClass} font-mono text-sm wrap-anywhere`}
        {...rowLinkProps}
      >
        <bdi>{tool.name}</bdi>
      </Link>
      <RowDescription>{tool.description}</RowDescription>
      {/* On phones the kind and counts fold in here. */}
      <span className="text-fg-muted text-xs sm:hidden">{t`${kind} · ${inputs} · ${usedBy}`}</span>
    </div>
  )
}

/** Built in render, so the headers are in the language in force. */
const columns = (): Column<Tool>[] => [
  {
    id: 'name',
    header: t`Name`,
    skeletonClassName: 'w-40',
    className: 'min-w-48',
    cell: (tool) => <NameCell tool={tool} />,
  },
  {
    id: 'kind',
    header: t`Kind`,
    skeletonClassName: 'w-12',
    className: 'hidden sm:table-cell',
    cell: (tool) => <KindBadge kind={tool.kind} />,
  },
  countColumn('inputs', t`Inputs`, (tool) => tool.inputs.length, 'hidden sm:table-cell'),
  {
    id: 'used-by',
    header: t`Used by`,
    skeletonClassName: 'w-6 ms-auto',
    className: 'hidden sm:table-cell text-end tabular-nums whitespace-nowrap',
    cell: (tool) => {
      const count = tool.used_by.length
      return count === 0 ? (
        <span className="text-fg-muted">{t`Unused`}</span>
      ) : (
        // The title lists the products' names: data, as they were written.
        <span title={tool.used_by.map((p) => p.name).join(', ')} translate="no">
          {plural(count, { one: '# product', other: '# products' })}
        </span>
      )
    },
  },
  updatedColumn('hidden md:table-cell'),
]

export function ToolsPage() {
  const { t } = useLingui()
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), toolQueries.list)
  return (
    <ListPage
      title={t`Tools`}
      description={t`The workspace’s tool library, newest first. A tool can be attached to any number of products.`}
      create={
        <NewButton to="/tools/new">
          <Trans>New tool</Trans>
        </NewButton>
      }
      filters={
        <ListFilters
          label={t`Filter tools`}
          search={{ placeholder: t`Name or description`, value: list.search.q, onChange: list.setFilters }}
        >
          <FilterSelect
            label={t`Kind`}
            value={list.search.kind}
            options={TOOL_KINDS}
            labels={kindLabels()}
            allLabel={t`All kinds`}
            onChange={(kind) => list.setFilters({ kind })}
          />
        </ListFilters>
      }
      list={list}
      columns={columns()}
      label={t`Tools`}
      filteredLabel={t`Tools matching the filters`}
      pagesLabel={t`Tool pages`}
      summary={(count) => plural(count, { one: '# tool on this page', other: '# tools on this page' })}
      noMatch={{
        title: t`No tools match these filters`,
        hint: t`Try another search, or clear the filters to see every tool.`,
      }}
      none={{
        title: t`No tools yet`,
        hint: t`Create an LLM, HTTP or static tool, then attach it to the products that should use it.`,
      }}
    />
  )
}
