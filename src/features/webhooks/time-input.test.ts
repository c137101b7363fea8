import { describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './time-input'

describe('datetime-local values', () => {
  it('round-trip through UTC to the minute, in the local time zone', () => {
    const iso = '2026-11-21T09:30:00.000Z'
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  })

  it('refuses anything that is not a local date and time', () => {
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('yesterday')).toBeNull()
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull()
  })
})
