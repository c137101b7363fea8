// The tool form's React state: the draft, its errors (the contract's from the first attempt
// to save on, the server's until the field is edited), the edits the form makes, and its
// submission (components/hooks/use-submit), shared by the create and the edit screens.
import { useState } from 'react'
import type { Tool } from '../../../api/contract'
import { sentence } from '../../../lib/sentence'
import { useSubmit } from '../../../components/hooks/use-submit'
import {
  controlId,
  createBodyOf,
  emptyHeader,
  emptyInput,
  toolFieldOf,
  validateDraft,
  type FieldErrors,
  type HeaderRow,
  type InputRow,
  type ToolDraft,
} from './draft'

/** Where the form's controls get their ids: `tool-inputs-row-3-name`. */
export const FORM_ID = 'tool'

export function focusField(key: string | undefined) {
  if (!key) return
  // The row's first control when the key names a whole row or list.
  const el =
    document.getElementById(controlId(FORM_ID, key)) ?? document.getElementById(controlId(FORM_ID, `${key}.name`))
  el?.focus({ preventScroll: true })
  // Centred, so the field and its message are not left under the sticky header.
  el?.scrollIntoView({ block: 'center' })
}

/**
 * `send` saves the draft: a create with the Idempotency-Key it is given (it follows the
 * body, so the same draft resent after an unknown outcome keeps it), or an update.
 */
export function useToolDraft(
  initial: () => ToolDraft,
  send: (draft: ToolDraft, idempotencyKey: string) => Promise<Tool>,
) {
  const [draft, setDraft] = useState<ToolDraft>(initial)
  const [attempted, setAttempted] = useState(false)
  const submission = useSubmit({
    send,
    place: toolFieldOf,
    say: (e) => sentence(e.detail),
    bodyOf: createBodyOf,
  })
  const verdict = validateDraft(draft)
  const errors: FieldErrors = { ...(attempted && !verdict.ok ? verdict.errors : {}), ...submission.fieldErrors }

  const edit = (fn: (d: ToolDraft) => ToolDraft, ...touched: string[]) => {
    setDraft(fn)
    if (touched.length) submission.edited(...touched)
  }
  const setInput = (key: string, patch: Partial<Omit<InputRow, 'key'>>) =>
    edit(
      (d) => ({ ...d, inputs: d.inputs.map((r) => (r.key === key ? { ...r, ...patch } : r)) }),
      ...Object.keys(patch).map((f) => `inputs.${key}.${f === 'enumText' ? 'enum' : f}`),
      // A type change can make the allowed values right or wrong.
      ...('type' in patch ? [`inputs.${key}.enum`] : []),
    )
  const setHeader = (key: string, patch: Partial<Omit<HeaderRow, 'key'>>) =>
    edit(
      (d) => ({ ...d, headers: d.headers.map((h) => (h.key === key ? { ...h, ...patch } : h)) }),
      ...Object.keys(patch).map((f) => `http.headers.${key}.${f}`),
    )

  return {
    draft,
    errors,
    verdict,
    attempted,
    submission,
    /** Replaces the draft (after a save: the server's version). */
    reset(next: ToolDraft) {
      setDraft(next)
      setAttempted(false)
      submission.reset()
    },
    set<K extends keyof ToolDraft>(field: K, value: ToolDraft[K], errorKey: string = String(field)) {
      edit((d) => ({ ...d, [field]: value }), errorKey)
    },
    setInput,
    setHeader,
    addInput() {
      const row = emptyInput()
      edit((d) => ({ ...d, inputs: [...d.inputs, row] }), 'inputs')
      requestAnimationFrame(() => focusField(`inputs.${row.key}.name`))
    },
    removeInput: (key: string) =>
      edit((d) => ({ ...d, inputs: d.inputs.filter((r) => r.key !== key) }), `inputs.${key}`, 'inputs'),
    moveInput(key: string, by: -1 | 1) {
      edit((d) => {
        const from = d.inputs.findIndex((r) => r.key === key)
        const to = from + by
        if (from < 0 || to < 0 || to >= d.inputs.length) return d
        const inputs = [...d.inputs]
        const [row] = inputs.splice(from, 1)
        if (row) inputs.splice(to, 0, row)
        return { ...d, inputs }
      })
    },
    addHeader() {
      const row = emptyHeader()
      edit((d) => ({ ...d, headers: [...d.headers, row] }), 'http.headers')
      requestAnimationFrame(() => focusField(`http.headers.${row.key}.name`))
    },
    removeHeader: (key: string) =>
      edit((d) => ({ ...d, headers: d.headers.filter((h) => h.key !== key) }), `http.headers.${key}`),
    /** Checks the draft (its errors show from now on) and sends it; the saved tool, or null. */
    async save(): Promise<Tool | null> {
      setAttempted(true)
      if (!verdict.ok) {
        submission.invalid()
        return null
      }
      const sent = await submission.submit(draft)
      return sent.ok ? sent.result : null
    },
  }
}

export type ToolDraftState = ReturnType<typeof useToolDraft>
