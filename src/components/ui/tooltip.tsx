// Tooltips: shown on hover and keyboard focus, never the only place a fact lives;
// pair them with an accessible name or description on the trigger. Our own (no
// positioning library), so the first load carries a few hundred bytes, not ~10 KB.
import {
  cloneElement,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { TooltipBubble, TooltipSide } from './tooltip-bubble'

/** Hovering this long opens a tooltip, so a pointer passing over a control stays quiet. */
export const OPEN_DELAY_MS = 300
/** Within this long of another tooltip closing, the next opens at once: scanning a toolbar. */
export const SKIP_DELAY_MS = 200
/** Time for the pointer to cross from the trigger onto the bubble (WCAG 1.4.13: hoverable). */
export const CLOSE_GRACE_MS = 120

// The bubble's code comes with the first hover or focus, well within the open delay; a focused
// trigger shows its bubble as soon as the code is there.
let Bubble: typeof TooltipBubble | null = null
let bubbleLoad: Promise<void> | null = null
export function loadTooltipBubble(): Promise<void> {
  bubbleLoad ??= import('./tooltip-bubble').then(
    (module) => {
      Bubble = module.TooltipBubble
    },
    (error: unknown) => {
      // A failed chunk load (offline, a new deploy) may be tried again on the next hover.
      bubbleLoad = null
      throw error
    },
  )
  return bubbleLoad
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
  const trigger = useRef<HTMLElement | null>(null)
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
      void loadTooltipBubble().catch(() => undefined)
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
      void loadTooltipBubble().catch(() => undefined)
      trigger.current = element
      s.focused = true
      show()
    }
    const blur = () => {
      s.focused = false
      hide()
    }
    const focused = () => s.focused
    return { hide, pointerEnter, pointerLeave, bubbleEnter, press, focus, blur, clearTimers, focused }
  })

  useEffect(
    () => () => {
      controls.clearTimers()
      if (closeOpenTooltip === controls.hide) closeOpenTooltip = null
    },
    [controls],
  )

  // Opened before the bubble's code arrived: shown when it does.
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (open && !Bubble) void loadTooltipBubble().then(loaded, () => undefined)
  }, [open])

  const props = children.props
  const describedBy = [props['aria-describedby'], open && Bubble ? id : null].filter(Boolean).join(' ')
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
      {open && Bubble ? (
        <Bubble
          id={id}
          content={content}
          side={side}
          trigger={trigger}
          focused={controls.focused}
          hide={controls.hide}
          onPointerEnter={controls.bubbleEnter}
          onPointerLeave={controls.pointerLeave}
        />
      ) : null}
    </>
  )
}
