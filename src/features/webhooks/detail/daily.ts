// Deliveries counted per local day by outcome, and each day's success rate: the data
// of the endpoint's success chart and its table.
import { DELIVERY_STATUSES, type Delivery } from '../../../api/contract'
import { oneOf } from '../../../lib/known'

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export interface DayCounts {
  /** Local midnight of the day, as an ISO instant. */
  start: string
  counts: Record<DeliveryStatus, number>
  /** Succeeded out of succeeded + failed; null when none finished. */
  rate: number | null
}

const localMidnight = (ms: number) => {
  const d = new Date(ms)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/** `days` local days ending today (oldest first); deliveries outside them are left out. */
export function dailyOutcomes(
  deliveries: readonly Pick<Delivery, 'created_at' | 'status'>[],
  days: number,
  now: number,
): DayCounts[] {
  const today = localMidnight(now)
  const starts: number[] = []
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(today)
    starts.push(new Date(d.getFullYear(), d.getMonth(), d.getDate() - i).getTime())
  }
  const byStart = new Map(starts.map((s) => [s, { pending: 0, succeeded: 0, failed: 0, skipped: 0 }]))
  for (const d of deliveries) {
    const counts = byStart.get(localMidnight(Date.parse(d.created_at)))
    // A status newer than the dashboard is counted nowhere rather than misfiled.
    const status = oneOf(DELIVERY_STATUSES, d.status)
    if (counts && status) counts[status]++
  }
  return starts.map((s) => {
    const counts = byStart.get(s) ?? { pending: 0, succeeded: 0, failed: 0, skipped: 0 }
    const finished = counts.succeeded + counts.failed
    return { start: new Date(s).toISOString(), counts, rate: finished === 0 ? null : counts.succeeded / finished }
  })
}
