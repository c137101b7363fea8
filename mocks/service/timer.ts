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

/** How long without a request before the service does what it left for later (MockService.idle). */
export const IDLE_MS = 1_000

/**
 * Calls `svc.idle()` once `ms` have passed without a `soon()`: the adapters call `soon` after each
 * answer, so the first screen's burst of requests is answered before the idle work starts.
 */
export function idleAfterQuiet(svc: Pick<MockService, 'idle'>, ms = IDLE_MS): { soon(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    soon() {
      clearTimeout(timer)
      timer = setTimeout(() => svc.idle(), ms)
      // In Node the idle work must not keep a closed server's process alive.
      if (typeof timer === 'object') timer.unref()
    },
    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
