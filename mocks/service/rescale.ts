// Rescheduling when the webhook clock changes speed (`/_mock/time-scale`).
import { iso } from './clock'
import type { ServiceCore } from './core'
import { resumeRefreshes } from './domain/catalog'
import { attempt, liveEngine } from './domain/deliveries'

/**
 * A new speed for the webhook clock. Waits already running shrink or grow with it
 * (a five-hour retry at 3600× comes in five seconds), so the change shows at once.
 * Attempts due now or in flight are left alone.
 */
export function setTimeScale(svc: ServiceCore, next: number): void {
  const previous = svc.config.timeScale
  svc.config.timeScale = next
  if (previous === next) return
  const now = svc.now()
  const rescale = (due: number) => now + Math.max(1, Math.round(((due - now) * previous) / next))
  rescheduleRetries(svc, now, rescale)
  // The old completion jobs see a different end time and do nothing.
  if (rescaleRefreshes(svc, now, rescale)) resumeRefreshes(svc)
}

function rescheduleRetries(svc: ServiceCore, now: number, rescale: (due: number) => number): void {
  const en = liveEngine(svc)
  for (const d of svc.store.deliveriesById.values()) {
    if (d.status !== 'pending' || d.next_attempt_at === null || d.job == null) continue
    const due = Date.parse(d.next_attempt_at)
    if (due <= now) continue
    svc.clock.scheduler.cancel(d.job)
    const at = rescale(due)
    const id = d.id
    d.next_attempt_at = iso(at)
    d.job = svc.clock.scheduler.at(at, () => attempt(en, id, 'scheduled'))
  }
}

/** Moves the end of every refresh still running; true when there was one. */
function rescaleRefreshes(svc: ServiceCore, now: number, rescale: (due: number) => number): boolean {
  let refreshes = false
  for (const kb of svc.store.knowledgeBases.values())
    for (const [sourceId, pending] of Object.entries(kb.refreshing ?? {}))
      if (pending.until > now) {
        kb.refreshing = { ...kb.refreshing, [sourceId]: { ...pending, until: rescale(pending.until) } }
        refreshes = true
      }
  return refreshes
}
