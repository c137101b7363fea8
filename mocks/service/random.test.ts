import { describe, expect, it } from 'vitest'
import { seededRandom } from './random'

describe('seededRandom', () => {
  it('skips as many draws as it is told, to the state and the draws that follow them', () => {
    for (const [seed, n] of [
      [1, 4],
      [0xc0417e, 1],
      [0xffffffff, 1_000],
    ] as const) {
      const drawn = seededRandom(seed)
      for (let i = 0; i < n; i++) drawn.next()
      const skipped = seededRandom(seed)
      skipped.skip(n)
      expect(skipped.state()).toBe(drawn.state())
      expect([skipped.next(), skipped.next()]).toEqual([drawn.next(), drawn.next()])
    }
  })
})
