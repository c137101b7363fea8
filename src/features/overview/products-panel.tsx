// Products by status and kind, counted over every product; each count opens the product list filtered to it.
import { Link } from '@tanstack/react-router'
import type { Product, PRODUCT_STATUSES } from '../../api/contract'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount, plural } from '../../lib/format'
import { figureLinkClass } from '../../components/ui/figure'
import { OVERVIEW_PRODUCT_CAP } from './queries'

function Share({
  label,
  status,
  count,
  total,
  barClass,
}: {
  label: string
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
        <Link
          to="/products"
          search={{ status }}
          className={figureLinkClass}
          aria-label={`${formatCount(count)} ${label.toLowerCase()} products`}
        >
          {formatCount(count)}
        </Link>
      </dd>
      <dd aria-hidden="true" className="bg-surface-muted col-span-2 h-2 overflow-hidden rounded-full">
        <div className={`h-full rounded-full ${barClass}`} style={{ width: `${pct}%` }} />
      </dd>
    </div>
  )
}

export function ProductFigures({ products, more }: { products: Product[]; more: boolean }) {
  if (products.length === 0)
    return (
      <EmptyState title="No products yet">
        Create a chat agent or an MCP server, attach tools and knowledge bases, then publish it.
      </EmptyState>
    )
  const count = (pred: (p: Product) => boolean) => products.filter(pred).length
  const total = products.length
  const published = count((p) => p.status === 'published')
  const draft = count((p) => p.status === 'draft')
  const chat = count((p) => p.kind === 'chat_agent')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-fg text-3xl font-semibold tracking-tight tabular-nums">
        <Link className={figureLinkClass} to="/products">
          {more ? `${formatCount(total)}+` : formatCount(total)}
        </Link>{' '}
        <span className="text-fg-muted text-base font-medium">{total === 1 && !more ? 'product' : 'products'}</span>
      </p>
      <dl className="flex flex-col gap-3">
        <Share label="Published" status="published" count={published} total={total} barClass="bg-success" />
        <Share label="Draft" status="draft" count={draft} total={total} barClass="bg-line-strong" />
      </dl>
      <p className="text-fg-muted text-sm">
        {plural(chat, 'chat agent')} · {plural(total - chat, 'MCP server')}
        {more ? ` (all counts cover the first ${formatCount(OVERVIEW_PRODUCT_CAP)})` : ''}
      </p>
    </div>
  )
}
