// The locale numbers and dates are written in: the browser's own language unless Settings
// chose another, remembered in localStorage (a display preference, nothing secret). The UI's
// words stay English; only figures, dates and times follow the locale.
import { observable } from './observable'
import { STORAGE_KEYS } from './constants'

/** A well-formed tag, canonicalised ("de-de" → "de-DE"), or null. Intl falls back for one it lacks. */
export function canonicalLocale(tag: string | null | undefined): string | null {
  try {
    return tag ? (Intl.getCanonicalLocales(tag)[0] ?? null) : null
  } catch {
    return null
  }
}

/** The browser's first language; en-US where there is none (Node, old browsers). */
export const browserLocale = (): string => canonicalLocale(globalThis.navigator?.languages?.[0]) ?? 'en-US'

function storedChoice(): string | null {
  try {
    return canonicalLocale(globalThis.localStorage?.getItem(STORAGE_KEYS.locale))
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
    if (next) localStorage.setItem(STORAGE_KEYS.locale, next)
    else localStorage.removeItem(STORAGE_KEYS.locale)
  } catch {
    // Not remembered across visits, but applied now.
  }
  choice.set(next)
}

/** Calls `listener` when the choice changes (the app's hooks re-render on it: src/app/locale.ts). */
export const subscribeLocale = (listener: () => void) => choice.subscribe(listener)

// A format chosen in another tab applies here too, as the language does (src/lib/language.ts).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.locale || event.key === null) choice.set(storedChoice())
  })
