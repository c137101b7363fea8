// The product's latest conversations and its spend per day over 30 days: a bar chart
// drawn in SVG with the same figures as a table for screen readers (or on request).
import { useLingui as useLanguage } from '#i18n'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import type { Product, Session, SessionSummary } from '../../../api/contract'
import { sessionQueries } from '../../../api/sessions'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Figure } from '../../../components/ui/figure'
import { Panel } from '../../../components/ui/panel'
import { QueryState } from '../../../components/ui/query-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatCount, formatCredits, formatDateTime, formatTokens, formatUtcDay } from '../../../lib/format'
import { ColumnHeaders } from '../../../components/ui/column-headers'

export const RECENT_LIMIT = 5
const moreLinkClass = 'text-accent hover:text-accent-hover font-medium underline-offset-2 hover:underline'
export const SPEND_DAYS = 30
const DAY_MS = 86_400_000

/** UTC midnight `SPEND_DAYS - 1` days ago: summaries bucket days in UTC, so whole UTC days are asked for. */
export function spendFrom(now: number = Date.now()): string {
  const today = new Date(now).toISOString().slice(0, 10)
  return new Date(Date.parse(`${today}T00:00:00Z`) - (SPEND_DAYS - 1) * DAY_MS).toISOString()
}

type Day = SessionSummary['per_day'][number]

/** Every day of the period, the quiet ones as zeros, so the bars keep their places. */
export function fillDays(from: string, days: readonly Day[], now: number = Date.now()): Day[] {
  const byDate = new Map(days.map((d) => [d.date, d]))
  const out: Day[] = []
  for (let t = Date.parse(from); t <= now; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10)
    out.push(byDate.get(date) ?? { date, conversations: 0, messages: 0, tokens: { input: 0, output: 0 }, cost: 0 })
  }
  return out
}

const dayLabel = (date: string, long = false) =>
  formatUtcDay(date, { month: 'short', day: 'numeric', ...(long ? { weekday: 'short' } : {}) })

const contactOf = (s: Session): ReactNode => {
  const contact = s.contact?.name ?? s.contact?.email ?? s.contact?.phone
  return contact ? (
    <span translate="no">{contact}</span>
  ) : (
    <span className="text-fg-muted font-normal">
      <Trans>No contact captured</Trans>
    </span>
  )
}

/** A list, not a table: it sits in a narrow column, and each conversation reads as one line of facts. */
function RecentList({ sessions, label }: { sessions: Session[]; label: string }) {
  useLanguage()
  return (
    <ul className="divide-line -my-1 divide-y" aria-label={label}>
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-col gap-0.5 py-2 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <Link
              to="/sessions/$sessionId"
              params={{ sessionId: s.id }}
              dir="auto"
              title={s.contact?.name ?? s.contact?.email ?? s.contact?.phone}
              className="text-fg hover:text-accent min-w-0 truncate font-medium underline-offset-2 hover:underline"
            >
              {contactOf(s)}
            </Link>
            <span className="text-fg shrink-0 tabular-nums">{creditsOf(s.cost)}</span>
          </div>
          <div className="text-fg-muted flex flex-wrap justify-between gap-x-3 text-xs">
            <time dateTime={s.started_at}>{formatDateTime(s.started_at)}</time>
            <span className="tabular-nums">{messagesAndTokens(s.message_count, s.tokens.input + s.tokens.output)}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}

const creditsOf = (cost: number) => {
  const credits = formatCredits(cost)
  return t`${credits} credits`
}

const messagesAndTokens = (messages: number, count: number) => {
  const tokens = formatTokens(count)
  return plural(messages, { one: `# message · ${tokens} tokens`, other: `# messages · ${tokens} tokens` })
}

/**
 * What a product's sessions are, in whole sentences (from render): an MCP server has no
 * conversations, only AI clients calling its tools.
 */
const sessionsOf = (kind: Product['kind']) => {
  const recent = formatCount(RECENT_LIMIT)
  const days = formatCount(SPEND_DAYS)
  return kind === 'mcp_server'
    ? {
        title: t`Recent client sessions`,
        label: t`Sessions`,
        latest: t`Latest sessions`,
        description: t`The latest ${recent} sessions of AI clients calling its tools, newest first.`,
        none: t`No sessions yet`,
        all: t`All its sessions`,
        spend: t`Cost of its sessions per day, last ${days} days (UTC).`,
      }
    : {
        title: t`Recent conversations`,
        label: t`Conversations`,
        latest: t`Latest conversations`,
        description: t`The latest ${recent} conversations of its users, newest first.`,
        none: t`No conversations yet`,
        all: t`All its conversations`,
        spend: t`Cost of its conversations per day, last ${days} days (UTC).`,
      }
}

/** "→", pointing the way one reads: flipped right to left. */
const Onward = () => (
  <span aria-hidden="true" className="flip-rtl inline-block">
    →
  </span>
)

export function RecentConversations({ productId, kind }: { productId: string; kind: Product['kind'] }) {
  useLanguage()
  const query = useQuery(sessionQueries.list({ product_id: productId, limit: RECENT_LIMIT }))
  const words = sessionsOf(kind)
  return (
    <Panel title={words.title} description={words.description} busy={query.isPending}>
      <QueryState
        query={query}
        skeleton={
          <div className="flex flex-col gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-7" />
            ))}
          </div>
        }
      >
        {(page) =>
          page.data.length === 0 ? (
            <EmptyState title={words.none}>
              <Trans>They appear here once the product is published and in use.</Trans>
            </EmptyState>
          ) : (
            <RecentList sessions={page.data} label={words.latest} />
          )
        }
      </QueryState>
      <p className="mt-3 text-sm">
        <Link to="/sessions" search={{ product: productId }} className={moreLinkClass}>
          {words.all} <Onward />
        </Link>
      </p>
    </Panel>
  )
}

