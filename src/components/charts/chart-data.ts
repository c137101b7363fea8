// The shapes every chart takes, and the pure geometry behind them (unit-tested without a DOM).

/**
 * One series of a chart. Its colour comes from its position (chart-1 … chart-6, then repeating),
 * unless it stands for an outcome: then `tone` gives it the outcome's colour, as its badge has
 * ("Failed" is red wherever it appears).
 */
export interface ChartSeries {
  key: string
  label: string
  tone?: SeriesTone
}

export type SeriesTone = 'neutral' | 'success' | 'warning' | 'danger'

/** One point on the time axis (a day), with one value per series, in series order; a chart's data runs oldest first. */
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
export const seriesIndex = (i: number): number => i % SERIES_FILL.length

// `currentColor` carries a tone, so the chart reuses the tones' text colours and adds no rules of its own.
const TONE_COLOR: Record<SeriesTone, string> = {
  neutral: 'text-fg-muted',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
}

/** The classes that colour series `i` (its bars and its legend's swatch): its tone's, or its position's. */
export const seriesFill = (series: readonly ChartSeries[], i: number): string => {
  const tone = series[i]?.tone
  return tone ? `fill-current ${TONE_COLOR[tone]}` : (SERIES_FILL[seriesIndex(i)] ?? SERIES_FILL[0])
}

export const total = (d: ChartDatum): number => d.values.reduce((a, b) => a + b, 0)

/** What a chart takes for a scale: bars stand on zero; a line may go below it (a balance). */
export type ChartScale = 'magnitude' | 'signed'

/** A value a chart left out of its drawing; its table still lists it. */
export interface SkippedPoint {
  /** The datum's key and label ("Sat, Oct 3"). */
  key: string
  label: string
  /** Index of the series in the chart's series. */
  series: number
  value: number
  /** Why: the chart says it in the reader's words. */
  reason: Undrawable
}

/** Why a value is left out of a drawing. */
export type Undrawable = 'not_a_number' | 'too_large' | 'below_zero'

/**
 * Why `value` cannot be drawn on `scale`, or null when it can. Beyond ±(2^53 − 1) a number is no
 * longer the figure the server sent, so it is not drawn either: its bar would be a guess.
 */
export function undrawable(value: number, scale: ChartScale): Undrawable | null {
  if (Number.isNaN(value)) return 'not_a_number'
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return 'too_large'
  if (scale === 'magnitude' && value < 0) return 'below_zero'
  return null
}

/** Every value of `data` the chart leaves out, in data and series order. */
export function skippedPoints(data: readonly ChartDatum[], scale: ChartScale): SkippedPoint[] {
  const skipped: SkippedPoint[] = []
  for (const d of data)
    d.values.forEach((value, series) => {
      const reason = undrawable(value, scale)
      if (reason) skipped.push({ key: d.key, label: d.label, series, value, reason })
    })
  return skipped
}

/** A datum's stack as drawn: its values that can be drawn on `scale`. */
export const drawnTotal = (d: ChartDatum, scale: ChartScale = 'magnitude'): number =>
  d.values.reduce((sum, v) => (undrawable(v, scale) ? sum : sum + v), 0)

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
 * magnitudes: a chart of debits passes them as positive numbers. A value that cannot be
 * drawn (below zero, not finite, beyond the safe range) is left out, never thrown: the chart
 * names it under the drawing (skippedPoints). A non-zero value keeps at least `minHeight`, so
 * a small day is still visible next to a big one.
 */
export function stackBars(data: readonly ChartDatum[], width: number, height: number, minHeight = 2): Bar[] {
  if (data.length === 0) return []
  const max = Math.max(...data.map((d) => drawnTotal(d)))
  const slot = width / data.length
  const barWidth = Math.max(1, Math.min(slot * 0.72, 48))
  const bars: Bar[] = []
  data.forEach((d, i) => {
    let top = height
    d.values.forEach((v, s) => {
      if (v === 0 || max === 0 || undrawable(v, 'magnitude')) return
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
  /** The datum's position in the data: a gap in these is a skipped point, where the line breaks. */
  index: number
  x: number
  y: number
}

/** The range a line is drawn over: its min and max, widened so a flat line sits mid-chart. */
export function lineDomain(values: readonly number[]): { min: number; max: number } {
  const drawn = values.filter((v) => !undrawable(v, 'signed'))
  if (drawn.length === 0) return { min: 0, max: 1 }
  const min = Math.min(...drawn)
  const max = Math.max(...drawn)
  if (min === max) return { min: min - 1, max: max + 1 }
  return { min, max }
}

/** Points of the first series that can be drawn, left to right, y inverted for SVG. */
export function linePoints(data: readonly ChartDatum[], width: number, height: number): LinePoint[] {
  const { min, max } = lineDomain(data.map((d) => d.values[0] ?? 0))
  const step = data.length > 1 ? width / (data.length - 1) : 0
  const points: LinePoint[] = []
  data.forEach((d, i) => {
    const v = d.values[0] ?? 0
    if (undrawable(v, 'signed')) return
    points.push({
      key: d.key,
      index: i,
      x: data.length > 1 ? i * step : width / 2,
      y: height - ((v - min) / (max - min)) * height,
    })
  })
  return points
}

/** The line's runs of neighbouring points: it breaks where a point was skipped rather than bridge it. */
export function lineRuns(points: readonly LinePoint[]): LinePoint[][] {
  const runs: LinePoint[][] = []
  points.forEach((p, i) => {
    const run = runs[runs.length - 1]
    if (run && points[i - 1]?.index === p.index - 1) run.push(p)
    else runs.push([p])
  })
  return runs
}

/**
 * Where along the width (0 to 1, from the left) a point `at` (0 the oldest, 1 the newest) is drawn:
 * time runs in the reading direction, so right to left in a right-to-left language.
 */
export const timeX = (at: number, rtl: boolean): number => (rtl ? 1 - at : at)

/** The axis labels to show under `count` slots: first, last, and up to `inner` evenly between. */
export function axisTicks(count: number, inner = 2): number[] {
  if (count <= 0) return []
  if (count === 1) return [0]
  const ticks = new Set([0, count - 1])
  for (let k = 1; k <= inner; k++) ticks.add(Math.round((k * (count - 1)) / (inner + 1)))
  return [...ticks].sort((a, b) => a - b)
}
