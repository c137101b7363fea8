// Form pieces of the settings screen that the app's other forms do not use: checkboxes,
// radio cards and switches that apply at once, number fields held to a range, and the
// sub-sections of a panel. Its text and select fields are the shared ones (components/ui/field).
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldHint, TextField, type TextFieldProps } from '../../components/ui/field'

/** The numbers a field takes: said once for the input's attributes and for the check before sending. */
export interface NumberRange {
  min: number
  max: number
  step: number
  /** Whole numbers only (the keyboard offers no decimal point). */
  whole: boolean
  /** What the field says when its text is not such a number. */
  problem: string
}

export function rangeProblem(raw: string, range: NumberRange): string | null {
  const n = Number(raw)
  const number = range.whole ? Number.isInteger(n) : Number.isFinite(n)
  return raw.trim() === '' || !number || n < range.min || n > range.max ? range.problem : null
}

/**
 * A number field's text as typed and its problem, with the field's props: the problem shows once
 * the form has been sent (`submitted`), and goes as soon as the text is right.
 */
export function useNumberInput(range: NumberRange, initial: string, submitted: boolean) {
  const [text, setText] = useState(initial)
  const problem = rangeProblem(text, range)
  return {
    text,
    problem,
    field: {
      range,
      value: text,
      error: submitted ? problem : null,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
    },
  }
}

export function NumberField({
  range,
  ...field
}: { range: NumberRange } & Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'>) {
  return (
    <TextField
      type="number"
      inputMode={range.whole ? 'numeric' : 'decimal'}
      min={range.min}
      max={range.max}
      step={range.step}
      {...field}
    />
  )
}

/** A checkbox with its label beside it and a line saying what it does. */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const id = useId()
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="accent-accent mt-0.5 size-4 shrink-0"
        {...input}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-fg text-sm font-medium">
          {label}
        </label>
        <FieldHint id={id}>{hint}</FieldHint>
      </div>
    </div>
  )
}

/** A titled block inside a panel: an <h3> names its region. */
export function SubSection({
  title,
  description,
  children,
  className = '',
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={`border-line bg-surface rounded-lg border p-5 shadow-xs ${className}`}>
      <h3 id={id} className="text-fg text-sm font-semibold">
        {title}
      </h3>
      {description ? <p className="text-fg-muted mt-0.5 text-sm">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

export interface Choice<V> {
  value: V
  label: string
  details: ChoiceDetail[]
}
type ChoiceDetail = { text: ReactNode; mono?: boolean }

/** One radio group of cards, one a choice; `onChange` gets the value picked. */
export function ChoiceCards<V extends string | number>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string
  choices: readonly Choice<V>[]
  value: V | null
  onChange: (value: V) => void
}) {
  return choices.map((c) => (
    <ChoiceCard
      key={c.value}
      name={name}
      value={String(c.value)}
      checked={value === c.value}
      onChange={() => onChange(c.value)}
      label={c.label}
      details={c.details}
    />
  ))
}

/** A radio drawn as a card: its label, then lines that describe it (read as its description). */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  label,
  details,
}: {
  name: string
  value: string
  checked: boolean
  onChange: () => void
  label: string
  details: ChoiceDetail[]
}) {
  const id = useId()
  return (
    <label className="border-line hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={details.map((_, i) => `${id}-d${i}`).join(' ') || undefined}
        className="accent-accent mt-0.5 size-4 shrink-0"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-label`} className="text-fg text-sm font-medium">
          {label}
        </span>
        {details.map((d, i) =>
          d.mono ? (
            <code key={i} id={`${id}-d${i}`} className="text-fg-muted font-mono text-xs break-all">
              {d.text}
            </code>
          ) : (
            <span key={i} id={`${id}-d${i}`} className="text-fg-muted text-xs">
              {d.text}
            </span>
          ),
        )}
      </span>
    </label>
  )
}

/** An on/off switch that applies at once: a button with role="switch", its label, and a line saying what it does. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string
  hint?: ReactNode
  checked: boolean
  onChange: (next: boolean) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60 ${
          checked ? 'bg-accent border-accent' : 'bg-surface-muted border-line-strong'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-3.5 rounded-full shadow-sm transition-transform ${checked ? 'bg-accent-fg translate-x-[1.1rem] rtl:-translate-x-[1.1rem]' : 'bg-fg-muted translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
      <div className="flex flex-col gap-0.5">
        <p className="text-sm">
          <label id={`${id}-label`} htmlFor={id} className="text-fg font-medium">
            {label}
          </label>
          <span aria-hidden="true" className="text-fg-muted ms-2 text-xs">
            {checked ? 'On' : 'Off'}
          </span>
        </p>
        <FieldHint id={id}>{hint}</FieldHint>
      </div>
    </div>
  )
}
