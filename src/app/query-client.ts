// React Query defaults and UI policy for errors: what to retry, how long data stays fresh,
// and the app-wide answers (401 → settings, 402 → trial ended) that no single screen owns.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/errors'
import { mockKeys } from '../api/keys'
import { reportApiError, reportApiSuccess } from './capabilities'

const MAX_RETRIES = 2

/**
 * Asking again helps only when nothing answered or the server failed. A 4xx is
 * the same next time, and a 429 was already waited out by the transport.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.status === 429 || !error.retryable) return false
  return failureCount < MAX_RETRIES
}

/** The mock's controls answer without a key, so their success says nothing about the trial. */
const isApiQuery = (queryKey: readonly unknown[]) => queryKey[0] !== mockKeys.all[0]

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: reportApiError,
      onSuccess: (_data, query) => {
        if (isApiQuery(query.queryKey)) reportApiSuccess()
      },
    }),
    mutationCache: new MutationCache({ onError: reportApiError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
