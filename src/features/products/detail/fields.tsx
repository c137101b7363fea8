// Labelled inputs of the edit form: hint and error read with the control, and a
// mark on fields changed since the last save.
import { FieldFrame, describedBy } from '../../../components/ui/field'
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { formatCount } from '../../../lib/format'

const controlClass =
  'border-line-strong bg-surface text-fg placeholder:text-fg-muted aria-invalid:border-danger read-only:bg-surface-muted/60 w-full rounded-md border px-3 py-1.5 text-sm'

interface Shell {
  label: string
  hint?: ReactNode
  error?: string | undefined
  /** Shows "edited" beside the label. */
  edited?: boolean
  /** Right of the label: a character count or a link. */
  aside?: ReactNode
  className?: string
}

/** The shared frame, with the "edited" mark inside the label. */
function Frame({ label, edited, ...rest }: Shell & { id: string; children: ReactNode }) {
  return (
    <FieldFrame
      {...rest}
      label={
        <>
          {label}
          {edited ? <span className="text-accent ml-2 text-xs font-medium">edited</span> : null}
        </>
      }
    />
  )
}

export function TextInput({
  label,
  hint,
  error,
  edited,
  aside,
  className,
  ref,
  unit,
  mono = false,
  ...input
}: Shell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'unit'> & {
    ref?: Ref<HTMLInputElement>
    /** A word after the input, such as the unit. */
    unit?: string
    mono?: boolean
  }) {
  const id = useId()
  const control = (
    <input
      ref={ref}
      id={id}
      // What the owner types (a name in Hebrew, a summary in Arabic) takes its own direction.
      dir="auto"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={`${controlClass} ${unit ? 'rounded-r-none' : ''} ${mono ? 'font-mono' : ''}`}
      {...input}
    />
  )
  return (
    <Frame id={id} label={label} hint={hint} error={error} edited={edited} aside={aside} className={className}>
      {unit ? (
        <div className="flex">
          {control}
          <span className="border-line-strong bg-surface-muted text-fg-muted flex items-center rounded-r-md border border-l-0 px-2.5 text-sm">
            {unit}
          </span>
        </div>
      ) : (
        control
      )}
    </Frame>
  )
}

export function TextArea({
  label,
  hint,
  error,
  edited,
  aside,
  className,
  ref,
  mono = false,
  ...area
}: Shell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement>; mono?: boolean }) {
  const id = useId()
  return (
    <Frame id={id} label={label} hint={hint} error={error} edited={edited} aside={aside} className={className}>
      <textarea
        ref={ref}
        id={id}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} resize-y leading-relaxed ${mono ? 'font-mono text-[13px]' : ''}`}
        {...area}
      />
    </Frame>
  )
}

/** "120 / 500", turning to a warning near the limit. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const near = value.length > max * 0.9
  return (
    <span
      className={`text-xs tabular-nums ${value.length > max ? 'text-danger font-medium' : near ? 'text-warning' : 'text-fg-muted'}`}
    >
      {formatCount(value.length)} / {formatCount(max)}
    </span>
  )
}
