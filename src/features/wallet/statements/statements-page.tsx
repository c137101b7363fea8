// /wallet/statements: one row per calendar month (UTC), newest first, back to the month of the
// workspace's first entry. Each month's figures come from its own /wallet/summary, so every
// row reconciles on the API's totals (opening + totals = closing, in integer millicredits),
// never on entries added up in the browser. The month in progress says "so far".
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { WalletSummary } from '../../../api/contract'
import type { ApiError } from '../../../api/errors'
import { walletQueries } from '../../../api/wallet'
import { Breadcrumb } from '../../../components/ui/breadcrumb'
import { WalletCrumb } from './crumbs'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { QueryState } from '../../../components/ui/query-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { useNow } from '../../../app/mock-clock'
import { Credits } from '../../../components/ui/figure'
import { formatCount, formatMonth } from '../../../lib/format'
import { Amount } from '../labels'
import { inlineLinkClass } from '../links'
import { ReconciledMark } from '../summary-panel'
import { monthOf, monthsBetween, monthSummaryQuery } from './months'
import { ColumnHeaders } from '../../../components/ui/column-headers'
import { PageHeader } from '../../../components/layout/page-header'

const cell = 'py-2.5 pe-4 text-end tabular-nums whitespace-nowrap'
const head = 'py-2 pe-4 text-end whitespace-nowrap'

function MonthRow({
  month,
  current,
  query,
}: {
  month: string
  current: boolean
  query: UseQueryResult<WalletSummary, ApiError>
}) {
  const monthName = formatMonth(month)
  const name = (
    <th scope="row" className="bg-surface sticky start-0 z-10 py-2.5 pe-4 text-start font-normal whitespace-nowrap">
      <Link to="/wallet/statements/$month" params={{ month }} className={inlineLinkClass}>
        {formatMonth(month)}
      </Link>
      {current ? (
        <span className="ms-2">
          <Badge tone="accent">
            <Trans>so far</Trans>
          </Badge>
        </span>
      ) : null}
    </th>
  )
  if (query.isPending)
    return (
      <tr className="border-line border-b" aria-busy="true">
        {name}
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <td key={i} className={cell}>
            <Skeleton className="ms-auto h-4 w-20" />
          </td>
        ))}
        <td />
      </tr>
    )
  if (query.isError) {
    const reason = query.error.message
    return (
      <tr className="border-line border-b">
        {name}
        <td colSpan={8} className="py-2.5 text-sm">
          <span className="text-danger">
            <Trans>
              Could not load this month (<span translate="no">{reason}</span>).
            </Trans>
          </span>{' '}
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
            <Trans>Retry {monthName}</Trans>
          </Button>
        </td>
      </tr>
    )
  }
  const s = query.data
  return (
    <tr className="border-line border-b last:border-0">
      {name}
      <td className={cell}>{s.opening_balance === null ? '—' : <Credits value={s.opening_balance} />}</td>
      <td className={cell}>
        <Amount millicredits={s.totals.top_up} />
      </td>
      <td className={cell}>
        <Amount millicredits={s.totals.debit} />
      </td>
      <td className={cell}>
        <Amount millicredits={s.totals.refund} />
      </td>
      <td className={`${cell} font-medium`}>
        {s.closing_balance === null ? '—' : <Credits value={s.closing_balance} />}
      </td>
      <td className={cell}>{formatCount(s.entry_count)}</td>
      <td className="py-2.5 pe-4 whitespace-nowrap">
        <ReconciledMark summary={s} />
      </td>
      <td className="py-2.5 whitespace-nowrap">
        <Link to="/wallet" search={{ month }} className={inlineLinkClass}>
          <Trans>
            Entries<span className="sr-only"> of {monthName} in the ledger</span>
          </Trans>
        </Link>
      </td>
    </tr>
  )
}

/**
 * A year at a time: each month is a request of its own, and a ledger that began long ago (or a
 * server's odd first day) must not send hundreds at once.
 */
