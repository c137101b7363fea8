// A detail page's skeleton while its one record loads: the breadcrumb and title, then the page's
// panels where they will stand (a main column, a side column, full-width panels below), so the
// record paints in place of the grey blocks instead of pushing them around.
import { Skeleton } from './skeleton'

export interface DetailPendingProps {
  /** Read by screen readers: "Loading the tool…". */
  label: string
  /** The main column's panels, top to bottom, as Tailwind heights. */
  main: string[]
  /** The side column's panels; without it the main column is the page's width. */
  side?: string[]
  /** Full-width panels under the columns. */
  below?: string[]
}

const panels = (heights: string[]) => heights.map((h, i) => <Skeleton key={i} className={`${h} rounded-lg`} />)

export function DetailPending({ label, main, side, below = [] }: DetailPendingProps) {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-6xl flex-col gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-64 max-w-full" />
      {side ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex flex-col gap-4 lg:col-span-2">{panels(main)}</div>
          <div className="flex flex-col gap-4">{panels(side)}</div>
        </div>
      ) : (
        panels(main)
      )}
      {panels(below)}
    </div>
  )
}
