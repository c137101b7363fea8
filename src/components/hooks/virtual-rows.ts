// Rows of a long table, windowed. A list renders every row plainly while it is short (a first
// page is) and fetches the virtualizer only once it grows past PLAIN_MAX rows: virtual-core is
// ~10 KB gzip that /sessions and /wallet would otherwise download before their first row.
// The hand-over keeps the scroll position and the rows' measured heights, so nothing moves.
import type * as ReactVirtual from '@tanstack/react-virtual'
import type { VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual'
import { useDeferredValue, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

type Key = VirtualItem['key']
type Core = typeof ReactVirtual

/** Rows a table renders without the virtualizer: two pages of 50 (the lists' page size) do not need it. */
export const PLAIN_MAX = 100

let core: Core | null = null
let coreLoad: Promise<Core> | null = null
const loadCore = (): Promise<Core> =>
  (coreLoad ??= import('@tanstack/react-virtual').then(
    (m) => (core = m),
    (error: unknown) => {
      // A failed fetch (a deploy replaced the chunk, the network dropped) may be retried later.
      coreLoad = null
      throw error
    },
  ))

export interface VirtualRowsOptions {
  count: number
  getScrollElement: () => HTMLElement | null
  /** A row's expected height in px; rows are measured as they render. */
  estimateSize: number
  /** Rows kept rendered beyond the visible ones. */
  overscan: number
  /** Where to start scrolled to (a list restored on return). */
  initialOffset?: number
  /** Height of a sticky header over the rows, so a row scrolled to is not under it. */
  scrollPaddingStart?: number
  getItemKey?: (index: number) => Key
}

export interface VirtualRows {
  /** The rows to render, each with `data-index={item.index}` and `ref={measureElement}`. */
  items: VirtualItem[]
  /** Heights of the spacers above and below the rendered rows. */
  paddingTop: number
  paddingBottom: number
  /** The last row in view or just below it: lists load their next page as it nears the end. */
  lastIndex: number
  /** Scrolls row `index` into view, as little as that takes. */
  scrollToIndex: (index: number) => void
  measureElement: (element: Element | null) => void
}

const rowSelector = (index: number) => `[data-index="${index}"]`

/** Scrolls `scroller` as little as puts its row `index` in view, below a sticky header of `paddingStart` px. */
function scrollRowIntoView(scroller: HTMLElement, index: number, paddingStart: number): void {
  const row = scroller.querySelector(rowSelector(index))
  if (!row) return
  const r = row.getBoundingClientRect()
  const c = scroller.getBoundingClientRect()
  const above = r.top - (c.top + paddingStart)
  const below = r.bottom - c.bottom
  if (above < 0) scroller.scrollTop += above
  else if (below > 0) scroller.scrollTop += below
}

/** The rendered rows' positions, so the virtualizer starts from what is on screen. */
function measuredRows(scroller: HTMLElement | null, count: number, key: (i: number) => Key): VirtualItem[] {
  const rects = scroller ? [...scroller.querySelectorAll('[data-index]')].map((row) => row.getBoundingClientRect()) : []
  const first = rects[0]?.top
  // Not laid out (hidden, or not all rendered): the estimates will do.
  if (first === undefined || rects.length !== count || rects.some((r) => r.height === 0)) return []
  return rects.map(({ top, height }, index) => {
    const start = top - first
    return { key: key(index), index, start, end: start + height, size: height, lane: 0 }
  })
}

type Settings = Pick<
  VirtualizerOptions<HTMLElement, Element>,
  'count' | 'getScrollElement' | 'estimateSize' | 'overscan' | 'scrollPaddingStart' | 'getItemKey'
>

/** React-virtual's hook, minus what these tables do not use; `rerender` is the component's. */
function createVirtualizer(
  m: Core,
  rerender: () => void,
  settings: Settings,
  start: { offset: number; measured: VirtualItem[]; scroller: HTMLElement | null },
): Virtualizer<HTMLElement, Element> {
  let measuring = false
  const virtualizer = new m.Virtualizer<HTMLElement, Element>({
    ...settings,
    initialOffset: start.offset,
    initialMeasurementsCache: start.measured,
    // Its first render already spans the view, so no row on screen (the focused one) unmounts.
    ...(start.scroller
      ? { initialRect: { width: start.scroller.clientWidth, height: start.scroller.clientHeight } }
      : {}),
    observeElementRect: m.observeElementRect,
    observeElementOffset: m.observeElementOffset,
    scrollToFn: m.elementScroll,
    // Synchronous on scroll, so rows never lag the scrollbar; not from a ref callback, where
    // React forbids flushSync.
    onChange: (_, sync) => (sync && !measuring ? flushSync(rerender) : rerender()),
  })
  const measure = virtualizer.measureElement
  virtualizer.measureElement = (node) => {
    measuring = true
    try {
      measure(node)
    } finally {
      measuring = false
    }
  }
  return virtualizer
}

export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const { count, getScrollElement, estimateSize, overscan, initialOffset = 0, scrollPaddingStart = 0 } = options
  const key = options.getItemKey ?? ((i: number) => i)
  const settings: Settings = {
    count,
    getScrollElement,
    estimateSize: () => estimateSize,
    overscan,
    scrollPaddingStart,
    getItemKey: key,
  }
  const latest = useRef(settings)
  useLayoutEffect(() => {
    latest.current = settings
  })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // With the virtualizer fetched already (an earlier long list), it runs from the start.
  const [virtualizer, setVirtualizer] = useState(() =>
    core ? createVirtualizer(core, rerender, settings, { offset: initialOffset, measured: [], scroller: null }) : null,
  )
  const needed = count > PLAIN_MAX
  useEffect(() => {
    if (!needed || virtualizer) return
    let live = true
    loadCore().then(
      (m) => {
        if (!live) return
        // Takes over from the plain rows where the user is, with the heights they have.
        const scroller = latest.current.getScrollElement()
        const measured = measuredRows(scroller, Math.min(latest.current.count, PLAIN_MAX), key)
        setVirtualizer(
          createVirtualizer(m, rerender, latest.current, { offset: scroller?.scrollTop ?? 0, measured, scroller }),
        )
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  })

  virtualizer?.setOptions({ ...virtualizer.options, ...settings })
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer])
  useLayoutEffect(() => {
    virtualizer?._willUpdate()
  })

  // Plain rows: restore the offset once, then follow the scroll to know which row is last in view.
  const [plainLast, setPlainLast] = useState(0)
  const restored = useRef(false)
  useLayoutEffect(() => {
    if (virtualizer || restored.current) return
    restored.current = true
    const scroller = latest.current.getScrollElement()
    if (scroller && initialOffset) scroller.scrollTop = initialOffset
  })
  useEffect(() => {
    if (virtualizer) return
    const scroller = latest.current.getScrollElement()
    if (!scroller) return
    const update = () =>
      setPlainLast(Math.floor((scroller.scrollTop + scroller.clientHeight) / estimateSize) + overscan)
    // First read when the browser has laid the new rows out (a resize observation comes then, and
    // again when the view's height changes): read here, it forced that layout inside the commit,
    // and the browser laid out again before painting (39 ms + 26 ms on a cold /wallet).
    const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
    if (sized) sized.observe(scroller)
    else update()
    scroller.addEventListener('scroll', update, { passive: true })
    return () => {
      sized?.disconnect()
      scroller.removeEventListener('scroll', update)
    }
  }, [virtualizer, estimateSize, overscan])

  // Rows that arrive paint first as many as a window's height could show, and the rest in the
  // render after, which React may interrupt: the first row no longer waits for fifty rows' render
  // and layout.
  const whole = useDeferredValue(count > 0, false)

  if (virtualizer) {
    const items = virtualizer.getVirtualItems()
    return {
      items,
      paddingTop: items[0]?.start ?? 0,
      paddingBottom: items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0,
      lastIndex: items.at(-1)?.index ?? -1,
      scrollToIndex: (index) => virtualizer.scrollToIndex(index),
      measureElement: virtualizer.measureElement,
    }
  }

  // Until the virtualizer arrives, a list past PLAIN_MAX shows its first PLAIN_MAX rows; fewer
  // while `whole` is false, unless the list is restored to an offset its first rows cannot reach.
  const first = whole || initialOffset ? PLAIN_MAX : Math.ceil(innerHeight / estimateSize) + overscan
  const shown = Math.min(count, PLAIN_MAX, first)
  const items = Array.from({ length: shown }, (_, index) => ({
    key: key(index),
    index,
    start: index * estimateSize,
    end: (index + 1) * estimateSize,
    size: estimateSize,
    lane: 0,
  }))
  return {
    items,
    paddingTop: 0,
    paddingBottom: 0,
    lastIndex: Math.min(shown - 1, plainLast),
    scrollToIndex: (index) => {
      const scroller = getScrollElement()
      if (scroller) scrollRowIntoView(scroller, index, scrollPaddingStart)
    },
    measureElement: noop,
  }
}

const noop = () => undefined
