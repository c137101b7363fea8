// The root of a detail page: its skeleton while the one record loads, the 404 or the error with a
// retry when it does not, and the page once it has. Every detail page answers those three the same
// way, so a new one cannot forget the 404.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { DetailError, type DetailErrorProps } from './detail-error'

export interface DetailQueryProps<T> extends Omit<DetailErrorProps, 'query' | 'children'> {
  /** The record's query. */
  query: UseQueryResult<T, ApiError>
  /** The page's skeleton, usually a `DetailPending` shaped like the page. */
  pending: ReactNode
  /** Why the record is missing, naming the id asked for: the 404 page's text. */
  missing: ReactNode
  /** The page, given the record. */
  children: (record: T) => ReactNode
}

export function DetailQuery<T>({ query, pending, missing, children, ...error }: DetailQueryProps<T>) {
  if (query.isPending) return pending
  if (query.isError)
    return (
      <DetailError query={query} {...error}>
        {missing}
      </DetailError>
    )
  return children(query.data)
}

/** The id a missing record's sentence names: machine text, never translated, left to right. */
export const MissingId = ({ children }: { children: string }) => (
  <code translate="no" dir="ltr" className="font-mono break-all">
    {children}
  </code>
)
