// Which of the feature's two dialogs is open, shared by the trigger, the shortcuts and
// the dialogs themselves, where focus goes back when the dialog closes, and what was typed
// before the dialog's code arrived.
import { useSyncExternalStore } from 'react'
import { observable } from '../../lib/observable'

export type OpenDialog = 'palette' | 'shortcuts' | null

interface State {
  open: OpenDialog
  /**
   * What had focus before the first dialog opened. Neither dialog has a Radix
   * trigger (they open from anywhere), so Radix would otherwise drop focus on <body>.
   */
  returnFocus: HTMLElement | null
}

const state = observable<State>({ open: null, returnFocus: null })

const focused = (): HTMLElement | null => {
  const el = typeof document === 'undefined' ? null : document.activeElement
  return el instanceof HTMLElement && el !== document.body ? el : null
}

function show(open: Exclude<OpenDialog, null>) {
  // Switching from one dialog to the other keeps the original element to return to.
  state.update((s) => ({ open, returnFocus: s.open ? s.returnFocus : focused() }))
}

export const openCommandPalette = () => show('palette')
export const openShortcuts = () => show('shortcuts')
export const closeDialogs = () => state.update((s) => ({ ...s, open: null }))
export const togglePalette = () => (state.get().open === 'palette' ? closeDialogs() : openCommandPalette())

export function useOpenDialog(): OpenDialog {
  return useSyncExternalStore(
    (l) => state.subscribe(l),
    () => state.get().open,
    () => null,
  )
}

/**
 * For a dialog's onCloseAutoFocus: unless the other dialog took over, focus goes
 * back to where it was (the header's trigger, a field), or to the main content
 * when that element is gone (a screen the palette navigated away from). Radix calls
 * this a moment after the dialog has gone: a key pressed meanwhile (/ into a search
 * box, j to a row) has put focus somewhere already, and it stays there.
 */
export function restoreFocus(event: Event): void {
  event.preventDefault()
  const s = state.get()
  if (s.open) return
  const target = s.returnFocus?.isConnected ? s.returnFocus : document.getElementById('main')
  if (document.activeElement === document.body) target?.focus({ preventScroll: true })
  state.set({ open: null, returnFocus: null })
}

/**
 * What was typed while the dialog's code was still loading (the first opening only): a
 * stand-in field takes the keys, and the palette starts from them, so none are lost.
 */
let typedWhileLoading = ''
export const setTypedWhileLoading = (text: string): void => {
  typedWhileLoading = text
}
export const searchTypedWhileLoading = (): string => typedWhileLoading
export const clearSearchTypedWhileLoading = (): void => {
  typedWhileLoading = ''
}
