// One of a list's filters as a labelled select: "All …" first (not set), then each value.
import { useId } from 'react'

const controlClass =
  'border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 text-sm aria-invalid:border-danger w-full'

export interface FilterSelectProps<V extends string> {
  label: string
  value: V | undefined
  options: readonly V[]
  labels: Record<V, string>
  /** The first option, which clears the filter: "All kinds". */
  allLabel: string
  onChange: (value: V | undefined) => void
}

export function FilterSelect<V extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: FilterSelectProps<V>) {
  const id = useId()
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o === e.target.value))}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  )
}
