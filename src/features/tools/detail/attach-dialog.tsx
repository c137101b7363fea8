// Attaches a tool to several products at once: tick the products, and each is written with
// its own If-Match; the dialog then says, product by product, what worked and what did not,
// and retries the failures from a fresh read.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Product, Tool } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { productQueries } from '../../../api/products'
import { useAttachToolToProducts, type AttachOutcome } from '../../../api/tools'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { explainError } from '../../../components/ui/explain-error'
import { AlertIcon, CheckIcon } from '../../../components/ui/icons'
import { PickList } from '../../../components/ui/pick-list'
import { SearchInput } from '../../../components/ui/search-input'
import { toast } from '../../../components/ui/toast'
import { formatCount } from '../../../lib/format'
import { kindLabel } from '../../../components/products/labels'
import { useDebounced } from '../../../components/hooks/use-debounced'

/** Products per read; more come with "Load more", and the search runs in the API, so every product is reachable. */
const PAGE_SIZE = 50
/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250

/** Why one product refused, in a line (called from render). */
function whyRefused(error: unknown): string {
  if (isApiError(error) && error.code === 'precondition_failed')
    return t`It changed since the list was read, so nothing was attached. Retry reads it again.`
  const { title, detail } = explainError(error)
  return detail ? t`${title}: ${detail}` : title
}

