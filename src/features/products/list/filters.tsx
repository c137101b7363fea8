// The list's filters: kind, status and a search box. The URL holds them; the search box
// writes to it a moment after typing stops, so each keystroke is not a request.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { PRODUCT_KINDS, PRODUCT_STATUSES } from '../../../api/contract'
import { SearchIcon } from '../../../components/ui/icons'
import { KIND_LABELS, STATUS_LABELS } from './labels'
import type { ProductsSearch } from './search'

export const SEARCH_DELAY_MS = 300

const controlClass =
  'border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 text-sm aria-invalid:border-danger w-full'

export interface FiltersProps {
  search: ProductsSearch
  /** Applies a change to the filters; paging starts over. */
  onChange: (patch: Pick<ProductsSearch, 'kind' | 'status' | 'q'>) => void
}

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
          placeholder="Name or slug"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches at once rather than after the pause.
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

function Select<V extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: {
  label: string
  value: V | undefined
  options: readonly V[]
  labels: Record<V, string>
  allLabel: string
  onChange: (value: V | undefined) => void
}) {
  const id = useId()
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(options.find((o) => o === e.target.value))}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ProductFilters({ search, onChange }: FiltersProps) {
  const commitQuery = useCallback((q: string) => onChange({ q: q || undefined }), [onChange])
  return (
    <div role="search" aria-label="Filter products" className="flex flex-wrap items-end gap-3">
      <SearchBox value={search.q ?? ''} onCommit={commitQuery} />
      <Select
        label="Kind"
        value={search.kind}
        options={PRODUCT_KINDS}
        labels={KIND_LABELS}
        allLabel="All kinds"
        onChange={(kind) => onChange({ kind })}
      />
      <Select
        label="Status"
        value={search.status}
        options={PRODUCT_STATUSES}
        labels={STATUS_LABELS}
        allLabel="All statuses"
        onChange={(status) => onChange({ status })}
      />
    </div>
  )
}
