// The ledger, newest first: a table over the cursor pages, virtualized past 100 rows (then only
// the rows in view are in the DOM, so tens of thousands of entries scroll smoothly; see
// components/hooks/virtual-rows.ts), the next page fetched as the end comes near, ↑/↓ (and j/k) moving
// between rows, Home/End to the loaded ends.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import type { WalletEntry, WalletEntryListQuery } from '../../api/contract'
import { walletQueries } from '../../api/wallet'
import {
  aboveRowLinkClass,
  rowLinkClass,
  rowLinkProps,
  ROW_LINK_ATTR,
  rowTargetClass,
  useKeydownOn,
} from '../../components/data-table/row-link'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { Credits } from '../../components/ui/figure'
import { formatCount, formatDateTime } from '../../lib/format'
import { Amount, TypeBadge } from './labels'
import { ConversationLink, EntryLink, inlineLinkClass } from './links'
import { useVirtualRows } from '../../components/hooks/virtual-rows'
import { unreadableOf } from '../../api/unreadable'
import { UnreadableItems } from '../../components/data-table/unreadable-lazy'

/** Rows kept beyond the visible ones, and how close to the end the next page is asked for. */
const OVERSCAN = 8
const PREFETCH_ROWS = 30
const ROW_ESTIMATE = 57

const cell = 'border-line border-b px-3 py-2 align-top'
const headCell =
  'bg-surface-muted text-fg-muted border-line sticky top-0 z-10 border-b px-3 py-2 text-start text-xs font-semibold tracking-wide whitespace-nowrap uppercase'

const referenceClass = `${inlineLinkClass} ${rowTargetClass}`

/** What an entry points at, under its description: its conversation and message, or the debit it refunds. */
function References({ entry }: { entry: WalletEntry }) {
  if (entry.type === 'debit')
    return (
      <span className={`${aboveRowLinkClass} flex flex-wrap gap-x-3 text-xs`}>
        <ConversationLink sessionId={entry.session_id} className={referenceClass}>
          <Trans>Conversation</Trans>
        </ConversationLink>
        <ConversationLink sessionId={entry.session_id} messageId={entry.message_id} className={referenceClass}>
          <Trans>Message</Trans>
        </ConversationLink>
      </span>
    )
  if (entry.type === 'refund') {
    const debitId = entry.refund_of
    return (
      <span className={`${aboveRowLinkClass} flex text-xs`}>
        <EntryLink entryId={entry.refund_of} className={referenceClass}>
          <Trans>
            Refunded debit{' '}
            <span translate="no" dir="ltr" className="font-mono">
              {debitId}
            </span>
          </Trans>
        </EntryLink>
      </span>
    )
  }
  return null
}

function Row({ entry, index, measure }: { entry: WalletEntry; index: number; measure: (el: Element | null) => void }) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      className="group/row hover:bg-surface-muted/60 has-[[data-row-link]:focus-visible]:bg-accent-soft/70 has-[[data-row-link]:focus-visible]:outline-focus relative has-[[data-row-link]:focus-visible]:outline-2 has-[[data-row-link]:focus-visible]:-outline-offset-2"
    >
      <td className={`${cell} text-fg-muted hidden whitespace-nowrap sm:table-cell`}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td className={`${cell} hidden sm:table-cell`}>
        <TypeBadge type={entry.type} />
      </td>
      <td className={`${cell} w-full min-w-0`}>
        {/* The description opens the entry; on phones the date and type fold in under it. */}
        <Link
          to="/wallet/entries/$entryId"
          params={{ entryId: entry.id }}
          className={`${rowLinkClass} break-words`}
          translate="no"
          {...rowLinkProps}
        >
          {entry.description}
        </Link>
        <div className="text-fg-muted mt-1 flex flex-wrap items-center gap-2 text-xs sm:hidden">
          <TypeBadge type={entry.type} />
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </div>
        <References entry={entry} />
      </td>
      <td className={`${cell} text-end whitespace-nowrap`}>
        <Amount millicredits={entry.amount} className="font-medium" />
        <div className="text-fg-muted mt-0.5 text-xs tabular-nums md:hidden">
          <span className="sr-only">
            <Trans>Balance after:</Trans>{' '}
          </span>
          <Credits value={entry.balance_after} />
        </div>
      </td>
      <td className={`${cell} text-fg-muted hidden text-end whitespace-nowrap tabular-nums md:table-cell`}>
        <Credits value={entry.balance_after} />
      </td>
    </tr>
  )
}

function StateRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={5} className="p-4">
        {children}
      </td>
    </tr>
  )
}

