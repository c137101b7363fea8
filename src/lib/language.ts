// The interface's language: the browser's own when we speak it, unless Settings chose another,
// remembered in localStorage and followed across tabs. Independent of the regional format
// (src/lib/locale.ts): German words with Swiss figures is a real reader's choice.
import { observable } from './observable'
import { STORAGE_KEYS } from './constants'

/** The languages the interface is written in; English is the source (docs/i18n.md). */
export const LANGUAGES = ['en', 'de', 'ja', 'ar'] as const
/** "pseudo" is English stretched and accented, for finding words left untranslated or clipped. */
export type Language = (typeof LANGUAGES)[number] | 'pseudo'

export const isLanguage = (value: unknown): value is Language =>
  value === 'pseudo' || (LANGUAGES as readonly unknown[]).includes(value)

/** The writing direction of a language's pages. */
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr')

/** What `<html lang>` says: the pseudo-locale is English text, tagged as a private variant. */
export const htmlLangOf = (language: Language): string => (language === 'pseudo' ? 'en-x-pseudo' : language)

/** The first of the reader's languages we speak ("de-CH" → de), or English. */
export function matchLanguage(tags: readonly string[] | undefined): Language {
  for (const tag of tags ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    if (isLanguage(base) && base !== 'pseudo') return base
  }
  return 'en'
}

function storedChoice(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.language)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

/** The chosen language, or null to follow the browser. */
const choice = observable<Language | null>(storedChoice())

export const getLanguageChoice = (): Language | null => choice.get()

/** The language the interface should be in now. */
export const wantedLanguage = (): Language => choice.get() ?? matchLanguage(globalThis.navigator?.languages)

export function setLanguageChoice(language: Language | null): void {
  try {
    if (language) localStorage.setItem(STORAGE_KEYS.language, language)
    else localStorage.removeItem(STORAGE_KEYS.language)
  } catch {
    // Not remembered across visits, but applied now.
  }
  choice.set(language)
}

export const subscribeLanguageChoice = (listener: () => void) => choice.subscribe(listener)

// A choice made in another tab applies here too, in place, as one made here would: `storage` fires
// in every other tab of the origin (a null key: the storage was cleared).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.language || event.key === null) choice.set(storedChoice())
  })
