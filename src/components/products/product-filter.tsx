// A list's product filter: "All products", then each product by name. A product from a shared
// link that is not among those listed still shows as selected; a key locked to one product shows
// that product, fixed, and says why.
import { useId } from 'react'
import type { Product } from '../../api/contract'
import { FILTER_CONTROL, FilterField } from '../list-page/filter-field'
import { LockIcon } from '../ui/icons'
import { useProductsById } from './product-names'

export interface ProductFilterProps {
  value: string | undefined
  onChange: (productId: string | undefined) => void
  /** The product a locked key is limited to; undefined for a workspace key. */
  locked?: { product: Product | null }
  className?: string
}

export function ProductFilter({ value, onChange, locked, className = 'min-w-44' }: ProductFilterProps) {
  const id = useId()
  const noteId = useId()
  const products = useProductsById(!locked)
  const note = locked ? (
    <p id={noteId} className="text-fg-muted flex items-center gap-1 text-xs">
      <LockIcon className="size-3.5" />
      Fixed: this key is locked to this product.
    </p>
  ) : null
  return (
    <FilterField id={id} label="Product" hint={note} className={className}>
      {locked ? (
        <select id={id} disabled value={locked.product?.id ?? ''} aria-describedby={noteId} className={FILTER_CONTROL}>
          <option value={locked.product?.id ?? ''}>{locked.product?.name ?? 'The key’s product'}</option>
        </select>
      ) : (
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          className={FILTER_CONTROL}
        >
          <option value="">All products</option>
          {value && !products.has(value) ? <option value={value}>{value}</option> : null}
          {[...products.values()].map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  )
}
