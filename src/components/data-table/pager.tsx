// Paging controls for cursor lists: Previous/Next for pages whose cursor lives in the URL,
// and Load more for lists that grow in place (useInfiniteQuery).
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'

export interface CursorPagerProps {
  /** What is on screen, e.g. "13 products" or "Page of 5"; read politely when it changes. */
  summary?: ReactNode
  hasPrevious: boolean
  hasNext: boolean
  onPrevious: () => void
  onNext: () => void
  /** A page is loading: both buttons wait. */
  busy?: boolean
  /** Names the navigation landmark, e.g. "Products pages". */
  label: string
}

export function CursorPager({
  summary,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
  label,
}: CursorPagerProps) {
  if (!hasPrevious && !hasNext && !summary) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-fg-muted text-xs" aria-live="polite">
        {summary}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
            <span aria-hidden="true" className="flip-rtl inline-block">
              ←
            </span>{' '}
            <Trans>Previous page</Trans>
          </Button>
          <Button size="sm" onClick={onNext} disabled={!hasNext || busy}>
            <Trans>Next page</Trans>{' '}
            <span aria-hidden="true" className="flip-rtl inline-block">
              →
            </span>
          </Button>
        </div>
      ) : null}
    </nav>
  )
}

export interface LoadMoreProps {
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
  /** "Load more products"; "Load more" unless given. */
  label?: string
}

export function LoadMore({ hasMore, loading, onLoadMore, label }: LoadMoreProps) {
  const { t } = useLingui()
  if (!hasMore) return null
  return (
    <div className="flex justify-center">
      <Button size="sm" onClick={onLoadMore} busy={loading}>
        {loading ? t`Loading…` : (label ?? t`Load more`)}
      </Button>
    </div>
  )
}
