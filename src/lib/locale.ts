// The locale numbers and dates are written in: the browser's own language unless Settings
// chose another, remembered in localStorage and followed across tabs. Only figures, dates and
// times follow it; the words follow the language (src/lib/language.ts), which may differ.
import { rememberedChoice } from './remembered'
import { STORAGE_KEYS } from './constants'

/** A well-formed tag, canonicalised ("de-de" → "de-DE"), or null. Intl falls back for one it lacks. */
export function canonicalLocale(tag: string | null | undefined): string | null {
  try {
    return tag ? (Intl.getCanonicalLocales(tag)[0] ?? null) : null
  } catch {
    return null
  }
}

/**
 * The browser's first language; en-US where there is none (Node, old browsers). Taken as it is:
 * browsers list valid BCP 47 tags, and canonicalising one cost an Intl call for every figure a
 * screen formats (a tenth of a cold wallet's first render).
 */
export const browserLocale = (): string => globalThis.navigator?.languages?.[0] || 'en-US'

/** The chosen tag, or null to follow the browser; one chosen in another tab applies here too. */
const choice = rememberedChoice(STORAGE_KEYS.locale, canonicalLocale)

export const getLocaleChoice = (): string | null => choice.get()

/** The locale in force. */
export const getLocale = (): string => choice.get() ?? browserLocale()

export const setLocaleChoice = (tag: string | null): void => choice.choose(canonicalLocale(tag))

/** Calls `listener` when the choice changes (the app's hooks re-render on it: src/app/locale.ts). */
export const subscribeLocale = (listener: () => void) => choice.subscribe(listener)