export const MONTHS_PER_PAGE = 12

function MonthTable({ months, current }: { months: string[]; current: string }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(MONTHS_PER_PAGE)
  const visible = months.slice(0, shown)
  const queries = useQueries({
    queries: visible.map((m) => walletQueries.summary(monthSummaryQuery(m))),
  })
  const body = useRef<HTMLTableSectionElement>(null)
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    // The button may be gone (the last months are shown): focus goes to the first month added.
    if (firstNew.current === null) return
    body.current?.rows[firstNew.current]?.querySelector('a')?.focus()
    firstNew.current = null
  }, [shown])
  const more = Math.min(MONTHS_PER_PAGE, months.length - visible.length)
  const earliest = months[months.length - 1]
  const shownCount = formatCount(visible.length)
  const earliestName = earliest ? formatMonth(earliest) : ''
  const monthCount = months.length
  return (
    <div className="flex flex-col gap-3">
      <div className="border-line bg-surface relative overflow-x-auto rounded-lg border px-4 shadow-xs">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Monthly statements, newest first. Amounts in credits; months and days in UTC.</Trans>
          </caption>
          <thead>
            <ColumnHeaders
              className="border-line text-fg-muted border-b text-xs"
              cell={head}
              columns={[
                { label: t`Month (UTC)`, className: 'py-2 pe-4 text-start' },
                t`Opening`,
                t`Top-ups`,
                t`Debits`,
                t`Refunds`,
                t`Closing`,
                t`Entries`,
                { label: t`Reconciliation`, className: 'py-2 pe-4 text-start' },
                {
                  label: (
                    <span className="sr-only">
                      <Trans>Ledger</Trans>
                    </span>
                  ),
                  className: 'py-2 text-start',
                },
              ]}
            />
          </thead>
          <tbody ref={body}>
            {visible.map((m, i) => (
              // useQueries keeps the order of `visible`.
              <MonthRow key={m} month={m} current={m === current} query={queries[i] as (typeof queries)[number]} />
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && earliest ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              firstNew.current = visible.length
              setShown((n) => n + MONTHS_PER_PAGE)
            }}
          >
            {plural(more, { one: 'Show the earlier month', other: 'Show # earlier months' })}
          </Button>
          <p className="text-fg-muted text-sm">
            {plural(monthCount, {
              one: `${shownCount} of # month shown, back to ${earliestName}.`,
              other: `${shownCount} of # months shown, back to ${earliestName}.`,
            })}
          </p>
        </div>
      ) : null}
    </div>
  )
}

export function StatementsPage() {
  const { t } = useLingui()
  // All time, for the day of the first entry: the list goes back to that month.
  const allTime = useQuery(walletQueries.summary({}))
  const current = monthOf(useNow(60_000))
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <Breadcrumb trail={[<WalletCrumb key="wallet" />]} current={t`Statements`} />
      <PageHeader
        title={<Trans>Monthly statements</Trans>}
        description={
          <Trans>
            One row per calendar month, newest first. Months and their days are UTC, as the API counts them; amounts are
            credits. Each row reconciles: opening balance plus top-ups, debits and refunds equals the closing balance.
          </Trans>
        }
      />
      <QueryState
        query={allTime}
        skeleton={
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t`Loading the statements…`}</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        }
      >
        {(summary) => {
          const first = summary.per_day.find((d) => d.top_up !== 0 || d.debit !== 0 || d.refund !== 0)?.date
          if (!first || summary.entry_count === 0)
            return (
              <EmptyState title={t`No statements yet`}>
                <Trans>The first month appears once the wallet has its first entry (a top-up).</Trans>{' '}
                <Link to="/wallet" className={inlineLinkClass}>
                  <Trans>Open the wallet</Trans>
                </Link>
              </EmptyState>
            )
          const last = current < monthOf(first) ? monthOf(first) : current
          return <MonthTable months={monthsBetween(monthOf(first), last)} current={current} />
        }}
      </QueryState>
    </div>
  )
}
