// The events an endpoint subscribes to: a checkbox each, with what it means and an
// example body to unfold.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { EVENT_TYPES, type EventType } from '../../api/contract'
import { exampleJson } from './event-examples'

/** What each event means, as the contract's EVENT_DESCRIPTIONS says it for the API document. */
const EVENT_MEANINGS: Record<EventType, MessageDescriptor> = {
  'conversation.created': msg`A new conversation has started.`,
  'message.created': msg`A message was stored: a visitor’s, or an agent’s answer as it begins.`,
  'message.completed': msg`An agent’s answer has finished, with its text, model and tokens.`,
}

export interface EventsFieldProps {
  value: EventType[]
  onChange: (events: EventType[]) => void
  error?: string | null | undefined
  disabled?: boolean
  /** Lets a form focus the group on an error. */
  id?: string
}

export function EventsField({ value, onChange, error, disabled = false, id: given }: EventsFieldProps) {
  const { i18n } = useLingui()
  const generated = useId()
  const id = given ?? generated
  const toggle = (type: EventType, on: boolean) =>
    onChange(EVENT_TYPES.filter((t) => (t === type ? on : value.includes(t))))
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2 focus:outline-none"
    >
      <legend className="text-fg mb-1 text-sm font-medium">
        <Trans>Events</Trans>
      </legend>
      {EVENT_TYPES.map((type) => (
        <div
          key={type}
          className={`border-line rounded-md border p-3 ${value.includes(type) ? 'bg-accent-soft/40 border-accent/40' : 'bg-surface'}`}
        >
          <div className="flex items-start gap-2.5">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              className="accent-accent mt-0.5 size-4"
              checked={value.includes(type)}
              disabled={disabled}
              aria-describedby={`${id}-${type}-description`}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <div className="flex min-w-0 flex-col">
              <label
                htmlFor={`${id}-${type}`}
                translate="no"
                dir="ltr"
                className="text-fg self-start font-mono text-sm font-medium"
              >
                {type}
              </label>
              <p id={`${id}-${type}-description`} className="text-fg-muted text-sm">
                {i18n._(EVENT_MEANINGS[type])}
              </p>
            </div>
          </div>
          <details className="ms-6.5 mt-2">
            <summary className="text-accent hover:text-accent-hover cursor-pointer text-xs font-medium">
              <Trans>Example payload</Trans>
            </summary>
            <pre
              translate="no"
              dir="ltr"
              className="bg-surface-muted text-fg border-line mt-2 rounded-md border p-3 font-mono text-xs break-all whitespace-pre-wrap"
            >
              {exampleJson(type)}
            </pre>
          </details>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-danger text-xs font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
