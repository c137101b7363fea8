// Whether the demo panel's dialog is open: the header's button and the command palette both open it.
import { useSyncExternalStore } from 'react'
import { observable } from '../../api/observable'

const open = observable(false)

export const setDemoPanelOpen = (next: boolean): void => open.set(next)

export const useDemoPanelOpen = (): boolean =>
  useSyncExternalStore(
    (listener) => open.subscribe(listener),
    () => open.get(),
    () => false,
  )
