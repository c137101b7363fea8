// The ledger's filters: types (several at once), period (presets in the browser's time zone,
// or two local days), product, and a signed amount range typed in credits. All live in the
// URL; amounts are applied on Enter or when the field is left, once they parse.
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { ENTRY_TYPES } from '../../api/contract'
import { productQueries } from '../../api/products'
import { Button } from '../../components/ui/button'
import { describedBy } from '../../components/ui/described-by'
import { creditsInput, formatMonth } from '../../lib/format'
import {
  customPeriodProblem,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  todayLocalDate,
  type PeriodPreset,
} from '../../lib/periods'
import { TYPE_PLURALS } from './labels'
import { hasFilters, toggleType, type WalletSearch } from './search'

export type FilterPatch = Partial<WalletSearch>

const controlClass =
  'border-line-strong bg-surface text-fg h-9 w-full rounded-md border px-2.5 text-sm aria-invalid:border-danger'
const labelClass = 'text-fg-muted text-xs font-medium'

/** Offered in this order; "All time" is the absence of a preset. */
const PERIODS: readonly PeriodPreset[] = ['this_month', 'last_month', 'last_30_days', 'last_7_days', 'today', 'custom']

function Group({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className={`flex flex-col gap-1 ${className}`}>
      <span id={id} className={labelClass}>
        {label}
      </span>
      {children}
    </div>
  )
}

function TypeFilter({ search, onChange }: { search: WalletSearch; onChange: (p: FilterPatch) => void }) {
  return (
    <Group label="Type">
      <div className="border-line-strong bg-surface flex h-9 items-center gap-3 rounded-md border px-2.5">
        {ENTRY_TYPES.map((t) => (
          <label key={t} className="text-fg flex items-center gap-1.5 text-sm whitespace-nowrap">
            <input
              type="checkbox"
              className="accent-accent size-4"
              checked={search.type?.includes(t) ?? false}
              onChange={(e) => onChange({ type: toggleType(search.type, t, e.target.checked) })}
            />
            {TYPE_PLURALS[t]}
          </label>
        ))}
      </div>
    </Group>
  )
}

function PeriodFilter({ search, onChange }: { search: WalletSearch; onChange: (p: FilterPatch) => void }) {
  const id = useId()
  const problem = customPeriodProblem(search)
  const today = todayLocalDate()
  return (
    <>
      <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
        <label htmlFor={id} className={labelClass}>
          Period
        </label>
        <select
          id={id}
          className={controlClass}
          value={search.month ? 'month' : (search.period ?? '')}
          onChange={(e) => {
            const period = PERIOD_PRESETS.find((p) => p === e.target.value)
            onChange(
              period === 'custom'
                ? { period, month: undefined }
                : { period, since: undefined, until: undefined, month: undefined },
            )
          }}
        >
          {search.month ? <option value="month">{formatMonth(search.month)} (UTC)</option> : null}
          <option value="">All time</option>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      {search.period === 'custom' ? (
        <Group label="Days (both included)" className="min-w-0 basis-full sm:basis-auto">
          <div className="flex flex-wrap items-center gap-2">
            <input
              type="date"
              aria-label="First day"
              className={`${controlClass} w-auto`}
              value={search.since ?? ''}
              max={search.until ?? today}
              aria-invalid={problem !== null && !search.since}
              aria-describedby={describedBy(`${id}-custom`, null, problem)}
              onChange={(e) => onChange({ since: e.target.value || undefined })}
            />
            <span aria-hidden="true" className="text-fg-muted">
              –
            </span>
            <input
              type="date"
              aria-label="Last day"
              className={`${controlClass} w-auto`}
              value={search.until ?? ''}
              min={search.since}
              max={today}
              aria-invalid={problem !== null && Boolean(search.since)}
              aria-describedby={describedBy(`${id}-custom`, null, problem)}
              onChange={(e) => onChange({ until: e.target.value || undefined })}
            />
          </div>
          {problem ? (
            <p id={`${id}-custom-error`} className="text-danger text-xs font-medium">
              {problem}
            </p>
          ) : null}
        </Group>
      ) : null}
    </>
  )
}

