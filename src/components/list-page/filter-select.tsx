// One of a list's filters as a labelled select: "All …" first (not set), then each value.
import { useId } from 'react'
import { FILTER_CONTROL, FilterField } from './filter-field'

export interface FilterSelectProps<V extends string> {
  label: string
  value: V | undefined
  options: readonly V[]
  labels: Record<V, string>
  /** The first option, which clears the filter: "All kinds". */
  allLabel: string
  onChange: (value: V | undefined) => void
  /** An option above "All …" for a value set by other means (the wallet's statement month). */
  extra?: { value: string; label: string }
  /** The frame's width classes. */
  className?: string
}

export function FilterSelect<V extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
  extra,
  className,
}: FilterSelectProps<V>) {
  const id = useId()
  return (
    <FilterField id={id} label={label} {...(className ? { className } : {})}>
      <select
        id={id}
        value={extra?.value ?? value ?? ''}
        onChange={(e) => onChange(options.find((o) => o === e.target.value))}
        className={FILTER_CONTROL}
      >
        {extra ? <option value={extra.value}>{extra.label}</option> : null}
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </FilterField>
  )
}
