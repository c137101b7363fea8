// Labelled controls for the tool form, in the app's field frame: the error and hint sit
// under the control and are read with it; ids come from the field's key.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from '../../../components/ui/field'

export const inputClass =
  'border-line-strong bg-surface text-fg placeholder:text-fg-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger w-full rounded-md border px-3 py-2 text-sm disabled:opacity-60'

interface Shell {
  id: string
  label: ReactNode
  note?: ReactNode
  hint?: ReactNode
  error?: string | undefined
  className?: string
}

const aside = (note: ReactNode) => (note ? <span className="text-fg-muted text-xs">{note}</span> : null)

export function TextInput({
  id,
  label,
  note,
  hint,
  error,
  className,
  mono = false,
  ...input
}: Shell & { mono?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} aside={aside(note)} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        autoComplete="off"
        className={`${inputClass} ${mono ? 'font-mono' : ''}`}
        {...input}
      />
    </FieldFrame>
  )
}

export function TextArea({
  id,
  label,
  note,
  hint,
  error,
  className,
  mono = false,
  ...area
}: Shell & { mono?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} aside={aside(note)} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} resize-y leading-relaxed ${mono ? 'font-mono text-[13px]' : ''}`}
        {...area}
      />
    </FieldFrame>
  )
}

export function Select({
  id,
  label,
  note,
  hint,
  error,
  className,
  children,
  ...select
}: Shell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} aside={aside(note)} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} h-[38px] py-0`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
