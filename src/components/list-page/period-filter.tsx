// The period filter of every list that has one (conversations, the ledger): presets in the
// browser's time zone, or two local calendar days, both included. The caller keeps the values
// in its URL; an incomplete or reversed custom period says so and filters nothing meanwhile.
import { useId } from 'react'
import {
  customPeriodProblem,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  todayLocalDate,
  type PeriodPreset,
  type PeriodSelection,
} from '../../lib/periods'
import { FILTER_CONTROL, FilterField } from './filter-field'
import { FilterSelect } from './filter-select'

/** Every field is given, so a new period also clears the days of the one before. */
export interface PeriodPatch {
  period: PeriodPreset | undefined
  since: string | undefined
  until: string | undefined
}

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

export function PeriodFilter({ label, anyLabel, presets = PERIOD_PRESETS, value, extra, onChange }: PeriodFilterProps) {
  const id = useId()
  const problem = customPeriodProblem(value)
  const today = todayLocalDate()
  const problemId = `${id}-problem`
  const dayProps = {
    type: 'date',
    max: today,
    className: FILTER_CONTROL,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  } as const
  return (
    <>
      <FilterSelect
        label={label}
        value={value.period}
        options={presets}
        labels={PERIOD_LABELS}
        allLabel={anyLabel}
        {...(extra ? { extra } : {})}
        className="min-w-40"
        // A custom period starts as today, a complete period the list can use at once.
        onChange={(period) =>
          onChange(
            period === 'custom'
              ? { period, since: value.since ?? today, until: value.until ?? today }
              : { period, since: undefined, until: undefined },
          )
        }
      />
      {value.period === 'custom' ? (
        <fieldset className="flex min-w-0 basis-full flex-col gap-1 sm:basis-auto">
          <legend className="sr-only">Custom period, in your time zone, both days included</legend>
          <div className="flex flex-wrap gap-3">
            <FilterField id={`${id}-since`} label="First day">
              <input
                id={`${id}-since`}
                {...dayProps}
                max={value.until ?? today}
                value={value.since ?? ''}
                onChange={(e) => onChange({ period: 'custom', since: e.target.value || undefined, until: value.until })}
              />
            </FilterField>
            <FilterField id={`${id}-until`} label="Last day">
              <input
                id={`${id}-until`}
                {...dayProps}
                min={value.since}
                value={value.until ?? ''}
                onChange={(e) => onChange({ period: 'custom', since: value.since, until: e.target.value || undefined })}
              />
            </FilterField>
          </div>
          {problem ? (
            <p id={problemId} role="alert" className="text-danger text-xs font-medium">
              {problem} Until then the list covers {anyLabel.toLowerCase()}.
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  )
}
