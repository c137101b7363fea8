// A list's product filter: "All products", then each product by name. A product from a shared
// link that is not among those listed still shows as selected.
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { FILTER_CONTROL, FilterField } from '../list-page/filter-field'
import { useProductsById } from '../../api/products'

export interface ProductFilterProps {
  value: string | undefined
  onChange: (productId: string | undefined) => void
  className?: string
}

export function ProductFilter({ value, onChange, className = 'min-w-44' }: ProductFilterProps) {
  const { t } = useLingui()
  const id = useId()
  const products = useProductsById()
  return (
    <FilterField id={id} label={t`Product`} className={className}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={FILTER_CONTROL}
      >
        <option value="">{t`All products`}</option>
        {value && !products.has(value) ? (
          <option value={value} translate="no">
            {value}
          </option>
        ) : null}
        {[...products.values()].map((p) => (
          <option key={p.id} value={p.id} translate="no">
            {p.name}
          </option>
        ))}
      </select>
    </FilterField>
  )
}
