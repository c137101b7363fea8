// Radix menus whose code loads on first use: until then the trigger is a plain button that
// opens on the keys and presses a Radix trigger opens on, so the first opening is never lost.
import {
  startTransition,
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'

/** How the first opening was asked for: a keyboard opening puts focus on the first item, as Radix does. */
export type OpenedBy = 'pointer' | 'keyboard'

/** The keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

export interface StandInTriggerProps {
  'aria-haspopup': 'menu'
  'aria-expanded': false
  'data-state': 'closed'
  onPointerEnter: () => void
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * `openedBy` is null until the stand-in trigger is used; then render the lazy menu (open from
 * the start) in place of the stand-in, under a Suspense boundary whose fallback is the stand-in.
 * The switch runs as a transition, so the stand-in stays on screen until the menu's code is in.
 */
export function useMenuOnDemand(preload: () => void): {
  openedBy: OpenedBy | null
  triggerProps: StandInTriggerProps
} {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null)
  const open = (by: OpenedBy) => {
    preload()
    startTransition(() => setOpenedBy(by))
  }
  return {
    openedBy,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      // Loading on intent makes the first opening as quick as the rest.
      onPointerEnter: preload,
      onFocus: preload,
      onPointerDown: (event) => {
        // As Radix's composed handlers do, a press another handler already took is left alone.
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return
        // As Radix does: the menu, not the trigger, takes focus.
        event.preventDefault()
        open('pointer')
      },
      onKeyDown: (event) => {
        // E.g. a table's own arrow-key handling, which moves between rows instead.
        if (event.defaultPrevented || !OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        open('keyboard')
      },
    },
  }
}

/**
 * A ref for the lazy menu's content. Radix moves focus to the first item when a key opened
 * the menu, but only for keys it saw, and this one came before its code loaded: so on that
 * first opening this puts focus there itself, before Radix would focus the content instead.
 */
export function useFirstItemFocus(openedBy: OpenedBy): (content: HTMLElement | null) => void {
  const pending = useRef(openedBy === 'keyboard')
  return useCallback((content: HTMLElement | null) => {
    if (!content || !pending.current) return
    pending.current = false
    content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true })
  }, [])
}
