// The list's filters: a search, kind and status. The URL holds them.
import { PRODUCT_KINDS, PRODUCT_STATUSES } from '../../../api/contract'
import { FilterSelect, ListFilters, type FiltersOf } from '../../../components/list-page'
import { KIND_LABELS, STATUS_LABELS } from '../../../components/products/labels'
import type { ProductsSearch } from './search'

export interface FiltersProps {
  search: ProductsSearch
  /** Applies a change to the filters; paging starts over. */
  onChange: (patch: Partial<FiltersOf<ProductsSearch>>) => void
}

export function ProductFilters({ search, onChange }: FiltersProps) {
  return (
    <ListFilters label="Filter products" search={{ placeholder: 'Name or slug', value: search.q, onChange: onChange }}>
      <FilterSelect
        label="Kind"
        value={search.kind}
        options={PRODUCT_KINDS}
        labels={KIND_LABELS}
        allLabel="All kinds"
        onChange={(kind) => onChange({ kind })}
      />
      <FilterSelect
        label="Status"
        value={search.status}
        options={PRODUCT_STATUSES}
        labels={STATUS_LABELS}
        allLabel="All statuses"
        onChange={(status) => onChange({ status })}
      />
    </ListFilters>
  )
}
