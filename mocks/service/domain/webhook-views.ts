// Stored endpoints and deliveries → contract objects, with the computed stats.
import type { Delivery, WebhookEndpoint } from '../../../src/api/contract'
import { iso } from '../clock'
import type { ServiceCore } from '../core'
import type { StoredDelivery, StoredWebhook } from '../store'

export const STATS_WINDOW_MS = 7 * 86_400_000

/**
 * Deliveries (not attempts) created in the last 7 days by outcome; `skipped` ones
 * were never sent, so they count in none of the three. `last_delivery_at` is the
 * latest attempt of any delivery, however old.
 */
export function webhookStats(svc: ServiceCore, webhookId: string): WebhookEndpoint['stats'] {
  const since = iso(svc.now() - STATS_WINDOW_MS)
  const stats = { succeeded: 0, failed: 0, pending: 0 }
  let last: string | null = null
  for (const d of svc.store.deliveries.get(webhookId) ?? []) {
    if (d.created_at >= since && (d.status === 'succeeded' || d.status === 'failed' || d.status === 'pending'))
      stats[d.status]++
    const latest = d.attempts[d.attempts.length - 1]?.attempted_at
    if (latest && (last === null || latest > last)) last = latest
  }
  return { ...stats, last_delivery_at: last }
}

export function toWebhookView(svc: ServiceCore, wh: StoredWebhook): WebhookEndpoint {
  const { secrets, ...rest } = wh
  const now = svc.now()
  const overlap = secrets.find((s) => s.expires_at !== null && s.expires_at > now)
  return {
    ...rest,
    previous_secret_expires_at: overlap?.expires_at != null ? iso(overlap.expires_at) : null,
    stats: webhookStats(svc, wh.id),
  }
}

export function toDeliveryView(d: StoredDelivery): Delivery {
  const { job: _job, scheduled_attempts: _scheduled, ...rest } = d
  return rest
}