export interface LedgerTableProps {
  query: WalletEntryListQuery
  /** What the table is called: "Ledger" or "Ledger entries matching the filters". */
  label: string
  /** Shown when no entry matches. */
  empty: ReactNode
}

export function LedgerTable({ query: q, label, empty }: LedgerTableProps) {
  const { t } = useLingui()
  const query = useInfiniteQuery(walletQueries.entriesInfinite(q))
  const rows = query.data?.pages.flatMap((p) => p.data) ?? []
  const unreadable = query.data?.pages.flatMap(unreadableOf) ?? []
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualRows({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: ROW_ESTIMATE,
    overscan: OVERSCAN,
  })
  const { items, lastIndex, paddingTop, paddingBottom } = virtualizer
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query

  // Scrolling near the end loads the next page; an error stops it until the user retries.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError && lastIndex >= rows.length - PREFETCH_ROWS) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isError, lastIndex, rows.length, fetchNextPage])

  /** Moves focus to row `index`, scrolling it into the DOM first if it is not rendered. */
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index))
    virtualizer.scrollToIndex(target)
    const focus = (tries: number) => {
      const link = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${target}"] [${ROW_LINK_ATTR}]`)
      if (link) link.focus({ preventScroll: true })
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1))
    }
    focus(5)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const row = event.target instanceof HTMLElement ? event.target.closest('tr[data-index]') : null
    if (!row) return
    const index = Number(row.getAttribute('data-index'))
    const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key]
    if (step !== undefined) focusRow(index + step)
    else if (event.key === 'Home') focusRow(0)
    else if (event.key === 'End') focusRow(rows.length - 1)
    else return
    event.preventDefault()
  }

  // Delegated from the rows' links.
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  useKeydownOn(bodyRef, onKeyDown)

  let body: ReactNode
  if (query.isPending)
    body = Array.from({ length: 6 }, (_, i) => (
      <tr key={i}>
        {['w-32', 'w-14', 'w-64', 'w-20', 'w-24'].map((w, c) => (
          <td key={w} className={`${cell} ${c <= 1 ? 'hidden sm:table-cell' : c === 4 ? 'hidden md:table-cell' : ''}`}>
            <Skeleton className={`h-4 ${w} max-w-full ${c >= 3 ? 'ms-auto' : ''}`} />
          </td>
        ))}
      </tr>
    ))
  else if (query.isError && rows.length === 0)
    body = (
      <StateRow>
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </StateRow>
    )
  else if (rows.length === 0) body = <StateRow>{empty}</StateRow>
  else
    body = (
      <>
        {paddingTop > 0 ? <tr aria-hidden="true" style={{ height: paddingTop }} /> : null}
        {items.map((item) => {
          const entry = rows[item.index]
          return entry ? (
            <Row key={entry.id} entry={entry} index={item.index} measure={virtualizer.measureElement} />
          ) : null
        })}
        {paddingBottom > 0 ? <tr aria-hidden="true" style={{ height: paddingBottom }} /> : null}
      </>
    )

  const loaded = rows.length
  const loadedCount = formatCount(loaded)
  return (
    <>
      <UnreadableItems items={unreadable} className="mb-3" />
      <div className="border-line bg-surface overflow-hidden rounded-lg border shadow-xs">
        <div
          ref={scrollRef}
          // Every row has a link, so the keyboard reaches (and scrolls) the region through them.
          aria-busy={query.isPending || query.isFetchingNextPage}
          className="max-h-[70vh] overflow-auto focus-visible:-outline-offset-2"
        >
          <table
            className="w-full border-separate border-spacing-0 text-sm"
            // The total is unknown until the last page: -1 says so.
            aria-rowcount={hasNextPage ? -1 : loaded + 1}
          >
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col" className={`${headCell} hidden sm:table-cell`}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={`${headCell} hidden sm:table-cell`}>
                  <Trans>Type</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Description</Trans>
                </th>
                <th scope="col" className={`${headCell} text-end`}>
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className={`${headCell} hidden text-end md:table-cell`}>
                  <Trans>Balance after</Trans>
                </th>
              </tr>
            </thead>
            <tbody ref={bodyRef}>{body}</tbody>
          </table>
        </div>
        {loaded > 0 ? (
          <div className="border-line flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2.5">
            <p className="text-fg-muted text-xs" aria-live="polite">
              {hasNextPage
                ? t`${loadedCount} entries loaded; more load as you scroll`
                : plural(loaded, { one: 'All # entry', other: 'All # entries' })}
            </p>
            {query.isError ? (
              <ErrorNotice error={query.error} onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage} />
            ) : hasNextPage ? (
              // For keyboards and screen readers, which do not scroll to load.
              <Button size="sm" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
                {isFetchingNextPage ? t`Loading…` : t`Load more`}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  )
}
