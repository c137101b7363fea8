// The conversations filter bar: full-text search, product (fixed for a locked key, and
// saying so), period (presets in the browser's time zone, or two calendar days) and
// whether a contact was captured. The URL holds every value.
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useId, type RefObject } from 'react'
import type { Product } from '../../../api/contract'
import { ProductFilter } from '../../../components/products/product-filter'
import { SearchBox } from '../../../components/ui/search-box'
import { FILTER_CONTROL, FilterField } from '../../../components/list-page/filter-field'
import { FilterSelect } from '../../../components/list-page/filter-select'
import { LockIcon } from '../../../components/ui/icons'
import { PeriodFilter } from '../../../components/list-page/period-filter'
import { CONTACT_FILTERS, type SessionsSearch } from '../search'

export type FilterPatch = Partial<Pick<SessionsSearch, 'product' | 'period' | 'since' | 'until' | 'contact' | 'q'>>

/** A key locked to one product: the filter shows that product, fixed, and says why. */
function LockedProductFilter({ product }: { product: Product | null }) {
  const { t } = useLingui()
  const id = useId()
  const noteId = useId()
  const note = (
    <p id={noteId} className="text-fg-muted flex items-center gap-1 text-xs">
      <LockIcon className="size-3.5" />
      <Trans>Fixed: this key is locked to this product.</Trans>
    </p>
  )
  return (
    <FilterField id={id} label={t`Product`} hint={note} className="min-w-0 basis-40">
      <select id={id} disabled value={product?.id ?? ''} aria-describedby={noteId} className={FILTER_CONTROL}>
        {product ? (
          <option value={product.id} translate="no">
            {product.name}
          </option>
        ) : (
          <option value="">{t`The key’s product`}</option>
        )}
      </select>
    </FilterField>
  )
}

export interface SessionFiltersProps {
  search: SessionsSearch
  /** The product a locked key is limited to: the product filter shows it and cannot change. */
  lockedProduct: Product | null
  locked: boolean
  onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void
  searchRef: RefObject<HTMLInputElement | null>
}

export function SessionFilters({ search, lockedProduct, locked, onChange, searchRef }: SessionFiltersProps) {
  const { t } = useLingui()
  const commitQuery = useCallback((q: string) => onChange({ q: q || undefined }, { replace: true }), [onChange])

  return (
    <div role="search" aria-label={t`Filter conversations`} className="flex flex-wrap items-start gap-3">
      <SearchBox
        ref={searchRef}
        label={t`Search messages and contacts`}
        placeholder={t`Words in any language, a name, an e-mail`}
        value={search.q ?? ''}
        onCommit={commitQuery}
        shortcut="/"
        className="basis-full lg:max-w-sm lg:flex-1 lg:basis-auto"
      />
      {locked ? (
        <LockedProductFilter product={lockedProduct} />
      ) : (
        <ProductFilter
          value={search.product}
          onChange={(product) => onChange({ product })}
          className="min-w-0 basis-40"
        />
      )}
      <PeriodFilter label={t`Started`} anyLabel={t`Any time`} value={search} onChange={onChange} />
      <FilterSelect
        label={t`Contact`}
        value={search.contact}
        options={CONTACT_FILTERS}
        labels={{ with: t`With a contact`, without: t`Without a contact` }}
        allLabel={t`With or without`}
        onChange={(contact) => onChange({ contact })}
        className="min-w-0 basis-40"
      />
    </div>
  )
}
