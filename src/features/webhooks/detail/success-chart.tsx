// Deliveries per day over the last week by outcome, with each day's success rate in
// the table (the chart's fallback for screen readers, and on request for everyone).
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { DELIVERY_STATUSES } from '../../../api/contract'
import { RECENT_MAX_PAGES, webhookQueries } from '../../../api/webhooks'
import { BarChart } from '../../../components/charts'
import { QueryState } from '../../../components/ui/query-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatCount, formatDate, startOfLocalDay } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { DELIVERY_TONES, deliveryStatusLabel, formatRate } from '../labels'
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
  const { t } = useLingui()
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
        const dayCount = days.length
        const succeeded = days.reduce((n, d) => n + d.counts.succeeded, 0)
        const failed = days.reduce((n, d) => n + d.counts.failed, 0)
        const finished = succeeded + failed
        const rate = formatRate(finished === 0 ? null : succeeded / finished)
        const from = dayShort(new Date(since))
        const latest = formatCount(RECENT_MAX_PAGES * 100)
        return (
          <BarChart
            caption={plural(dayCount, {
              one: 'Deliveries per day over the last day, by outcome',
              other: 'Deliveries per day over the last # days, by outcome',
            })}
            xLabel={t`Day`}
            format={formatCount}
            series={SERIES.map((s) => ({ key: s, label: deliveryStatusLabel(s), tone: DELIVERY_TONES[s] }))}
            data={days.map((d) => {
              const day = dayLabel(new Date(d.start))
              const dayRate = formatRate(d.rate)
              return {
                key: d.start,
                label: d.rate === null ? day : t`${day} (${dayRate} succeeded)`,
                short: dayShort(new Date(d.start)),
                values: SERIES.map((s) => d.counts[s]),
              }
            })}
            note={
              <>
                {finished === 0 ? (
                  <Trans>By local day since {from}: no finished deliveries.</Trans>
                ) : (
                  plural(finished, {
                    one: `By local day since ${from}: ${rate} of # finished delivery succeeded.`,
                    other: `By local day since ${from}: ${rate} of # finished deliveries succeeded.`,
                  })
                )}
                {complete ? null : ' '}
                {complete ? null : <Trans>Counted from the latest {latest} deliveries.</Trans>}
              </>
            }
          />
        )
      }}
    </QueryState>
  )
}
