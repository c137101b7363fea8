// A list filter's frame and its control's look, one for every filter bar: a small label above
// the control, and the control's border, invalid and disabled states.
import type { ReactNode } from 'react'

/** A filter's select or input, full width of its frame. Disabled reads as fixed, not as broken. */
export const FILTER_CONTROL =
  'border-line-strong bg-surface text-fg h-9 w-full rounded-md border px-2.5 text-sm aria-invalid:border-danger disabled:bg-surface-muted disabled:text-fg-muted disabled:cursor-not-allowed'

export const FILTER_LABEL = 'text-fg-muted text-xs font-medium'

export interface FilterFieldProps {
  /** The control's id, which the label names. */
  id: string
  label: string
  /** A line under the control: why it is fixed, what it expects. */
  hint?: ReactNode
  className?: string
  children: ReactNode
}

export function FilterField({ id, label, hint, className = 'min-w-36', children }: FilterFieldProps) {
  return (
    <div className={`flex flex-1 flex-col gap-1 sm:flex-none ${className}`}>
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      {children}
      {hint}
    </div>
  )
}
