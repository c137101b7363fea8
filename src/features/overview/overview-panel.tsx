// The frame every overview panel shares: a titled panel with a link to the screen behind it,
// and one query's skeleton, error and content. Its figures are links into the screen that
// explains them.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { useIsLocked } from '../../app/capabilities'
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

export interface ViewAll {
  label: MessageDescriptor
  to: LinkProps['to']
  search?: LinkProps['search']
  /** A workspace-level screen: a product-locked key cannot open it, so the link is left out for one. */
  workspace?: boolean
}

/** One overview panel as the page lists it: its words, its link, its loading shape, its query and its body. */
export interface OverviewPanelSpec<T, K extends QueryKey> {
  /** Words as messages (`msg`), shown in the language in force. */
  title: MessageDescriptor
  description: MessageDescriptor
  viewAll: ViewAll
  options: () => UseQueryOptions<T, ApiError, T, K>
  skeleton: ReactNode
  className?: string
  /**
   * Renders the answer. A hook, run with the panel: what else the body shows is asked for as the
   * panel shows, not once its answer is in (a query mounted then asks again for a failed answer,
   * and a Retry of this panel would bring back another panel with it).
   */
  useBody: () => (data: T) => ReactNode
}

/** The panel component a spec describes: the query asked for once it shows, its answer in the frame. */
export function overviewPanel<T, K extends QueryKey>({
  title,
  description,
  viewAll,
  options,
  skeleton,
  className,
  useBody,
}: OverviewPanelSpec<T, K>) {
  return function OverviewPanel() {
    const { i18n } = useLingui()
    const query = useQuery(options())
    const locked = useIsLocked()
    const body = useBody()
    return (
      <Panel
        title={i18n._(title)}
        description={i18n._(description)}
        busy={query.isPending}
        className={className}
        actions={
          viewAll.workspace && locked ? null : (
            <Link to={viewAll.to} search={viewAll.search} className={viewAllClass}>
              {i18n._(viewAll.label)}
            </Link>
          )
        }
      >
        <QueryState query={query} skeleton={skeleton}>
          {body}
        </QueryState>
      </Panel>
    )
  }
}
