// The shapes every chart takes, and the pure geometry behind them (unit-tested without a DOM).

/** One series of a chart; its colour comes from its position (chart-1 … chart-6, then repeating). */
export interface ChartSeries {
  key: string
  label: string
}

/** One point on the x axis: a day, a product…, with one value per series, in series order. */
export interface ChartDatum {
  key: string
  /** Full label, for the table and the tooltip: "Sat, Nov 21". */
  label: string
  /** Short label for the axis: "Nov 21"; the full label when absent. */
  short?: string
  values: readonly number[]
}

export const SERIES_FILL = [
  'fill-chart-1',
  'fill-chart-2',
  'fill-chart-3',
  'fill-chart-4',
  'fill-chart-5',
  'fill-chart-6',
] as const
export const SERIES_BG = ['bg-chart-1', 'bg-chart-2', 'bg-chart-3', 'bg-chart-4', 'bg-chart-5', 'bg-chart-6'] as const
export const seriesIndex = (i: number): number => i % SERIES_FILL.length

export const total = (d: ChartDatum): number => d.values.reduce((a, b) => a + b, 0)

export interface Bar {
  key: string
  series: number
  x: number
  y: number
  width: number
  height: number
}

/**
 * Stacked bars in a `width` × `height` box, scaled to the tallest stack. Values are
 * magnitudes: a chart of debits passes them as positive numbers. A non-zero value keeps
 * at least `minHeight` so a small day is still visible next to a big one.
 */
export function stackBars(data: readonly ChartDatum[], width: number, height: number, minHeight = 2): Bar[] {
  if (data.length === 0) return []
  for (const d of data)
    for (const v of d.values) if (!(v >= 0)) throw new RangeError(`Bar values must be ≥ 0 (got ${v} at ${d.key})`)
  const max = Math.max(...data.map(total))
  const slot = width / data.length
  const barWidth = Math.max(1, Math.min(slot * 0.72, 48))
  const bars: Bar[] = []
  data.forEach((d, i) => {
    let top = height
    d.values.forEach((v, s) => {
      if (v === 0 || max === 0) return
      const h = Math.max(minHeight, (v / max) * height)
      top -= h
      bars.push({
        key: `${d.key}:${s}`,
        series: s,
        x: i * slot + (slot - barWidth) / 2,
        y: top,
        width: barWidth,
        height: h,
      })
    })
  })
  return bars
}

export interface LinePoint {
  key: string
  x: number
  y: number
}

/** The range a line is drawn over: its min and max, widened so a flat line sits mid-chart. */
export function lineDomain(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 }
  const min = Math.min(...values)
  const max = Math.max(...values)
  if (min === max) return { min: min - 1, max: max + 1 }
  return { min, max }
}

/** Points of the first series, left to right, y inverted for SVG. */
export function linePoints(data: readonly ChartDatum[], width: number, height: number): LinePoint[] {
  const values = data.map((d) => d.values[0] ?? 0)
  const { min, max } = lineDomain(values)
  const step = data.length > 1 ? width / (data.length - 1) : 0
  return data.map((d, i) => ({
    key: d.key,
    x: data.length > 1 ? i * step : width / 2,
    y: height - (((d.values[0] ?? 0) - min) / (max - min)) * height,
  }))
}

/** The axis labels to show under `count` slots: first, last, and up to `inner` evenly between. */
export function axisTicks(count: number, inner = 2): number[] {
  if (count <= 0) return []
  if (count === 1) return [0]
  const ticks = new Set([0, count - 1])
  for (let k = 1; k <= inner; k++) ticks.add(Math.round((k * (count - 1)) / (inner + 1)))
  return [...ticks].sort((a, b) => a - b)
}
