// Words and badges for endpoint and delivery states, shared by the webhooks screens.
import {
  EVENT_TYPES,
  type ATTEMPT_ERRORS,
  type Attempt,
  type Delivery,
  type DELIVERY_STATUSES,
  type DISABLED_REASONS,
  type EventType,
  type WebhookEndpoint,
} from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'
import { formatDate } from '../../lib/format'
import { known, oneOf } from '../../lib/known'
import { getLocale } from '../../lib/locale'

type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const DISABLED_REASON_TEXT: Record<(typeof DISABLED_REASONS)[number], string> = {
  manual: 'disabled by hand',
  gone: 'the receiver answered 410 Gone',
  failing: 'five days of failures with no success',
}

/** The event types of an endpoint this dashboard can send and edit; newer ones are only shown. */
export const knownEvents = (endpoint: Pick<WebhookEndpoint, 'events'>): EventType[] =>
  endpoint.events.flatMap((e) => oneOf(EVENT_TYPES, e) ?? [])

/** Why an endpoint is disabled, in words; a reason newer than the dashboard as it came. */
export const disabledReasonText = (reason: string): string => known(DISABLED_REASON_TEXT, reason) ?? reason

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status'> }) {
  if (endpoint.status === 'active') return <Badge tone="success">Active</Badge>
  if (endpoint.status === 'disabled') return <Badge tone="danger">Disabled</Badge>
  return <Badge tone="neutral">{endpoint.status}</Badge>
}

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  skipped: 'Skipped',
}

export const DELIVERY_TONES = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
} as const satisfies Record<DeliveryStatus, Tone>

export const DELIVERY_STATUS_HINTS: Record<DeliveryStatus, string> = {
  pending: 'Retries remain; the next attempt is scheduled.',
  succeeded: 'The receiver answered 2xx.',
  failed: 'Every scheduled attempt failed, or the endpoint was disabled after trying.',
  skipped: 'Never sent: the endpoint was disabled when the event happened.',
}

/** A status newer than the dashboard shows as it came, in a neutral badge. */
export function DeliveryStatusBadge({ status }: { status: Delivery['status'] }) {
  return (
    <Badge tone={known(DELIVERY_TONES, status) ?? 'neutral'}>{known(DELIVERY_STATUS_LABELS, status) ?? status}</Badge>
  )
}

/** Succeeded out of finished deliveries (pending ones have no outcome yet); null with none. */
export function successRate(stats: Pick<WebhookEndpoint['stats'], 'succeeded' | 'failed'>): number | null {
  const finished = stats.succeeded + stats.failed
  return finished === 0 ? null : stats.succeeded / finished
}

export const formatRate = (rate: number | null): string =>
  rate === null ? '—' : `${(Math.floor(rate * 1000) / 10).toLocaleString(getLocale())} %`

/** A moment to the second: retries are seconds apart, so minutes are not enough. */
export const formatMoment = (iso: string): string => formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' })

export const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

const ERROR_LABELS: Record<(typeof ATTEMPT_ERRORS)[number], string> = {
  timeout: 'Timed out',
  connection_error: 'Connection error',
  redirect: 'Redirect',
  http_status: 'HTTP error',
}

/** An attempt's outcome in a few words: "200", "500", "Timed out", "Redirect (302)". */
export function attemptOutcome(a: Pick<Attempt, 'error' | 'response_status'>): string {
  if (a.error === null || a.error === 'http_status') return a.response_status === null ? '—' : String(a.response_status)
  const label = known(ERROR_LABELS, a.error) ?? a.error
  return a.response_status === null ? label : `${label} (${a.response_status})`
}
