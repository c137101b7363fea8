// Previous/Next for a list whose page cursor (after/before) lives in the URL: works out from the
// page on screen which way one can go and which cursor each direction needs.
import { t } from '@lingui/core/macro'
import type { ReactElement, ReactNode } from 'react'
import { formatCount } from '../../lib/format'
import { CursorPager } from './pager'

/** Where the list stands: at most one of the two is set. */
export interface CursorPosition {
  after?: string
  before?: string
}

/** The URL change that turns a page; the other cursor is cleared so only one direction applies. */
export type PageTurn = { after: undefined; before: string } | { after: string; before: undefined }

export interface CursorPages {
  hasPrevious: boolean
  hasNext: boolean
  previous: PageTurn | undefined
  next: PageTurn | undefined
}

export function cursorPages(
  rows: readonly { id: string }[] | undefined,
  hasMore: boolean | undefined,
  position: CursorPosition,
): CursorPages {
  const first = rows?.[0]
  const last = rows?.at(-1)
  // Going back (`before`), has_more means newer pages remain; going forward, older ones.
  const hasPrevious = position.before ? Boolean(hasMore) : Boolean(position.after)
  const hasNext = position.before ? Boolean(rows?.length) : Boolean(hasMore)
  return {
    hasPrevious,
    hasNext,
    previous: hasPrevious && first ? { after: undefined, before: first.id } : undefined,
    next: hasNext && last ? { after: last.id, before: undefined } : undefined,
  }
}

export interface RouteCursorPagerProps {
  /** Names the navigation landmark, e.g. "Product pages". */
  label: string
  rows: readonly { id: string }[] | undefined
  hasMore: boolean | undefined
  position: CursorPosition
  /** Puts the cursor in the URL, e.g. navigate({ search: (prev) => ({ ...prev, ...turn }) }). */
  onTurn: (turn: PageTurn) => void
  busy?: boolean
  /** What is on the page; "13 on this page" unless given. */
  summary?: (count: number) => ReactNode
}

/** Called from the table's render, so it follows a change of language. */
function onThisPage(count: number): string {
  const shown = formatCount(count)
  return t`${shown} on this page`
}

/**
 * The pager for a DataTable's footer, or null for an empty list or one that fits on a single
 * page: a plain function rather than a component so the table leaves out the footer's frame.
 */
export function routeCursorPager({
  label,
  rows,
  hasMore,
  position,
  onTurn,
  busy,
  summary = onThisPage,
}: RouteCursorPagerProps): ReactElement | null {
  const pages = cursorPages(rows, hasMore, position)
  if (!rows || rows.length === 0 || !(pages.hasPrevious || pages.hasNext)) return null
  return (
    <CursorPager
      label={label}
      summary={summary(rows.length)}
      hasPrevious={pages.hasPrevious}
      hasNext={pages.hasNext}
      busy={busy}
      onPrevious={() => pages.previous && onTurn(pages.previous)}
      onNext={() => pages.next && onTurn(pages.next)}
    />
  )
}
