// One timer that runs the service's jobs on time, for the adapters that run on real time:
// the Node server and the browser worker.
import type { MockService } from './core'

/** The largest delay setTimeout honours; a later job is re-armed when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SchedulerTimer {
  /** Re-arms for the earliest due job: after a request that may have moved the clock or cleared jobs. */
  arm(): void
  stop(): void
}

/**
 * Runs retries, refreshes and live traffic on time without polling: one timer for the earliest
 * due job, re-armed when the schedule changes, after every tick, and whenever the adapter asks.
 */
export function driveScheduler(
  svc: MockService,
  hooks: { onError: (e: unknown) => void; afterTick?: () => void },
): SchedulerTimer {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const arm = () => {
    clearTimeout(timer)
    timer = undefined
    const due = svc.clock.scheduler.nextDue()
    if (stopped || due == null) return
    timer = setTimeout(
      () => {
        timer = undefined
        void svc
          .tick()
          .catch(hooks.onError)
          .finally(() => {
            hooks.afterTick?.()
            arm()
          })
      },
      Math.min(Math.max(0, due - svc.now()), MAX_TIMER_MS),
    )
    // In Node a pending retry must not keep a closed server's process alive.
    if (typeof timer === 'object') timer.unref()
  }
  svc.clock.scheduler.onChange = arm
  arm()
  return {
    arm,
    stop() {
      stopped = true
      clearTimeout(timer)
      if (svc.clock.scheduler.onChange === arm) svc.clock.scheduler.onChange = null
    },
  }
}
