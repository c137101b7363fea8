// SVG bar and line charts that come with their own data table: hidden for sighted users
// until they ask ("Table"), always there for screen readers. No chart library: the
// charts here are simple, and an SVG of our own costs no bytes and follows the theme tokens.
import { useId, useState, type ReactNode } from 'react'
import { UNSHOWN } from '../../lib/format'
import { Button } from '../ui/button'
import {
  axisTicks,
  drawnTotal,
  lineDomain,
  linePoints,
  lineRuns,
  seriesFill,
  skippedPoints,
  stackBars,
  total,
  type ChartDatum,
  type ChartScale,
  type ChartSeries,
  type SkippedPoint,
} from './chart-data'

const W = 600
const H = 140

export interface ChartProps {
  /** What the chart shows, said once: the figure's caption and the table's. */
  caption: string
  series: readonly ChartSeries[]
  data: readonly ChartDatum[]
  /** How a value reads in the table and tooltips: `formatCredits`, `formatCount`… */
  format: (value: number) => string
  /** Header of the table's first column: "Day". */
  xLabel: string
  /** Shown under the caption on screen, e.g. the unit: "credits per day (UTC)". */
  note?: ReactNode
  /** Tailwind height class of the drawing. */
  heightClass?: string
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null
  return (
    <ul className="text-fg-muted flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-2.5">
            <rect width="10" height="10" rx="2" className={seriesFill(series, i)} />
          </svg>
          <bdi className="wrap-anywhere">{s.label}</bdi>
        </li>
      ))}
    </ul>
  )
}

function XAxis({ data }: { data: readonly ChartDatum[] }) {
  const ticks = axisTicks(data.length)
  return (
    <div aria-hidden="true" className="text-fg-muted relative mt-1 h-4 text-xs">
      {ticks.map((i) => {
        const d = data[i]
        if (!d) return null
        const left = data.length === 1 ? 50 : ((i + 0.5) / data.length) * 100
        const align = i === 0 ? 'translate-x-0' : i === data.length - 1 ? '-translate-x-full' : '-translate-x-1/2'
        return (
          <span
            key={d.key}
            className={`absolute whitespace-nowrap ${align}`}
            style={{ left: i === 0 ? 0 : i === data.length - 1 ? '100%' : `${left}%` }}
          >
            {d.short ?? d.label}
          </span>
        )
      })}
    </div>
  )
}

