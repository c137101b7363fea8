// What a DataTable shows for the query behind it: skeleton rows while the first page loads,
// dimmed rows while another page or filter loads over the last one, and the error with a
// Retry. Spread into the table: `<DataTable {...queryTableState(query)} … />`.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorNotice } from '../ui/error-notice'

export interface QueryTableState {
  loading: boolean
  refreshing: boolean
  error: ReactNode
}

export function queryTableState(query: UseQueryResult<unknown>): QueryTableState {
  return {
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
    error: query.isError ? (
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : null,
  }
}
