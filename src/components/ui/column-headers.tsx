// A table's header row from a list of columns: every header names its column (scope="col") in
// the same weight, so each table states only what differs. A plain label takes the row's `cell`
// classes (padding, alignment); a column that differs says its own.
import type { ReactNode } from 'react'

export type ColumnHeader = string | { label: ReactNode; className: string }

export function ColumnHeaders({
  columns,
  cell = '',
  className,
}: {
  columns: ColumnHeader[]
  cell?: string
  className?: string
}) {
  return (
    <tr className={className}>
      {columns.map((column, i) => {
        const { label, className: own } = typeof column === 'string' ? { label: column, className: cell } : column
        return (
          <th key={i} scope="col" className={`font-medium ${own}`}>
            {label}
          </th>
        )
      })}
    </tr>
  )
}
