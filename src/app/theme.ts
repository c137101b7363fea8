// The colour theme: System (the default, following prefers-color-scheme), Light or Dark,
// remembered in localStorage and applied as a `.dark` or `.light` class on <html>, so
// `dark:` utilities and the CSS tokens agree (styles.css reads both classes).
import { useSyncExternalStore } from 'react'
import { observable } from '../lib/observable'
import { STORAGE_KEYS } from '../lib/constants'

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type Theme = 'light' | 'dark'

const isPreference = (value: unknown): value is ThemePreference => THEME_PREFERENCES.some((p) => p === value)

function storedPreference(): ThemePreference {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.theme)
    return isPreference(value) ? value : 'system'
  } catch {
    // Storage can be refused (private windows); following the system is the right default then.
    return 'system'
  }
}

const preference = observable<ThemePreference>('system')
const resolved = observable<Theme>('light')

export const getThemePreference = (): ThemePreference => preference.get()
export const getTheme = (): Theme => resolved.get()

export function setThemePreference(next: ThemePreference): void {
  try {
    if (next === 'system') localStorage.removeItem(STORAGE_KEYS.theme)
    else localStorage.setItem(STORAGE_KEYS.theme, next)
  } catch {
    // Not remembered across visits, but applied now.
  }
  preference.set(next)
}

export const useThemePreference = (): ThemePreference =>
  useSyncExternalStore(
    (listener) => preference.subscribe(listener),
    () => preference.get(),
  )

/** The theme on screen, after resolving System. */
export const useTheme = (): Theme =>
  useSyncExternalStore(
    (listener) => resolved.subscribe(listener),
    () => resolved.get(),
  )

/**
 * Applies the remembered preference now and keeps <html> in step with later
 * choices, with the system while it is followed, and with other tabs.
 */
export function followColorScheme(root: HTMLElement = document.documentElement): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)')
  const apply = () => {
    const p = preference.get()
    const theme: Theme = p === 'system' ? (query.matches ? 'dark' : 'light') : p
    root.classList.toggle('dark', theme === 'dark')
    // `.light` stops the prefers-color-scheme fallback in styles.css from darkening a chosen light theme.
    root.classList.toggle('light', theme === 'light')
    resolved.set(theme)
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.theme || e.key === null) preference.set(storedPreference())
  }
  preference.set(storedPreference())
  apply()
  const unsubscribe = preference.subscribe(apply)
  query.addEventListener('change', apply)
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    query.removeEventListener('change', apply)
    window.removeEventListener('storage', onStorage)
  }
}
