// The link that opens a row, and the keys that move between rows, on their own so virtualized
// tables use them without DataTable's chunk.
import { useEffect, useRef, type RefObject } from 'react'

/** Marks the element a row opens with: the link in its primary cell. */
export const ROW_LINK_ATTR = 'data-row-link'
export const rowLinkProps = { [ROW_LINK_ATTR]: '' } as const

/**
 * A primary-cell link's classes: its ::before covers the row, so a click anywhere on it opens the
 * row. Its own box is at least 24 px tall, as is every other target in the row (`aboveRowLink`,
 * `rowTargetClass`), so targets stacked in one cell keep WCAG 2.5.8's minimum size.
 */
export const rowLinkClass =
  'text-fg hover:text-accent inline-block min-h-6 py-0.5 font-medium before:absolute before:inset-0 before:content-[""] focus-visible:outline-none'

/** A wrapper of the row's other links and controls: above the row link's cover, so they get their own clicks. */
export const aboveRowLinkClass = 'relative z-[1]'

/** Another link in a linked row (a debit's conversation): 24 px tall, like the row link. */
export const rowTargetClass = 'inline-flex min-h-6 items-center gap-1'

/**
 * The primary cell's stack (the row link, then its smaller lines). A grid track of
 * `minmax(0, 1fr)` (`grid-cols-1`) adds nothing to the column's minimum width, so a line cut with `truncate`
 * (a long slug, URL or id) is cut at the column's edge instead of widening the table past
 * the screen; the column's own `min-w-*` keeps it readable.
 */
export const primaryCellClass = 'grid min-w-0 grid-cols-1'

/** On text cut to fit in a row (`truncate`, `line-clamp-*`): whole while the keyboard is on the row (styles.css). */
export const unfoldProps = { 'data-unfold': '' } as const

/**
 * The row keys' listener on a table body: attached natively (a JSX onKeyDown on the tbody, which
 * is not itself interactive, trips the a11y lint), reading the newest handler on every key.
 */
export function useKeydownOn(ref: RefObject<HTMLElement | null>, handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listener = (event: KeyboardEvent) => latest.current(event)
    element.addEventListener('keydown', listener)
    return () => element.removeEventListener('keydown', listener)
  }, [ref])
}
