// Where each language's catalogs are: one per feature, one per folder of building blocks, one for
// the app (lingui.config.ts). Vite makes each glob entry a loader; the build puts one language's catalogs in
// one chunk (vite.config.ts, group "lang-…"), so a reader downloads their own language only.
import type { Compiled } from '#i18n'

type Messages = Record<string, Compiled>

type Loaders = Record<string, () => Promise<Messages>>

export const CATALOGS: Record<'de' | 'ja' | 'ar' | 'en', Loaders> = {
  de: import.meta.glob<Messages>(
    ['../../features/*/locales/de.po', '../../components/*/locales/de.po', '../locales/de.po'],
    { import: 'messages' },
  ),
  ja: import.meta.glob<Messages>(
    ['../../features/*/locales/ja.po', '../../components/*/locales/ja.po', '../locales/ja.po'],
    { import: 'messages' },
  ),
  ar: import.meta.glob<Messages>(
    ['../../features/*/locales/ar.po', '../../components/*/locales/ar.po', '../locales/ar.po'],
    { import: 'messages' },
  ),
  // The source catalogs, which only the pseudo-locale reads.
  en: import.meta.glob<Messages>(
    ['../../features/*/locales/en.po', '../../components/*/locales/en.po', '../locales/en.po'],
    { import: 'messages' },
  ),
}

/** All of a language's catalogs, as one. */
export async function loadCatalogs(language: keyof typeof CATALOGS): Promise<Messages> {
  const parts = await Promise.all(Object.values(CATALOGS[language]).map((load) => load()))
  return Object.assign({}, ...parts) as Messages
}
