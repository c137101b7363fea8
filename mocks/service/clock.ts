// The mock's clock and job scheduler. Real time plus whatever was advanced; tests
// use a manual clock so hours of retries pass in milliseconds.
import { iso as isoOf } from './domain/figures'

export interface Clock {
  now(): number
  /** Move time forward; due jobs run in order. */
  advance(ms: number): Promise<void>
}

interface Job {
  id: number
  due: number
  run: () => void | Promise<void>
}

/**
 * Jobs due by the clock (delivery retries, refresh completions). `runDue` is
 * called by `advance` and, with a real clock, by the adapter's timer.
 */
export class Scheduler {
  private jobs: Job[] = []
  private seq = 0
  private running: Promise<void> | null = null
  /** Called when the earliest due time changes, so an adapter can arm one timer. */
  onChange: (() => void) | null = null

  constructor(private readonly nowFn: () => number) {}

  at(due: number, run: Job['run']): number {
    const id = ++this.seq
    // In place by due time, after every job due no later: ids only grow, so jobs due together
    // run in the order they were set. Arming every pending delivery after a seed or a restore
    // adds many at once, each of which used to sort the whole list.
    let lo = 0
    let hi = this.jobs.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.jobs[mid] as Job).due <= due) lo = mid + 1
      else hi = mid
    }
    this.jobs.splice(lo, 0, { id, due, run })
    this.onChange?.()
    return id
  }

  cancel(id: number | null | undefined): void {
    if (id == null) return
    const i = this.jobs.findIndex((j) => j.id === id)
    if (i >= 0) this.jobs.splice(i, 1)
  }

  clear(): void {
    this.jobs = []
  }

  nextDue(): number | null {
    return this.jobs[0]?.due ?? null
  }

  get size(): number {
    return this.jobs.length
  }

  /** Runs every job due by now, including jobs that due jobs schedule for now or earlier. */
  runDue(): Promise<void> {
    // Serialised so a timer tick and an explicit advance never run one job twice.
    const prev = this.running ?? Promise.resolve()
    const next = prev.then(async () => {
      for (;;) {
        const job = this.jobs[0]
        if (!job || job.due > this.nowFn()) break
        this.jobs.shift()
        await job.run()
      }
    })
    this.running = next.finally(() => {
      if (this.running === next) this.running = null
    })
    return next
  }
}

/** Real time plus an offset that `advance` grows. */
export class OffsetClock implements Clock {
  offset = 0
  scheduler: Scheduler
  constructor(private readonly base: () => number = Date.now) {
    this.scheduler = new Scheduler(() => this.now())
  }
  now(): number {
    return this.base() + this.offset
  }
  async advance(ms: number): Promise<void> {
    // Step through due jobs one by one so each runs at (about) its own time.
    const target = this.now() + ms
    for (;;) {
      const due = this.scheduler.nextDue()
      if (due == null || due > target) break
      if (due > this.now()) this.offset += due - this.now()
      await this.scheduler.runDue()
    }
    if (target > this.now()) this.offset += target - this.now()
    await this.scheduler.runDue()
  }
}

/** A clock that moves only when told: for tests. */
export function manualClock(start: number): OffsetClock {
  return new OffsetClock(() => start)
}

let lastMs = Number.NaN
let lastIso = ''

/**
 * The same string as `toISOString`, written several times faster (the webhook seed writes
 * thousands). The engine often writes one instant several times in a row: a delivery's
 * creation, its first attempt and when that attempt is due.
 */
export function iso(ms: number): string {
  if (ms !== lastMs) {
    lastIso = isoOf(ms)
    lastMs = ms
  }
  return lastIso
}
