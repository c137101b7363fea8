// The locale numbers and dates are written in: the browser's own language unless Settings
// chose another, remembered in localStorage (a display preference, nothing secret). The UI's
// words stay English; only figures, dates and times follow the locale.
import { useSyncExternalStore } from 'react'
import { observable } from '../api/observable'

export const LOCALE_STORAGE_KEY = 'agent-console:locale'

/** Offered in Settings beside "the browser's"; any valid BCP 47 tag works. */
export const LOCALE_CHOICES = ['en-US', 'en-GB', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'ar-EG'] as const

/** A tag Intl knows, canonicalised ("de-de" → "de-DE"), or null. */
export function canonicalLocale(tag: string | null | undefined): string | null {
  if (!tag) return null
  try {
    const [canonical] = Intl.getCanonicalLocales(tag)
    return canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null
  } catch {
    return null
  }
}

/** The browser's first language Intl can format in; en-US where there is none (Node, old browsers). */
export function browserLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): string {
  for (const tag of languages) {
    const ok = canonicalLocale(tag)
    if (ok) return ok
  }
  return canonicalLocale(globalThis.navigator?.language) ?? 'en-US'
}

function storedChoice(): string | null {
  try {
    return canonicalLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return null
  }
}

/** The chosen tag, or null to follow the browser. */
const choice = observable<string | null>(storedChoice())

export const getLocaleChoice = (): string | null => choice.get()

/** The locale in force. */
export const getLocale = (): string => choice.get() ?? browserLocale()

export function setLocaleChoice(tag: string | null): void {
  const next = canonicalLocale(tag)
  try {
    if (next) localStorage.setItem(LOCALE_STORAGE_KEY, next)
    else localStorage.removeItem(LOCALE_STORAGE_KEY)
  } catch {
    // Not remembered across visits, but applied now.
  }
  choice.set(next)
}

const subscribe = (listener: () => void) => choice.subscribe(listener)

/** The locale in force, re-rendering on a change (the shell keys its screens on it). */
export const useLocale = (): string => useSyncExternalStore(subscribe, getLocale)

export const useLocaleChoice = (): string | null => useSyncExternalStore(subscribe, getLocaleChoice)

/** "Deutsch (Deutschland)": a locale named in its own language, or the tag where Intl cannot. */
export function localeName(tag: string, inLocale: string = tag): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}
