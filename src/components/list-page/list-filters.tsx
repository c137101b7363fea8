// A list's filter bar: a search box, when the list has one, then the screen's own selects.
import { useLingui } from '@lingui/react/macro'
import { useCallback, type ReactNode } from 'react'
import { SearchBox } from '../ui/search-box'

export interface ListFiltersProps {
  /** Names the search landmark: "Filter products". */
  label: string
  /**
   * The search box: its hint, the URL's text (`q`), and the list's `setFilters`, which
   * the box sends the new `q` (undefined for none).
   */
  search?: { placeholder: string; value: string | undefined; onChange: (patch: { q?: string | undefined }) => void }
  /** The selects. */
  children?: ReactNode
}

export function ListFilters({ label, search, children }: ListFiltersProps) {
  const { t } = useLingui()
  // Stable while onChange is, so a commit that is due is not restarted by a render.
  const onChange = search?.onChange
  const commitQuery = useCallback((q: string) => onChange?.({ q: q || undefined }), [onChange])
  return (
    <div role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      {search ? (
        <SearchBox
          label={t`Search`}
          placeholder={search.placeholder}
          value={search.value ?? ''}
          onCommit={commitQuery}
          className="basis-full sm:max-w-xs sm:flex-1 sm:basis-auto"
        />
      ) : null}
      {children}
    </div>
  )
}
