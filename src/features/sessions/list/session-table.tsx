// The conversations table: the first 100 rows plainly, then virtualized (components/hooks/virtual-rows.ts):
// only the rows in view are in the DOM (spacer rows keep the scroll height), so thousands of
// loaded rows scroll smoothly. Pages load as the end comes into view. ↑/↓ and j/k move between
// rows (scrolling them into view), Home/End go to the first and last loaded row, Enter opens one.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import type { Session } from '../../../api/contract'
import { primaryCellClass, rowLinkClass, unfoldProps } from '../../../components/data-table/row-link'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatCount, formatCredits, formatDateTime, formatRelative, formatTokens } from '../../../lib/format'
import { useShortcut } from '../../../components/hooks/keyboard'
import { useVirtualRows } from '../../../components/hooks/virtual-rows'
import type { SessionsSearch } from '../search'

/** One row: two lines of text and padding; measured anyway, this only seeds the estimate. */
const ROW_HEIGHT = 57
const HEADER_HEIGHT = 33
/** Rows left below the view when the next page is asked for. */
const PREFETCH_ROWS = 20

const ROW_ATTR = 'data-session-row'

/** Frames the virtualizer may take to settle a scroll (it re-aligns the row as it measures rows). */
const SETTLE_FRAMES = 5

/**
 * Focuses a row's link where the virtualizer put it (the browser's own scroll would undo that),
 * then shows it on the page too: the list's box can end below the window (a banner above it
 * takes room its height does not count), and a focused row must never be out of sight. Shown
 * again for a few frames: the virtualizer can still move the row down to its box's hidden end.
 */
function focusRow(link: HTMLElement): void {
  link.focus({ preventScroll: true })
  const show = (frames: number) => {
    if (document.activeElement !== link) return
    // Nearest: nothing moves when the row is in view already.
    link.scrollIntoView?.({ block: 'nearest' })
    if (frames > 0) requestAnimationFrame(() => show(frames - 1))
  }
  show(SETTLE_FRAMES)
}

/** Which columns narrow screens leave out, by position; the first column folds their content in. */
const COLUMN_VISIBILITY = ['', 'max-md:hidden', 'max-md:hidden', 'max-lg:hidden', 'max-sm:hidden', 'max-lg:hidden', '']
// Enough rows to fill a laptop screen, so nothing below the table moves when the page arrives.
const SKELETON_WIDTHS = Array.from({ length: 12 }, (_, i) => [
  i % 2 ? 'w-40' : 'w-32',
  'w-28',
  'w-20',
  'w-20',
  'w-8 ms-auto',
  'w-16 ms-auto',
  'w-12 ms-auto',
])

const cell = 'border-line border-b px-3 py-2 align-middle'
const headCell =
  'bg-surface-muted text-fg-muted border-line sticky top-0 z-10 border-b px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap uppercase'

export const contactName = (s: Session): string | null =>
  s.contact?.name ?? s.contact?.email ?? s.contact?.phone ?? null

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="text-fg-muted whitespace-nowrap">
      {formatRelative(iso)}
    </time>
  )
}

export interface SessionTableProps {
  label: string
  rows: readonly Session[] | undefined
  productName: (id: string) => string
  /** The filter: rows link to their transcript with it, so j/k there walk this list. */
  filters: SessionsSearch
  loading: boolean
  refreshing: boolean
  error: ReactNode
  empty: ReactNode
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  /** Where the list was scrolled when the user left it, and the row to focus again. */
  initialOffset: number
  focusId: string | null
  /** Called as the user scrolls and moves, so the view can be restored later. */
  onViewChange: (view: { offset: number; sessionId: string | null }) => void
  footer: ReactNode
}

