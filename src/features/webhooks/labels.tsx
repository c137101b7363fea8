// Words and badges for endpoint and delivery states, shared by the webhooks screens.
import type { Attempt, Delivery, WebhookEndpoint } from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'
import { formatDate } from '../../lib/format'
import { getLocale } from '../../lib/locale'

export const DISABLED_REASON_TEXT: Record<NonNullable<WebhookEndpoint['disabled_reason']>, string> = {
  manual: 'disabled by hand',
  gone: 'the receiver answered 410 Gone',
  failing: 'five days of failures with no success',
}

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status'> }) {
  return endpoint.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Disabled</Badge>
}

export const DELIVERY_STATUS_LABELS: Record<Delivery['status'], string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  skipped: 'Skipped',
}

const DELIVERY_TONES: Record<Delivery['status'], Tone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
}

export const DELIVERY_STATUS_HINTS: Record<Delivery['status'], string> = {
  pending: 'Retries remain; the next attempt is scheduled.',
  succeeded: 'The receiver answered 2xx.',
  failed: 'Every scheduled attempt failed, or the endpoint was disabled after trying.',
  skipped: 'Never sent: the endpoint was disabled when the event happened.',
}

export function DeliveryStatusBadge({ status }: { status: Delivery['status'] }) {
  return <Badge tone={DELIVERY_TONES[status]}>{DELIVERY_STATUS_LABELS[status]}</Badge>
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

const ERROR_LABELS: Record<NonNullable<Attempt['error']>, string> = {
  timeout: 'Timed out',
  connection_error: 'Connection error',
  redirect: 'Redirect',
  http_status: 'HTTP error',
}

/** An attempt's outcome in a few words: "200", "500", "Timed out", "Redirect (302)". */
export function attemptOutcome(a: Pick<Attempt, 'error' | 'response_status'>): string {
  if (a.error === null || a.error === 'http_status') return a.response_status === null ? '—' : String(a.response_status)
  return a.response_status === null ? ERROR_LABELS[a.error] : `${ERROR_LABELS[a.error]} (${a.response_status})`
}
