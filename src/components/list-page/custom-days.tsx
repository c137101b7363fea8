// The custom period's two days, loaded when a list first shows them: most visits use a preset.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { customPeriodProblem, todayLocalDate, type PeriodPreset } from '../../lib/periods'
import { FILTER_CONTROL, FilterField } from './filter-field'

/** Every field is given, so a new period also clears the days of the one before. */
export interface PeriodPatch {
  period: PeriodPreset | undefined
  since: string | undefined
  until: string | undefined
}

export interface CustomDaysProps {
  since: string | undefined
  until: string | undefined
  /** The list's word for no period ("All time"), shown with the problem: "Until then: All time." */
  anyLabel: string
  onChange: (patch: PeriodPatch) => void
}

export function CustomDays({ since, until, anyLabel, onChange }: CustomDaysProps) {
  const { t } = useLingui()
  const id = useId()
  const problem = customPeriodProblem({ period: 'custom', since, until })
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
    <fieldset className="flex min-w-0 basis-full flex-col gap-1 sm:basis-auto">
      <legend className="sr-only">
        <Trans>Custom period, in your time zone, both days included</Trans>
      </legend>
      <div className="flex flex-wrap gap-3">
        <FilterField id={`${id}-since`} label={t`First day`}>
          <input
            id={`${id}-since`}
            {...dayProps}
            max={until ?? today}
            value={since ?? ''}
            onChange={(e) => onChange({ period: 'custom', since: e.target.value || undefined, until })}
          />
        </FilterField>
        <FilterField id={`${id}-until`} label={t`Last day`}>
          <input
            id={`${id}-until`}
            {...dayProps}
            min={since}
            value={until ?? ''}
            onChange={(e) => onChange({ period: 'custom', since, until: e.target.value || undefined })}
          />
        </FilterField>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-danger text-xs font-medium">
          {problem === 'incomplete' ? (
            <Trans>Choose both the first and the last day. Until then the list shows: {anyLabel}.</Trans>
          ) : (
            <Trans>The last day comes before the first. Until then the list shows: {anyLabel}.</Trans>
          )}
        </p>
      ) : null}
    </fieldset>
  )
}
