// The frame every overview panel shares: a titled panel with a link to the screen behind it,
// and one query's skeleton, error and content. Its figures are links into the screen that
// explains them.
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { Panel } from '../../components/ui/panel'
import { QueryState } from '../../components/ui/query-state'
import { Skeleton } from '../../components/ui/skeleton'

const viewAllClass =
  'text-accent hover:text-accent-hover text-sm font-medium whitespace-nowrap underline-offset-2 hover:underline'

/** Skeleton lines stacked as the loaded panel will be: one Tailwind size per line. */
export function SkeletonLines({ lines }: { lines: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      {lines.map((size, i) => (
        <Skeleton key={i} className={size} />
      ))}
    </div>
  )
}

/** Four figures over a chart, as the conversations and usage panels lay them out. */
export function FiguresSkeleton({ chart }: { chart: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
      <Skeleton className={chart} />
    </div>
  )
}

export interface OverviewPanelProps<T> {
  title: string
  description: string
  /** The screen the panel summarises; absent where the key may not open it. */
  viewAll: { label: string; to: LinkProps['to']; search?: LinkProps['search'] } | null
  query: UseQueryResult<T, ApiError>
  skeleton: ReactNode
  className?: string
  children: (data: T) => ReactNode
}

export function OverviewPanel<T>({
  title,
  description,
  viewAll,
  query,
  skeleton,
  className,
  children,
}: OverviewPanelProps<T>) {
  return (
    <Panel
      title={title}
      description={description}
      busy={query.isPending}
      className={className}
      actions={
        viewAll ? (
          <Link to={viewAll.to} search={viewAll.search} className={viewAllClass}>
            {viewAll.label}
          </Link>
        ) : null
      }
    >
      <QueryState query={query} skeleton={skeleton}>
        {children}
      </QueryState>
    </Panel>
  )
}
