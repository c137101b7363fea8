// Labelled inputs for the webhooks forms, in the app's field frame: hint and error read
// with the control.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { FieldFrame, describedBy } from '../../components/ui/field'

export const inputClass =
  'border-line-strong bg-surface text-fg placeholder:text-fg-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger w-full rounded-md border px-3 py-2 text-sm disabled:opacity-60'

interface Shell {
  label: ReactNode
  note?: ReactNode
  hint?: ReactNode
  error?: string | null | undefined
  className?: string
}

export interface TextFieldProps extends Shell, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, note, hint, error, className, ref, id: given, ...input }: TextFieldProps) {
  const generated = useId()
  const id = given ?? generated
  return (
    <FieldFrame
      id={id}
      label={label}
      aside={note ? <span className="text-fg-muted text-xs">{note}</span> : null}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  )
}

export interface TextAreaFieldProps extends Shell, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  mono?: boolean
}

export function TextAreaField({
  label,
  note,
  hint,
  error,
  className,
  mono = false,
  id: given,
  ...area
}: TextAreaFieldProps) {
  const generated = useId()
  const id = given ?? generated
  return (
    <FieldFrame
      id={id}
      label={label}
      aside={note ? <span className="text-fg-muted text-xs">{note}</span> : null}
      hint={hint}
      error={error}
      className={className}
    >
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
