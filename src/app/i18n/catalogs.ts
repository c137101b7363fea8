// Each language's catalog: one module per language that scripts/lingui-plugin.ts makes from every
// folder's .po file, the translations in the order the code numbers its messages. The build gives
// each its own chunk (vite.config.ts, group "lang-…"), so a reader downloads their own language only.
import type { Catalog } from '#i18n'
import { expandCatalog } from './placeholders'

const CATALOGS = {
  de: () => import('virtual:messages/de'),
  ja: () => import('virtual:messages/ja'),
  ar: () => import('virtual:messages/ar'),
  // The source, which only the pseudo-locale reads.
  en: () => import('virtual:messages/en'),
}

export const loadCatalog = (language: keyof typeof CATALOGS): Promise<Catalog> =>
  CATALOGS[language]().then((module) => expandCatalog(module.default))
