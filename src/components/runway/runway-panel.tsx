// Runway, on the wallet and the overview: what the balance lasts at the last 7 days' spend,
// the products that spend most of it, and a plain warning under 7 days or when the last 24 h
// spent over 3× the daily average (a runaway conversation). From the balance and two
// /wallet/summary answers (7 days and 24 hours back, to the minute).
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { walletQueries } from '../../api/wallet'
import { useProductNames } from '../../api/products'
import { useWorkspaceReadable } from '../../app/capabilities'
import { formatDate, formatPercent } from '../../lib/format'
import { LOW_RUNWAY_DAYS, runwayOf, SPIKE_FACTOR, spentOf, type RunwayReport } from '../../lib/runway'
import { Banner } from '../ui/banner'
import { ErrorNotice } from '../ui/error-notice'
import { Credits, useCreditsReason } from '../ui/figure'
import { Panel } from '../ui/panel'
import { Skeleton } from '../ui/skeleton'
import { DAY, MINUTE_MS, thisMinute, WEEK } from './queries'
import { TrialEnd } from './trial-end'

const linkClass = 'text-accent hover:text-accent-hover font-medium underline decoration-1 underline-offset-2'

/** A figure of the runway in credits (the sentence names the unit); an average is a float, shown to the millicredit. */
const Amount = ({ m }: { m: number | null }) => <Credits value={m === null ? null : Math.round(m)} />

const headlineClass = 'text-fg text-2xl font-semibold tracking-tight'

function Headline({ report, balance }: { report: RunwayReport | null; balance: number }) {
  const { t } = useLingui()
  const reason = useCreditsReason()
  if (!report) {
    const problem = reason('sum_too_large')
    return (
      <div>
        <p className={headlineClass}>
          <Trans>Not known</Trans>
        </p>
        <p className="text-fg-muted text-sm">{t`The last 7 days’ spend: ${problem}`}</p>
      </div>
    )
  }
  const { runway } = report
  if (runway.kind === 'empty')
    return (
      <p className={headlineClass}>
        <Trans>No credits left</Trans>
      </p>
    )
  if (runway.kind === 'no_spend')
    return (
      <div>
        <p className={headlineClass}>
          <Trans>No spend in the last 7 days</Trans>
        </p>
        <p className="text-fg-muted text-sm">
          <Trans>
            The balance of <Amount m={balance} /> credits is not being drawn down.
          </Trans>
        </p>
      </div>
    )
  if (runway.days >= 365)
    return (
      <p className={headlineClass}>
        <Trans>Over a year</Trans>
      </p>
    )
  const until = formatDate(runway.until, {
    month: 'short',
    day: 'numeric',
    ...(runway.days > 300 ? { year: 'numeric' } : {}),
  })
  const untilClass = 'text-fg-muted text-base font-medium'
  const days = runway.days
  return (
    <p className={headlineClass}>
      <Plural
        value={days}
        one={
          <Trans>
            about # day<span className={untilClass}>, until {until}</span>
          </Trans>
        }
        other={
          <Trans>
            about # days<span className={untilClass}>, until {until}</span>
          </Trans>
        }
      />
    </p>
  )
}

/**
 * The browser's clock to the minute, for the runway's dates and the windows' starts. Not the mock's
 * clock: its module is not worth the first route's bytes, and the summaries run to the API's own
 * "now" (no `to`) whatever the windows' starts.
 */
