// The list's filters: kind, status and a search box. The URL holds them; the search box
// writes to it a moment after typing stops, so each keystroke is not a request.
import { useCallback, useId, type ChangeEvent } from 'react'
import { PRODUCT_KINDS, PRODUCT_STATUSES } from '../../../api/contract'
import { SearchBox } from '../../../components/ui/search-box'
import { KIND_LABELS, STATUS_LABELS } from './labels'
import type { ProductsSearch } from './search'

const controlClass =
  'border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 text-sm aria-invalid:border-danger w-full'

export interface FiltersProps {
  search: ProductsSearch
  /** Applies a change to the filters; paging starts over. */
  onChange: (patch: Pick<ProductsSearch, 'kind' | 'status' | 'q'>) => void
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
      <SearchBox
        label="Search"
        placeholder="Name or slug"
        value={search.q ?? ''}
        onCommit={commitQuery}
        className="basis-full sm:max-w-xs sm:flex-1 sm:basis-auto"
      />
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
