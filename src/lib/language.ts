// The interface's language: the browser's own when we speak it, unless Settings chose another,
// remembered in localStorage and followed across tabs. Independent of the regional format
// (src/lib/locale.ts): German words with Swiss figures is a real reader's choice.
import { STORAGE_KEYS } from './constants'
import { rememberedChoice } from './remembered'

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

/** The chosen language, or null to follow the browser. */
const choice = rememberedChoice(STORAGE_KEYS.language, (stored) => (isLanguage(stored) ? stored : null))

export const getLanguageChoice = (): Language | null => choice.get()

/** The language the interface should be in now. */
export const wantedLanguage = (): Language => choice.get() ?? matchLanguage(globalThis.navigator?.languages)

export const setLanguageChoice = (language: Language | null): void => choice.choose(language)

export const subscribeLanguageChoice = (listener: () => void) => choice.subscribe(listener)
