// /wallet/statements/$month: one month's statement. The figures and their reconciliation,
// spend by day (chart and table) and by product, the largest conversations (each to its
// transcript) and the refunds with their debits: all from the month's /wallet/summary and
// its refund entries. Printing gives a clean statement: no navigation, one column, a header
// naming the workspace and period, and a page break before each section.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WalletEntry, WalletSummary } from '../../../api/contract'
import { useProductNames } from '../../../api/products'
import { walletQueries } from '../../../api/wallet'
import { BarChart } from '../../../components/charts'
import { NotFoundMessage } from '../../../components/layout/route-states'
import { Breadcrumb } from '../../../components/ui/breadcrumb'
import { StatementsCrumb, WalletCrumb } from './crumbs'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Credits, Figure } from '../../../components/ui/figure'
import { Panel } from '../../../components/ui/panel'
import { QueryState } from '../../../components/ui/query-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { useApiConfig } from '../../../app/capabilities'
import { useNow } from '../../../app/mock-clock'
import {
  formatCount,
  formatCredits,
  formatDateTime,
  formatMonth,
  formatPercent,
  formatUtcDay,
} from '../../../lib/format'
import { sumMillicredits } from '../../../lib/millicredits'
import { Amount } from '../labels'
import { ConversationLink, EntryLink, inlineLinkClass } from '../links'
import { IdText } from '../id-text'
import { reconcile, spendSeries } from '../reconcile'
import { ReconciliationLine, TypeTotals } from '../summary-panel'
import { addMonths, isStatementMonth, lastDayOf, monthOf, monthRange, monthSummaryQuery } from './months'
import { StatementExport } from './statement-export'
// The print stylesheet comes with this screen only: no other route downloads it.
import './print.css'
import { ColumnHeaders, type ColumnHeader } from '../../../components/ui/column-headers'

const route = getRouteApi('/_workspace/wallet/statements/$month')

/** Sections after the first start on a new printed page. */
const printSection = 'statement-panel statement-break'
const td = 'py-1.5 pe-3 text-end tabular-nums whitespace-nowrap'
const th = 'py-1.5 pe-3 text-end whitespace-nowrap'
const startCell = 'py-1.5 pe-3 text-start'

/** Net spend of a product or conversation: its debits less their refunds, positive; null when too large to add up exactly. */
const spentOf = (s: { debit: number; refund: number }): number | null => sumMillicredits([-s.debit, -s.refund])

function Figures({ summary, soFar }: { summary: WalletSummary; soFar: boolean }) {
  const { t } = useLingui()
  const r = reconcile(summary)
  const credits = t`credits`
  return (
    <Panel title={soFar ? t`Figures so far` : t`Figures`} className="statement-panel">
      <dl className="statement-figures grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          label={t`Opening balance`}
          value={summary.opening_balance === null ? '—' : <Credits value={summary.opening_balance} />}
          hint={credits}
        />
        <TypeTotals totals={summary.totals} />
        <Figure
          label={soFar ? t`Balance so far` : t`Closing balance`}
          value={summary.closing_balance === null ? '—' : <Credits value={summary.closing_balance} />}
          hint={credits}
        />
        <Figure label={t`Entries`} value={formatCount(summary.entry_count)} />
      </dl>
      {r ? <ReconciliationLine r={r} /> : null}
    </Panel>
  )
}