function Summary({ outcomes }: { outcomes: AttachOutcome[] }) {
  const { t } = useLingui()
  const total = outcomes.length
  const failedCount = outcomes.filter((o) => !o.ok).length
  const attached = formatCount(total - failedCount)
  const failed = formatCount(failedCount)
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-fg text-sm font-medium">
        {failedCount === 0
          ? plural(total, { one: 'Attached to # product.', other: 'Attached to # products.' })
          : plural(total, {
              one: `Attached to ${attached} of # product; ${failed} refused.`,
              other: `Attached to ${attached} of # products; ${failed} refused.`,
            })}
      </p>
      <ul aria-label={t`Results`} className="divide-line border-line divide-y rounded-md border">
        {outcomes.map((o) => (
          <li key={o.product.id} className="flex items-start gap-2.5 px-3 py-2.5">
            {o.ok ? (
              <CheckIcon className="text-success mt-0.5 size-4 shrink-0" />
            ) : (
              <AlertIcon className="text-danger mt-0.5 size-4 shrink-0" />
            )}
            <div className="min-w-0">
              <Link
                to="/products/$productId"
                params={{ productId: o.product.id }}
                translate="no"
                className="text-fg hover:text-accent font-medium wrap-anywhere underline-offset-2 hover:underline"
              >
                <bdi>{o.product.name}</bdi>
              </Link>
              <p className={`text-xs ${o.ok ? 'text-fg-muted' : 'text-danger'}`}>
                {o.ok ? <Attached version={o.updated.version} /> : <NotAttached why={whyRefused(o.error)} />}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Attached({ version }: { version: number }) {
  const shown = formatCount(version)
  return <Trans>Attached · version {shown}</Trans>
}

function NotAttached({ why }: { why: string }) {
  return <Trans>Not attached: {why}</Trans>
}

/** The toast after attaching: the name isolated (FSI…PDI) so its direction does not reorder the sentence. */
function attachedToast(name: string, count: number): string {
  const tool = `\u2068${name}\u2069`
  return plural(count, { one: `Attached ${tool} to # product`, other: `Attached ${tool} to # products` })
}

export interface AttachDialogProps {
  tool: Tool
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function AttachDialog({ tool, open, onOpenChange }: AttachDialogProps) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [filter, setFilter] = useState('')
  // The products as read when ticked (their version is each attach's If-Match), kept while the search changes.
  const [picked, setPicked] = useState<ReadonlyMap<string, Product>>(new Map())
  const [outcomes, setOutcomes] = useState<AttachOutcome[] | null>(null)
  const attach = useAttachToolToProducts()
  const q = useDebounced(filter.trim(), SEARCH_DELAY_MS)
  // Read when the dialog opens, not from an older cache: each attach's If-Match is this read's version.
  const products = useInfiniteQuery({
    ...productQueries.infinite({ limit: PAGE_SIZE, ...(q ? { q } : {}) }),
    enabled: open,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

  const close = (next: boolean) => {
    if (attach.isPending) return
    if (!next) {
      setPicked(new Map())
      setOutcomes(null)
      setFilter('')
      attach.reset()
    }
    onOpenChange(next)
  }
  const toggle = (product: Product) =>
    setPicked((p) => {
      const next = new Map(p)
      if (next.has(product.id)) next.delete(product.id)
      else next.set(product.id, product)
      return next
    })

  const run = async (targets: Product[]) => {
    const result = await attach.mutateAsync({ toolId: tool.id, products: targets })
    setOutcomes(result)
    const ok = result.filter((o) => o.ok).length
    if (ok > 0 && ok === result.length) toast.success(attachedToast(tool.name, ok))
  }

  const attachPicked = () => {
    void run([...picked.values()]).catch((e: unknown) => toast.apiError(e, t`Could not attach the tool`))
  }

  /** The refused products, read afresh (new versions, new tool lists), then attached again. */
  const retryFailed = async () => {
    const failed = outcomes?.filter((o) => !o.ok).map((o) => o.product.id) ?? []
    try {
      const fresh = await Promise.all(
        failed.map((id) => client.fetchQuery({ ...productQueries.detail(id), staleTime: 0 })),
      )
      const previous = outcomes?.filter((o) => o.ok) ?? []
      const result = await attach.mutateAsync({ toolId: tool.id, products: fresh })
      const merged = [...previous, ...result]
      setOutcomes(merged)
      if (merged.every((o) => o.ok)) toast.success(attachedToast(tool.name, merged.length))
    } catch (e) {
      toast.apiError(e, t`Could not retry`)
    }
  }

  const usedBy = new Set(tool.used_by.map((p) => p.id))
  const rows = products.data?.pages.flatMap((page) => page.data) ?? []
  const n = picked.size
  const failedCount = outcomes?.filter((o) => !o.ok).length ?? 0
  const name = <bdi translate="no">{tool.name}</bdi>

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={<Trans>Attach {name} to products</Trans>}
        description={t`Tick every product that should use this tool. Each one is updated on its own.`}
        size="md"
        footer={
          outcomes ? (
            <>
              {failedCount > 0 ? (
                <Button busy={attach.isPending} onClick={() => void retryFailed()}>
                  {plural(failedCount, { one: 'Retry the refused product', other: 'Retry # refused products' })}
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button variant="primary" disabled={attach.isPending}>
                  <Trans>Done</Trans>
                </Button>
              </DialogClose>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button disabled={attach.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button variant="primary" busy={attach.isPending} disabled={n === 0} onClick={attachPicked}>
                {n === 0 ? t`Attach` : plural(n, { one: 'Attach to # product', other: 'Attach to # products' })}
              </Button>
            </>
          )
        }
      >
        {outcomes ? (
          <Summary outcomes={outcomes} />
        ) : (
          <div className="flex flex-col gap-3">
            <SearchInput
              aria-label={t`Search products`}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t`Search products by name or slug`}
            />
            <PickList
              noun={t`products`}
              query={products}
              rows={rows.map((p) => {
                const attached = usedBy.has(p.id) || p.tool_ids.includes(tool.id)
                const kind = kindLabel(p.kind)
                const toolCount = p.tool_ids.length
                const tools = plural(toolCount, { one: '# tool', other: '# tools' })
                return {
                  id: p.id,
                  name: p.name,
                  badges: (
                    <>
                      <Badge tone={p.status === 'published' ? 'success' : 'neutral'}>
                        {p.status === 'published' ? t`Published` : t`Draft`}
                      </Badge>
                      {attached ? <Badge tone="accent">{t`Uses it`}</Badge> : null}
                    </>
                  ),
                  detail: t`${kind} · ${tools}`,
                  attached,
                }
              })}
              empty={
                q
                  ? { title: t`No products match “${q}”`, body: t`Try another name.` }
                  : { title: t`No products in the workspace`, body: t`Create a product first.` }
              }
              isPicked={(id) => picked.has(id)}
              onToggle={(id) => {
                const product = rows.find((p) => p.id === id)
                if (product) toggle(product)
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
