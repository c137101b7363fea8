// The tool list's filters: kind and a search box. The URL holds them; the search box writes
// to it a moment after typing stops, so each keystroke is not a request.
import { useCallback, useId } from 'react'
import { TOOL_KINDS } from '../../../api/contract'
import { SearchBox } from '../../../components/ui/search-box'
import { KIND_LABELS } from '../labels'
import type { ToolsSearch } from './search'

const controlClass =
  'border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 text-sm aria-invalid:border-danger w-full'

export interface ToolFiltersProps {
  search: ToolsSearch
  /** Applies a change to the filters; paging starts over. */
  onChange: (patch: Pick<ToolsSearch, 'kind' | 'q'>) => void
}

export function ToolFilters({ search, onChange }: ToolFiltersProps) {
  const kindId = useId()
  const commitQuery = useCallback((q: string) => onChange({ q: q || undefined }), [onChange])
  return (
    <div role="search" aria-label="Filter tools" className="flex flex-wrap items-end gap-3">
      <SearchBox
        label="Search"
        placeholder="Name or description"
        value={search.q ?? ''}
        onCommit={commitQuery}
        className="basis-full sm:max-w-xs sm:flex-1 sm:basis-auto"
      />
      <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
        <label htmlFor={kindId} className="text-fg-muted text-xs font-medium">
          Kind
        </label>
        <select
          id={kindId}
          value={search.kind ?? ''}
          onChange={(e) => onChange({ kind: TOOL_KINDS.find((k) => k === e.target.value) })}
          className={controlClass}
        >
          <option value="">All kinds</option>
          {TOOL_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
