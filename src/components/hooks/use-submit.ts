// One way to submit a form: the Idempotency-Key of each attempt, the server's refusal sorted
// into messages on fields and messages for one form-level alert, focus on what needs the
// user next, and what was typed left alone whatever the outcome.
import { useEffect, useRef, useState } from 'react'
import type { FieldError } from '../../api/contract'
import { isApiError, pointerToField } from '../../api/errors'
import { idempotencyKeys, outcomeUnknown } from '../../api/query'

/** A refusal as a form shows it. */
export interface Refusal<K extends string> {
  /** One message per field, shown next to it. */
  fields: Partial<Record<K, string>>
  /** Messages that name no field of the form, for the form-level alert. */
  unplaced: string[]
}

/**
 * Sorts a problem's `errors[]` onto the form: `place` names the field an error belongs to,
 * or null when the form has none for it. The first message per field wins; nothing is
 * dropped, so a refusal with both kinds shows both.
 */
export function placeErrors<K extends string>(
  error: unknown,
  place: (e: FieldError) => K | null,
  say: (e: FieldError, field: K) => string = (e) => e.detail,
): Refusal<K> {
  const fields: Partial<Record<K, string>> = {}
  const unplaced: string[] = []
  for (const e of isApiError(error) ? error.fieldErrors : []) {
    const field = place(e)
    if (field === null) unplaced.push(e.detail)
    else fields[field] ??= say(e, field)
  }
  return { fields, unplaced }
}

/** Placement for a form of flat fields: `#/events/1` goes on `events` when the form has it. */
export const onTopField =
  <K extends string>(fields: readonly K[]) =>
  (e: FieldError): K | null => {
    const top = e.pointer === undefined ? '' : pointerToField(e.pointer).split('.')[0]
    return fields.find((f) => f === top) ?? null
  }

/** What the form-level alert shows: the failure itself and the messages no field took. */
export interface FormFailure {
  error: unknown
  unplaced: string[]
  /** The outcome is unknown (offline, a 5xx): sending the same values again is safe and may work. */
  retryable: boolean
}

export interface SubmitOptions<TInput, TResult, K extends string> {
  /** One attempt. `idempotencyKey` is for a POST that creates; other writes ignore it. */
  send: (input: TInput, idempotencyKey: string) => Promise<TResult>
  /** The field a server error belongs to, given what was sent (row indexes are its rows). */
  place: (e: FieldError, input: TInput) => K | null
  /** The words next to the field; the server's by default. */
  say?: (e: FieldError, field: K, input: TInput) => string
  /** What the key follows when it is not the input itself: the body the server fingerprints. */
  bodyOf?: (input: TInput) => unknown
}

export type SubmitOutcome<TResult> =
  { ok: true; result: TResult } | { ok: false; reason: 'busy' | 'refused' | 'failed' }

/** First the first control marked invalid (in a group, its first control), else the alert. */
function focusFirstProblem(form: HTMLElement | null, alert: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  const control =
    invalid && !invalid.matches('input, select, textarea')
      ? (invalid.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ?? invalid)
      : invalid
  const target = control ?? alert
  if (!target) return
  target.focus({ preventScroll: true })
  // Centred, so the field and its message are not left under the sticky header.
  target.scrollIntoView?.({ block: 'center' })
}

export function useSubmit<TInput, TResult, K extends string>(options: SubmitOptions<TInput, TResult, K>) {
  const [keys] = useState(idempotencyKeys)
  // Keyed by any string inside: a stale key is dropped by its prefix, whatever field it is.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({})
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [pending, setPending] = useState(false)
  // A ref as well as state: a double click's second event comes before the re-render.
  const busy = useRef(false)
  const formElement = useRef<HTMLFormElement | null>(null)
  const alertElement = useRef<HTMLDivElement | null>(null)
  const byField: Partial<Record<K, string>> = fieldErrors
  // Focus moves after the errors are on screen, so it can find them.
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest > 0) focusFirstProblem(formElement.current, alertElement.current)
  }, [focusRequest])

  return {
    /**
     * The form's `ref`: where focus looks for the first invalid field. Take it out first
     * (`const { attachForm } = form`): React's compiler takes an object passed in part as a
     * `ref` for a ref, and refuses every other read of it during render.
     */
    attachForm: (el: HTMLFormElement | null) => {
      formElement.current = el
    },
    /** The form-level alert's `ref`: focus goes there when no field is invalid. */
    attachAlert: (el: HTMLDivElement | null) => {
      alertElement.current = el
    },
    pending,
    /** The server's messages by field, until the user edits that field. */
    fieldErrors: byField,
    failure,
    /** Sends `input`; on failure the form keeps its values and shows where to act. */
    async submit(input: TInput): Promise<SubmitOutcome<TResult>> {
      if (busy.current) return { ok: false, reason: 'busy' }
      busy.current = true
      setPending(true)
      setFailure(null)
      let outcome: SubmitOutcome<TResult>
      try {
        const result = await options.send(input, keys.keyFor(options.bodyOf ? options.bodyOf(input) : input))
        keys.settled()
        setFieldErrors({})
        outcome = { ok: true, result }
      } catch (error) {
        keys.settled(error)
        const { place, say } = options
        const { fields, unplaced } = placeErrors(
          error,
          (e) => place(e, input),
          say && ((e, field) => say(e, field, input)),
        )
        const placed = Object.keys(fields).length > 0
        setFieldErrors(fields)
        if (!placed || unplaced.length > 0) setFailure({ error, unplaced, retryable: outcomeUnknown(error) })
        setFocusRequest((n) => n + 1)
        outcome = { ok: false, reason: placed && unplaced.length === 0 ? 'refused' : 'failed' }
      } finally {
        busy.current = false
        setPending(false)
      }
      return outcome
    },
    /** The form's own checks failed: the old alert goes, focus goes to the first invalid field. */
    invalid() {
      setFailure(null)
      setFocusRequest((n) => n + 1)
    },
    /**
     * The user changed these fields: the server's word on them, and on what is inside them
     * (`inputs.row-3` takes `inputs.row-3.name` along), no longer applies.
     */
    edited(...fields: K[]) {
      const stale = (key: string) => fields.some((f) => key === f || key.startsWith(`${f}.`))
      setFieldErrors((errors) => {
        if (!Object.keys(errors).some(stale)) return errors
        const rest = { ...errors }
        for (const key of Object.keys(rest)) if (stale(key)) delete rest[key]
        return rest
      })
    },
    /** Back to no errors (discarded edits, a fresh draft). */
    reset() {
      setFieldErrors({})
      setFailure(null)
    },
  }
}

export type Submit<TInput, TResult, K extends string> = ReturnType<typeof useSubmit<TInput, TResult, K>>
/** What every form's blocks read, whatever it sends. */
export type Submission = Pick<Submit<never, unknown, string>, 'failure' | 'pending' | 'attachForm' | 'attachAlert'>
