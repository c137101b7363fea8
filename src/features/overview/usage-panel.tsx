// Spend and tokens per day over the last 30 days, and the same period by product and by
// model, all from one sessions summary. Charts carry their own tables for screen readers.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import type { SessionSummary } from '../../api/contract'
import { BarChart, type ChartDatum } from '../../components/charts'
import { EmptyState } from '../../components/ui/empty-state'
import { Figure, figureLinkClass } from '../../components/ui/figure'
import { formatCount, formatCredits, formatTokens, formatUtcDay } from '../../lib/format'
import { partialStart } from './partial-day'
import { overviewQueries, USAGE_DAYS } from './queries'

const utcDay = formatUtcDay

const datum = (date: string, values: number[]): ChartDatum => ({
  key: date,
  label: utcDay(date, { weekday: 'short', month: 'short', day: 'numeric' }),
  short: utcDay(date, { month: 'short', day: 'numeric' }),
  values,
})

const total = (t: { input: number; output: number }) => t.input + t.output

const th = 'text-fg-muted py-1.5 pe-3 text-xs font-medium'
const td = 'text-fg py-1.5 pe-3 text-end tabular-nums'

function Breakdown({
  caption,
  head,
  note,
  children,
}: {
  caption: string
  head: string[]
  note?: string
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-fg mb-1 text-start text-sm font-semibold">{caption}</caption>
        <thead>
          <tr className="border-line border-b">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`${th} ${i === 0 ? 'text-start' : 'text-end'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">{children}</tbody>
      </table>
      {note ? <p className="text-fg-muted text-xs">{note}</p> : null}
    </div>
  )
}

/** Shares the products panel's cache entry: names for the by-product table at no extra request. */
export function useProductNames(): Map<string, string> {
  const products = useQuery(overviewQueries.products())
  return new Map((products.data?.data ?? []).map((p) => [p.id, p.name]))
}

export function Usage({
  summary,
  productNames,
  walletLinks,
}: {
  summary: SessionSummary
  productNames: Map<string, string>
  /** False for a product-locked key, which cannot open the wallet. */
  walletLinks: boolean
}) {
  const { t } = useLingui()
  const usageDays = USAGE_DAYS
  if (summary.messages === 0)
    return (
      <EmptyState title={t`No usage in the last ${usageDays} days`}>
        <Trans>Spend and tokens appear here once agents answer visitors.</Trans>
      </EmptyState>
    )
  // Every day the API reports, the partial first one included, so the bars add up to the figures above.
  const days = [...summary.per_day].sort((a, b) => a.date.localeCompare(b.date))
  const startsAt = partialStart(summary.from)
  const creditsNote = startsAt
    ? t`Credits per day (UTC); the first from ${startsAt} UTC, your midnight`
    : t`Credits per day (UTC)`
  const tokensNote = startsAt
    ? t`Tokens per day (UTC); the first from ${startsAt} UTC, your midnight`
    : t`Tokens per day (UTC)`
  const tokensIn = formatTokens(summary.tokens.input)
  const tokensOut = formatTokens(summary.tokens.output)
  const products = [...summary.per_product].sort((a, b) => b.cost - a.cost)
  const models = [...summary.per_model].sort((a, b) => b.cost - a.cost)
  const last30 = { period: 'last_30_days' } as const
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure
          label={t`Spend, credits`}
          value={formatCredits(summary.cost)}
          link={walletLinks ? { to: '/wallet', search: { ...last30, type: ['debit'] } } : undefined}
        />
        <Figure
          label={t`Tokens`}
          value={formatTokens(total(summary.tokens))}
          link={{ to: '/sessions', search: last30 }}
          hint={t`${tokensIn} in · ${tokensOut} out`}
        />
        <Figure
          label={t`Conversations`}
          value={formatCount(summary.conversations)}
          link={{ to: '/sessions', search: last30 }}
        />
        <Figure label={t`Messages`} value={formatCount(summary.messages)} link={{ to: '/sessions', search: last30 }} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartSection title={t`Spend per day`}>
          <BarChart
            caption={t`Spend per day, credits`}
            note={creditsNote}
            xLabel={t`Day`}
            series={[{ key: 'cost', label: t`Spend` }]}
            data={days.map((d) => datum(d.date, [d.cost]))}
            format={formatCredits}
          />
        </ChartSection>
        <ChartSection title={t`Tokens per day`}>
          <BarChart
            caption={t`Tokens per day, input and output`}
            note={tokensNote}
            xLabel={t`Day`}
            series={[
              { key: 'input', label: t`Input` },
              { key: 'output', label: t`Output` },
            ]}
            data={days.map((d) => datum(d.date, [d.tokens.input, d.tokens.output]))}
            format={formatTokens}
          />
        </ChartSection>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Breakdown caption={t`By product`} head={[t`Product`, t`Conversations`, t`Tokens`, t`Credits`]}>
          {products.map((p) => (
            <tr key={p.product_id}>
              <th scope="row" className="py-1.5 pe-3 text-start font-normal wrap-anywhere">
                <Link
                  to="/products/$productId"
                  params={{ productId: p.product_id }}
                  className="text-fg hover:text-accent decoration-line-strong underline underline-offset-4"
                >
                  <bdi translate="no">{productNames.get(p.product_id) ?? p.product_id}</bdi>
                </Link>
              </th>
              <td className={td}>
                <Link className={figureLinkClass} to="/sessions" search={{ ...last30, product: p.product_id }}>
                  {formatCount(p.conversations)}
                </Link>
              </td>
              <td className={td}>
                <Link className={figureLinkClass} to="/sessions" search={{ ...last30, product: p.product_id }}>
                  {formatTokens(total(p.tokens))}
                </Link>
              </td>
              <td className={td}>
                {walletLinks ? (
                  <Link
                    className={figureLinkClass}
                    to="/wallet"
                    search={{ ...last30, type: ['debit'], product_id: p.product_id }}
                  >
                    {formatCredits(p.cost)}
                  </Link>
                ) : (
                  formatCredits(p.cost)
                )}
              </td>
            </tr>
          ))}
        </Breakdown>
        <Breakdown
          caption={t`By model`}
          head={[t`Model`, t`Messages`, t`Tokens`, t`Credits`]}
          note={t`Conversations and the ledger have no model filter, so these figures open the whole period.`}
        >
          {models.map((m) => (
            <tr key={m.model}>
              <th scope="row" translate="no" className="text-fg py-1.5 pe-3 text-start font-mono text-xs font-normal">
                {m.model}
              </th>
              <td className={td}>
                <Link className={figureLinkClass} to="/sessions" search={last30}>
                  {formatCount(m.messages)}
                </Link>
              </td>
              <td className={td}>
                <Link className={figureLinkClass} to="/sessions" search={last30}>
                  {formatTokens(total(m.tokens))}
                </Link>
              </td>
              <td className={td}>
                {walletLinks ? (
                  <Link className={figureLinkClass} to="/wallet" search={{ ...last30, type: ['debit'] }}>
                    {formatCredits(m.cost)}
                  </Link>
                ) : (
                  formatCredits(m.cost)
                )}
              </td>
            </tr>
          ))}
        </Breakdown>
      </div>
    </div>
  )
}

/** A chart under a heading of its own, as a screen lays several side by side. */
function ChartSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="text-fg text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}
