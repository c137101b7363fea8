import { describe, expect, it } from 'vitest'
import type { Attempt } from '../../../api/contract'
import { attemptsLeft, buildLadder, formatDuration, formatStep, startsNewRun } from './ladder'

const T0 = Date.UTC(2026, 10, 21, 12)
let n = 0
function attempt(at: number, over: Partial<Attempt> = {}): Attempt {
  n++
  return {
    id: `att_${String(n).padStart(8, '0')}`,
    number: n,
    trigger: 'scheduled',
    attempted_at: new Date(at).toISOString(),
    request_headers: {},
    response_status: 500,
    error: 'http_status',
    error_detail: 'The receiver answered 500.',
    duration_ms: 40,
    response_body: 'nope',
    ...over,
  }
}
const ok = { response_status: 200, error: null, error_detail: null } as const
/** Times of a failing run on the schedule: 0, +5 s, +5 min, +30 min, +2 h, +5 h. */
const ladderTimes = (start: number) => {
  const steps = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000]
  let t = start
  return steps.map((s) => (t += s))
}

describe('buildLadder', () => {
  it('a pending delivery: two failed, the next one due, three left', () => {
    n = 0
    const [a, b] = ladderTimes(T0)
    const attempts = [attempt(a ?? 0), attempt(b ?? 0)]
    const next = new Date((b ?? 0) + 300_000).toISOString()
    const runs = buildLadder({ status: 'pending', attempts, next_attempt_at: next })
    expect(runs).toHaveLength(1)
    expect(runs[0]?.slots.map((s) => s.state)).toEqual(['failed', 'failed', 'next', 'left', 'left', 'left'])
    expect(runs[0]?.slots[2]?.dueAt).toBe(next)
    expect(runs[0]?.slots.map((s) => s.delayMs)).toEqual([null, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000])
    expect(attemptsLeft(runs)).toBe(4)
  })

  it('a success ends the ladder; a manual resend sits beside the run', () => {
    n = 0
    const [a, b] = ladderTimes(T0)
    const attempts = [attempt(a ?? 0), attempt((a ?? 0) + 2_000, { trigger: 'manual' }), attempt(b ?? 0, ok)]
    const runs = buildLadder({ status: 'succeeded', attempts, next_attempt_at: null })
    expect(runs[0]?.slots.map((s) => s.state)).toEqual([
      'failed',
      'succeeded',
      'unneeded',
      'unneeded',
      'unneeded',
      'unneeded',
    ])
    expect(runs[0]?.manual.map((m) => m.number)).toEqual([2])
    expect(attemptsLeft(runs)).toBe(0)
  })

  it('six failures end as failed; a recovery hours later starts a second run', () => {
    n = 0
    const times = ladderTimes(T0)
    const attempts = times.map((t) => attempt(t))
    const failed = buildLadder({ status: 'failed', attempts, next_attempt_at: null })
    expect(failed).toHaveLength(1)
    expect(failed[0]?.slots.every((s) => s.state === 'failed')).toBe(true)

    const recoveredAt = (times[5] ?? 0) + 86_400_000
    const again = [...attempts, attempt(recoveredAt, ok)]
    const runs = buildLadder({ status: 'succeeded', attempts: again, next_attempt_at: null })
    expect(runs).toHaveLength(2)
    expect(runs[1]?.recovered).toBe(true)
    expect(runs[1]?.slots[0]?.attempt?.number).toBe(7)
    expect(runs[1]?.slots[0]?.state).toBe('succeeded')
  })

  it('a 410 ends its run at once; the rest are cancelled', () => {
    n = 0
    const runs = buildLadder({
      status: 'failed',
      attempts: [attempt(T0, { response_status: 410 })],
      next_attempt_at: null,
    })
    expect(runs[0]?.slots.map((s) => s.state)).toEqual([
      'failed',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ])
  })

  it('a skipped delivery has six cancelled slots and no attempts', () => {
    const runs = buildLadder({ status: 'skipped', attempts: [], next_attempt_at: null })
    expect(runs).toHaveLength(1)
    expect(runs[0]?.slots.every((s) => s.state === 'cancelled' && s.attempt === null)).toBe(true)
  })
})

describe('startsNewRun', () => {
  it('keeps jittered and somewhat late retries in the run, and honours Retry-After', () => {
    n = 0
    const prev = attempt(T0)
    expect(startsNewRun(prev, 1, attempt(T0 + 5_500))).toBe(false)
    expect(startsNewRun(prev, 1, attempt(T0 + 50_000))).toBe(false)
    expect(startsNewRun(prev, 1, attempt(T0 + 3_600_000))).toBe(true)
    const busy = attempt(T0, { response_status: 503 })
    expect(startsNewRun(busy, 1, attempt(T0 + 3_600_000))).toBe(false)
    expect(startsNewRun(prev, 6, attempt(T0 + 1_000))).toBe(true)
  })
})

describe('formatting', () => {
  it('says steps and durations as people do', () => {
    expect([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000].map(formatStep)).toEqual([
      '5 s',
      '5 min',
      '30 min',
      '2 h',
      '5 h',
    ])
    expect([87, 3_240, 15_000].map(formatDuration)).toEqual(['87 ms', '3.2 s', '15 s'])
  })
})
