// The period filter of every list that has one (conversations, the ledger): presets in the
// browser's time zone, or two local calendar days, both included. The caller keeps the values
// in its URL; an incomplete or reversed custom period says so and filters nothing meanwhile.
// The list says what its period covers in the same words: "Last month (Oct 1 – 31, 2026)".
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId } from 'react'
import { PERIOD_PRESETS, periodDays, todayLocalDate, type PeriodPreset, type PeriodSelection } from '../../lib/periods'
import type { PeriodPatch } from './custom-days'
import { FILTER_CONTROL, FilterField } from './filter-field'

export type { PeriodPatch }

export interface PeriodFilterProps {
  /** The select's label: "Period", or what the period is of ("Started"). */
  label: string
  /** The option that selects no period: "All time". */
  anyLabel: string
  presets?: readonly PeriodPreset[]
  value: PeriodSelection
  /** An option above the presets that the list selects by other means (a statement's month). */
  extra?: { value: string; label: string }
  onChange: (patch: PeriodPatch) => void
}

/** The presets' words where a reader picks one. */
const PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  today: msg`Today`,
  this_week: msg`This week`,
  last_7_days: msg`Last 7 days`,
  last_30_days: msg`Last 30 days`,
  this_month: msg`This month`,
  last_month: msg`Last month`,
  custom: msg`Custom`,
}

/**
 * What a period covers: the preset's words, then its days as the regional format writes them
 * (lib/periods); "All time" for none.
 */
export function usePeriodText(): (selection: PeriodSelection, now?: Date) => string {
  const { t, i18n } = useLingui()
  return (selection, now = new Date()) => {
    const days = periodDays(selection, now)
    if (!selection.period || days === null) return t`All time`
    const period = i18n._(PRESET_LABELS[selection.period])
    return t`${period} (${days})`
  }
}

const CustomDays = lazy(() => import('./custom-days').then((m) => ({ default: m.CustomDays })))

export function PeriodFilter({ label, anyLabel, presets = PERIOD_PRESETS, value, extra, onChange }: PeriodFilterProps) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <>
      <FilterField id={id} label={label} className="min-w-40">
        <select
          id={id}
          value={extra?.value ?? value.period ?? ''}
          onChange={(e) => {
            const period = PERIOD_PRESETS.find((p) => p === e.target.value)
            const today = todayLocalDate()
            // A custom period starts as today, a complete period the list can use at once.
            onChange(
              period === 'custom'
                ? { period, since: value.since ?? today, until: value.until ?? today }
                : { period, since: undefined, until: undefined },
            )
          }}
          className={FILTER_CONTROL}
        >
          {extra ? <option value={extra.value}>{extra.label}</option> : null}
          <option value="">{anyLabel}</option>
          {presets.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRESET_LABELS[p])}
            </option>
          ))}
        </select>
      </FilterField>
      {value.period === 'custom' ? (
        <Suspense fallback={null}>
          <CustomDays since={value.since} until={value.until} anyLabel={anyLabel} onChange={onChange} />
        </Suspense>
      ) : null}
    </>
  )
}
