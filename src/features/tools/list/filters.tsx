// The tool list's filters: kind and a search box. The URL holds them; the search box writes
// to it a moment after typing stops, so each keystroke is not a request.
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { TOOL_KINDS } from '../../../api/contract'
import { SearchIcon } from '../../../components/ui/icons'
import { KIND_LABELS } from '../labels'
import type { ToolsSearch } from './search'

export const SEARCH_DELAY_MS = 300

const controlClass =
  'border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 text-sm aria-invalid:border-danger w-full'

function SearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const id = useId()
  const [text, setText] = useState(value)
  const committed = useRef(value)
  // The URL changed under us (back button, Clear filters): show what it says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text.trim() === committed.current) return
    const timer = setTimeout(() => {
      committed.current = text.trim()
      onCommit(text.trim())
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onCommit])
  return (
    <div className="flex min-w-0 basis-full flex-col gap-1 sm:max-w-xs sm:flex-1 sm:basis-auto">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        Search
      </label>
      <div className="relative">
        <SearchIcon className="text-fg-muted pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder="Name or description"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              committed.current = text.trim()
              onCommit(text.trim())
            }
          }}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          className={`${controlClass} pl-8`}
        />
      </div>
    </div>
  )
}

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
      <SearchBox value={search.q ?? ''} onCommit={commitQuery} />
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
