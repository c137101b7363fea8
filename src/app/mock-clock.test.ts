import { afterEach, describe, expect, it } from 'vitest'
import { OffsetClock } from '../../mocks/service/clock'
import { createService } from '../../mocks/service/index'
import { configure, DEMO_BASE_URL } from '../api/config'
import { mockState } from '../api/contract/mock-controls'
import { apiTime, now, setMockOffset } from './mock-clock'

const HOUR = 3_600_000

afterEach(() => {
  configure({ mode: 'demo', baseUrl: DEMO_BASE_URL })
  setMockOffset(0)
})

describe('the API time', () => {
  it('is the browser clock against a real API, whatever offset was last read', () => {
    expect(apiTime('remote', 1_000, 5 * HOUR)).toBe(1_000)
    configure({ mode: 'remote', baseUrl: 'https://api.example.com/v1' })
    setMockOffset(5 * HOUR)
    expect(Math.abs(now() - Date.now())).toBeLessThan(1_000)
  })

  it('in demo mode is the browser clock plus the offset last read', () => {
    expect(apiTime('demo', 1_000, 5 * HOUR)).toBe(1_000 + 5 * HOUR)
    setMockOffset(2 * HOUR)
    expect(Math.abs(now() - (Date.now() + 2 * HOUR))).toBeLessThan(1_000)
  })

  it('matches the mock’s own clock after advancing it, at any speed, as real time passes', async () => {
    let real = Date.parse('2026-03-01T10:00:00Z')
    const svc = createService({ clock: new OffsetClock(() => real) })
    const read = async () => {
      const res = await svc.handle(new Request('http://localhost/_mock'))
      return mockState.parse(await res.json())
    }
    for (const [scale, advance, elapsed] of [
      [1, 0, 0],
      [3_600, 2 * HOUR, 15_000],
      [86_400, 26 * HOUR, 90_000],
    ] as const) {
      await svc.handle(
        new Request('http://localhost/_mock/time-scale', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ time_scale: scale }),
        }),
      )
      await svc.clock.advance(advance)
      real += elapsed
      const state = await read()
      expect(state.time_scale).toBe(scale)
      expect(apiTime('demo', real, state.offset_ms)).toBe(svc.now())
      expect(apiTime('demo', real, state.offset_ms)).toBe(Date.parse(state.now))
    }
  })
})
