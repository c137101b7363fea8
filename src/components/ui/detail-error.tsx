// A detail page whose one record did not load: a 404 page when it does not exist (or the key
// cannot see it), otherwise the error with a retry under a heading that names the record.
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { FailedPage, NotFoundPage, type BackLink } from './page-message'

export interface DetailErrorProps {
  /** The record's query, once it failed. */
  query: { error: ApiError; refetch: () => unknown; isFetching: boolean }
  /** "The tool could not be loaded". */
  failedTitle: string
  /** "No such tool". */
  notFoundTitle: string
  /** Where to go instead of the missing record, e.g. the list. */
  back: BackLink
  /** Why the record is missing, naming the id asked for. */
  children: ReactNode
}

export function DetailError({ query, failedTitle, notFoundTitle, back, children }: DetailErrorProps) {
  if (query.error.code === 'not_found')
    return (
      <NotFoundPage title={notFoundTitle} back={back}>
        {children}
      </NotFoundPage>
    )
  return (
    <FailedPage
      title={failedTitle}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  )
}
