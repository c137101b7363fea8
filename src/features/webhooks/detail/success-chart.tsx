// Deliveries per day over the last week by outcome, with each day's success rate in
// the table (the chart's fallback for screen readers, and on request for everyone).
import { useQuery } from '@tanstack/react-query'
import type { DELIVERY_STATUSES } from '../../../api/contract'
import { RECENT_MAX_PAGES, webhookQueries } from '../../../api/webhooks'
import { BarChart } from '../../../components/charts'
import { QueryState } from '../../../components/ui/query-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatCount, formatDate, startOfLocalDay } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { DELIVERY_STATUS_LABELS, DELIVERY_TONES, formatRate } from '../labels'
import { dailyOutcomes } from './daily'

export const CHART_DAYS = 7
/** Outcomes stacked from the bottom: what went well first. */
const SERIES = [
  'succeeded',
  'failed',
  'pending',
  'skipped',
] as const satisfies readonly (typeof DELIVERY_STATUSES)[number][]

const dayLabel = (d: Date) => formatDate(d, { weekday: 'short', month: 'short', day: 'numeric' })
const dayShort = (d: Date) => formatDate(d, { month: 'short', day: 'numeric' })

/** While deliveries are pending their outcomes move; count again this often (as the log refreshes). */
export const PENDING_CHART_REFRESH_MS = 3_000

/** `pending`: the endpoint has deliveries in flight (maybe none among those counted yet). */
export function SuccessChart({ webhookId, pending }: { webhookId: string; pending: boolean }) {
  // The API's clock (the mock's in demo mode, which may run ahead): deliveries are dated by it.
  const now = useNow()
  // Local midnight six days ago: stable all day, so the cached pages are reused.
  const since = startOfLocalDay(CHART_DAYS - 1, new Date(now))
  const query = useQuery({
    ...webhookQueries.recentDeliveries(webhookId, since),
    refetchInterval: (q) =>
      pending || q.state.data?.deliveries.some((d) => d.status === 'pending') ? PENDING_CHART_REFRESH_MS : false,
  })
  return (
    <QueryState query={query} skeleton={<Skeleton className="h-44 w-full rounded-md" />}>
      {({ deliveries, complete }) => {
        const days = dailyOutcomes(deliveries, CHART_DAYS, now)
        const succeeded = days.reduce((n, d) => n + d.counts.succeeded, 0)
        const failed = days.reduce((n, d) => n + d.counts.failed, 0)
        const overall = succeeded + failed === 0 ? null : succeeded / (succeeded + failed)
        return (
          <BarChart
            caption={`Deliveries per day over the last ${CHART_DAYS} days, by outcome`}
            xLabel="Day"
            format={formatCount}
            series={SERIES.map((s) => ({ key: s, label: DELIVERY_STATUS_LABELS[s], tone: DELIVERY_TONES[s] }))}
            data={days.map((d) => ({
              key: d.start,
              label:
                d.rate === null
                  ? dayLabel(new Date(d.start))
                  : `${dayLabel(new Date(d.start))} (${formatRate(d.rate)} succeeded)`,
              short: dayShort(new Date(d.start)),
              values: SERIES.map((s) => d.counts[s]),
            }))}
            note={
              <>
                By local day since {dayShort(new Date(since))}:{' '}
                {succeeded + failed === 0
                  ? 'no finished deliveries.'
                  : `${formatRate(overall)} of ${formatCount(succeeded + failed)} finished deliveries succeeded.`}
                {complete ? null : ` Counted from the latest ${formatCount(RECENT_MAX_PAGES * 100)} deliveries.`}
              </>
            }
          />
        )
      }}
    </QueryState>
  )
}