export function SessionTable({
  label,
  rows,
  productName,
  filters,
  loading,
  refreshing,
  error,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  initialOffset,
  focusId,
  onViewChange,
  footer,
}: SessionTableProps) {
  const { t } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const items = useMemo(() => (loading || error || !rows ? [] : rows), [loading, error, rows])
  const virtualizer = useVirtualRows({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: ROW_HEIGHT,
    overscan: 8,
    initialOffset,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey: (i) => items[i]?.id ?? i,
  })
  const virtualRows = virtualizer.items
  const lastIndex = virtualizer.lastIndex

  // More rows as the end comes into view; React Query ignores the call while a page is loading.
  useEffect(() => {
    if (hasMore && !loadingMore && items.length > 0 && lastIndex >= items.length - PREFETCH_ROWS) onLoadMore()
  }, [hasMore, loadingMore, items.length, lastIndex, onLoadMore])

  const focused = useRef<string | null>(focusId)
  const pendingFocus = useRef<number | null>(null)
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
  })

  // Back from a transcript: focus the row read last, without moving the restored scroll
  // unless that row is out of view (j/k on the transcript may have gone further).
  const restored = useRef(false)
  useLayoutEffect(() => {
    if (restored.current || !focusId || items.length === 0) return
    restored.current = true
    const index = items.findIndex((s) => s.id === focusId)
    if (index < 0) return
    // 'auto' leaves the restored scroll alone when the row is in view already.
    virtualizer.scrollToIndex(index)
    pendingFocus.current = index
  })

  // Focus asked for a row that was not rendered yet: it is once the virtualizer catches up.
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const link = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"] [${ROW_ATTR}]`)
    if (link) {
      pendingFocus.current = null
      focusRow(link)
    }
  })

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index))
    virtualizer.scrollToIndex(target)
    pendingFocus.current = target
    // Already rendered: focus now; otherwise the effect above does once it is.
    const link = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${target}"] [${ROW_ATTR}]`)
    if (link) {
      pendingFocus.current = null
      focusRow(link)
    }
    if (target >= items.length - 1 && hasMore) onLoadMore()
  }

  const indexOf = (el: Element | null): number => {
    const row = el?.closest<HTMLElement>('tr[data-index]')
    return row ? Number(row.dataset.index) : -1
  }

  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined)
  useEffect(() => {
    keyHandler.current = (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const current = indexOf(event.target instanceof Element ? event.target : null)
      if (current < 0) return
      let next: number | null = null
      // The dimmed rows of the previous filter are on screen until the new one loads: j/k
      // mean "next of this filter", so they wait for it rather than walk the old rows.
      if (refreshing && (event.key === 'j' || event.key === 'k')) {
        event.preventDefault()
        event.stopPropagation()
        return
      }
      if (event.key === 'ArrowDown' || event.key === 'j') next = current + 1
      else if (event.key === 'ArrowUp' || event.key === 'k') next = current - 1
      else if (event.key === 'Home') next = 0
      else if (event.key === 'End') next = items.length - 1
      if (next === null) return
      event.preventDefault()
      // Handled here, so the page's own j/k (which step in from outside) do not move twice.
      event.stopPropagation()
      moveTo(next)
    }
  })
  useEffect(() => {
    const body = bodyRef.current
    if (!body) return
    const listener = (event: KeyboardEvent) => keyHandler.current(event)
    const onFocus = (event: FocusEvent) => {
      const index = indexOf(event.target instanceof Element ? event.target : null)
      const id = items[index]?.id
      if (id) {
        focused.current = id
        report.current({ offset: scrollRef.current?.scrollTop ?? 0, sessionId: id })
      }
    }
    body.addEventListener('keydown', listener)
    body.addEventListener('focusin', onFocus)
    return () => {
      body.removeEventListener('keydown', listener)
      body.removeEventListener('focusin', onFocus)
    }
  }, [items])

  // From elsewhere on the page, j and k step into the list: at the row focused last, or the first.
  const enter = (step: 1 | -1) => {
    const last = focused.current ? items.findIndex((s) => s.id === focused.current) : -1
    moveTo(last < 0 ? (step === 1 ? 0 : items.length - 1) : last + step)
  }
  const hasRows = items.length > 0
  // The list is shown; only walking it waits while a new filter's rows load.
  const enterIfCurrent = (step: 1 | -1) => {
    if (!refreshing) enter(step)
  }
  useShortcut('j', () => enterIfCurrent(1), {
    description: t`Next conversation`,
    group: t`Conversations`,
    enabled: hasRows,
  })
  useShortcut('k', () => enterIfCurrent(-1), {
    description: t`Previous conversation`,
    group: t`Conversations`,
    enabled: hasRows,
  })

  const { paddingTop, paddingBottom } = virtualizer

  let body: ReactNode
  if (loading)
    body = SKELETON_WIDTHS.map((widths, i) => (
      <tr key={`skeleton-${i}`}>
        {widths.map((w, c) => (
          <td key={c} className={`${cell} ${COLUMN_VISIBILITY[c] ?? ''}`}>
            {c === 0 ? (
              // The real first cell's two lines (a name over the id), so the rows keep their height.
              <div className="flex flex-col">
                <span className="flex h-5 items-center">
                  <Skeleton className={`h-4 ${w}`} />
                </span>
                <span className="flex h-4 items-center">
                  <Skeleton className="h-3 w-24" />
                </span>
              </div>
            ) : (
              <Skeleton className={`h-4 ${w}`} />
            )}
          </td>
        ))}
      </tr>
    ))
  else if (error || items.length === 0)
    body = (
      <tr>
        <td colSpan={7} className="p-4">
          {error ?? empty}
        </td>
      </tr>
    )
  else
    body = (
      <>
        {paddingTop > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={7} style={{ height: paddingTop, padding: 0, border: 0 }} />
          </tr>
        ) : null}
        {virtualRows.map((v) => {
          const s = items[v.index]
          if (!s) return null
          const who = contactName(s)
          const product = productName(s.product_id)
          const tokensIn = formatCount(s.tokens.input)
          const tokensOut = formatCount(s.tokens.output)
          return (
            <tr
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              aria-rowindex={v.index + 2}
              className="group/row hover:bg-surface-muted/60 has-[[data-session-row]:focus-visible]:bg-accent-soft/70 has-[[data-session-row]:focus-visible]:outline-focus relative transition-colors has-[[data-session-row]:focus-visible]:outline-2 has-[[data-session-row]:focus-visible]:-outline-offset-2"
            >
              <td className={`${cell} max-w-64 min-w-44`}>
                <div className={primaryCellClass}>
                  <Link
                    to="/sessions/$sessionId"
                    params={{ sessionId: s.id }}
                    search={filters}
                    // Cut to one line; whole on hover (title) and when the keyboard is on it (it wraps).
                    className={`${rowLinkClass} truncate wrap-anywhere`}
                    {...unfoldProps}
                    {...{ [ROW_ATTR]: '' }}
                    {...(who ? { dir: 'auto', title: who, translate: 'no' } : {})}
                  >
                    {who ?? (
                      <span className="text-fg-muted font-normal italic">
                        <Trans>Anonymous visitor</Trans>
                      </span>
                    )}
                  </Link>
                  <span className="text-fg-muted truncate text-xs">
                    <span className="md:hidden">
                      <bdi translate="no">{product}</bdi> · {formatRelative(s.started_at)} ·{' '}
                    </span>
                    <span className="font-mono" translate="no" dir="ltr">
                      {s.id}
                    </span>
                  </span>
                </div>
              </td>
              <td className={`${cell} max-md:hidden`}>
                <span dir="auto" title={product} translate="no" className="text-fg line-clamp-2 wrap-anywhere">
                  {product}
                </span>
              </td>
              <td className={`${cell} max-md:hidden`}>
                <When iso={s.started_at} />
              </td>
              <td className={`${cell} max-lg:hidden`}>
                <When iso={s.last_message_at} />
              </td>
              <td className={`${cell} text-end tabular-nums max-sm:hidden`}>{formatCount(s.message_count)}</td>
              <td className={`${cell} text-end whitespace-nowrap tabular-nums max-lg:hidden`}>
                <span title={t`${tokensIn} in, ${tokensOut} out`}>
                  {formatTokens(s.tokens.input)} <span className="text-fg-muted">/</span>{' '}
                  {formatTokens(s.tokens.output)}
                </span>
              </td>
              <td className={`${cell} text-end whitespace-nowrap tabular-nums`}>{formatCredits(s.cost)}</td>
            </tr>
          )
        })}
        {paddingBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={7} style={{ height: paddingBottom, padding: 0, border: 0 }} />
          </tr>
        ) : null}
      </>
    )

  return (
    <div className="border-line bg-surface overflow-hidden rounded-lg border shadow-xs">
      <div
        ref={scrollRef}
        className="max-h-[max(24rem,calc(100dvh-18rem))] overflow-auto overscroll-contain"
        aria-busy={loading || refreshing}
        onScroll={(e) => report.current({ offset: e.currentTarget.scrollTop, sessionId: focused.current })}
      >
        <table
          className="w-full border-separate border-spacing-0 text-sm"
          aria-rowcount={hasMore ? -1 : items.length + 1}
        >
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className={headCell}>
                <Trans>Conversation</Trans>
              </th>
              <th scope="col" className={`${headCell} max-md:hidden`}>
                <Trans>Product</Trans>
              </th>
              <th scope="col" className={`${headCell} max-md:hidden`}>
                <Trans>Started</Trans>
              </th>
              <th scope="col" className={`${headCell} max-lg:hidden`}>
                <Trans>Last message</Trans>
              </th>
              <th scope="col" className={`${headCell} text-end max-sm:hidden`}>
                <Trans>Messages</Trans>
              </th>
              <th scope="col" className={`${headCell} text-end max-lg:hidden`}>
                <Trans>Tokens in / out</Trans>
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                <Trans>
                  Cost <span className="normal-case">(credits)</span>
                </Trans>
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef} className={refreshing ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {body}
          </tbody>
        </table>
      </div>
      <div className="border-line border-t px-3 py-2.5">{footer}</div>
    </div>
  )
}
