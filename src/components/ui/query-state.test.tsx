// @vitest-environment jsdom
// The note under a pending section: a 429 being waited out is counted down, not called slow.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { rateLimitedUntil } from '../../api/client'
import { SLOW_ANSWER_MS, SlowAnswer } from './query-state'

const dom = setupDomRoot()
const note = () => dom.container.querySelector('[role="status"]')?.textContent ?? ''

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }))
afterEach(() => {
  rateLimitedUntil.set(null)
  vi.useRealTimers()
})

describe('SlowAnswer', () => {
  it('counts down a rate-limit wait, then says nothing once it is over', () => {
    act(() => dom.root.render(<SlowAnswer active />))
    expect(note()).toBe('')
    act(() => rateLimitedUntil.set(Date.now() + 12_000))
    expect(note()).toBe('Rate limited, retrying in 12 s…')
    act(() => void vi.advanceTimersByTime(5_000))
    expect(note()).toBe('Rate limited, retrying in 7 s…')
    act(() => rateLimitedUntil.set(null))
    expect(note()).not.toContain('Rate limited')
  })

  it('says a slow answer gives up after the time-out, and stays quiet when inactive', () => {
    act(() => rateLimitedUntil.set(Date.now() + 30_000))
    act(() => dom.root.render(<SlowAnswer active={false} />))
    expect(note()).toBe('')
    act(() => rateLimitedUntil.set(null))
    act(() => dom.root.render(<SlowAnswer active />))
    act(() => void vi.advanceTimersByTime(SLOW_ANSWER_MS))
    expect(note()).toBe('Still working… the API is slow to answer. It gives up after 20 s.')
  })
})
