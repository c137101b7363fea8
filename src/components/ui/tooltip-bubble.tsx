// A tooltip's bubble: where it goes, and what moves or closes it while open. Loaded on a
// first hover or focus (see tooltip.tsx), so a first screen carries only the triggers.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** Where a bubble sits beside its trigger; the trigger's module names it from here, as a type only. */
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left'

const OFFSET = 6
const VIEWPORT_PADDING = 8
/** Half the arrow's width plus the bubble's corner radius: the arrow never sits on a corner. */
const ARROW_INSET = 11

const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface Placement {
  side: TooltipSide
  /** The bubble's top-left corner, in viewport pixels. */
  x: number
  y: number
  /** The arrow's centre along the bubble's edge that faces the trigger, from its start. */
  arrow: number
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))

/**
 * Where a bubble of `size` goes beside `trigger`: on `side` when it fits, else on the
 * opposite side when that fits (else whichever has more room), then moved along the
 * edge to stay `padding` inside the viewport, with the arrow still at the trigger.
 */
export function placeTooltip(
  trigger: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  side: TooltipSide,
  offset = OFFSET,
  padding = VIEWPORT_PADDING,
): Placement {
  const room: Record<TooltipSide, number> = {
    top: trigger.top - padding,
    bottom: viewport.height - (trigger.top + trigger.height) - padding,
    left: trigger.left - padding,
    right: viewport.width - (trigger.left + trigger.width) - padding,
  }
  const needs = (s: TooltipSide) => (s === 'top' || s === 'bottom' ? size.height : size.width) + offset
  const opposite = OPPOSITE[side]
  let chosen = side
  if (room[side] < needs(side)) {
    if (room[opposite] >= needs(opposite) || room[opposite] > room[side]) chosen = opposite
  }

  const vertical = chosen === 'top' || chosen === 'bottom'
  let x: number
  let y: number
  if (vertical) {
    x = trigger.left + trigger.width / 2 - size.width / 2
    y = chosen === 'top' ? trigger.top - offset - size.height : trigger.top + trigger.height + offset
  } else {
    x = chosen === 'left' ? trigger.left - offset - size.width : trigger.left + trigger.width + offset
    y = trigger.top + trigger.height / 2 - size.height / 2
  }
  x = Math.round(clamp(x, padding, viewport.width - padding - size.width))
  y = Math.round(clamp(y, padding, viewport.height - padding - size.height))

  const arrow = vertical
    ? clamp(trigger.left + trigger.width / 2 - x, ARROW_INSET, size.width - ARROW_INSET)
    : clamp(trigger.top + trigger.height / 2 - y, ARROW_INSET, size.height - ARROW_INSET)
  return { side: chosen, x, y, arrow: Math.round(arrow) }
}

export interface TooltipBubbleProps {
  id: string
  content: ReactNode
  side: TooltipSide
  trigger: { readonly current: HTMLElement | null }
  /** Whether the trigger has keyboard focus: a scroll then moves the bubble instead of closing it. */
  focused: () => boolean
  hide: () => void
  /** The pointer entered the bubble: it stays open (WCAG 1.4.13: hoverable). */
  onPointerEnter: () => void
  onPointerLeave: () => void
}

export function TooltipBubble({
  id,
  content,
  side,
  trigger,
  focused,
  hide,
  onPointerEnter,
  onPointerLeave,
}: TooltipBubbleProps) {
  const [placement, setPlacement] = useState<Placement | null>(null)
  // Bumped when a scroll moves a keyboard-focused trigger, so the bubble follows it.
  const [scrolled, setScrolled] = useState(0)
  const bubble = useRef<HTMLDivElement | null>(null)

  useEffect(() => {
    // Capture on window runs before a dialog's own Escape listener (on document), so
    // the first Escape closes only the tooltip.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      hide()
    }
    // A scroll that moves the trigger would leave the bubble behind. Focus scrolls its
    // element into view, so a focused trigger keeps its bubble and it is placed again;
    // a hovered one closes, as the pointer is no longer over it.
    const onScroll = (event: Event) => {
      const target = event.target
      if (!(target instanceof Node) || !trigger.current || !target.contains(trigger.current)) return
      if (focused()) setScrolled((n) => n + 1)
      else hide()
    }
    window.addEventListener('keydown', onKeyDown, true)
    window.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', hide)
    return () => {
      window.removeEventListener('keydown', onKeyDown, true)
      window.removeEventListener('scroll', onScroll, true)
      window.removeEventListener('resize', hide)
    }
  }, [hide, focused, trigger])

  // Measured before paint: the bubble is laid out at the viewport's origin (so its
  // width does not depend on where it lands), then moved with a transform.
  useLayoutEffect(() => {
    if (!trigger.current || !bubble.current) return
    const { width, height } = bubble.current.getBoundingClientRect()
    const next = placeTooltip(
      trigger.current.getBoundingClientRect(),
      { width, height },
      { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      side,
    )
    setPlacement((previous) =>
      previous &&
      previous.side === next.side &&
      previous.x === next.x &&
      previous.y === next.y &&
      previous.arrow === next.arrow
        ? previous
        : next,
    )
  }, [side, content, scrolled, trigger])

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      // The trigger's box is measured from the viewport's left in either direction, so the bubble
      // starts there too: from its start (the right edge in Arabic) the move would carry it off screen.
      style={
        placement
          ? { left: 0, transform: `translate(${placement.x}px, ${placement.y}px)` }
          : { left: 0, visibility: 'hidden' }
      }
      className="bg-fg text-canvas fixed top-0 z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-2.5 py-1.5 text-xs leading-snug shadow-lg"
    >
      {content}
      {placement ? <Arrow side={placement.side} at={placement.arrow} /> : null}
    </div>,
    document.body,
  )
}

/** A 10 × 5 triangle on the bubble's edge that faces the trigger. */
function Arrow({ side, at }: { side: TooltipSide; at: number }) {
  const vertical = side === 'top' || side === 'bottom'
  const points = {
    top: '0,0 10,0 5,5',
    bottom: '0,5 10,5 5,0',
    left: '0,0 5,5 0,10',
    right: '5,0 0,5 5,10',
  }[side]
  // Just outside the bubble's edge that faces the trigger.
  const style: CSSProperties = {
    top: { left: at - 5, right: at - 5, top: '100%', bottom: undefined }[side],
    bottom: side === 'bottom' ? '100%' : undefined,
    left: { top: at - 5, bottom: at - 5, left: '100%', right: undefined }[side],
    right: side === 'right' ? '100%' : undefined,
  }
  return (
    <svg
      aria-hidden="true"
      width={vertical ? 10 : 5}
      height={vertical ? 5 : 10}
      viewBox={vertical ? '0 0 10 5' : '0 0 5 10'}
      className="fill-fg absolute block"
      style={style}
    >
      <polygon points={points} />
    </svg>
  )
}
