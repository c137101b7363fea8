// /products/new: choose a kind, then name, slug, summary, prompt and price. The contract
// validates as the user goes; the server's refusals land on their fields; one submission
// keeps one Idempotency-Key, so a double click or a resend creates one product.
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

const PRICE_HINTS: Record<ProductCreate['kind'], string> = {
  chat_agent:
    'What this agent charges your users per conversation, in credits (1 credit = 1,000 millicredits). Leave empty for none.',
  mcp_server:
    'What this server charges your users per tool call, in credits (1 credit = 1,000 millicredits). Leave empty for none.',
}

export function CreateProductPage() {
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
  if (attempted && !kind) shown.kind = 'Choose a chat agent or an MCP server.'

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
    toast.success(
      <>
        Created “<bdi>{product.name}</bdi>”
      </>,
      { description: 'A draft: attach tools and knowledge bases, then publish it.' },
    )
    // Created: nothing typed is lost any more, so the guard must not ask.
    await navigate({ to: '/products/$productId', params: { productId: product.id }, ignoreBlocker: true })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  const dirty = Object.values(draft).some((v) => v !== '')

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <CreatePageHeader
        parent="/products"
        parentLabel="Products"
        title="New product"
        description="It starts as a draft. Attach tools and knowledge bases on the next screen, then publish when it is ready."
        permissionReason={permission.allowed ? null : permission.reason}
      />

      <form ref={attachForm} noValidate onSubmit={submit} className="flex flex-col gap-8" aria-label="New product">
        <KindChoice value={kind} onChange={setKind} error={shown.kind} />

        {kind ? (
          <fieldset className="border-line bg-surface flex flex-col gap-5 rounded-lg border p-5 shadow-xs sm:p-6">
            <legend className="text-fg float-start mb-1 w-full text-base font-semibold">
              <span className="text-fg-muted me-2 font-mono text-sm font-medium">2</span>
              {kind === 'chat_agent' ? 'Describe the chat agent' : 'Describe the MCP server'}
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                {...bind('name')}
                label="Name"
                maxLength={NAME_MAX + 20}
                autoComplete="off"
                placeholder={kind === 'chat_agent' ? 'Support assistant' : 'Status MCP'}
                hint="Shown in the dashboard and to AI clients."
              />
              <SlugField {...bind('slug')} label="Slug" note={slugEdited ? null : 'Suggested from the name'} />
            </div>
            <TextAreaField
              {...bind('summary')}
              label="Summary"
              note="Optional"
              rows={2}
              hint={`One or two sentences on what it does. ${draft.summary.length}/${SUMMARY_MAX}`}
            />
            <TextAreaField
              {...bind('prompt')}
              label={fieldLabel('prompt', kind ?? 'chat_agent')}
              note={kind === 'chat_agent' ? 'Needed before publishing' : 'Optional'}
              mono
              rows={kind === 'chat_agent' ? 14 : 5}
              spellCheck={false}
              placeholder={
                kind === 'chat_agent'
                  ? 'You are the support assistant for Acme. Answer from the knowledge base; when unsure, offer to hand over to a person.'
                  : 'Guidance for the AI client on when to use these tools.'
              }
              hint={`${formatCount(draft.prompt.length)}/${formatCount(PROMPT_MAX)} characters`}
            />
            <TextField
              {...bind('price')}
              label="Price"
              note="Optional"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.5"
              suffix="credits"
              className="sm:max-w-xs"
              hint={PRICE_HINTS[kind]}
            />
          </fieldset>
        ) : null}

        <CreateFormFooter
          submission={form}
          onRetry={() => void send()}
          cancelTo="/products"
          label="Create product"
          busyLabel="Creating…"
          disabledReason={permission.reason}
        />
      </form>
      <LeaveGuard dirty={dirty} description="This product is not created yet. Leaving discards what you entered." />
    </div>
  )
}
