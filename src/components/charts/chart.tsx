// SVG bar and line charts that come with their own data table: hidden for sighted users
// until they ask ("Table"), there for screen readers from the render after the chart's. No
// chart library: the charts here are simple, and an SVG of our own costs no bytes and follows
// the theme tokens. Time runs in the reading direction (right to left in Arabic), and the
// caption says which.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue, useId, useState, type ReactNode } from 'react'
import { useActiveLanguage } from '../../app/i18n/i18n'
import { directionOf } from '../../lib/language'
import { formatList, UNSHOWN } from '../../lib/format'
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
  timeX,
  total,
  type ChartDatum,
  type ChartScale,
  type ChartSeries,
  type SkippedPoint,
  type Undrawable,
} from './chart-data'

const W = 600
const H = 140

export interface ChartProps {
  /** What the chart shows, said once: the figure's caption and the table's. */
  caption: string
  series: readonly ChartSeries[]
  /** Oldest first: drawn from the start edge of the reading direction. */
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

/** Whether time runs right to left here: it follows the language's reading direction. */
const useRtl = (): boolean => directionOf(useActiveLanguage()) === 'rtl'

function XAxis({ data, rtl }: { data: readonly ChartDatum[]; rtl: boolean }) {
  const ticks = axisTicks(data.length)
  const last = data.length - 1
  return (
    <div aria-hidden="true" className="text-fg-muted relative mt-1 h-4 text-xs">
      {ticks.map((i) => {
        const d = data[i]
        if (!d) return null
        // The oldest and the newest label sit inside the edges; the others centre under their bar.
        const x = timeX(i === 0 ? 0 : i === last ? 1 : (i + 0.5) / data.length, rtl)
        const align = x === 0 ? '' : x === 1 ? '-translate-x-full' : '-translate-x-1/2'
        return (
          <span
            key={d.key}
            data-axis-label={d.key}
            className={`absolute whitespace-nowrap ${align}`}
            style={{ left: `${x * 100}%` }}
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
  const { t } = useLingui()
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
                <Trans>Total</Trans>
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
                  {isSkipped(d.key, i) ? <span className="text-fg-muted text-xs"> {t`(not drawn)`}</span> : null}
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
  const { i18n, t } = useLingui()
  if (skipped.length === 0) return null
  const items = skipped.map((p) => {
    const day = p.label
    const seriesName = series[p.series]?.label ?? ''
    const name = series.length > 1 ? t`${day}, ${seriesName}` : day
    const value = format(p.value)
    const reason = i18n._(REASONS[p.reason])
    return value === UNSHOWN ? t`${name} (${reason})` : t`${name}: ${value} (${reason})`
  })
  const list = formatList(items, 'unit', i18n.locale)
  const count = skipped.length
  const lead = 'text-fg font-medium'
  return (
    <p id={id} className="text-fg-muted border-warning border-s-2 ps-2 text-xs">
      <Plural
        value={count}
        one={
          <Trans>
            <span className={lead}>One value is not drawn</span>; the table lists it: {list}.
          </Trans>
        }
        other={
          <Trans>
            <span className={lead}># values are not drawn</span>; the table lists them: {list}.
          </Trans>
        }
      />
    </p>
  )
}

/** Why a value is left out, in the reader's words. */
const REASONS: Record<Undrawable, MessageDescriptor> = {
  not_a_number: msg`not a number`,
  too_large: msg`too large to draw`,
  below_zero: msg`below zero: the bars start at zero`,
}

/** The frame both charts share: caption, legend, the note of skipped values, the Chart/Table switch and the table. */
function ChartFrame({
  props,
  skipped,
  drawing,
}: {
  props: ChartProps
  skipped: readonly SkippedPoint[]
  drawing: (labelledBy: string, describedBy: string | undefined, rtl: boolean) => ReactNode
}) {
  const { t } = useLingui()
  const [asTable, setAsTable] = useState(false)
  // The table, which only screen readers meet until asked for, is made in a render of its own
  // after the chart's: a screen's first paint does not wait for its rows.
  const tableMade = useDeferredValue(true, false)
  const captionId = useId()
  const noteId = useId()
  const rtl = useRtl()
  const caption = props.caption
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={captionId}>
      <div className="flex items-start justify-between gap-3">
        <figcaption id={captionId} className="text-fg-muted text-xs">
          <span className="sr-only">{t`${caption}.`} </span>
          {props.note}
          {/* Shown where time runs against the habit of most charts; said to screen readers everywhere. */}
          <span className={rtl ? 'block' : 'sr-only'} data-time-direction={rtl ? 'rtl' : 'ltr'}>
            {' '}
            {rtl
              ? t`Time runs right to left: the newest day is at the left edge.`
              : t`Time runs left to right: the newest day is at the right edge.`}
          </span>
        </figcaption>
        <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t`Show chart` : t`Show table`}
        </Button>
      </div>
      {asTable ? null : (
        <div>
          {drawing(captionId, skipped.length > 0 ? noteId : undefined, rtl)}
          <XAxis data={props.data} rtl={rtl} />
          <div className="mt-2">
            <Legend series={props.series} />
          </div>
        </div>
      )}
      <SkippedNote id={noteId} skipped={skipped} series={props.series} format={props.format} />
      {tableMade && <ChartTable {...props} visible={asTable} skipped={skipped} />}
    </figure>
  )
}

/** A datum's hover text: its day and its values, in the reader's words. */
function Tooltip({
  d,
  series,
  format,
}: {
  d: ChartDatum
  series: readonly ChartSeries[]
  format: (v: number) => string
}) {
  // Hover text, which no first paint shows: made in the render after the chart's, as the table is.
  const made = useDeferredValue(true, false)
  const { i18n, t } = useLingui()
  if (!made) return null
  const day = d.label
  const each = series.map((s, i) => {
    const name = s.label
    const value = format(d.values[i] ?? 0)
    return series.length > 1 ? t`${name}: ${value}` : value
  })
  const values = formatList(each, 'unit', i18n.locale)
  return <title>{t`${day}: ${values}`}</title>
}

/**
 * The drawing area: stretched to the width, named by the chart's caption, with the x axis along
 * its foot and the range's labels (read from the table, so hidden here) at its start, where time
 * starts. Drawn left to right and mirrored whole where time runs right to left.
 */
function Plot({
  heightClass,
  labelledBy,
  describedBy,
  rtl,
  top,
  bottom,
  children,
}: {
  heightClass: string
  labelledBy: string
  describedBy: string | undefined
  rtl: boolean
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
        <g transform={rtl ? `matrix(-1 0 0 1 ${W} 0)` : undefined} data-time-runs={rtl ? 'rtl' : 'ltr'}>
          {children}
        </g>
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
      drawing={(labelledBy, describedBy, rtl) => (
        <Plot
          heightClass={heightClass}
          labelledBy={labelledBy}
          describedBy={describedBy}
          rtl={rtl}
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
              <Tooltip d={d} series={series} format={format} />
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
      drawing={(labelledBy, describedBy, rtl) => (
        <Plot
          heightClass={heightClass}
          labelledBy={labelledBy}
          describedBy={describedBy}
          rtl={rtl}
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
              <Tooltip d={d} series={series.slice(0, 1)} format={format} />
            </rect>
          ))}
        </Plot>
      )}
    />
  )
}
