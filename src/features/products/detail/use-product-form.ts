// The edit form's state for one product: kept across server refreshes (rebased, never
// reset), saved with If-Match, and turned into a visible conflict when the API says 412.
import { t } from '@lingui/core/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Product } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { productMutations, productQueries } from '../../../api/products'
import { toast } from '../../../components/ui/toast'
import { onTopField, useSubmit } from '../../../components/hooks/use-submit'
import { productErrorText } from '../create/form'
import {
  changedBody,
  dirtyFields,
  FIELDS,
  initialState,
  keepMine,
  rebase,
  takeTheirs,
  validate,
  type FieldErrors,
  type FieldName,
  type FormState,
  type FormValues,
} from './form-state'

/** Writes to one product share a queue, so each one's If-Match is the version the previous one made. */
export const writeScope = (productId: string) => ({ id: `product-writes:${productId}` })

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed' | 'nothing'

export function useProductForm(product: Product) {
  const client = useQueryClient()
  const [state, setState] = useState<FormState>(() => initialState(product))
  const [submitted, setSubmitted] = useState(false)
  const update = useMutation({ ...productMutations.update(), scope: writeScope(product.id) })
  const submission = useSubmit({
    // A PATCH under If-Match: no Idempotency-Key. A stale version is a conflict to show, not a failure.
    send: (from: FormState) => send(from),
    place: onTopField(FIELDS),
    say: (e, field, from) => productErrorText(e, field, from.draft),
  })

  // A newer version (a save, an attach, another tab) is folded in during render, not after it.
  if (product.version > state.version) setState(rebase(state, product))

  const dirty = dirtyFields(state.draft, state.base)
  const clientErrors = validate(state.draft)
  const shownErrors: FieldErrors = {}
  for (const f of FIELDS) if (clientErrors[f] && (submitted || dirty.includes(f))) shownErrors[f] = clientErrors[f]
  const errors: FieldErrors = { ...shownErrors, ...submission.fieldErrors }

  const setField = (field: FieldName, value: string) => {
    setState((s) => ({ ...s, draft: { ...s.draft, [field]: value } }))
    submission.edited(field)
  }

  const refetch = () => client.fetchQuery({ ...productQueries.detail(product.id), staleTime: 0 })

  async function send(from: FormState): Promise<'saved' | 'conflict' | 'nothing'> {
    const body = changedBody(from.draft, from.base)
    if (Object.keys(body).length === 0) return 'nothing'
    const pending: Partial<FormValues> = {}
    for (const f of dirtyFields(from.draft, from.base)) pending[f] = from.draft[f]
    setState((s) => ({ ...s, pending }))
    try {
      await update.mutateAsync({ id: product.id, body })
      return 'saved'
    } catch (e) {
      if (!isApiError(e) || e.code !== 'precondition_failed') throw e
      // Their version is read now, so the notice can say what changed and "Keep mine" has the new ETag.
      const latest = await refetch().catch(() => null)
      if (!latest) throw e
      setState((s) => rebase(s, latest, 'stale'))
      return 'conflict'
    } finally {
      setState((s) => ({ ...s, pending: null }))
    }
  }

  async function submit(from: FormState): Promise<SaveOutcome> {
    const sent = await submission.submit(from)
    if (!sent.ok) return sent.reason === 'refused' ? 'invalid' : 'failed'
    if (sent.result === 'saved') {
      setSubmitted(false)
      const name = product.name
      toast.success(t`Changes saved`, { description: t`${name} is up to date.` })
    }
    return sent.result
  }

  return {
    state,
    dirty,
    errors,
    submission,
    saving: submission.pending,
    setField,
    /** Saves the user's edits; refuses while a conflict is open or a field is invalid. */
    async save(): Promise<SaveOutcome> {
      setSubmitted(true)
      if (state.conflict) return 'conflict'
      if (Object.keys(clientErrors).length > 0) {
        submission.invalid()
        return 'invalid'
      }
      return submit(state)
    },
    /** Their version becomes the base; every edit of the user's is sent again on top of it. */
    async keepMine(): Promise<SaveOutcome> {
      const latest = await refetch().catch(() => null)
      const next = keepMine(latest ? rebase(state, latest) : state)
      setState(next)
      return submit(next)
    },
    takeTheirs() {
      setState((s) => takeTheirs(s))
      submission.reset()
      setSubmitted(false)
    },
    discard() {
      setState((s) => ({ ...s, draft: s.base, conflict: null }))
      submission.reset()
      setSubmitted(false)
    },
  }
}

export type ProductForm = ReturnType<typeof useProductForm>
