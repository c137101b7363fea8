// Products by status and kind, counted over every product; each count opens the product list filtered to it.
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Product, PRODUCT_STATUSES } from '../../api/contract'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount } from '../../lib/format'
import { figureLinkClass } from '../../components/ui/figure'
import { OVERVIEW_PRODUCT_CAP } from './queries'

function Share({
  label,
  name,
  status,
  count,
  total,
  barClass,
}: {
  label: string
  /** What the count's link says aloud: "3 published products". */
  name: string
  status: (typeof PRODUCT_STATUSES)[number]
  count: number
  total: number
  barClass: string
}) {
  const pct = total === 0 ? 0 : Math.round((count / total) * 100)
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
      <dt className="text-fg">{label}</dt>
      <dd className="text-fg font-semibold tabular-nums">
        <Link to="/products" search={{ status }} className={figureLinkClass} aria-label={name}>
          {formatCount(count)}
        </Link>
      </dd>
      <dd aria-hidden="true" className="bg-surface-muted col-span-2 h-2 overflow-hidden rounded-full">
        <div className={`h-full rounded-full ${barClass}`} style={{ width: `${pct}%` }} />
      </dd>
    </div>
  )
}

const ProductsLink = ({ children }: { children: string }) => (
  <Link className={figureLinkClass} to="/products">
    {children}
  </Link>
)

export function ProductFigures({ products, more }: { products: Product[]; more: boolean }) {
  const { t } = useLingui()
  if (products.length === 0)
    return (
      <EmptyState title={t`No products yet`}>
        <Trans>Create a chat agent or an MCP server, attach tools and knowledge bases, then publish it.</Trans>
      </EmptyState>
    )
  const count = (pred: (p: Product) => boolean) => products.filter(pred).length
  const total = products.length
  const published = count((p) => p.status === 'published')
  const draft = count((p) => p.status === 'draft')
  const chat = count((p) => p.kind === 'chat_agent')
  const mcp = total - chat
  const shown = more ? `${formatCount(total)}+` : formatCount(total)
  const counted = more ? Number.POSITIVE_INFINITY : total
  const shownPublished = formatCount(published)
  const shownDraft = formatCount(draft)
  const cap = formatCount(OVERVIEW_PRODUCT_CAP)
  const unit = 'text-fg-muted text-base font-medium'
  return (
    <div className="flex flex-col gap-4">
      <p className="text-fg text-3xl font-semibold tracking-tight tabular-nums">
        <Plural
          value={counted}
          one={
            <Trans>
              <ProductsLink>{shown}</ProductsLink> <span className={unit}>product</span>
            </Trans>
          }
          other={
            <Trans>
              <ProductsLink>{shown}</ProductsLink> <span className={unit}>products</span>
            </Trans>
          }
        />
      </p>
      <dl className="flex flex-col gap-3">
        <Share
          label={t`Published`}
          name={plural(published, {
            one: `${shownPublished} published product`,
            other: `${shownPublished} published products`,
          })}
          status="published"
          count={published}
          total={total}
          barClass="bg-success"
        />
        <Share
          label={t`Draft`}
          name={plural(draft, { one: `${shownDraft} draft product`, other: `${shownDraft} draft products` })}
          status="draft"
          count={draft}
          total={total}
          barClass="bg-line-strong"
        />
      </dl>
      <p className="text-fg-muted text-sm">
        {plural(chat, { one: '# chat agent', other: '# chat agents' })} ·{' '}
        {plural(mcp, { one: '# MCP server', other: '# MCP servers' })}
        {more ? ` ${t`(all counts cover the first ${cap})`}` : ''}
      </p>
    </div>
  )
}