function SpendByDay({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui()
  const days = spendSeries(summary)
  return (
    <Panel title={t`Spend by day`} description={t`Credits debited each day (UTC)`} className={printSection}>
      {days.length === 0 ? (
        <EmptyState title={t`No days in this month yet`} />
      ) : (
        <BarChart
          caption={t`Spend by day, credits`}
          note={t`Each bar is a UTC day’s debits; the table lists the same figures.`}
          xLabel={t`Day (UTC)`}
          series={[{ key: 'spend', label: t`Spend` }]}
          data={days.map((d) => ({
            key: d.date,
            label: formatUtcDay(d.date, { weekday: 'short', day: 'numeric', month: 'short' }),
            short: formatUtcDay(d.date, { day: 'numeric', month: 'short' }),
            values: [d.spend],
          }))}
          format={formatCredits}
        />
      )}
    </Panel>
  )
}

/** A table is the chart: each row's bar is decoration beside the figure it stands for. */
function SpendByProduct({ summary, names }: { summary: WalletSummary; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui()
  const total = spentOf(summary.totals)
  const max = Math.max(1, ...summary.per_product.map((p) => spentOf(p) ?? 0))
  return (
    <Panel title={t`Spend by product`} description={t`Debits less their refunds, most first`} className={printSection}>
      {summary.per_product.length === 0 ? (
        <EmptyState title={t`No spend this month`} />
      ) : (
        <MonthTable
          caption={t`Spend by product, credits`}
          cell={th}
          columns={[
            { label: t`Product`, className: 'py-1.5 pe-3 text-start' },
            t`Debits`,
            t`Refunds`,
            t`Spend`,
            t`Share`,
          ]}
        >
          {summary.per_product.map((p) => {
            const spent = spentOf(p)
            return (
              <tr key={p.product_id} className="border-line border-b last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  <Link
                    to="/products/$productId"
                    params={{ productId: p.product_id }}
                    className={inlineLinkClass}
                    translate="no"
                  >
                    {names.get(p.product_id) ?? p.product_id}
                  </Link>
                  <span aria-hidden="true" className="bg-surface-muted mt-1 block h-1.5 w-full rounded-full">
                    <span
                      className="bg-chart-1 block h-1.5 rounded-full"
                      style={{ width: `${Math.min(100, Math.max(1, ((spent ?? 0) / max) * 100))}%` }}
                    />
                  </span>
                </th>
                <DebitAndRefund of={p} />
                <td className={`${td} font-medium`}>
                  <Credits value={spent} />
                </td>
                <td className={td}>
                  {total !== null && total > 0 && spent !== null ? formatPercent(spent / total) : '—'}
                </td>
              </tr>
            )
          })}
        </MonthTable>
      )}
    </Panel>
  )
}

function LargestConversations({ summary, names }: { summary: WalletSummary; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui()
  const count = summary.largest_sessions.length
  return (
    <Panel
      title={t`Largest conversations`}
      description={plural(count, {
        one: 'The # that cost most this month, to its transcript',
        other: 'The # that cost most this month, each to its transcript',
      })}
      className={printSection}
    >
      {count === 0 ? (
        <EmptyState title={t`No conversations were billed this month`} />
      ) : (
        <MonthTable
          caption={t`Largest conversations by cost, credits`}
          cell={startCell}
          columns={[
            t`Conversation`,
            t`Product`,
            { label: t`Debits`, className: th },
            { label: t`Refunds`, className: th },
          ]}
        >
          {summary.largest_sessions.map((s) => (
            <tr key={s.session_id} className="border-line border-b last:border-0">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                <ConversationLink sessionId={s.session_id}>
                  <IdText value={s.session_id} />
                </ConversationLink>
              </th>
              <td translate="no" className="py-1.5 pe-3">
                {names.get(s.product_id) ?? s.product_id}
              </td>
              <DebitAndRefund of={s} />
            </tr>
          ))}
        </MonthTable>
      )}
    </Panel>
  )
}

function DebitOf({ id }: { id: string }) {
  const debit = useQuery(walletQueries.entry(id))
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <EntryLink entryId={id}>
        <IdText value={id} />
      </EntryLink>
      {debit.data ? (
        <>
          <Amount millicredits={debit.data.amount} />
          <span className="text-fg-muted text-xs">{formatDateTime(debit.data.created_at)}</span>
        </>
      ) : debit.isError ? (
        <span className="text-fg-muted text-xs">
          <Trans>(not loaded)</Trans>
        </span>
      ) : null}
    </span>
  )
}

/** A row's debits and refunds, as two cells. */
function DebitAndRefund({ of }: { of: { debit: number; refund: number } }) {
  return (
    <>
      <td className={td}>
        <Amount millicredits={of.debit} />
      </td>
      <td className={td}>
        <Amount millicredits={of.refund} />
      </td>
    </>
  )
}

/** A section's table: a hidden caption, headers over the rows, and a scroll of its own on a phone. */
function MonthTable({
  caption,
  columns,
  cell,
  children,
}: {
  caption: string
  columns: ColumnHeader[]
  cell: string
  children: ReactNode
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <ColumnHeaders className="border-line text-fg-muted border-b text-xs" cell={cell} columns={columns} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function Refunds({ month }: { month: string }) {
  const { t } = useLingui()
  const query = useQuery(walletQueries.entries({ type: ['refund'], ...monthRange(month), limit: 100 }))
  return (
    <Panel title={t`Refunds`} description={t`Each with the debit it gives back`} className={printSection}>
      <QueryState query={query} skeleton={<Skeleton className="h-24" />}>
        {(page) => {
          const refunds = page.data.filter((e): e is Extract<WalletEntry, { type: 'refund' }> => e.type === 'refund')
          if (refunds.length === 0) return <EmptyState title={t`No refunds this month`} />
          return (
            <div className="flex flex-col gap-2">
              <MonthTable
                caption={t`Refunds of the month and their debits`}
                cell={startCell}
                columns={[t`Refund`, { label: t`Amount`, className: th }, t`Of debit`]}
              >
                {refunds.map((r) => (
                  <tr key={r.id} className="border-line border-b align-top last:border-0">
                    <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                      <EntryLink entryId={r.id}>
                        <IdText value={r.id} />
                      </EntryLink>
                      <span className="text-fg-muted block text-xs">
                        {formatDateTime(r.created_at)} · <span translate="no">{r.description}</span>
                      </span>
                    </th>
                    <td className={td}>
                      <Amount millicredits={r.amount} />
                    </td>
                    <td className="py-1.5 pe-3">
                      <DebitOf id={r.refund_of} />
                    </td>
                  </tr>
                ))}
              </MonthTable>
              {page.has_more ? (
                <p className="text-fg-muted text-xs">
                  <Trans>The first 100 refunds.</Trans>{' '}
                  <Link to="/wallet" search={{ month, type: ['refund'] }} className={inlineLinkClass}>
                    <Trans>Every refund of the month in the ledger</Trans>
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

/** Shown only on paper: who the statement is for and what it covers. */
function PrintHeader({ month, period, now }: { month: string; period: string; now: number }) {
  const { t } = useLingui()
  const config = useApiConfig()
  const monthName = formatMonth(month)
  const printed = formatDateTime(new Date(now).toISOString())
  const baseUrl = config.baseUrl
  return (
    <div className="statement-print-only border-line hidden border-b pb-3">
      <p className="text-fg-muted text-xs">
        <Trans>Agent Console · wallet statement</Trans>
      </p>
      <p className="text-fg text-sm">
        {config.mode === 'demo' ? (
          <Trans>
            Workspace: <span className="font-medium">Demo workspace</span>
          </Trans>
        ) : (
          <Trans>
            Workspace:{' '}
            <span translate="no" dir="ltr" className="font-medium">
              {baseUrl}
            </span>
          </Trans>
        )}
        {' · '}
        {t`Period: ${period} (${monthName})`}
        {' · '}
        {t`Printed ${printed}`}
      </p>
    </div>
  )
}

function Statement({ month }: { month: string }) {
  const { t } = useLingui()
  const summary = useQuery(walletQueries.summary(monthSummaryQuery(month)))
  const names = useProductNames()
  const now = useNow(60_000)
  const current = monthOf(now)
  const soFar = month === current
  const future = month > current
  const first = `${month}-01`
  const firstDay = formatUtcDay(first)
  const lastDay = formatUtcDay(lastDayOf(month))
  const period = t`${firstDay} – ${lastDay}, UTC days`
  const monthName = formatMonth(month)
  const upTo = formatDateTime(new Date(now).toISOString())

  return (
    <div data-print-root className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="statement-screen-only">
        <Breadcrumb
          trail={[<WalletCrumb key="wallet" />, <StatementsCrumb key="statements" />]}
          current={formatMonth(month)}
        />
      </div>
      <PrintHeader month={month} period={period} now={now} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-fg flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            <Trans>Statement for {monthName}</Trans>
            {soFar ? (
              <Badge tone="accent">
                <Trans>so far</Trans>
              </Badge>
            ) : null}
          </h1>
          <p className="text-fg-muted mt-1 text-sm">
            {soFar
              ? t`${period}, as the API buckets them. The month is still running: figures up to ${upTo}.`
              : t`${period}, as the API buckets them.`}
          </p>
        </div>
        <div className="statement-screen-only flex flex-wrap items-center gap-2">
          <StatementExport month={month} complete={!soFar} />
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </Button>
        </div>
      </header>
      <nav aria-label={t`Statement`} className="statement-screen-only flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/wallet" search={{ month }} className={inlineLinkClass}>
          <Trans>This month’s entries in the ledger</Trans>
        </Link>
        <Link to="/wallet/statements/$month" params={{ month: addMonths(month, -1) }} className={inlineLinkClass}>
          {/* The arrows point back and on in the reading direction: mirrored in Arabic. */}
          <span aria-hidden="true" className="flip-rtl inline-block">
            ←
          </span>{' '}
          {formatMonth(addMonths(month, -1))}
        </Link>
        {month < current ? (
          <Link to="/wallet/statements/$month" params={{ month: addMonths(month, 1) }} className={inlineLinkClass}>
            {formatMonth(addMonths(month, 1))}{' '}
            <span aria-hidden="true" className="flip-rtl inline-block">
              →
            </span>
          </Link>
        ) : null}
      </nav>
      {future ? (
        <EmptyState title={t`This month has not started`}>{t`Its statement opens on its first day (UTC).`}</EmptyState>
      ) : (
        <QueryState
          query={summary}
          skeleton={
            <div role="status" className="flex flex-col gap-4">
              <span className="sr-only">{t`Loading the statement…`}</span>
              <Skeleton className="h-32 rounded-lg" />
              <Skeleton className="h-48 rounded-lg" />
            </div>
          }
        >
          {(s) => (
            <div className="flex flex-col gap-5">
              <Figures summary={s} soFar={soFar} />
              {s.entry_count === 0 ? (
                <EmptyState title={t`No entries this month`}>
                  <Trans>The wallet did not move in {monthName}; the opening and closing balances are the same.</Trans>
                </EmptyState>
              ) : (
                <>
                  <SpendByDay summary={s} />
                  <SpendByProduct summary={s} names={names} />
                  <LargestConversations summary={s} names={names} />
                  <Refunds month={month} />
                </>
              )}
            </div>
          )}
        </QueryState>
      )}
    </div>
  )
}

export function StatementPage(): ReactNode {
  const { t } = useLingui()
  const { month } = route.useParams()
  if (!isStatementMonth(month))
    return (
      <NotFoundMessage
        title={t`No such statement`}
        detail={t`A statement’s address names a month as YYYY-MM, such as 2026-10. Open the list of statements to pick one.`}
      />
    )
  return <Statement month={month} />
}
