// Runway, on the wallet and the overview: what the balance lasts at the last 7 days' spend,
// the products that spend most of it, and a plain warning under 7 days or when the last 24 h
// spent over 3× the daily average (a runaway conversation). From the balance and two
// /wallet/summary answers (7 days and 24 hours back, to the minute).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { walletQueries } from '../../api/wallet'
import { useProductNames } from '../../api/products'
import { useWorkspaceReadable } from '../../app/capabilities'
import { formatCount, formatDate } from '../../lib/format'
import { sumProblem } from '../../lib/millicredits'
import { LOW_RUNWAY_DAYS, runwayOf, SPIKE_FACTOR, spentOf, type RunwayReport } from '../../lib/runway'
import { Banner } from '../ui/banner'
import { ErrorNotice } from '../ui/error-notice'
import { Credits } from '../ui/figure'
import { Panel } from '../ui/panel'
import { Skeleton } from '../ui/skeleton'
import { DAY, MINUTE_MS, SPEND_WINDOW_WORDS, thisMinute, WEEK } from './queries'
import { TrialEnd } from './trial-end'

const linkClass = 'text-accent hover:text-accent-hover font-medium underline decoration-1 underline-offset-2'

/** A figure of the runway in credits; an average is a float, shown to the millicredit. */
const credits = (m: number | null) => (
  <>
    <Credits value={m === null ? null : Math.round(m)} /> credits
  </>
)

function Headline({ report, balance }: { report: RunwayReport | null; balance: number }) {
  if (!report)
    return (
      <div>
        <p className="text-fg text-2xl font-semibold tracking-tight">Not known</p>
        <p className="text-fg-muted text-sm">The last 7 days’ spend: {sumProblem()}</p>
      </div>
    )
  const { runway } = report
  if (runway.kind === 'empty') return <p className="text-fg text-2xl font-semibold tracking-tight">No credits left</p>
  if (runway.kind === 'no_spend')
    return (
      <div>
        <p className="text-fg text-2xl font-semibold tracking-tight">No spend in the last 7 days</p>
        <p className="text-fg-muted text-sm">The balance of {credits(balance)} is not being drawn down.</p>
      </div>
    )
  if (runway.days >= 365) return <p className="text-fg text-2xl font-semibold tracking-tight">Over a year</p>
  const until = formatDate(runway.until, {
    month: 'short',
    day: 'numeric',
    ...(runway.days > 300 ? { year: 'numeric' } : {}),
  })
  return (
    <p className="text-fg text-2xl font-semibold tracking-tight">
      about {runway.days === 1 ? '1 day' : `${runway.days} days`}
      <span className="text-fg-muted text-base font-medium">, until {until}</span>
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
    body = (
      <div className="flex flex-col gap-4">
        <Headline report={report} balance={balance.data.balance} />
        {report ? <TrialEnd report={report} wallet={balance.data} now={now} /> : null}
        {report?.runway.kind === 'empty' ? (
          <Banner tone="danger">The balance is used up: every credit has been spent.</Banner>
        ) : report?.low ? (
          <Banner tone="warning">Under {LOW_RUNWAY_DAYS} days of credits left at the last 7 days’ spend.</Banner>
        ) : null}
        {report?.spike ? (
          <Banner
            tone="warning"
            action={
              <Link to="/wallet/statements/$month" params={{ month }} className={linkClass}>
                This month’s largest conversations
              </Link>
            }
          >
            The last 24 hours spent {credits(spent24h)}, over {SPIKE_FACTOR}× the 7-day daily average of{' '}
            {credits(report.dailyAverage)}: a conversation may be running away.
          </Banner>
        ) : null}
        <p className="text-fg-muted text-sm tabular-nums">
          Spent {credits(spent7d)} in the last 7 days ({SPEND_WINDOW_WORDS}),{' '}
          {credits(report ? report.dailyAverage : null)} a day on average; {credits(spent24h)} in the last 24 hours.
        </p>
        {top.length > 0 ? (
          <div>
            <h3 className="text-fg-muted text-xs font-medium tracking-wide uppercase">Spending most, last 7 days</h3>
            <ol className="mt-1 flex max-w-lg flex-col text-sm">
              {top.map((p) => (
                <li key={p.product_id} className="flex min-h-7 items-start justify-between gap-x-3">
                  {/* A long name wraps in its own column; the amount stays on the name's row. */}
                  <Link
                    to="/products/$productId"
                    params={{ productId: p.product_id }}
                    className={`${linkClass} min-h-6 min-w-0 py-0.5 wrap-anywhere`}
                  >
                    {names.get(p.product_id) ?? p.product_id}
                  </Link>
                  <span className="text-fg shrink-0 py-0.5 whitespace-nowrap tabular-nums">
                    {credits(p.spent)}
                    <span className="text-fg-muted">
                      {' '}
                      · {p.spent !== null && spent7d ? `${formatCount(Math.round((p.spent / spent7d) * 100))} %` : '—'}
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
      title="Runway"
      description="What the balance lasts at the last 7 days’ spend (debits less refunds)"
      busy={!failed && (!week.data || !day.data || !balance.data)}
    >
      {body}
    </Panel>
  )
}
