// The edit form's logic, kept pure: what the user changed, what the server changed
// meanwhile, which of those collide, and the PATCH body that carries only the user's edits.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { i18n } from '#i18n'
import { SLUG_PATTERN, type Product, type ProductUpdate } from '../../../api/contract'
import { creditsInputError } from '../../../components/form/credits-words'
import { parseCredits } from '../../../lib/credits-input'
import { creditsInput, formatCount, formatCredits } from '../../../lib/format'

export interface FormValues {
  name: string
  slug: string
  summary: string
  prompt: string
  /** Credits as typed; the wire carries millicredits. */
  price: string
}
export type FieldName = keyof FormValues
export const FIELDS: readonly FieldName[] = ['name', 'slug', 'summary', 'prompt', 'price']

const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  name: msg`Name`,
  slug: msg`Slug`,
  summary: msg`Summary`,
  prompt: msg`Prompt`,
  price: msg`Price`,
}

/**
 * A field's name in the language in force (called from render). An MCP server's `prompt` guides
 * the AI clients that call it: it is "Instructions" wherever it is named.
 */
export const fieldLabel = (field: FieldName, kind: Product['kind']): string =>
  field === 'prompt' && kind === 'mcp_server' ? t`Instructions` : i18n._(FIELD_LABELS[field])

export const LIMITS = { name: 120, summary: 500, prompt: 50_000 } as const

export const toForm = (p: Product): FormValues => ({
  name: p.name,
  slug: p.slug,
  summary: p.summary,
  prompt: p.prompt,
  price: creditsInput(p.price),
})

/** Two texts mean the same price when they parse to the same millicredits ("1.50" = "1.5"). */
function sameValue(field: FieldName, a: string, b: string): boolean {
  if (field !== 'price') return a === b
  const [pa, pb] = [parseCredits(a), parseCredits(b)]
  return pa.ok && pb.ok ? pa.value === pb.value : a === b
}

export function dirtyFields(draft: FormValues, base: FormValues): FieldName[] {
  return FIELDS.filter((f) => !sameValue(f, draft[f], base[f]))
}

export type FieldErrors = Partial<Record<FieldName, string>>

const atMost = (limit: number) => {
  const count = formatCount(limit)
  return t`At most ${count} characters.`
}

/** The contract's rules in words a person can act on, checked as they type (from render). */
export function validate(v: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  const name = v.name.trim()
  if (name === '') errors.name = t`Enter a name.`
  else if (name.length > LIMITS.name) errors.name = atMost(LIMITS.name)
  if (v.slug.length < 2 || v.slug.length > 64) {
    const [min, max] = [formatCount(2), formatCount(64)]
    errors.slug = t`Between ${min} and ${max} characters.`
  } else if (!SLUG_PATTERN.test(v.slug))
    errors.slug = t`Lower-case letters, digits and single hyphens, not at the start or end (e.g. support-assistant).`
  if (v.summary.length > LIMITS.summary) errors.summary = atMost(LIMITS.summary)
  if (v.prompt.length > LIMITS.prompt) errors.prompt = atMost(LIMITS.prompt)
  const price = parseCredits(v.price)
  if (!price.ok) errors.price = creditsInputError(price.problem)
  else if (price.value !== null && price.value > 1_000_000_000) {
    const max = formatCredits(1_000_000_000)
    errors.price = t`At most ${max} credits.`
  }
  return errors
}

/** Only the fields the user changed, so a save never rewrites what someone else changed elsewhere. */
export function changedBody(draft: FormValues, base: FormValues): ProductUpdate {
  const body: ProductUpdate = {}
  for (const f of dirtyFields(draft, base)) {
    if (f === 'price') {
      const price = parseCredits(draft.price)
      if (price.ok) body.price = price.value
    } else if (f === 'name') body.name = draft.name.trim()
    else body[f] = draft[f]
  }
  return body
}

export interface FormState {
  draft: FormValues
  /** The server's values the draft started from: a field differing from it is an edit. */
  base: FormValues
  /** The product version `base` reflects. */
  version: number
  /** Values on their way to the server: when they come back they are the user's own, not a collision. */
  pending: Partial<FormValues> | null
  /** Fields the user edited that someone else changed too, with the server's values. */
  conflict: Conflict | null
}

export interface Conflict {
  fields: FieldName[]
  theirs: FormValues
  version: number
  /** `stale`: the API refused the save (412); `changed`: a refresh showed the collision first. */
  cause: 'stale' | 'changed'
}

export const initialState = (p: Product): FormState => ({
  draft: toForm(p),
  base: toForm(p),
  version: p.version,
  pending: null,
  conflict: null,
})

/**
 * Folds a newer server version into the form. Untouched fields take the server's
 * value; edited fields keep the user's text; an edited field the server changed to
 * something else is a collision, reported and never resolved silently.
 */
export function rebase(state: FormState, p: Product, cause: Conflict['cause'] = 'changed'): FormState {
  const theirs = toForm(p)
  const draft = { ...state.draft }
  const base = { ...state.base }
  const fields: FieldName[] = []
  for (const f of FIELDS) {
    const edited = !sameValue(f, state.draft[f], state.base[f])
    const mine =
      sameValue(f, theirs[f], state.draft[f]) ||
      (state.pending?.[f] !== undefined && sameValue(f, theirs[f], state.pending[f]))
    if (!edited) {
      draft[f] = theirs[f]
      base[f] = theirs[f]
    } else if (mine || sameValue(f, theirs[f], state.base[f])) {
      if (mine) base[f] = theirs[f]
    } else fields.push(f)
  }
  const conflict: Conflict | null =
    fields.length > 0 || cause === 'stale'
      ? { fields: [...new Set([...(state.conflict?.fields ?? []), ...fields])], theirs, version: p.version, cause }
      : state.conflict && { ...state.conflict, theirs, version: p.version }
  return { draft, base, version: p.version, pending: state.pending, conflict }
}

/** "Keep mine": the server's current values become the base, so every edit of the user's is sent again. */
export function keepMine(state: FormState): FormState {
  if (!state.conflict) return state
  return { ...state, base: state.conflict.theirs, version: state.conflict.version, conflict: null }
}

/** "Reload theirs": the user's edits are dropped for the server's values. */
export function takeTheirs(state: FormState): FormState {
  if (!state.conflict) return state
  const theirs = state.conflict.theirs
  return { ...state, draft: theirs, base: theirs, version: state.conflict.version, conflict: null }
}