function useMinute(): number {
  const [minute, setMinute] = useState(thisMinute)
  useEffect(() => {
    const timer = setInterval(() => setMinute(thisMinute()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [])
  return minute
}

const trialRunning = (endsAt: string | null | undefined, now: number) => !!endsAt && Date.parse(endsAt) > now

export function RunwayPanel({ productNames }: { productNames?: ReadonlyMap<string, string> } = {}) {
  const { t } = useLingui()
  const enabled = useWorkspaceReadable()
  const now = useMinute()
  const week = useQuery({ ...WEEK, enabled })
  const day = useQuery({ ...DAY, enabled })
  const balance = useQuery({ ...walletQueries.balance(), enabled })
  const listed = useProductNames(!productNames)
  const names = productNames ?? listed
  const failed = [week, day, balance].find((q) => q.isError)

  let body
  // One notice for the panel: its Retry asks again for every one of the three that failed, so one
  // press brings the panel back.
  if (failed?.error)
    body = (
      <ErrorNotice
        error={failed.error}
        onRetry={() => [week, day, balance].map((q) => q.isError && q.refetch())}
        retrying={failed.isFetching}
      />
    )
  else if (!week.data || !day.data || !balance.data)
    // Laid out as the report below (headline, sentence, top spenders), so its arrival moves nothing.
    body = (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64 max-w-full" />
        {/* The trial's sentence, when the wallet (asked with the banners) says one runs. */}
        {trialRunning(balance.data?.trial_ends_at, now) ? <Skeleton className="h-10" /> : null}
        <Skeleton className="h-12" />
        <Skeleton className="h-32 max-w-lg" />
      </div>
    )
  else {
    const spent7d = spentOf(week.data.totals)
    const spent24h = spentOf(day.data.totals)
    const report =
      spent7d === null || spent24h === null ? null : runwayOf({ balance: balance.data.balance, spent7d, spent24h, now })
    const top = week.data.per_product
      .map((p) => ({ ...p, spent: spentOf(p) }))
      .filter((p) => p.spent === null || p.spent > 0)
      .slice(0, 3)
    const month = new Date(now).toISOString().slice(0, 7)
    const lowDays = LOW_RUNWAY_DAYS
    const factor = SPIKE_FACTOR
    body = (
      <div className="flex flex-col gap-4">
        <Headline report={report} balance={balance.data.balance} />
        {report ? <TrialEnd report={report} wallet={balance.data} now={now} /> : null}
        {report?.runway.kind === 'empty' ? (
          <Banner tone="danger">
            <Trans>The balance is used up: every credit has been spent.</Trans>
          </Banner>
        ) : report?.low ? (
          <Banner tone="warning">
            {plural(lowDays, {
              one: 'Under # day of credits left at the last 7 days’ spend.',
              other: 'Under # days of credits left at the last 7 days’ spend.',
            })}
          </Banner>
        ) : null}
        {report?.spike ? (
          <Banner
            tone="warning"
            action={
              <Link to="/wallet/statements/$month" params={{ month }} className={linkClass}>
                <Trans>This month’s largest conversations</Trans>
              </Link>
            }
          >
            <Trans>
              The last 24 hours spent <Amount m={spent24h} /> credits, over {factor}× the 7-day daily average of{' '}
              <Amount m={report.dailyAverage} /> credits: a conversation may be running away.
            </Trans>
          </Banner>
        ) : null}
        <p className="text-fg-muted text-sm tabular-nums">
          {/* The one place the spend window is said in words (components/runway/queries.ts). */}
          <Trans>
            Spent <Amount m={spent7d} /> credits in the last 7 days (the 7 × 24 hours to now),{' '}
            <Amount m={report ? report.dailyAverage : null} /> credits a day on average; <Amount m={spent24h} /> credits
            in the last 24 hours.
          </Trans>
        </p>
        {top.length > 0 ? (
          <div>
            <h3 className="text-fg-muted text-xs font-medium tracking-wide uppercase">
              <Trans>Spending most, last 7 days</Trans>
            </h3>
            <ol className="mt-1 flex max-w-lg flex-col text-sm">
              {top.map((p) => (
                <li key={p.product_id} className="flex min-h-7 items-start justify-between gap-x-3">
                  {/* A long name wraps in its own column; the amount stays on the name's row. */}
                  <Link
                    to="/products/$productId"
                    params={{ productId: p.product_id }}
                    className={`${linkClass} min-h-6 min-w-0 py-0.5 wrap-anywhere`}
                    translate="no"
                  >
                    {names.get(p.product_id) ?? p.product_id}
                  </Link>
                  <span className="text-fg shrink-0 py-0.5 whitespace-nowrap tabular-nums">
                    <Trans>
                      <Amount m={p.spent} /> credits
                    </Trans>
                    <span className="text-fg-muted">
                      {' '}
                      · {p.spent !== null && spent7d ? formatPercent(p.spent / spent7d) : '—'}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    )
  }
  return (
    <Panel
      title={t`Runway`}
      description={t`What the balance lasts at the last 7 days’ spend (debits less refunds)`}
      busy={!failed && (!week.data || !day.data || !balance.data)}
    >
      {body}
    </Panel>
  )
}
