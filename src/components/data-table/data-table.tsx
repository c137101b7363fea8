// A generic list table: rows in the API's order (no sorting), a sticky header, one link
// per row (the whole row is its click target), ↑/↓ and j/k to move between rows and
// Enter to open, skeleton rows while loading, and slots for the empty and error states.
import { useRef, type ReactNode } from 'react'
import { Skeleton } from '../ui/skeleton'
import { useShortcut } from '../hooks/keyboard'
import type { UnreadableItem } from '../../api/unreadable'
import { ROW_LINK_ATTR, useKeydownOn } from './row-link'
import { UnreadableRows } from './unreadable-lazy'

export interface Column<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Classes for the header and body cells: alignment, width, `hidden md:table-cell` on narrow screens. */
  className?: string
  /** Width of the skeleton bar in this column while loading. */
  skeletonClassName?: string
}

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  label: string
  columns: Column<T>[]
  rows: readonly T[] | undefined
  rowKey: (row: T) => string
  /** Set while the first page loads: skeleton rows stand in for the data. */
  loading?: boolean
  skeletonRows?: number
  /** Shown across the table instead of rows when the load failed. */
  error?: ReactNode
  /** Shown across the table when there are no rows. */
  empty?: ReactNode
  /** Paging controls under the table. */
  footer?: ReactNode
  /** Marks the rows as stale while a new page or filter loads over them. */
  refreshing?: boolean
  /** Registers j/k as page shortcuts that move into the table from anywhere on the page. */
  shortcuts?: boolean
  /** Items of the page the contract refused: each gets a row of its own after the others. */
  unreadable?: readonly UnreadableItem[]
  className?: string
}

/** Separate borders (so the sticky header keeps its line): each cell draws the line under its row. */
const CELL_BORDER = 'border-line border-b group-last/row:border-b-0'

const NEXT_KEYS = new Set(['ArrowDown', 'j'])
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k'])

function rowLinks(body: HTMLElement | null): HTMLElement[] {
  return body ? [...body.querySelectorAll<HTMLElement>(`tr > td [${ROW_LINK_ATTR}]`)] : []
}

/** One cell across every column, for what stands instead of the rows: the error, or the empty state. */
function WholeRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="p-4">
        {children}
      </td>
    </tr>
  )
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  skeletonRows = 5,
  error,
  empty,
  footer,
  refreshing = false,
  shortcuts = true,
  unreadable = [],
  className = '',
}: DataTableProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)

  const move = (from: HTMLElement | null, step: 1 | -1 | 'first' | 'last') => {
    const links = rowLinks(bodyRef.current)
    if (links.length === 0) return false
    const current = from ? links.findIndex((l) => l.closest('tr') === from.closest('tr')) : -1
    let index: number
    if (step === 'first') index = 0
    else if (step === 'last') index = links.length - 1
    else if (current < 0) index = step === 1 ? 0 : links.length - 1
    else index = Math.min(links.length - 1, Math.max(0, current + step))
    links[index]?.focus()
    return true
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const target = event.target instanceof HTMLElement ? event.target : null
    // Keys typed into a field inside a row (none today) or a menu keep their meaning.
    if (!target || target.closest('input, textarea, select, [role="menu"]')) return
    let step: 1 | -1 | 'first' | 'last' | null = null
    if (NEXT_KEYS.has(event.key)) step = 1
    else if (PREVIOUS_KEYS.has(event.key)) step = -1
    else if (event.key === 'Home') step = 'first'
    else if (event.key === 'End') step = 'last'
    else if (event.key === 'Enter' && !target.matches('a, button')) {
      // Focus on another cell's control's row: Enter opens the row.
      target.closest('tr')?.querySelector<HTMLElement>(`[${ROW_LINK_ATTR}]`)?.click()
      event.preventDefault()
      return
    }
    if (step !== null && move(target, step)) event.preventDefault()
  }

  // Delegated from the rows' links and buttons (the focusable parts).
  useKeydownOn(bodyRef, onKeyDown)

  // From elsewhere on the page, j and k step into the table; inside it the handler above has them first.
  const enter = (step: 1 | -1) => {
    const active = document.activeElement
    const inside = active instanceof HTMLElement && bodyRef.current?.contains(active)
    move(inside ? active : null, step)
  }
  const hasRows = !loading && !error && (rows?.length ?? 0) > 0
  useShortcut('j', () => enter(1), {
    description: 'Next row',
    group: 'Lists',
    enabled: shortcuts && hasRows,
  })
  useShortcut('k', () => enter(-1), {
    description: 'Previous row',
    group: 'Lists',
    enabled: shortcuts && hasRows,
  })

  const span = columns.length
  let body: ReactNode
  if (loading)
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={`skeleton-${i}`} className="group/row">
        {columns.map((c) => (
          <td key={c.id} className={`${CELL_BORDER} px-3 py-3 ${c.className ?? ''}`}>
            <Skeleton className={`h-4 ${c.skeletonClassName ?? 'w-16'}`} />
          </td>
        ))}
      </tr>
    ))
  else if (error) body = <WholeRow span={span}>{error}</WholeRow>
  else if ((!rows || rows.length === 0) && unreadable.length === 0) body = <WholeRow span={span}>{empty}</WholeRow>
  else
    body = (rows ?? []).map((row) => (
      <tr
        key={rowKey(row)}
        className="group/row hover:bg-surface-muted/60 has-[[data-row-link]:focus-visible]:bg-accent-soft/70 has-[[data-row-link]:focus-visible]:outline-focus relative transition-colors has-[[data-row-link]:focus-visible]:outline-2 has-[[data-row-link]:focus-visible]:-outline-offset-2"
      >
        {columns.map((c) => (
          <td key={c.id} className={`${CELL_BORDER} px-3 py-2 align-middle ${c.className ?? ''}`}>
            {c.cell(row)}
          </td>
        ))}
      </tr>
    ))

  return (
    <div className={`border-line bg-surface overflow-hidden rounded-lg border shadow-xs ${className}`}>
      <div className="max-h-[70vh] overflow-auto" aria-busy={loading || refreshing}>
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className={`bg-surface-muted text-fg-muted border-line sticky top-0 z-10 border-b px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap uppercase ${c.className ?? ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef} className={refreshing ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {body}
            {!loading && !error ? <UnreadableRows items={unreadable} span={span} /> : null}
          </tbody>
        </table>
      </div>
      {footer ? <div className="border-line border-t px-3 py-2.5">{footer}</div> : null}
    </div>
  )
}
