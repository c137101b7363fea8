// The create form's logic, apart from React: typed values → the contract's body or
// field errors, and the words for the server's refusal of a taken slug.
import { t } from '@lingui/core/macro'
import { productCreate, type FieldError, type ProductCreate } from '../../../api/contract'
import { creditsInputError } from '../../../components/form/credits-words'
import { parseCredits } from '../../../lib/credits-input'
import { formatCredits } from '../../../lib/format'
import { atMost, slugProblem } from './slug'

export interface ProductFormValues {
  kind: ProductCreate['kind']
  name: string
  slug: string
  summary: string
  prompt: string
  /** Credits as typed, e.g. "0.5". */
  price: string
}

export const FORM_FIELDS = ['kind', 'name', 'slug', 'summary', 'prompt', 'price'] as const
export type FormField = (typeof FORM_FIELDS)[number]
export type FieldErrors = Partial<Record<FormField, string>>

const isFormField = (f: string): f is FormField => (FORM_FIELDS as readonly string[]).includes(f)

export const NAME_MAX = 120
export const SUMMARY_MAX = 500
export const PROMPT_MAX = 50_000
export const PRICE_MAX = 1_000_000_000

/** The contract's verdict, in the form's words: the body to send, or an error per field. */
export function validateProduct(
  values: ProductFormValues,
): { ok: true; body: ProductCreate } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const price = parseCredits(values.price)
  if (!price.ok) errors.price = creditsInputError(price.problem)
  const body: ProductCreate = {
    kind: values.kind,
    name: values.name.trim(),
    slug: values.slug,
    summary: values.summary,
    prompt: values.prompt,
    price: price.ok ? price.value : null,
  }
  const parsed = productCreate.safeParse(body)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (!isFormField(field) || errors[field]) continue
      errors[field] = messageFor(field, issue.code, values)
    }
  const slug = slugProblem(values.slug)
  if (slug) errors.slug = slug
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body }
}

function messageFor(field: FormField, code: string, values: ProductFormValues): string {
  switch (field) {
    case 'name':
      return code === 'too_big' ? atMost(NAME_MAX) : t`Enter a name.`
    case 'slug':
      return slugProblem(values.slug) ?? t`Check the slug.`
    case 'summary':
      return atMost(SUMMARY_MAX)
    case 'prompt':
      return atMost(PROMPT_MAX)
    case 'price':
      return maxPrice()
    case 'kind':
      return chooseKind()
  }
}

/** "Enter at most 1,000,000 credits.": the highest price, in the reader's figures. */
export const maxPrice = () => {
  const max = formatCredits(PRICE_MAX)
  return t`Enter at most ${max} credits.`
}

export const chooseKind = () => t`Choose a chat agent or an MCP server.`

/** The server's words for a field, but a taken slug said plainly, naming the slug that was sent. */
export function productErrorText(e: FieldError, field: string, sent: { slug?: string | undefined }): string {
  const slug = sent.slug ?? ''
  return field === 'slug' && e.code === 'already_exists'
    ? t`“${slug}” is already used by another product. Choose another slug.`
    : e.detail
}
