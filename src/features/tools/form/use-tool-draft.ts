// The tool form's React state: the draft, its errors (the contract's from the first attempt
// to save on, the server's until the field is edited), and the edits the form makes.
import { useState } from 'react'
import { isApiError } from '../../../api/errors'
import {
  emptyHeader,
  emptyInput,
  firstErrorKey,
  serverFieldErrors,
  validateDraft,
  controlId,
  type FieldErrors,
  type HeaderRow,
  type InputRow,
  type ToolDraft,
} from './draft'

/** Where the form's controls get their ids: `tool-inputs-row-3-name`. */
export const FORM_ID = 'tool'

const without = (errors: FieldErrors, prefix: string): FieldErrors => {
  const next: FieldErrors = {}
  for (const [k, v] of Object.entries(errors)) if (k !== prefix && !k.startsWith(`${prefix}.`)) next[k] = v
  return next
}

export function focusField(key: string | undefined) {
  if (!key) return
  // The row's first control when the key names a whole row or list.
  const el =
    document.getElementById(controlId(FORM_ID, key)) ?? document.getElementById(controlId(FORM_ID, `${key}.name`))
  el?.focus({ preventScroll: true })
  // Centred, so the field and its message are not left under the sticky header.
  el?.scrollIntoView({ block: 'center' })
}

export function useToolDraft(initial: () => ToolDraft) {
  const [draft, setDraft] = useState<ToolDraft>(initial)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  /** The server's field errors that name no field of the form, for the form-level notice. */
  const [unplaced, setUnplaced] = useState<readonly string[]>([])
  const verdict = validateDraft(draft)
  const errors: FieldErrors = { ...(attempted && !verdict.ok ? verdict.errors : {}), ...serverErrors }

  const edit = (fn: (d: ToolDraft) => ToolDraft, ...touched: string[]) => {
    setDraft(fn)
    if (touched.length) setServerErrors((e) => touched.reduce(without, e))
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
    unplaced,
    /** Replaces the draft (after a save: the server's version). */
    reset(next: ToolDraft) {
      setDraft(next)
      setAttempted(false)
      setServerErrors({})
      setUnplaced([])
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
    /** Marks a save attempt: the contract's errors show from now on; focuses the first. */
    attempt(): boolean {
      setAttempted(true)
      setUnplaced([])
      if (!verdict.ok) focusField(firstErrorKey(draft, verdict.errors))
      return verdict.ok
    },
    /**
     * Puts a refusal's field errors on their fields, and keeps those naming no field for
     * the form's notice; returns whether any field took one.
     */
    refused(error: unknown, sent: ToolDraft): boolean {
      if (!isApiError(error)) return false
      const { fields, unplaced: rest } = serverFieldErrors(error, sent)
      setServerErrors(fields)
      setUnplaced(rest)
      if (Object.keys(fields).length === 0) return false
      focusField(firstErrorKey(draft, fields))
      return true
    },
  }
}

export type ToolDraftState = ReturnType<typeof useToolDraft>
