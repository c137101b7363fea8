// A detail page whose one record did not load: a 404 page when it does not exist (or the key
// cannot see it), otherwise the error with a retry under a heading that names the record.
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { ErrorNotice } from './error-notice'

const backLinkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

export interface DetailErrorProps {
  /** The record's query, once it failed. */
  query: { error: ApiError; refetch: () => unknown; isFetching: boolean }
  /** "The tool could not be loaded". */
  failedTitle: string
  /** "No such tool". */
  notFoundTitle: string
  /** Where to go instead of the missing record, e.g. the list. */
  back: Pick<LinkProps, 'to' | 'params' | 'search'> & { label: string }
  /** Why the record is missing, naming the id asked for. */
  children: ReactNode
}

export function DetailError({ query, failedTitle, notFoundTitle, back, children }: DetailErrorProps) {
  const { label, ...link } = back
  if (query.error.code === 'not_found')
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-3 py-8 md:py-16">
        <p className="text-accent font-mono text-sm font-semibold">404</p>
        <h1 className="text-fg text-2xl font-semibold tracking-tight">{notFoundTitle}</h1>
        <p className="text-fg-muted">{children}</p>
        <p className="mt-2">
          <Link {...link} className={backLinkClass}>
            {label}
          </Link>
        </p>
      </div>
    )
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="text-fg text-xl font-semibold">{failedTitle}</h1>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </div>
  )
}
