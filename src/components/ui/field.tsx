// The frame every labelled form control shares: label (with an optional aside on its
// right), the control, then the error and the hint, both read with the control; and the
// text, text-area and select fields of the forms built on it.
import { Trans } from '@lingui/react/macro'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { describedBy } from './described-by'

export interface FieldFrameProps {
  id: string
  label: ReactNode
  /** Marks a field changed since the last save ("edited", read with its label). */
  edited?: boolean | undefined
  /** Right of the label: "Optional", a character count, a link. */
  aside?: ReactNode
  hint?: ReactNode
  error?: string | null | undefined
  className?: string
  children: ReactNode
}

export function FieldFrame({ id, label, edited, aside, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-fg text-sm font-medium">
          {label}
          {edited ? (
            <span className="text-accent ms-2 text-xs font-medium">
              <Trans>edited</Trans>
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-danger text-xs font-medium">
          {error}
        </p>
      ) : null}
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  )
}

/** The line under a control that says what it is for; `${id}-hint` describes the control. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-fg-muted text-xs">
      {children}
    </p>
  ) : null
}

export { describedBy }

export const inputClass =
  'border-line-strong bg-surface text-fg placeholder:text-fg-placeholder aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger read-only:bg-surface-muted/60 w-full rounded-md border px-3 py-2 text-sm disabled:opacity-60'

interface FieldShell {
  /** Given when a caller must reach the control (focus on error, a label elsewhere); generated otherwise. */
  id?: string
  label: ReactNode
  /** Beside the label: "Optional", "Required", a character count. */
  note?: ReactNode
  /** Changed since the last save. */
  edited?: boolean | undefined
  hint?: ReactNode
  error?: string | null | undefined
  className?: string
}

const noteAside = (note: ReactNode) =>
  typeof note === 'string' ? <span className="text-fg-muted text-xs">{note}</span> : (note ?? null)

/**
 * A field's props, split: what its frame shows, what its control needs to be named and
 * described by that frame, and the control's own props.
 */
function splitShell<P extends FieldShell>(props: P, generatedId: string) {
  const { id: given, label, note, edited, hint, error, className, ...control } = props
  const id = given ?? generatedId
  return {
    frame: { id, label, edited, aside: noteAside(note), hint, error, className },
    named: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) },
    control,
  }
}

export interface TextFieldProps extends FieldShell, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  /** Text before the input, inside its border, such as a URL prefix or a unit. */
  prefix?: string
  suffix?: string
  /** Beside the input, outside its border, such as a show/hide button. */
  addon?: ReactNode
  mono?: boolean
  ref?: Ref<HTMLInputElement>
}

export function TextField(props: TextFieldProps) {
  const { frame, named, control: own } = splitShell(props, useId())
  const { prefix, suffix, addon, mono = false, ref, ...input } = own
  const control = (
    <input
      ref={ref}
      {...named}
      // What the user types takes its own direction (Hebrew, Arabic); the frame does not move.
      dir="auto"
      className={`${
        prefix || suffix
          ? `${inputClass} min-w-0 flex-1 rounded-none border-0 !ring-0 focus-visible:outline-none`
          : inputClass
      } ${mono ? 'font-mono' : ''}`}
      {...input}
    />
  )
  const framed =
    prefix || suffix ? (
      <div
        className={`border-line-strong bg-surface has-[:focus-visible]:outline-focus flex items-stretch overflow-hidden rounded-md border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${frame.error ? 'border-danger ring-danger ring-1' : ''}`}
      >
        {prefix ? (
          <span
            aria-hidden="true"
            className="bg-surface-muted text-fg-muted border-line-strong flex items-center border-e px-2.5 font-mono text-xs"
          >
            {prefix}
          </span>
        ) : null}
        {control}
        {suffix ? (
          <span
            aria-hidden="true"
            className="bg-surface-muted text-fg-muted border-line-strong flex items-center border-s px-2.5 text-xs"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    ) : (
      control
    )
  return (
    <FieldFrame {...frame}>
      {addon ? (
        <div className="flex items-stretch gap-2">
          {framed}
          {addon}
        </div>
      ) : (
        framed
      )}
    </FieldFrame>
  )
}

export interface TextAreaFieldProps
  extends FieldShell, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  mono?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, named, control } = splitShell(props, useId())
  const { mono = false, ref, ...area } = control
  return (
    <FieldFrame {...frame}>
      <textarea
        ref={ref}
        {...named}
        dir="auto"
        className={`${inputClass} resize-y leading-relaxed ${mono ? 'font-mono text-[13px]' : ''}`}
        {...area}
      />
    </FieldFrame>
  )
}

export interface SelectFieldProps
  extends FieldShell, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  ref?: Ref<HTMLSelectElement>
}

export function SelectField(props: SelectFieldProps) {
  const { frame, named, control } = splitShell(props, useId())
  const { children, ref, ...select } = control
  return (
    <FieldFrame {...frame}>
      <select ref={ref} {...named} className={`${inputClass} h-[38px] py-0`} {...select}>
        {children}
      </select>
    </FieldFrame>
  )
}
