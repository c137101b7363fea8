import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { idleAfterQuiet } from './timer'

describe('idleAfterQuiet', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('does the idle work once the adapter has been quiet for its time, each answer putting it off', () => {
    let calls = 0
    const idle = idleAfterQuiet({ idle: () => void calls++ }, 1_000)
    idle.soon()
    vi.advanceTimersByTime(900)
    // An answer, 900 ms in: the quiet starts again.
    idle.soon()
    vi.advanceTimersByTime(900)
    expect(calls).toBe(0)
    vi.advanceTimersByTime(100)
    expect(calls).toBe(1)
    vi.advanceTimersByTime(5_000)
    expect(calls).toBe(1)
  })

  it('does nothing once stopped', () => {
    let calls = 0
    const idle = idleAfterQuiet({ idle: () => void calls++ }, 1_000)
    idle.soon()
    idle.stop()
    vi.advanceTimersByTime(5_000)
    expect(calls).toBe(0)
  })
})
