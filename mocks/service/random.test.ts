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
  it('writes an id body as 16 base62 characters of the next 16 draws, after its prefix', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
    const byHand = seededRandom(42)
    const expected = Array.from({ length: 16 }, () => alphabet[Math.floor(byHand.next() * 62)]).join('')
    expect(seededRandom(42).idBody()).toBe(expected)
    const prefixed = seededRandom(42)
    expect(prefixed.idBody('prod_')).toBe(`prod_${expected}`)
    expect(prefixed.state()).toBe(byHand.state())
  })
})
