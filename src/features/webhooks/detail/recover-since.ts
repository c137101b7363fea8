// Where a recovery starts by default: the first delivery the endpoint failed or skipped
// since it began failing (or was disabled). The endpoint's own times come after that
// delivery was created, and recovery counts by creation time, so they alone would miss it.
import type { Delivery, WebhookEndpoint } from '../../../api/contract'

const DAY_MS = 86_400_000
/**
 * A delivery still waiting for its first try when the endpoint was disabled is skipped
 * then, though it was created a moment before: this much earlier still counts.
 */
export const DISABLE_SLACK_MS = 60_000

/** When the endpoint's trouble began: the current run of failures, else the disable. */
export const troubleSince = (w: Pick<WebhookEndpoint, 'failing_since' | 'disabled_at'>): string | null =>
  w.failing_since ?? w.disabled_at

/** When a delivery last happened: its latest attempt, or its creation if never tried. */
const lastActivity = (d: Pick<Delivery, 'created_at' | 'attempts'>): number =>
  Math.max(Date.parse(d.created_at), ...d.attempts.map((a) => Date.parse(a.attempted_at)))

/**
 * The default "since" of a recovery: the creation of the earliest failed or skipped
 * delivery active since the trouble began (never later than the trouble itself); a
 * day before `now` when the endpoint has had no trouble.
 */
export function defaultRecoverSince(
  endpoint: Pick<WebhookEndpoint, 'failing_since' | 'disabled_at'>,
  deliveries: readonly Pick<Delivery, 'status' | 'created_at' | 'attempts'>[],
  now: number,
): string {
  const since = troubleSince(endpoint)
  if (since === null) return new Date(now - DAY_MS).toISOString()
  const from = Date.parse(since) - DISABLE_SLACK_MS
  let earliest = Date.parse(since)
  for (const d of deliveries) {
    if (d.status !== 'failed' && d.status !== 'skipped') continue
    if (lastActivity(d) < from) continue
    earliest = Math.min(earliest, Date.parse(d.created_at))
  }
  return new Date(earliest).toISOString()
}
