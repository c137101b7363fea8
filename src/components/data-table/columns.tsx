// Columns that lists share, so each shows the same kind of figure the same way: how many of
// something a row holds, and when the row last changed.
import type { ReactNode } from 'react'
import { formatCount, formatDateTime, formatRelative } from '../../lib/format'
import type { Column } from './data-table'

/** A right-aligned count (inputs, sources, attempts); `hide` names where it folds away on narrow screens. */
export function countColumn<T>(id: string, header: ReactNode, count: (row: T) => number, hide = ''): Column<T> {
  return {
    id,
    header,
    skeletonClassName: 'w-6 ms-auto',
    className: `${hide} text-end tabular-nums`.trim(),
    cell: (row) => formatCount(count(row)),
  }
}

/** When the row last changed, relative to now, with the exact time on hover. */
export function updatedColumn<T extends { updated_at: string }>(hide: string): Column<T> {
  return {
    id: 'updated',
    header: 'Updated',
    skeletonClassName: 'w-20',
    className: `${hide} whitespace-nowrap`,
    cell: (row) => (
      <time dateTime={row.updated_at} title={formatDateTime(row.updated_at)} className="text-fg-muted">
        {formatRelative(row.updated_at)}
      </time>
    ),
  }
}
