// The conversations filter bar: full-text search, product (fixed for a locked key, and
// saying so), period (presets in the browser's time zone, or two calendar days) and
// whether a contact was captured. The URL holds every value.
import { useCallback, useId, type ReactNode, type RefObject } from 'react'
import type { Product } from '../../../api/contract'
import { LockIcon } from '../../../components/ui/icons'
import { SearchBox } from '../../../components/ui/search-box'
import {
  customPeriodProblem,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  todayLocalDate,
  type PeriodPreset,
} from '../../../lib/periods'
import { CONTACT_FILTERS, type ContactFilter, type SessionsSearch } from '../search'

const controlClass =
  'border-line-strong bg-surface text-fg h-9 w-full rounded-md border px-2.5 text-sm aria-invalid:border-danger disabled:bg-surface-muted disabled:text-fg-muted disabled:cursor-not-allowed'

const CONTACT_LABELS: Record<ContactFilter, string> = { with: 'With a contact', without: 'Without a contact' }

export type FilterPatch = Partial<Pick<SessionsSearch, 'product' | 'period' | 'since' | 'until' | 'contact' | 'q'>>

function Labelled({ id, label, hint, children }: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        {label}
      </label>
      {children}
      {hint}
    </div>
  )
}

export interface SessionFiltersProps {
  search: SessionsSearch
  products: readonly Product[] | undefined
  /** The product a locked key is limited to: the product filter shows it and cannot change. */
  lockedProduct: Product | null
  locked: boolean
  onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void
  searchRef: RefObject<HTMLInputElement | null>
}

export function SessionFilters({ search, products, lockedProduct, locked, onChange, searchRef }: SessionFiltersProps) {
  const productId = useId()
  const lockNoteId = useId()
  const periodId = useId()
  const sinceId = useId()
  const untilId = useId()
  const periodProblemId = useId()
  const contactId = useId()
  const commitQuery = useCallback((q: string) => onChange({ q: q || undefined }, { replace: true }), [onChange])
  const problem = customPeriodProblem(search)
  const today = todayLocalDate()

  return (
    <div role="search" aria-label="Filter conversations" className="flex flex-wrap items-start gap-3">
      <SearchBox
        ref={searchRef}
        label="Search messages and contacts"
        placeholder="Words in any language, a name, an e-mail"
        value={search.q ?? ''}
        onCommit={commitQuery}
        shortcut="/"
        className="basis-full lg:max-w-sm lg:flex-1 lg:basis-auto"
      />
      <Labelled
        id={productId}
        label="Product"
        hint={
          locked ? (
            <p id={lockNoteId} className="text-fg-muted flex items-center gap-1 text-xs">
              <LockIcon className="size-3.5" />
              Fixed: this key is locked to this product.
            </p>
          ) : null
        }
      >
        {locked ? (
          <select
            id={productId}
            disabled
            value={lockedProduct?.id ?? ''}
            aria-describedby={lockNoteId}
            className={controlClass}
          >
            <option value={lockedProduct?.id ?? ''}>{lockedProduct?.name ?? 'The key’s product'}</option>
          </select>
        ) : (
          <select
            id={productId}
            value={search.product ?? ''}
            onChange={(e) => onChange({ product: products?.find((p) => p.id === e.target.value)?.id })}
            className={controlClass}
          >
            <option value="">All products</option>
            {search.product && !products?.some((p) => p.id === search.product) ? (
              <option value={search.product}>{search.product}</option>
            ) : null}
            {products?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled id={periodId} label="Started">
        <select
          id={periodId}
          value={search.period ?? ''}
          onChange={(e) => {
            const period: PeriodPreset | undefined = PERIOD_PRESETS.find((p) => p === e.target.value)
            onChange(
              period === 'custom'
                ? { period, since: search.since ?? today, until: search.until ?? today }
                : { period, since: undefined, until: undefined },
            )
          }}
          className={controlClass}
        >
          <option value="">Any time</option>
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </Labelled>
      {search.period === 'custom' ? (
        <fieldset className="flex min-w-0 basis-full flex-col gap-1 sm:basis-auto">
          <legend className="sr-only">Custom period, in your time zone</legend>
          <div className="flex flex-wrap gap-3">
            <Labelled id={sinceId} label="First day">
              <input
                id={sinceId}
                type="date"
                value={search.since ?? ''}
                max={today}
                onChange={(e) => onChange({ since: e.target.value || undefined })}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? periodProblemId : undefined}
                className={controlClass}
              />
            </Labelled>
            <Labelled id={untilId} label="Last day">
              <input
                id={untilId}
                type="date"
                value={search.until ?? ''}
                max={today}
                onChange={(e) => onChange({ until: e.target.value || undefined })}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? periodProblemId : undefined}
                className={controlClass}
              />
            </Labelled>
          </div>
          {problem ? (
            <p id={periodProblemId} role="alert" className="text-danger text-xs">
              {problem} Until then the list covers any time.
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Labelled id={contactId} label="Contact">
        <select
          id={contactId}
          value={search.contact ?? ''}
          onChange={(e) => onChange({ contact: CONTACT_FILTERS.find((c) => c === e.target.value) })}
          className={controlClass}
        >
          <option value="">With or without</option>
          {CONTACT_FILTERS.map((c) => (
            <option key={c} value={c}>
              {CONTACT_LABELS[c]}
            </option>
          ))}
        </select>
      </Labelled>
    </div>
  )
}
