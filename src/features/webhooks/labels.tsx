// Words and badges for endpoint and delivery states, shared by the webhooks screens. The words are
// messages, looked up when shown, so they follow a change of language.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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
import { formatDate, formatPercent } from '../../lib/format'
import { known, oneOf } from '../../lib/known'

type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

const DISABLED_REASON_TEXT: Record<(typeof DISABLED_REASONS)[number], MessageDescriptor> = {
  manual: msg`disabled by hand`,
  gone: msg`the receiver answered 410 Gone`,
  failing: msg`five days of failures with no success`,
}

/** The event types of an endpoint this dashboard can send and edit; newer ones are only shown. */
export const knownEvents = (endpoint: Pick<WebhookEndpoint, 'events'>): EventType[] =>
  endpoint.events.flatMap((e) => oneOf(EVENT_TYPES, e) ?? [])

/** Why an endpoint is disabled, in words; a reason newer than the dashboard as it came. */
export function disabledReasonText(reason: string): string {
  const words = known(DISABLED_REASON_TEXT, reason)
  return words ? t(words) : reason
}

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status'> }) {
  if (endpoint.status === 'active')
    return (
      <Badge tone="success">
        <Trans>Active</Trans>
      </Badge>
    )
  if (endpoint.status === 'disabled')
    return (
      <Badge tone="danger">
        <Trans>Disabled</Trans>
      </Badge>
    )
  return (
    <Badge tone="neutral">
      <span translate="no">{endpoint.status}</span>
    </Badge>
  )
}

const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
  skipped: msg`Skipped`,
}

/** A delivery status in words; one newer than the dashboard as it came. */
export function deliveryStatusLabel(status: string): string {
  const words = known(DELIVERY_STATUS_LABELS, status)
  return words ? t(words) : status
}

export const DELIVERY_TONES = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
} as const satisfies Record<DeliveryStatus, Tone>

const DELIVERY_STATUS_HINTS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg`Retries remain; the next attempt is scheduled.`,
  succeeded: msg`The receiver answered 2xx.`,
  failed: msg`Every scheduled attempt failed, or the endpoint was disabled after trying.`,
  skipped: msg`Never sent: the endpoint was disabled when the event happened.`,
}

/** What a delivery status means, in a sentence; null for a status newer than the dashboard. */
export function deliveryStatusHint(status: string): string | null {
  const words = known(DELIVERY_STATUS_HINTS, status)
  return words ? t(words) : null
}

/** A status newer than the dashboard shows as it came, in a neutral badge. */
export function DeliveryStatusBadge({ status }: { status: Delivery['status'] }) {
  const { i18n } = useLingui()
  const words = known(DELIVERY_STATUS_LABELS, status)
  return (
    <Badge tone={known(DELIVERY_TONES, status) ?? 'neutral'}>
      {words ? i18n._(words) : <span translate="no">{status}</span>}
    </Badge>
  )
}

/** Succeeded out of finished deliveries (pending ones have no outcome yet); null with none. */
export function successRate(stats: Pick<WebhookEndpoint['stats'], 'succeeded' | 'failed'>): number | null {
  const finished = stats.succeeded + stats.failed
  return finished === 0 ? null : stats.succeeded / finished
}

/** Cut, not rounded, to a tenth of a percent: one failure in ten thousand never reads as 100 %. */
export const formatRate = (rate: number | null): string =>
  rate === null ? '—' : formatPercent(Math.floor(rate * 1000) / 1000, 1)

/** A moment to the second: retries are seconds apart, so minutes are not enough. */
export const formatMoment = (iso: string): string => formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * Names in a sentence, as the language lists them ("A, B and C"): each join is a message, so the
 * comma and the "and" are the reader's, and the names stay elements (links).
 */
export function joinedList(items: readonly ReactNode[]): ReactNode {
  const last = items.at(-1)
  if (items.length <= 1) return last ?? null
  let head: ReactNode = items[0]
  for (const item of items.slice(1, -1)) {
    const before = head
    head = (
      <Trans>
        {before}, {item}
      </Trans>
    )
  }
  return (
    <Trans>
      {head} and {last}
    </Trans>
  )
}

export const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

const ERROR_LABELS: Record<(typeof ATTEMPT_ERRORS)[number], MessageDescriptor> = {
  timeout: msg`Timed out`,
  connection_error: msg`Connection error`,
  redirect: msg`Redirect`,
  http_status: msg`HTTP error`,
}

/**
 * An attempt's outcome in a few words: "200", "500", "Timed out", "Redirect (302)". Called from
 * render, so the words are in the language in force.
 */
export function attemptOutcome(a: Pick<Attempt, 'error' | 'response_status'>): string {
  if (a.error === null || a.error === 'http_status') return a.response_status === null ? '—' : String(a.response_status)
  const words = known(ERROR_LABELS, a.error)
  const label = words ? t(words) : a.error
  const status = a.response_status
  return status === null ? label : t`${label} (${status})`
}