function ProductFilter({ value, onChange }: { value: string | undefined; onChange: (p: FilterPatch) => void }) {
  const id = useId()
  // The same query as the overview's, so the list is usually in the cache already.
  const products = useQuery(productQueries.list({ limit: 100 }))
  const known = products.data?.data ?? []
  return (
    <div className="flex min-w-44 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className={labelClass}>
        Product
      </label>
      <select
        id={id}
        className={controlClass}
        value={value ?? ''}
        onChange={(e) => onChange({ product_id: e.target.value || undefined })}
      >
        <option value="">All products</option>
        {/* A product from a shared link that is not among the first hundred still shows as selected. */}
        {value && !known.some((p) => p.id === value) ? <option value={value}>{value}</option> : null}
        {known.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  )
}

function AmountField({
  label,
  placeholder,
  value,
  errorId,
  onCommit,
  onError,
}: {
  label: string
  placeholder: string
  value: number | undefined
  /** Where the group shows this field's error, to describe the field with. */
  errorId: string
  onCommit: (millicredits: number | undefined) => void
  onError: (error: string | null) => void
}) {
  const [text, setText] = useState(creditsInput(value ?? null))
  const [invalid, setInvalid] = useState(false)
  // The parser loads on first focus, not with the wallet: most visits never type an amount.
  const loadParser = () => import('../../lib/credits-input')
  const commit = async () => {
    const { parseSignedCredits } = await loadParser()
    const parsed = parseSignedCredits(text)
    setInvalid(!parsed.ok)
    onError(parsed.ok ? null : parsed.error)
    if (!parsed.ok) return
    const next = parsed.value ?? undefined
    if (next !== value) onCommit(next)
  }
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      className={`${controlClass.replace('w-full', 'w-28')} tabular-nums`}
      value={text}
      aria-invalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => void loadParser()}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void commit()
      }}
    />
  )
}

function AmountFilter({ search, onChange }: { search: WalletSearch; onChange: (p: FilterPatch) => void }) {
  const id = useId()
  const [errors, setErrors] = useState<{ min: string | null; max: string | null }>({ min: null, max: null })
  const reversed =
    search.min_amount !== undefined && search.max_amount !== undefined && search.min_amount > search.max_amount
  const message =
    errors.min ?? errors.max ?? (reversed ? 'The lowest amount is above the highest, so no entry can match.' : null)
  return (
    <Group label="Amount, credits">
      <div className="flex items-center gap-2">
        {/* Keyed by the URL's value: when it changes under the field (back, Clear filters), the field starts over from it. */}
        <AmountField
          key={`min:${search.min_amount ?? ''}`}
          label="Lowest amount, credits"
          placeholder="Min"
          value={search.min_amount}
          errorId={`${id}-error`}
          onCommit={(min_amount) => onChange({ min_amount })}
          onError={(min) => setErrors((e) => ({ ...e, min }))}
        />
        <span aria-hidden="true" className="text-fg-muted">
          –
        </span>
        <AmountField
          key={`max:${search.max_amount ?? ''}`}
          label="Highest amount, credits"
          placeholder="Max"
          value={search.max_amount}
          errorId={`${id}-error`}
          onCommit={(max_amount) => onChange({ max_amount })}
          onError={(max) => setErrors((e) => ({ ...e, max }))}
        />
      </div>
      {message ? (
        <p id={`${id}-error`} className="text-danger max-w-64 text-xs font-medium">
          {message}
        </p>
      ) : (
        <p className="text-fg-muted text-xs">Debits are negative, e.g. −5 to 0.</p>
      )}
    </Group>
  )
}

export interface WalletFiltersProps {
  search: WalletSearch
  onChange: (patch: FilterPatch) => void
  onClear: () => void
}

export function WalletFilters({ search, onChange, onClear }: WalletFiltersProps) {
  return (
    <div role="search" aria-label="Filter the ledger" className="flex flex-wrap items-start gap-3">
      <TypeFilter search={search} onChange={onChange} />
      <PeriodFilter search={search} onChange={onChange} />
      <ProductFilter value={search.product_id} onChange={onChange} />
      <AmountFilter search={search} onChange={onChange} />
      {hasFilters(search) ? (
        <Button variant="ghost" size="sm" className="mt-5" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
