// Labelled form fields for product forms: the hint and the error sit under the control
// and are read with it (aria-describedby); the error is announced when it appears.
import { FieldFrame, describedBy } from '../../../components/ui/field'
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'

export const inputClass =
  'border-line-strong bg-surface text-fg placeholder:text-fg-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger w-full rounded-md border px-3 py-2 text-sm disabled:opacity-60'

interface FieldShell {
  label: ReactNode
  /** "Optional", "Required" beside the label. */
  note?: ReactNode
  hint?: ReactNode
  error?: string | null | undefined
  className?: string
}

export interface TextFieldProps extends FieldShell, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Text before the input, inside its border, such as a URL prefix or a unit. */
  prefix?: string
  suffix?: string
  ref?: Ref<HTMLInputElement>
}

export function TextField({
  label,
  note,
  hint,
  error,
  className,
  prefix,
  suffix,
  ref,
  id: given,
  ...input
}: TextFieldProps) {
  const generated = useId()
  const id = given ?? generated
  const control = (
    <input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={
        prefix || suffix
          ? `${inputClass} min-w-0 flex-1 rounded-none border-0 !ring-0 focus-visible:outline-none`
          : inputClass
      }
      {...input}
    />
  )
  return (
    <FieldFrame
      id={id}
      label={label}
      aside={note ? <span className="text-fg-muted text-xs">{note}</span> : null}
      hint={hint}
      error={error}
      className={className}
    >
      {prefix || suffix ? (
        <div
          className={`border-line-strong bg-surface has-[:focus-visible]:outline-focus flex items-stretch overflow-hidden rounded-md border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${error ? 'border-danger ring-danger ring-1' : ''}`}
        >
          {prefix ? (
            <span
              aria-hidden="true"
              className="bg-surface-muted text-fg-muted border-line-strong flex items-center border-r px-2.5 font-mono text-xs"
            >
              {prefix}
            </span>
          ) : null}
          {control}
          {suffix ? (
            <span
              aria-hidden="true"
              className="bg-surface-muted text-fg-muted border-line-strong flex items-center border-l px-2.5 text-xs"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  )
}

export interface TextAreaFieldProps extends FieldShell, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  mono?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

export function TextAreaField({
  label,
  note,
  hint,
  error,
  className,
  mono = false,
  ref,
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
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} resize-y leading-relaxed ${mono ? 'font-mono text-[13px]' : ''}`}
        {...area}
      />
    </FieldFrame>
  )
}
