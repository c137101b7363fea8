// The language picker's words (Settings, the command palette): loaded with the picker, not the shell.
import type { Language } from './language'

/** Each language named in itself, as a reader looks for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  ar: 'العربية',
  pseudo: 'Ƥśéûđö (pseudo)',
}
