// The ledger's filters: types (several at once), period (presets in the browser's time zone,
// or two local days), product, and a signed amount range typed in credits. All live in the
// URL; amounts are applied on Enter or when the field is left, once they parse.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { ENTRY_TYPES } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { creditsInput, formatMonth } from '../../lib/format'
import { FILTER_CONTROL, FILTER_LABEL } from '../../components/list-page/filter-field'
import { ProductFilter } from '../../components/products/product-filter'
import { PeriodFilter } from '../../components/list-page/period-filter'
import type { PeriodPreset } from '../../lib/periods'
import { TYPE_PLURALS } from './labels'
import { hasFilters, toggleType, type WalletSearch } from './search'

export type FilterPatch = Partial<WalletSearch>

/** Offered in this order; "All time" is the absence of a preset. */
const PERIODS: readonly PeriodPreset[] = ['this_month', 'last_month', 'last_30_days', 'last_7_days', 'today', 'custom']

function Group({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className={`flex flex-col gap-1 ${className}`}>
      <span id={id} className={FILTER_LABEL}>
        {label}
      </span>
      {children}
    </div>
  )
}

function TypeFilter({ search, onChange }: { search: WalletSearch; onChange: (p: FilterPatch) => void }) {
  const { t, i18n } = useLingui()
  return (
    <Group label={t`Type`}>
      <div className="border-line-strong bg-surface flex h-9 items-center gap-3 rounded-md border px-2.5">
        {ENTRY_TYPES.map((type) => (
          <label key={type} className="text-fg flex items-center gap-1.5 text-sm whitespace-nowrap">
            <input
              type="checkbox"
              className="accent-accent size-4"
              checked={search.type?.includes(type) ?? false}
              onChange={(e) => onChange({ type: toggleType(search.type, type, e.target.checked) })}
            />
            {i18n._(TYPE_PLURALS[type])}
          </label>
        ))}
      </div>
    </Group>
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
  const loadParser = () =>
    Promise.all([import('../../lib/credits-input'), import('../../components/form/credits-words')])
  const commit = async () => {
    const [{ parseSignedCredits }, { creditsInputError }] = await loadParser()
    const parsed = parseSignedCredits(text)
    setInvalid(!parsed.ok)
    onError(parsed.ok ? null : creditsInputError(parsed.problem))
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
      className={`${FILTER_CONTROL.replace('w-full', 'w-28')} tabular-nums`}
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

/** The two ends of the amount range: the search key each sets, and how its field is named. */
const ENDS: readonly {
  end: 'min' | 'max'
  key: 'min_amount' | 'max_amount'
  label: MessageDescriptor
  placeholder: MessageDescriptor
}[] = [
  { end: 'min', key: 'min_amount', label: msg`Lowest amount, credits`, placeholder: msg`Min` },
  { end: 'max', key: 'max_amount', label: msg`Highest amount, credits`, placeholder: msg`Max` },
]

function AmountFilter({ search, onChange }: { search: WalletSearch; onChange: (p: FilterPatch) => void }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [errors, setErrors] = useState<{ min: string | null; max: string | null }>({ min: null, max: null })
  const reversed =
    search.min_amount !== undefined && search.max_amount !== undefined && search.min_amount > search.max_amount
  const message =
    errors.min ?? errors.max ?? (reversed ? t`The lowest amount is above the highest, so no entry can match.` : null)
  return (
    <Group label={t`Amount, credits`}>
      <div className="flex items-center gap-2">
        {ENDS.map(({ end, key, label, placeholder }) => (
          <Fragment key={end}>
            {end === 'max' ? (
              <span aria-hidden="true" className="text-fg-muted">
                –
              </span>
            ) : null}
            {/* Keyed by the URL's value: when it changes under the field (back, Clear filters), the field starts over from it. */}
            <AmountField
              key={`${end}:${search[key] ?? ''}`}
              label={i18n._(label)}
              placeholder={i18n._(placeholder)}
              value={search[key]}
              errorId={`${id}-error`}
              onCommit={(amount) => onChange(end === 'min' ? { min_amount: amount } : { max_amount: amount })}
              onError={(error) => setErrors((e) => ({ ...e, [end]: error }))}
            />
          </Fragment>
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} className="text-danger max-w-64 text-xs font-medium">
          {message}
        </p>
      ) : (
        <p className="text-fg-muted text-xs">
          <Trans>Debits are negative, e.g. −5 to 0.</Trans>
        </p>
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
  const { t } = useLingui()
  const monthName = search.month ? formatMonth(search.month) : null
  return (
    <div role="search" aria-label={t`Filter the ledger`} className="flex flex-wrap items-start gap-3">
      <TypeFilter search={search} onChange={onChange} />
      <PeriodFilter
        label={t`Period`}
        anyLabel={t`All time`}
        presets={PERIODS}
        value={search}
        {...(monthName ? { extra: { value: 'month', label: t`${monthName} (UTC)` } } : {})}
        // A period chosen here replaces the statement's month the ledger was opened on.
        onChange={(period) => onChange({ ...period, month: undefined })}
      />
      <ProductFilter value={search.product_id} onChange={(product_id) => onChange({ product_id })} />
      <AmountFilter search={search} onChange={onChange} />
      {hasFilters(search) ? (
        <Button variant="ghost" size="sm" className="mt-5" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  )
}
