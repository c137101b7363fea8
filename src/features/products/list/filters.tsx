// The list's filters: a search, kind and status. The URL holds them.
import { useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <ListFilters
      label={t`Filter products`}
      search={{ placeholder: t`Name or slug`, value: search.q, onChange: onChange }}
    >
      <FilterSelect
        label={t`Kind`}
        value={search.kind}
        options={PRODUCT_KINDS}
        labels={KIND_LABELS}
        allLabel={t`All kinds`}
        onChange={(kind) => onChange({ kind })}
      />
      <FilterSelect
        label={t`Status`}
        value={search.status}
        options={PRODUCT_STATUSES}
        labels={STATUS_LABELS}
        allLabel={t`All statuses`}
        onChange={(status) => onChange({ status })}
      />
    </ListFilters>
  )
}
