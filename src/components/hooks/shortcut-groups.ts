// What the `?` dialog lists: the registry's shortcuts as a live list, grouped. Apart from
// components/hooks/keyboard.ts, which every screen loads, so only the dialog's lazy chunk carries it.
import { useSyncExternalStore } from 'react'
import { getShortcuts, subscribeShortcuts, type ShortcutInfo } from './keyboard'

/** Every bound shortcut, in the order they were registered; the same keys bound twice are listed once. */
export function useShortcuts(): readonly ShortcutInfo[] {
  return useSyncExternalStore(subscribeShortcuts, getShortcuts, getShortcuts)
}

/** Shortcuts by group, each keys-and-description pair once (two screens binding `j` the same way list one row). */
export function groupShortcuts(list: readonly ShortcutInfo[]): { group: string; shortcuts: ShortcutInfo[] }[] {
  const groups = new Map<string, ShortcutInfo[]>()
  const seen = new Set<string>()
  for (const s of list) {
    const id = `${s.group}\u0000${s.keys}\u0000${s.description}`
    if (seen.has(id)) continue
    seen.add(id)
    const rows = groups.get(s.group) ?? []
    rows.push(s)
    groups.set(s.group, rows)
  }
  return [...groups].map(([group, shortcuts]) => ({ group, shortcuts }))
}
