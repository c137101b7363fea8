import { describe, expect, it } from 'vitest'
import {
  axisTicks,
  drawnTotal,
  lineDomain,
  linePoints,
  lineRuns,
  seriesFill,
  skippedPoints,
  stackBars,
  undrawable,
  type ChartDatum,
} from './chart-data'

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

  it('skips what it cannot draw rather than throw, and scales to what it draws', () => {
    // The month that took a statement down: a day's spend of −3,870,164,634,330.021 credits.
    const data = [day('a', 10), day('b', -3_870_164_634_330_021), day('c', 20, Number.NaN)]
    const bars = stackBars(data, 300, 100, 0)
    expect(bars.map((b) => [b.key, b.height])).toEqual([
      ['a:0', 50],
      ['c:0', 100],
    ])
    expect(drawnTotal(data[2]!)).toBe(20)
    expect(skippedPoints(data, 'magnitude')).toEqual([
      { key: 'b', label: 'b', series: 0, value: -3_870_164_634_330_021, reason: undrawable(-1, 'magnitude') },
      { key: 'c', label: 'c', series: 1, value: Number.NaN, reason: 'not_a_number' },
    ])
  })

  it('names why a value is not drawn', () => {
    expect(undrawable(0, 'magnitude')).toBeNull()
    expect(undrawable(Number.MAX_SAFE_INTEGER, 'magnitude')).toBeNull()
    expect(undrawable(-1, 'signed')).toBeNull()
    expect(undrawable(-1, 'magnitude')).toBe('below_zero')
    expect(undrawable(9_902_286_230_326_938, 'signed')).toBe('too_large')
    expect(undrawable(Number.NEGATIVE_INFINITY, 'signed')).toBe('too_large')
    expect(undrawable(Number.NaN, 'signed')).toBe('not_a_number')
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

  it('breaks the line at a point it cannot draw, and scales to the points it draws', () => {
    const data = [day('a', 5), day('b', Number.POSITIVE_INFINITY), day('c', 15), day('d', 10)]
    const points = linePoints(data, 300, 50)
    expect(points.map((p) => [p.key, p.index, p.x, p.y])).toEqual([
      ['a', 0, 0, 50],
      ['c', 2, 200, 0],
      ['d', 3, 300, 25],
    ])
    expect(lineRuns(points).map((run) => run.map((p) => p.key))).toEqual([['a'], ['c', 'd']])
    expect(skippedPoints(data, 'signed').map((p) => p.key)).toEqual(['b'])
    expect(lineDomain([Number.NaN])).toEqual({ min: 0, max: 1 })
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

describe('series colours', () => {
  const series = [
    { key: 'a', label: 'A' },
    { key: 'failed', label: 'Failed', tone: 'danger' as const },
    { key: 'c', label: 'C' },
  ]
  it('an outcome takes its tone’s colour; others their position’s', () => {
    expect(seriesFill(series, 1)).toBe('fill-current text-danger')
    expect(seriesFill(series, 0)).toBe('fill-chart-1')
    expect(seriesFill(series, 2)).toBe('fill-chart-3')
  })
})