const CHART_W = 600
const CHART_H = 140

function SpendChart({ days, labelledBy }: { days: Day[]; labelledBy: string }) {
  useLanguage()
  const max = Math.max(1, ...days.map((d) => d.cost))
  const slot = CHART_W / days.length
  const bar = Math.max(2, slot * 0.7)
  return (
    <div>
      <svg
        viewBox={`0 0 ${CHART_W} ${CHART_H}`}
        className="flip-rtl h-32 w-full"
        role="img"
        aria-labelledby={labelledBy}
        preserveAspectRatio="none"
      >
        <line x1="0" x2={CHART_W} y1={CHART_H} y2={CHART_H} className="stroke-line" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.cost === 0 ? 0 : Math.max(2, (d.cost / max) * (CHART_H - 8))
          return (
            <rect
              key={d.date}
              x={i * slot + (slot - bar) / 2}
              y={CHART_H - h}
              width={bar}
              height={h}
              rx="1.5"
              className="fill-accent"
            >
              <title>{barTitle(d)}</title>
            </rect>
          )
        })}
      </svg>
      <div aria-hidden="true" className="text-fg-muted mt-1 flex justify-between text-xs">
        <span>{days[0] ? dayLabel(days[0].date) : null}</span>
        <span>{days.at(-1) ? dayLabel(days.at(-1)?.date ?? '') : null}</span>
      </div>
    </div>
  )
}

const FIGURE_CELL = 'py-1.5 pe-3 text-end'

const barTitle = (d: Day) => {
  const day = dayLabel(d.date, true)
  const credits = formatCredits(d.cost)
  const tokens = formatTokens(d.tokens.input + d.tokens.output)
  return t`${day}: ${credits} credits, ${tokens} tokens`
}

function SpendTable({ days, visible, countLabel }: { days: Day[]; visible: boolean; countLabel: string }) {
  useLanguage()
  return (
    <div className={visible ? 'max-h-72 overflow-y-auto' : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Spend per day (UTC)`}</caption>
        <thead>
          <ColumnHeaders
            className="text-fg-muted border-line border-b text-start text-xs"
            cell={FIGURE_CELL}
            columns={[
              { label: t`Day`, className: 'py-1.5 pe-3' },
              t`Cost, credits`,
              t`Tokens`,
              { label: countLabel, className: 'py-1.5 text-end' },
            ]}
          />
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.date} className="border-line border-b last:border-0">
              <th scope="row" className="text-fg py-1 pe-3 text-start font-normal whitespace-nowrap">
                {dayLabel(d.date, true)}
              </th>
              <td className="text-fg py-1 pe-3 text-end tabular-nums">{formatCredits(d.cost)}</td>
              <td className="text-fg py-1 pe-3 text-end tabular-nums">
                {formatTokens(d.tokens.input + d.tokens.output)}
              </td>
              <td className="text-fg py-1 text-end tabular-nums">{formatCount(d.conversations)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** `walletLink` is off for a product-locked key: the wallet is a workspace screen it cannot open. */
export function Spend({
  productId,
  kind,
  walletLink = true,
}: {
  productId: string
  kind: Product['kind']
  walletLink?: boolean
}) {
  const [from] = useState(() => spendFrom())
  const query = useQuery(sessionQueries.summary({ product_id: productId, from }))
  const [asTable, setAsTable] = useState(false)
  const chartLabel = useId()
  useLanguage()
  const words = sessionsOf(kind)
  const days = formatCount(SPEND_DAYS)
  return (
    <Panel
      title={t`Spend`}
      description={words.spend}
      busy={query.isPending}
      actions={
        query.data && query.data.cost > 0 ? (
          <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t`Show as chart` : t`Show as table`}
          </Button>
        ) : null
      }
    >
      <QueryState query={query} skeleton={<Skeleton className="h-40" />}>
        {(summary) => {
          if (summary.cost === 0 && summary.conversations === 0)
            return (
              <EmptyState title={t`No spend in the last ${days} days`}>
                <Trans>Nothing was debited for this product.</Trans>
              </EmptyState>
            )
          const perDay = fillDays(from, summary.per_day)
          return (
            <div className="flex flex-col gap-4">
              <dl className="flex flex-wrap gap-x-6 gap-y-3">
                <Figure label={t`Credits`} value={formatCredits(summary.cost)} />
                <Figure label={t`Tokens`} value={formatTokens(summary.tokens.input + summary.tokens.output)} />
                <Figure label={words.label} value={formatCount(summary.conversations)} />
              </dl>
              {asTable ? null : (
                <figure>
                  <SpendChart days={perDay} labelledBy={chartLabel} />
                  <figcaption id={chartLabel} className="sr-only">
                    <Trans>
                      Bar chart of credits spent per day, oldest day first in the reading direction; the table that
                      follows has the same figures.
                    </Trans>
                  </figcaption>
                </figure>
              )}
              <SpendTable days={perDay} visible={asTable} countLabel={words.label} />
              {walletLink ? (
                <p className="text-sm">
                  <Link to="/wallet" search={{ product_id: productId }} className={moreLinkClass}>
                    <Trans>Its debits in the wallet</Trans> <Onward />
                  </Link>
                </p>
              ) : null}
            </div>
          )
        }}
      </QueryState>
    </Panel>
  )
}
