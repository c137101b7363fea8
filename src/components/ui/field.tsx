// The frame every labelled form control shares: label (with an optional aside on its
// right), the control, then the error and the hint, both read with the control.
import type { ReactNode } from 'react'

export interface FieldFrameProps {
  id: string
  label: ReactNode
  /** Right of the label: "Optional", a character count, a link. */
  aside?: ReactNode
  hint?: ReactNode
  error?: string | null | undefined
  className?: string
  children: ReactNode
}

export function FieldFrame({ id, label, aside, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-fg text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-danger text-xs font-medium">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** `aria-describedby` for a control in a FieldFrame: its error first, then its hint. */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
