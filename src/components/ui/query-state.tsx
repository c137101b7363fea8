// One query's three faces in a section: skeleton while pending, the error with a
// retry (or a plain note when the key may not see this), the content once loaded.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { ErrorNotice } from './error-notice'

export interface QueryStateProps<T> {
  query: UseQueryResult<T, ApiError>
  skeleton: ReactNode
  children: (data: T) => ReactNode
}

export function QueryState<T>({ query, skeleton, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton}</>
  if (query.isError) {
    // Asking again cannot help a locked key; it is not an error the user can fix here.
    if (query.error.code === 'key_product_locked')
      return (
        <p className="text-fg-muted text-sm">
          This key is locked to one product, so workspace-level figures are not available with it.
        </p>
      )
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  return <>{children(query.data)}</>
}
