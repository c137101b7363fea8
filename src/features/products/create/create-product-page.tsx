// /products/new: choose a kind, then name, slug, summary, prompt and price. The contract
// validates as the user goes; the server's refusals land on their fields; one submission
// keeps one Idempotency-Key, so a double click or a resend creates one product.
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import type { ProductCreate } from '../../../api/contract'
import { useCreateProduct } from '../../../api/products'
import { CreateFormFooter, CreatePageHeader } from '../../../components/form/form-parts'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { onTopField, useSubmit } from '../../../components/hooks/use-submit'
import { TextAreaField, TextField } from '../../../components/ui/field'
import {
  FORM_FIELDS,
  NAME_MAX,
  PROMPT_MAX,
  SUMMARY_MAX,
  chooseKind,
  productErrorText,
  validateProduct,
  type FieldErrors,
  type FormField,
} from './form'
import { fieldLabel } from '../detail/form-state'
import { KindChoice } from './kind-choice'
import { slugProblem, suggestSlug } from './slug'
import { SlugField } from './slug-field'
import { formatCount } from '../../../lib/format'

const route = getRouteApi('/products/new')

const fieldId = (field: FormField) => `new-product-${field}`

type Draft = { [F in Exclude<FormField, 'kind'>]: string }
const EMPTY: Draft = { name: '', slug: '', summary: '', prompt: '', price: '' }

export function CreateProductPage() {
  const { t } = useLingui()
  const { kind: preselected } = route.useSearch()
  const navigate = useNavigate()
  const create = useCreateProduct()
  const permission = useCanWrite({ workspace: true })

  const [kind, setKind] = useState<ProductCreate['kind'] | null>(preselected ?? null)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [slugEdited, setSlugEdited] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const form = useSubmit({
    send: (body: ProductCreate, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    place: onTopField(FORM_FIELDS),
    say: productErrorText,
  })

  const { attachForm } = form
  const verdict = validateProduct({ kind: kind ?? 'chat_agent', ...draft })
  const localErrors: FieldErrors = verdict.ok ? {} : verdict.errors
  // The slug is checked as it is typed; the rest from the first attempt to submit on.
  const shown: FieldErrors = {
    ...(attempted ? localErrors : {}),
    ...(draft.slug !== '' && slugProblem(draft.slug) ? { slug: localErrors.slug } : {}),
    ...form.fieldErrors,
  }
  if (attempted && !kind) shown.kind = chooseKind()

  const edit = (field: keyof Draft, value: string) => {
    setDraft((d) => {
      const next = { ...d, [field]: value }
      // The slug follows the name until the user writes one of their own (clearing it hands it back).
      if (field === 'name' && !slugEdited) next.slug = suggestSlug(value)
      return next
    })
    if (field === 'slug') setSlugEdited(value !== '')
    form.edited(field, ...(field === 'name' && !slugEdited ? (['slug'] as const) : []))
  }
  /** A text field's id, value, edits and shown error. */
  const bind = (field: keyof Draft) => ({
    id: fieldId(field),
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, e.target.value),
    error: shown[field],
  })

  const send = async () => {
    if (!permission.allowed) return
    setAttempted(true)
    if (!kind || !verdict.ok) return form.invalid()
    const sent = await form.submit(verdict.body)
    if (!sent.ok) return
    const product = sent.result
    const name = product.name
    toast.success(
      <Trans>
        Created “<bdi translate="no">{name}</bdi>”
      </Trans>,
      { description: t`A draft: attach tools and knowledge bases, then publish it.` },
    )
    // Created: nothing typed is lost any more, so the guard must not ask.
    await navigate({ to: '/products/$productId', params: { productId: product.id }, ignoreBlocker: true })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  const dirty = Object.values(draft).some((v) => v !== '')
  const summaryTyped = formatCount(draft.summary.length)
  const summaryMax = formatCount(SUMMARY_MAX)
  const promptTyped = formatCount(draft.prompt.length)
  const promptMax = formatCount(PROMPT_MAX)
  const perCredit = formatCount(1000)

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <CreatePageHeader
        parent="/products"
        parentLabel={t`Products`}
        title={t`New product`}
        description={t`It starts as a draft. Attach tools and knowledge bases on the next screen, then publish when it is ready.`}
        permissionReason={permission.allowed ? null : permission.reason}
      />

      <form ref={attachForm} noValidate onSubmit={submit} className="flex flex-col gap-8" aria-label={t`New product`}>
        <KindChoice value={kind} onChange={setKind} error={shown.kind} />

        {kind ? (
          <fieldset className="border-line bg-surface flex flex-col gap-5 rounded-lg border p-5 shadow-xs sm:p-6">
            <legend className="text-fg float-start mb-1 w-full text-base font-semibold">
              <span className="text-fg-muted me-2 font-mono text-sm font-medium">2</span>
              {kind === 'chat_agent' ? t`Describe the chat agent` : t`Describe the MCP server`}
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                {...bind('name')}
                label={t`Name`}
                maxLength={NAME_MAX + 20}
                autoComplete="off"
                placeholder={kind === 'chat_agent' ? t`Support assistant` : t`Status MCP`}
                hint={t`Shown in the dashboard and to AI clients.`}
              />
              <SlugField {...bind('slug')} label={t`Slug`} note={slugEdited ? null : t`Suggested from the name`} />
            </div>
            <TextAreaField
              {...bind('summary')}
              label={t`Summary`}
              note={t`Optional`}
              rows={2}
              hint={t`One or two sentences on what it does. ${summaryTyped}/${summaryMax}`}
            />
            <TextAreaField
              {...bind('prompt')}
              label={fieldLabel('prompt', kind ?? 'chat_agent')}
              note={kind === 'chat_agent' ? t`Needed before publishing` : t`Optional`}
              mono
              rows={kind === 'chat_agent' ? 14 : 5}
              spellCheck={false}
              placeholder={
                kind === 'chat_agent'
                  ? t`You are the support assistant for Acme. Answer from the knowledge base; when unsure, offer to hand over to a person.`
                  : t`Guidance for the AI client on when to use these tools.`
              }
              hint={t`${promptTyped}/${promptMax} characters`}
            />
            <TextField
              {...bind('price')}
              label={t`Price`}
              note={t`Optional`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.5"
              suffix={t`credits`}
              className="sm:max-w-xs"
              hint={
                kind === 'chat_agent'
                  ? t`What this agent charges your users per conversation, in credits (1 credit = ${perCredit} millicredits). Leave empty for none.`
                  : t`What this server charges your users per tool call, in credits (1 credit = ${perCredit} millicredits). Leave empty for none.`
              }
            />
          </fieldset>
        ) : null}

        <CreateFormFooter
          submission={form}
          onRetry={() => void send()}
          cancelTo="/products"
          label={t`Create product`}
          busyLabel={t`Creating…`}
          disabledReason={permission.reason}
        />
      </form>
      <LeaveGuard dirty={dirty} description={t`This product is not created yet. Leaving discards what you entered.`} />
    </div>
  )
}
