// The edit form's state for one product: kept across server refreshes (rebased, never
// reset), saved with If-Match, and turned into a visible conflict when the API says 412.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Product } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { productMutations, productQueries } from '../../../api/products'
import { toast } from '../../../components/ui/toast'
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

const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name)

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed' | 'nothing'

export function useProductForm(product: Product) {
  const client = useQueryClient()
  const [state, setState] = useState<FormState>(() => initialState(product))
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [submitted, setSubmitted] = useState(false)
  const update = useMutation({ ...productMutations.update(), scope: writeScope(product.id) })

  // A newer version (a save, an attach, another tab) is folded in during render, not after it.
  if (product.version > state.version) setState(rebase(state, product))

  const dirty = dirtyFields(state.draft, state.base)
  const clientErrors = validate(state.draft)
  const shownErrors: FieldErrors = {}
  for (const f of FIELDS) if (clientErrors[f] && (submitted || dirty.includes(f))) shownErrors[f] = clientErrors[f]
  const errors: FieldErrors = { ...shownErrors, ...serverErrors }

  const setField = (field: FieldName, value: string) => {
    setState((s) => ({ ...s, draft: { ...s.draft, [field]: value } }))
    setServerErrors(({ [field]: _dropped, ...rest }) => rest)
  }

  const refetch = () => client.fetchQuery({ ...productQueries.detail(product.id), staleTime: 0 })

  async function send(from: FormState): Promise<SaveOutcome> {
    const body = changedBody(from.draft, from.base)
    if (Object.keys(body).length === 0) return 'nothing'
    const pending: Partial<FormValues> = {}
    for (const f of dirtyFields(from.draft, from.base)) pending[f] = from.draft[f]
    setState((s) => ({ ...s, pending }))
    setFailure(null)
    try {
      await update.mutateAsync({ id: product.id, body })
      setServerErrors({})
      setSubmitted(false)
      toast.success('Changes saved', { description: `${product.name} is up to date.` })
      return 'saved'
    } catch (e) {
      if (isApiError(e) && e.code === 'precondition_failed') {
        // Their version is read now, so the notice can say what changed and "Keep mine" has the new ETag.
        const latest = await refetch().catch(() => null)
        if (!latest) {
          setFailure(e)
          return 'failed'
        }
        setState((s) => rebase(s, latest, 'stale'))
        return 'conflict'
      }
      if (isApiError(e) && (e.code === 'already_exists' || e.code === 'validation_failed')) {
        const mapped: FieldErrors = {}
        for (const [field, detail] of Object.entries(e.fieldErrorMap()))
          if (isFieldName(field))
            mapped[field] =
              field === 'slug' && e.code === 'already_exists'
                ? `Another product already uses "${from.draft.slug}". Pick another slug.`
                : detail
        setServerErrors(mapped)
        if (Object.keys(mapped).length > 0) return 'invalid'
      }
      setFailure(e)
      return 'failed'
    } finally {
      setState((s) => ({ ...s, pending: null }))
    }
  }

  return {
    state,
    dirty,
    errors,
    failure,
    saving: update.isPending,
    setField,
    /** Saves the user's edits; refuses while a conflict is open or a field is invalid. */
    async save(): Promise<SaveOutcome> {
      setSubmitted(true)
      if (state.conflict) return 'conflict'
      if (Object.keys(clientErrors).length > 0) return 'invalid'
      return send(state)
    },
    /** Their version becomes the base; every edit of the user's is sent again on top of it. */
    async keepMine(): Promise<SaveOutcome> {
      const latest = await refetch().catch(() => null)
      const next = keepMine(latest ? rebase(state, latest) : state)
      setState(next)
      return send(next)
    },
    takeTheirs() {
      setState((s) => takeTheirs(s))
      setServerErrors({})
      setFailure(null)
      setSubmitted(false)
    },
    discard() {
      setState((s) => ({ ...s, draft: s.base, conflict: null }))
      setServerErrors({})
      setFailure(null)
      setSubmitted(false)
    },
  }
}

export type ProductForm = ReturnType<typeof useProductForm>
