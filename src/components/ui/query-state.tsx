// One query's three faces in a section: skeleton while pending (with a note once the
// answer is slow or rate limited), the error with a retry (or a plain note when the key may not see
// this), the content once loaded.
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { REQUEST_TIMEOUT_MS, rateLimitedUntil } from '../../api/client'
import type { ApiError } from '../../api/errors'
import { formatCount } from '../../lib/format'
import { ErrorNotice } from './error-notice'

/** After this long without an answer the wait is said out loud, so a slow API never looks stuck. */
export const SLOW_ANSWER_MS = 2_000

/** True once `active` has lasted `ms`; false again as soon as it stops. */
export function useSlow(active: boolean, ms = SLOW_ANSWER_MS): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setSlow(true), ms)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [active, ms])
  return active && slow
}

/**
 * Whole seconds until requests waiting out a 429 ask again, counting down while `active`;
 * null when none waits. The transport knows the wait from the answer's Retry-After.
 */
export function useRateLimitCountdown(active: boolean): number | null {
  const until = useSyncExternalStore(
    (listener) => rateLimitedUntil.subscribe(listener),
    () => rateLimitedUntil.get(),
  )
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    // A new wait must not be counted from a stale "now" for up to a second.
    return rateLimitedUntil.subscribe(() => setNow(Date.now()))
  }, [active])
  useEffect(() => {
    if (!active || until === null) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [active, until])
  if (!active || until === null) return null
  return Math.max(1, Math.ceil((until - now) / 1_000))
}

/** The words under a skeleton or beside a busy button while an answer is slow or rate limited. */
export function SlowAnswer({ active }: { active: boolean }) {
  const { t } = useLingui()
  const slow = useSlow(active)
  const retryIn = useRateLimitCountdown(active)
  const seconds = formatCount(retryIn ?? 0)
  const limit = formatCount(REQUEST_TIMEOUT_MS / 1_000)
  const text =
    retryIn !== null
      ? t`Rate limited, retrying in ${seconds} s…`
      : slow
        ? t`Still working… the API is slow to answer. It gives up after ${limit} s.`
        : null
  return (
    <p role="status" className="text-fg-muted mt-2 text-xs">
      {text}
    </p>
  )
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T, ApiError>
  skeleton: ReactNode
  children: (data: T) => ReactNode
}

export function QueryState<T>({ query, skeleton, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <div aria-busy="true">
        {skeleton}
        <SlowAnswer active={query.isFetching} />
      </div>
    )
  if (query.isError) {
    // Asking again cannot help a locked key; it is not an error the user can fix here.
    if (query.error.code === 'key_product_locked')
      return (
        <p className="text-fg-muted text-sm">
          <Trans>This key is locked to one product, so workspace-level figures are not available with it.</Trans>
        </p>
      )
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  return <>{children(query.data)}</>
}
