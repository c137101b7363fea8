// A delivery's attempts drawn as the retry ladder: six scheduled slots per run (the
// first try and five retries), each done, next, left or not needed, with manual resends
// beside the run they interrupted. A recovery starts a new run on the same delivery.
import { t } from '@lingui/core/macro'
import { MAX_SCHEDULED_ATTEMPTS, RETRY_SCHEDULE_MS, type Attempt, type Delivery } from '../../../api/contract'
import { getLocale } from '../../../lib/locale'

/** Retries may land 10 % either side of their step. */
export const JITTER = 0.1
/**
 * Slack for a retry that ran late (a throttled background tab, a busy worker) before a
 * gap is read as a recovery rather than the schedule.
 */
export const LATE_SLACK_MS = 60_000

export type SlotState =
  /** Tried: it succeeded. */
  | 'succeeded'
  /** Tried: it failed. */
  | 'failed'
  /** The one that will run next, at `next_attempt_at`. */
  | 'next'
  /** Still possible after the next one. */
  | 'left'
  /** Not needed: an earlier attempt succeeded (or a manual resend did). */
  | 'unneeded'
  /** Will not run: the endpoint was disabled, or the delivery ended. */
  | 'cancelled'

export interface Slot {
  /** 1–6 within the run. */
  slot: number
  state: SlotState
  attempt: Attempt | null
  /** The nominal wait after the previous slot (null for the first try). */
  delayMs: number | null
  /** When the next slot is due (state `next` only). */
  dueAt: string | null
}

export interface Run {
  slots: Slot[]
  /** Manual resends made while this run was the latest. */
  manual: Attempt[]
  /** The run was started by a recovery (every run after the first). */
  recovered: boolean
}

const delayBefore = (slot: number): number | null => (slot <= 1 ? null : (RETRY_SCHEDULE_MS[slot - 2] ?? null))

const asksToWait = (a: Attempt) => a.response_status === 429 || a.response_status === 503

/**
 * Whether scheduled attempt `next` starts a new run after `prev` (the run's latest
 * scheduled attempt, its `count`-th). A run ends after six attempts or a 410 (which
 * disables the endpoint); otherwise a gap well beyond the step's jittered delay means
 * the delivery ended and `recover` sent it again. A 429/503 may ask for any wait.
 */
export function startsNewRun(prev: Attempt, count: number, next: Attempt): boolean {
  if (count >= MAX_SCHEDULED_ATTEMPTS) return true
  if (prev.response_status === 410) return true
  if (asksToWait(prev)) return false
  const step = delayBefore(count + 1) ?? 0
  const gap = Date.parse(next.attempted_at) - Date.parse(prev.attempted_at)
  return gap > step * (1 + JITTER) + LATE_SLACK_MS
}

/** Scheduled attempts grouped into runs, with manual ones beside the run they followed. */
function group(attempts: readonly Attempt[]): { scheduled: Attempt[]; manual: Attempt[] }[] {
  const runs: { scheduled: Attempt[]; manual: Attempt[] }[] = [{ scheduled: [], manual: [] }]
  for (const a of [...attempts].sort((x, y) => x.number - y.number)) {
    const run = runs[runs.length - 1] ?? { scheduled: [], manual: [] }
    if (a.trigger === 'manual') {
      run.manual.push(a)
      continue
    }
    const prev = run.scheduled.at(-1)
    if (prev && startsNewRun(prev, run.scheduled.length, a)) runs.push({ scheduled: [a], manual: [] })
    else run.scheduled.push(a)
  }
  return runs
}

export function buildLadder(delivery: Pick<Delivery, 'status' | 'attempts' | 'next_attempt_at'>): Run[] {
  const groups = group(delivery.attempts)
  return groups.map((g, index) => {
    const latest = index === groups.length - 1
    const succeeded = g.scheduled.some((a) => a.error === null) || g.manual.some((a) => a.error === null)
    let nextPlaced = false
    const slots: Slot[] = []
    for (let slot = 1; slot <= MAX_SCHEDULED_ATTEMPTS; slot++) {
      const attempt = g.scheduled[slot - 1] ?? null
      let state: SlotState
      let dueAt: string | null = null
      if (attempt) state = attempt.error === null ? 'succeeded' : 'failed'
      else if (succeeded) state = 'unneeded'
      else if (latest && delivery.status === 'pending') {
        if (!nextPlaced) {
          state = 'next'
          dueAt = delivery.next_attempt_at
          nextPlaced = true
        } else state = 'left'
      } else state = 'cancelled'
      slots.push({ slot, state, attempt, delayMs: delayBefore(slot), dueAt })
    }
    return { slots, manual: g.manual, recovered: index > 0 }
  })
}

/** Scheduled attempts the latest run may still make (the next one included). */
export function attemptsLeft(runs: readonly Run[]): number {
  const latest = runs.at(-1)
  return latest ? latest.slots.filter((s) => s.state === 'next' || s.state === 'left').length : 0
}

const figure = (n: number) => n.toLocaleString(getLocale())

/** "5 s", "5 min", "2 h": a retry step as people say it, in the reader's language (called from render). */
export function formatStep(ms: number): string {
  if (ms < 60_000) {
    const seconds = figure(Math.round(ms / 1000))
    return t`${seconds} s`
  }
  if (ms < 3_600_000) {
    const minutes = figure(Math.round(ms / 60_000))
    return t`${minutes} min`
  }
  const hours = figure(Math.round((ms / 3_600_000) * 10) / 10)
  return t`${hours} h`
}

/** A duration in ms as "87 ms", "3.2 s", "15 s", in the reader's language (called from render). */
export function formatDuration(ms: number): string {
  if (ms < 1000) {
    const milliseconds = figure(ms)
    return t`${milliseconds} ms`
  }
  const seconds = figure(Math.round(ms / 100) / 10)
  return t`${seconds} s`
}
