// React Query defaults and UI policy for errors: what to retry, how long data stays fresh.
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api/errors'

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
