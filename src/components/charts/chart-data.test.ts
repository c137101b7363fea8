import { describe, expect, it } from 'vitest'
import { axisTicks, lineDomain, linePoints, stackBars, type ChartDatum } from './chart-data'

const day = (key: string, ...values: number[]): ChartDatum => ({ key, label: key, values })

describe('stackBars', () => {
  it('scales the tallest stack to the full height and stacks series bottom up', () => {
    const bars = stackBars([day('a', 10, 30), day('b', 20, 0)], 200, 100, 0)
    expect(bars.map((b) => [b.key, b.height, b.y])).toEqual([
      ['a:0', 25, 75],
      ['a:1', 75, 0],
      ['b:0', 50, 50],
    ])
    // Two slots of 100 px, bars centred in them.
    const [first, , second] = bars
    expect(first!.x + first!.width / 2).toBe(50)
    expect(second!.x + second!.width / 2).toBe(150)
  })

  it('keeps a tiny non-zero value visible and draws nothing for zero', () => {
    const bars = stackBars([day('a', 1), day('b', 10_000), day('c', 0)], 300, 100)
    expect(bars.find((b) => b.key === 'a:0')?.height).toBe(2)
    expect(bars.some((b) => b.key.startsWith('c'))).toBe(false)
  })

  it('refuses negative values, so debits are never drawn upside down by accident', () => {
    expect(() => stackBars([day('a', -5)], 100, 100)).toThrow(RangeError)
  })

  it('draws nothing for an all-zero chart', () => {
    expect(stackBars([day('a', 0), day('b', 0)], 100, 100)).toEqual([])
  })
})

describe('lines', () => {
  it('maps the lowest value to the bottom and the highest to the top', () => {
    const points = linePoints([day('a', 5), day('b', 15), day('c', 10)], 100, 50)
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [0, 50],
      [50, 0],
      [100, 25],
    ])
  })

  it('puts a flat line in the middle', () => {
    expect(lineDomain([7, 7])).toEqual({ min: 6, max: 8 })
    expect(linePoints([day('a', 7), day('b', 7)], 10, 10).map((p) => p.y)).toEqual([5, 5])
  })
})

it('axisTicks keeps first and last and spreads the rest', () => {
  expect(axisTicks(0)).toEqual([])
  expect(axisTicks(1)).toEqual([0])
  expect(axisTicks(30)).toEqual([0, 10, 19, 29])
  expect(axisTicks(3, 5)).toEqual([0, 1, 2])
})