function ChartTable({
  caption,
  series,
  data,
  format,
  xLabel,
  visible,
  skipped,
}: ChartProps & { visible: boolean; skipped: readonly SkippedPoint[] }) {
  const withTotal = series.length > 1
  const isSkipped = (key: string, s: number) => skipped.some((p) => p.key === key && p.series === s)
  return (
    // Scrolled with the keyboard too: focusable while it is the visible, scrolling table.
    // `data-chart-table`: a printed statement shows it under the chart (statements/print.css).
    <div
      data-chart-table
      className={visible ? 'max-h-80 overflow-auto' : 'sr-only'}
      {...(visible ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-line text-fg-muted border-b text-start text-xs">
            <th scope="col" className="py-1.5 pe-3 font-medium">
              {xLabel}
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="py-1.5 pe-3 text-end font-medium wrap-anywhere">
                <bdi>{s.label}</bdi>
              </th>
            ))}
            {withTotal ? (
              <th scope="col" className="py-1.5 text-end font-medium">
                Total
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key} className="border-line border-b last:border-0">
              <th scope="row" className="text-fg py-1 pe-3 text-start font-normal whitespace-nowrap">
                {d.label}
              </th>
              {series.map((s, i) => (
                <td key={s.key} className="text-fg py-1 pe-3 text-end tabular-nums">
                  {format(d.values[i] ?? 0)}
                  {isSkipped(d.key, i) ? <span className="text-fg-muted text-xs"> (not drawn)</span> : null}
                </td>
              ))}
              {withTotal ? (
                <td className="text-fg py-1 text-end font-medium tabular-nums">{format(total(d))}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The values the drawing left out, named under it with why, and pointing to the table, which lists
 * them as text. A chart that throws on one value takes its whole screen down; this one says so.
 */
function SkippedNote({
  id,
  skipped,
  series,
  format,
}: {
  id: string
  skipped: readonly SkippedPoint[]
  series: readonly ChartSeries[]
  format: (value: number) => string
}) {
  if (skipped.length === 0) return null
  const items = skipped.map((p) => {
    const name = series.length > 1 ? `${p.label}, ${series[p.series]?.label ?? ''}` : p.label
    const value = format(p.value)
    return `${name}${value === UNSHOWN ? '' : `: ${value}`} (${p.reason})`
  })
  return (
    <p id={id} className="text-fg-muted border-warning border-s-2 ps-2 text-xs">
      <span className="text-fg font-medium">
        {skipped.length === 1 ? 'One value is not drawn' : `${skipped.length} values are not drawn`}
      </span>
      ; the table lists {skipped.length === 1 ? 'it' : 'them'}: {items.join('; ')}.
    </p>
  )
}

/** The frame both charts share: caption, legend, the note of skipped values, the Chart/Table switch and the table. */
function ChartFrame({
  props,
  skipped,
  drawing,
}: {
  props: ChartProps
  skipped: readonly SkippedPoint[]
  drawing: (labelledBy: string, describedBy: string | undefined) => ReactNode
}) {
  const [asTable, setAsTable] = useState(false)
  const captionId = useId()
  const noteId = useId()
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={captionId}>
      <div className="flex items-start justify-between gap-3">
        <figcaption id={captionId} className="text-fg-muted text-xs">
          <span className="sr-only">{props.caption}. </span>
          {props.note}
        </figcaption>
        <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </div>
      {asTable ? null : (
        <div>
          {drawing(captionId, skipped.length > 0 ? noteId : undefined)}
          <XAxis data={props.data} />
          <div className="mt-2">
            <Legend series={props.series} />
          </div>
        </div>
      )}
      <SkippedNote id={noteId} skipped={skipped} series={props.series} format={props.format} />
      <ChartTable {...props} visible={asTable} skipped={skipped} />
    </figure>
  )
}

const tooltip = (d: ChartDatum, series: readonly ChartSeries[], format: (v: number) => string) =>
  series.length > 1
    ? `${d.label}: ${series.map((s, i) => `${s.label} ${format(d.values[i] ?? 0)}`).join(', ')}`
    : `${d.label}: ${format(d.values[0] ?? 0)}`

/**
 * The drawing area: stretched to the width, named by the chart's caption, with the x axis along
 * its foot and the range's labels (read from the table, so hidden here) at its left.
 */
function Plot({
  heightClass,
  labelledBy,
  describedBy,
  top,
  bottom,
  children,
}: {
  heightClass: string
  labelledBy: string
  describedBy: string | undefined
  top: ReactNode
  bottom?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="text-fg-muted absolute start-0 top-0 text-[11px] tabular-nums">
        {top}
      </span>
      {bottom !== undefined ? (
        <span aria-hidden="true" className="text-fg-muted absolute start-0 bottom-0 text-[11px] tabular-nums">
          {bottom}
        </span>
      ) : null}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className={`w-full ${heightClass}`}
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        <line x1="0" x2={W} y1={H - 0.5} y2={H - 0.5} className="stroke-line" strokeWidth="1" />
        {children}
      </svg>
    </div>
  )
}

/** Stacked bars: one bar per datum, one segment per series, from zero up; other values are skipped and named. */
export function BarChart(props: ChartProps) {
  const { data, series, format, heightClass = 'h-36' } = props
  // The top band is left for the max label; bars stand on the axis.
  const bars = stackBars(data, W, H - 18).map((b) => ({ ...b, y: b.y + 18 }))
  const slot = W / Math.max(1, data.length)
  const peak = Math.max(0, ...data.map((d) => drawnTotal(d)))
  const skipped = skippedPoints(data, 'magnitude')
  // An empty slot reads as a day of zero: a skipped one gets a dashed stub on the axis instead.
  const skippedSlots = new Set(skipped.map((p) => p.key))
  const stub = Math.max(1, Math.min(slot * 0.72, 48))
  return (
    <ChartFrame
      props={props}
      skipped={skipped}
      drawing={(labelledBy, describedBy) => (
        <Plot
          heightClass={heightClass}
          labelledBy={labelledBy}
          describedBy={describedBy}
          top={peak > 0 ? format(peak) : null}
        >
          {bars.map((b) => (
            <rect
              key={b.key}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
              rx="1.5"
              className={seriesFill(series, b.series)}
            />
          ))}
          {data.map((d, i) =>
            skippedSlots.has(d.key) ? (
              <rect
                key={d.key}
                x={i * slot + (slot - stub) / 2}
                y={H - 16}
                width={stub}
                height={15}
                className="text-warning"
                stroke="currentColor"
                fill="none"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
            ) : null,
          )}
          {/* Full-height hover targets, so a thin bar still shows its tooltip. */}
          {data.map((d, i) => (
            <rect key={d.key} x={i * slot} y={0} width={slot} height={H} className="fill-transparent">
              <title>{tooltip(d, series, format)}</title>
            </rect>
          ))}
        </Plot>
      )}
    />
  )
}

/** A line over the first series (a balance over time), with its range marked at the left. */
export function LineChart(props: ChartProps) {
  const { data, series, format, heightClass = 'h-36' } = props
  // Bands above and below the line keep it clear of the max and min labels.
  const pad = 18
  const scale: ChartScale = 'signed'
  const points = linePoints(data, W, H - pad * 2).map((p) => ({ ...p, y: p.y + pad }))
  const { min, max } = lineDomain(data.map((d) => d.values[0] ?? 0))
  // A skipped point breaks the line: each run is drawn on its own, never bridged across the gap.
  const runs = lineRuns(points)
  const at = (p: { x: number; y: number }) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`
  // A run of one point has no segment to draw: a short level dash marks it instead.
  const path = runs
    .map((run) =>
      run.length === 1 && run[0]
        ? `M${at({ x: Math.max(0, run[0].x - 4), y: run[0].y })} L${at({ x: Math.min(W, run[0].x + 4), y: run[0].y })}`
        : run.map((p, i) => `${i === 0 ? 'M' : 'L'}${at(p)}`).join(' '),
    )
    .join(' ')
  // Filled down to the axis only when unbroken: a fill across a gap would draw the value skipped.
  const first = points[0]
  const last = points[points.length - 1]
  const area =
    runs.length === 1 && first && last && points.length > 1
      ? `${path} L${at({ x: last.x, y: H })} L${at({ x: first.x, y: H })} Z`
      : ''
  const slot = W / Math.max(1, data.length)
  const firstSeries = data.map((d) => ({ ...d, values: d.values.slice(0, 1) }))
  return (
    <ChartFrame
      props={props}
      skipped={skippedPoints(firstSeries, scale)}
      drawing={(labelledBy, describedBy) => (
        <Plot
          heightClass={heightClass}
          labelledBy={labelledBy}
          describedBy={describedBy}
          top={points.length ? format(max) : null}
          bottom={points.length ? format(min) : null}
        >
          {area ? <path d={area} className="fill-chart-1 opacity-10" /> : null}
          <path
            d={path}
            className="stroke-chart-1"
            fill="none"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
          {data.map((d, i) => (
            <rect key={d.key} x={i * slot} y={0} width={slot} height={H} className="fill-transparent">
              <title>{tooltip(d, series.slice(0, 1), format)}</title>
            </rect>
          ))}
        </Plot>
      )}
    />
  )
}
