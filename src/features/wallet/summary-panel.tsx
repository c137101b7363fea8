// The period's figures from /wallet/summary: opening balance, totals per type, closing
// balance, and the reconciliation written out as a line (opening + totals = closing),
// checked in integers with a visible warning when it does not hold. Below, the balance
// over time and the spend per day, each with its table.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ENTRY_TYPES, type WalletSummary, type WalletSummaryQuery } from '../../api/contract'
import { walletQueries } from '../../api/wallet'
import { BarChart, LineChart, type ChartDatum } from '../../components/charts'
import { Badge } from '../../components/ui/badge'
import { Banner } from '../../components/ui/banner'
import { Credits, Figure } from '../../components/ui/figure'
import { CheckIcon } from '../../components/ui/icons'
import { Panel } from '../../components/ui/panel'
import { QueryState } from '../../components/ui/query-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCredits, formatList, formatUtcDay } from '../../lib/format'
import { Amount, TYPE_PLURALS } from './labels'
import { balanceSeries, checkDays, reconcile, spendSeries, type Reconciliation } from './reconcile'
import type { LedgerOnlyFilter } from './search'

const utcDay = formatUtcDay
const dayDatum = (date: string, value: number): ChartDatum => ({
  key: date,
  label: utcDay(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  short: utcDay(date, { month: 'short', day: 'numeric' }),
  values: [value],
})

/** A statement row's mark: "Reconciles", or by how much it is off; a dash without balances. */
export function ReconciledMark({ summary }: { summary: WalletSummary }) {
  const r = reconcile(summary)
  if (!r) return <span className="text-fg-muted">—</span>
  return r.holds ? (
    <Badge tone="success">
      <CheckIcon className="me-1 size-3.5" />
      <Trans>Reconciles</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>
        Off by <Credits value={r.difference} />
      </Trans>
    </Badge>
  )
}

/**
 * "1,000.00 + 500.00 − 200.00 + 10.00 = 1,310.00": every term visible, signs as characters,
 * and the closing balance the API reports, so a mismatch reads "≠" rather than a made-up total.
 */
export function ReconciliationLine({ r }: { r: Reconciliation }) {
  const { t } = useLingui()
  const term = (label: string, value: number, first = false) => (
    <span className="inline-flex items-baseline gap-1 whitespace-nowrap">
      {first ? null : <span className="text-fg-muted">{value < 0 ? '−' : '+'}</span>}
      <span className="text-fg font-medium tabular-nums">
        <Credits value={first ? value : Math.abs(value)} />
      </span>
      <span className="text-fg-muted text-xs">{label}</span>
    </span>
  )
  return (
    <div className="border-line flex flex-col gap-2 border-t pt-4">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="text-fg-muted me-1 text-xs font-medium tracking-wide uppercase">
          <Trans>Reconciliation</Trans>
        </span>
        {term(t`opening`, r.opening, true)}
        {term(t`top-ups`, r.totals.top_up)}
        {term(t`debits`, r.totals.debit)}
        {term(t`refunds`, r.totals.refund)}
        {r.holds ? (
          <span className="text-fg-muted">=</span>
        ) : (
          <span className="text-danger font-semibold">
            <span aria-hidden="true">≠</span>
            <span className="sr-only">
              <Trans>does not equal</Trans>
            </span>
          </span>
        )}
        <span className="inline-flex items-baseline gap-1 whitespace-nowrap">
          <span className={`font-semibold tabular-nums ${r.holds ? 'text-fg' : 'text-danger'}`}>
            <Credits value={r.closing} />
          </span>
          <span className="text-fg-muted text-xs">
            <Trans>closing</Trans>
          </span>
        </span>
        {r.holds ? (
          <Badge tone="success">
            <CheckIcon className="me-1 size-3.5" />
            <Trans>Reconciles</Trans>
          </Badge>
        ) : null}
      </p>
      {r.holds ? null : (
        <Banner tone="danger">
          <Trans>
            Does not reconcile: opening plus totals come to <Credits value={r.expected} /> credits, but the API reports
            a closing balance of <Credits value={r.closing} /> credits, a difference of{' '}
            <Credits value={r.difference} signed /> credits. Report this with the period to support.
          </Trans>
        </Banner>
      )}
    </div>
  )
}

/** The month's or period's top-ups, debits and refunds, each a figure of the summary's list. */
export function TypeTotals({ totals }: { totals: WalletSummary['totals'] }) {
  const { t, i18n } = useLingui()
  const credits = t`credits`
  return ENTRY_TYPES.map((type) => (
    <Figure
      key={type}
      label={i18n._(TYPE_PLURALS[type])}
      value={<Amount millicredits={totals[type]} />}
      hint={credits}
    />
  ))
}

/** The filters the summary does not follow, as the sentence under the figures names them. */
const NARROWING: Record<LedgerOnlyFilter, MessageDescriptor> = {
  type: msg`type`,
  amount: msg`amount`,
  conversation: msg`conversation`,
}

function Figures({ summary, narrowed }: { summary: WalletSummary; narrowed: readonly LedgerOnlyFilter[] }) {
  const { t, i18n } = useLingui()
  const credits = t`credits`
  const filters = formatList(
    narrowed.map((f) => i18n._(NARROWING[f])),
    'conjunction',
    i18n.locale,
  )
  const r = reconcile(summary)
  const days = checkDays(summary)
  const balances = balanceSeries(summary)
  const spend = spendSeries(summary)
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {summary.opening_balance !== null ? (
          <Figure label={t`Opening balance`} value={<Credits value={summary.opening_balance} />} hint={credits} />
        ) : null}
        <TypeTotals totals={summary.totals} />
        {summary.closing_balance !== null ? (
          <Figure label={t`Closing balance`} value={<Credits value={summary.closing_balance} />} hint={credits} />
        ) : null}
      </dl>
      {r ? (
        <ReconciliationLine r={r} />
      ) : (
        <p className="text-fg-muted border-line border-t pt-4 text-sm">
          <Trans>
            Balances are kept for the whole workspace, so with a product selected the summary shows that product’s
            debits and their refunds only.
          </Trans>
        </p>
      )}
      {days.holds ? null : (
        <Banner tone="danger">
          <Trans>
            The days of this summary do not add up to its totals (off by <Credits value={days.difference.top_up} />{' '}
            top-ups, <Credits value={days.difference.debit} /> debits, <Credits value={days.difference.refund} />{' '}
            refunds).
          </Trans>
        </Banner>
      )}
      {narrowed.length > 0 ? (
        <p className="text-fg-muted text-xs">
          {summary.product_id
            ? t`These figures cover the period and product; these filters narrow only the ledger below: ${filters}.`
            : t`These figures cover the period; these filters narrow only the ledger below: ${filters}.`}
        </p>
      ) : null}
      {summary.per_day.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="wallet-balance-chart" className="flex min-w-0 flex-col gap-2">
            <h3 id="wallet-balance-chart" className="text-fg text-sm font-semibold">
              <Trans>Balance over time</Trans>
            </h3>
            {balances ? (
              <LineChart
                caption={t`Balance at the end of each day, credits`}
                note={t`Credits at the end of each day (UTC)`}
                xLabel={t`Day`}
                series={[{ key: 'balance', label: t`Balance` }]}
                // A balance too large to add up exactly is too large to draw: the chart names it as skipped.
                data={balances.map((p) => dayDatum(p.date, p.balance ?? Number.POSITIVE_INFINITY))}
                format={formatCredits}
              />
            ) : (
              <p className="text-fg-muted text-sm">
                <Trans>Clear the product filter to see the workspace’s balance.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="wallet-spend-chart" className="flex min-w-0 flex-col gap-2">
            <h3 id="wallet-spend-chart" className="text-fg text-sm font-semibold">
              <Trans>Spend per day</Trans>
            </h3>
            <BarChart
              caption={t`Spend per day, credits`}
              note={t`Credits debited each day (UTC)`}
              xLabel={t`Day`}
              series={[{ key: 'spend', label: t`Spend` }]}
              data={spend.map((p) => dayDatum(p.date, p.spend))}
              format={formatCredits}
            />
          </section>
        </div>
      ) : null}
    </div>
  )
}

export interface SummaryPanelProps {
  query: WalletSummaryQuery
  /** "This month (Nov 1 – Nov 30, 2026)". */
  period: string
  /** Filters the summary does not follow. */
  narrowed: readonly LedgerOnlyFilter[]
}

export function SummaryPanel({ query: q, period, narrowed }: SummaryPanelProps) {
  const { t } = useLingui()
  const query = useQuery(walletQueries.summary(q))
  return (
    <Panel title={t`Summary`} description={t`${period} · days in UTC`} busy={query.isPending}>
      <QueryState
        query={query}
        skeleton={
          <div className="flex flex-col gap-4">
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
            <Skeleton className="h-6" />
            <Skeleton className="h-36" />
          </div>
        }
      >
        {(summary) => <Figures summary={summary} narrowed={narrowed} />}
      </QueryState>
    </Panel>
  )
}
