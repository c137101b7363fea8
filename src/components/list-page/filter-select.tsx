// One of a list's filters as a labelled select: "All …" first (not set), then each value.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { FILTER_CONTROL, FilterField } from './filter-field'

export interface FilterSelectProps<V extends string> {
  label: string
  value: V | undefined
  options: readonly V[]
  /** Each value's words: a message (`msg`), or a string already translated. */
  labels: Record<V, MessageDescriptor | string>
  /** The first option, which clears the filter: "All kinds". */
  allLabel: string
  onChange: (value: V | undefined) => void
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
  className,
}: FilterSelectProps<V>) {
  const { i18n } = useLingui()
  const words = (l: MessageDescriptor | string) => (typeof l === 'string' ? l : i18n._(l))
  const id = useId()
  return (
    <FilterField id={id} label={label} {...(className ? { className } : {})}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o === e.target.value))}
        className={FILTER_CONTROL}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {words(labels[o])}
          </option>
        ))}
      </select>
    </FilterField>
  )
}
