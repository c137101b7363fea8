// Tooltips: shown on hover and keyboard focus, never the only place a fact lives;
// pair them with an accessible name or description on the trigger. Our own (no
// positioning library), so the first load carries a few hundred bytes, not ~10 KB.
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left'

/** Hovering this long opens a tooltip, so a pointer passing over a control stays quiet. */
export const OPEN_DELAY_MS = 300
/** Within this long of another tooltip closing, the next opens at once: scanning a toolbar. */
export const SKIP_DELAY_MS = 200
/** Time for the pointer to cross from the trigger onto the bubble (WCAG 1.4.13: hoverable). */
export const CLOSE_GRACE_MS = 120
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

// Shared by every tooltip, as Radix's provider did: one open at a time, and the skip delay.
let closeOpenTooltip: (() => void) | null = null
let lastClosedAt = Number.NEGATIVE_INFINITY

/**
 * Kept so the app has one place that scopes tooltips; the shared delays live in this
 * module, so it adds nothing to the tree.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children
}

/** The trigger's props a tooltip chains its own handlers onto. */
export interface TooltipTriggerProps {
  'aria-describedby'?: string
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
}

export interface TooltipProps {
  content: ReactNode
  /** One element that passes event handlers and ARIA props to the DOM (a button, a link). */
  children: ReactElement<TooltipTriggerProps>
  side?: TooltipSide
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [placement, setPlacement] = useState<Placement | null>(null)
  // Bumped when a scroll moves a keyboard-focused trigger, so the bubble follows it.
  const [scrolled, setScrolled] = useState(0)
  const trigger = useRef<HTMLElement | null>(null)
  const bubble = useRef<HTMLDivElement | null>(null)
  const state = useRef({
    open: false,
    hovered: false,
    focused: false,
    pressing: false,
    openTimer: 0,
    closeTimer: 0,
  })

  // One function object per tooltip, so "is this the open one?" is an identity check.
  const [controls] = useState(() => {
    const s = state.current
    const clearTimers = () => {
      window.clearTimeout(s.openTimer)
      window.clearTimeout(s.closeTimer)
    }
    const hide = () => {
      clearTimers()
      if (!s.open) return
      s.open = false
      lastClosedAt = Date.now()
      if (closeOpenTooltip === hide) closeOpenTooltip = null
      setOpen(false)
      setPlacement(null)
    }
    const show = () => {
      clearTimers()
      if (s.open) return
      if (closeOpenTooltip) closeOpenTooltip()
      s.open = true
      closeOpenTooltip = hide
      setOpen(true)
    }
    const hideSoon = () => {
      window.clearTimeout(s.openTimer)
      window.clearTimeout(s.closeTimer)
      if (s.open) s.closeTimer = window.setTimeout(hide, CLOSE_GRACE_MS)
    }
    const pointerEnter = (element: HTMLElement) => {
      trigger.current = element
      if (s.hovered) return
      s.hovered = true
      window.clearTimeout(s.closeTimer)
      if (s.open) return
      if (closeOpenTooltip || Date.now() - lastClosedAt < SKIP_DELAY_MS) show()
      else s.openTimer = window.setTimeout(show, OPEN_DELAY_MS)
    }
    const pointerLeave = () => {
      s.hovered = false
      if (!s.focused) hideSoon()
      else window.clearTimeout(s.openTimer)
    }
    const bubbleEnter = () => {
      s.hovered = true
      window.clearTimeout(s.closeTimer)
    }
    // The focus a press causes is not keyboard focus: it must not reopen the bubble.
    const press = () => {
      s.pressing = true
      const release = () => {
        s.pressing = false
        document.removeEventListener('pointerup', release)
        document.removeEventListener('pointercancel', release)
      }
      document.addEventListener('pointerup', release, { once: true })
      document.addEventListener('pointercancel', release, { once: true })
      hide()
    }
    const focus = (element: HTMLElement) => {
      if (s.pressing) return
      trigger.current = element
      s.focused = true
      show()
    }
    const blur = () => {
      s.focused = false
      hide()
    }
    return { hide, pointerEnter, pointerLeave, bubbleEnter, press, focus, blur, clearTimers }
  })

  useEffect(
    () => () => {
      controls.clearTimers()
      if (closeOpenTooltip === controls.hide) closeOpenTooltip = null
    },
    [controls],
  )

  useEffect(() => {
    if (!open) return
    // Capture on window runs before a dialog's own Escape listener (on document), so
    // the first Escape closes only the tooltip.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      controls.hide()
    }
    // A scroll that moves the trigger would leave the bubble behind. Focus scrolls its
    // element into view, so a focused trigger keeps its bubble and it is placed again;
    // a hovered one closes, as the pointer is no longer over it.
    const onScroll = (event: Event) => {
      const target = event.target
      if (!(target instanceof Node) || !trigger.current || !target.contains(trigger.current)) return
      if (state.current.focused) setScrolled((n) => n + 1)
      else controls.hide()
    }
    window.addEventListener('keydown', onKeyDown, true)
    window.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', controls.hide)
    return () => {
      window.removeEventListener('keydown', onKeyDown, true)
      window.removeEventListener('scroll', onScroll, true)
      window.removeEventListener('resize', controls.hide)
    }
  }, [open, controls])

  // Measured before paint: the bubble is laid out at the viewport's origin (so its
  // width does not depend on where it lands), then moved with a transform.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !bubble.current) return
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
  }, [open, side, content, scrolled])

  const props = children.props
  const describedBy = [props['aria-describedby'], open ? id : null].filter(Boolean).join(' ')
  const triggerElement = cloneElement(children, {
    'aria-describedby': describedBy || undefined,
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      props.onPointerMove?.(event)
      // Touch has no hover; a tap gets the reason another way (DisabledReason's toast).
      if (event.pointerType === 'touch') return
      controls.pointerEnter(event.currentTarget)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(event)
      if (event.pointerType === 'touch') return
      controls.pointerLeave()
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      props.onPointerDown?.(event)
      controls.press()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event)
      controls.focus(event.currentTarget)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event)
      controls.blur()
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      props.onClick?.(event)
      controls.hide()
    },
  })

  return (
    <>
      {triggerElement}
      {open
        ? createPortal(
            <div
              ref={bubble}
              id={id}
              role="tooltip"
              onPointerEnter={controls.bubbleEnter}
              onPointerLeave={controls.pointerLeave}
              style={
                placement ? { transform: `translate(${placement.x}px, ${placement.y}px)` } : { visibility: 'hidden' }
              }
              className="bg-fg text-canvas fixed top-0 left-0 z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-2.5 py-1.5 text-xs leading-snug shadow-lg"
            >
              {content}
              {placement ? <Arrow side={placement.side} at={placement.arrow} /> : null}
            </div>,
            document.body,
          )
        : null}
    </>
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
