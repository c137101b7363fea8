// Duplicate a product ("one agent per customer"): a new draft with its own name and slug,
// the same prompt, price, tools and knowledge bases; then the copy opens for editing.
// Exported for the list's row menu and the product page.
import { useLingui as useLanguage } from '#i18n'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactElement } from 'react'
import { productDuplicate, type Product, type ProductDuplicate } from '../../../api/contract'
import { useDuplicateProduct } from '../../../api/products'
import { FormAlert } from '../../../components/form/form-parts'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { onTopField, useSubmit } from '../../../components/hooks/use-submit'
import { TextField } from '../../../components/ui/field'
import { NAME_MAX, productErrorText } from '../create/form'
import { atMost, SLUG_MAX, slugProblem, suggestSlug } from '../create/slug'
import { SlugField } from '../create/slug-field'

export type DuplicateSource = Pick<Product, 'id' | 'name' | 'slug' | 'tool_ids' | 'knowledge_base_ids'>

/**
 * The name marked as a copy in the reader's language ("<name> (copy)") and '<slug>-copy' (a slug
 * is an identifier, the same in every language), shortened to stay within the contract's limits.
 */
export function copyDefaults(source: Pick<Product, 'name' | 'slug'>): { name: string; slug: string } {
  const copyOf = (name: string) => t`${name} (copy)`
  const over = copyOf(source.name).length - NAME_MAX
  const name = copyOf(over > 0 ? source.name.slice(0, source.name.length - over).trimEnd() : source.name)
  const slug = `${source.slug.slice(0, SLUG_MAX - '-copy'.length).replace(/-+$/, '')}-copy`
  return { name, slug }
}

const FIELDS = ['name', 'slug'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

function localErrors(name: string, slug: string): Errors {
  const errors: Errors = {}
  const parsed = productDuplicate.safeParse({ name, slug })
  if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'name'))
    errors.name = name.trim() === '' ? t`Enter a name for the copy.` : atMost(NAME_MAX)
  const slugError = slugProblem(slug)
  if (slugError) errors.slug = slugError
  return errors
}

export interface DuplicateProductDialogProps {
  product: DuplicateSource
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the copy is made; by default it opens for editing. */
  onDuplicated?: (copy: Product) => void
}

export function DuplicateProductDialog({ product, open, onOpenChange, onDuplicated }: DuplicateProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DuplicateForm
          key={product.id}
          product={product}
          onClose={() => onOpenChange(false)}
          {...(onDuplicated ? { onDuplicated } : {})}
        />
      ) : null}
    </Dialog>
  )
}

function DuplicateForm({
  product,
  onClose,
  onDuplicated,
}: {
  product: DuplicateSource
  onClose: () => void
  onDuplicated?: (copy: Product) => void
}) {
  useLanguage()
  const navigate = useNavigate()
  const duplicate = useDuplicateProduct()
  const permission = useCanWrite({ workspace: true })
  const defaults = copyDefaults(product)
  const [name, setName] = useState(defaults.name)
  const [slug, setSlug] = useState(defaults.slug)
  // As on New product: the slug follows the name until the user writes one of their own.
  const [slugEdited, setSlugEdited] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const form = useSubmit({
    send: (body: ProductDuplicate, idempotencyKey) => duplicate.mutateAsync({ id: product.id, body, idempotencyKey }),
    place: onTopField(FIELDS),
    say: productErrorText,
  })

  const { attachForm } = form
  const local = localErrors(name, slug)
  const errors: Errors = {
    ...(attempted ? local : {}),
    ...(slug !== '' && local.slug ? { slug: local.slug } : {}),
    ...form.fieldErrors,
  }
  const formId = `duplicate-${product.id}`

  const send = async () => {
    if (!permission.allowed) return
    setAttempted(true)
    if (Object.keys(local).length) return form.invalid()
    const sent = await form.submit({ name: name.trim(), slug })
    if (!sent.ok) return
    const copy = sent.result
    const copyName = copy.name
    toast.success(
      <Trans>
        Duplicated as “<bdi translate="no">{copyName}</bdi>”
      </Trans>,
      { description: t`A new draft, opened for editing.` },
    )
    onClose()
    if (onDuplicated) onDuplicated(copy)
    else await navigate({ to: '/products/$productId', params: { productId: copy.id } })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  const tools = plural(product.tool_ids.length, { one: '# tool', other: '# tools' })
  const kbs = plural(product.knowledge_base_ids.length, { one: '# knowledge base', other: '# knowledge bases' })
  const sourceName = product.name

  return (
    <DialogContent
      title={
        <Trans>
          Duplicate “<bdi translate="no">{sourceName}</bdi>”
        </Trans>
      }
      description={t`The copy is a new draft with the same summary, prompt and price.`}
      footer={
        <>
          <DialogClose asChild>
            <Button disabled={form.pending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="primary" busy={form.pending} disabledReason={permission.reason}>
            {form.pending ? t`Duplicating…` : t`Duplicate`}
          </Button>
        </>
      }
    >
      <form ref={attachForm} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="bg-surface-muted text-fg rounded-md px-3 py-2 text-sm">
          {t`Its ${tools} and ${kbs} come along, attached to the copy; the original keeps them too. The copy is not published until you publish it.`}
        </p>
        <TextField
          label={t`Name of the copy`}
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            if (!slugEdited) setSlug(suggestSlug(e.target.value))
            form.edited('name', ...(slugEdited ? [] : (['slug'] as const)))
          }}
          error={errors.name}
          autoComplete="off"
        />
        <SlugField
          label={t`Slug of the copy`}
          note={slugEdited ? null : t`Suggested from the name`}
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value)
            setSlugEdited(e.target.value !== '')
            form.edited('slug')
          }}
          error={errors.slug}
        />
        <FormAlert submission={form} onRetry={() => void send()} />
      </form>
    </DialogContent>
  )
}

/** A button that opens the dialog: for a product page's header. */
export function DuplicateProductButton({
  product,
  children,
  ...rest
}: {
  product: DuplicateSource
  /** "Duplicate" unless given. */
  children?: ReactElement | string
  size?: 'sm' | 'md'
  variant?: 'secondary' | 'ghost'
}) {
  useLanguage()
  const [open, setOpen] = useState(false)
  const permission = useCanWrite({ workspace: true })
  return (
    <>
      <Button {...rest} disabledReason={permission.reason} onClick={() => setOpen(true)}>
        {children ?? t`Duplicate`}
      </Button>
      <DuplicateProductDialog product={product} open={open} onOpenChange={setOpen} />
    </>
  )
}
