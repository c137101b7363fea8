// The interface's language in force: English at once (its words are in the code), another once its
// catalogs arrive. Screens re-render in place on a change (runtime.tsx), so filters, a form being
// typed and an open dialog stay as they were. The whole design: docs/i18n.md.
import { activate, type Catalog } from '#i18n'
import { useSyncExternalStore } from 'react'
import { directionOf, htmlLangOf, subscribeLanguageChoice, wantedLanguage, type Language } from '../../lib/language'
import { getLocale, subscribeLocale } from '../../lib/locale'
import { observable } from '../../lib/observable'

/** The language the interface shows now (not the one being loaded). */
export const activeLanguage = observable<Language>('en')

const loaded = new Map<Language, Promise<Catalog>>([['en', Promise.resolve([])]])

function catalogOf(language: Language): Promise<Catalog> {
  let catalog = loaded.get(language)
  if (!catalog) {
    catalog =
      language === 'pseudo'
        ? Promise.all([import('./catalogs'), import('./pseudo')]).then(([c, p]) =>
            c.loadCatalog('en').then(p.pseudoCatalog),
          )
        : import('./catalogs').then((c) => c.loadCatalog(language))
    // A failed download is asked again next time.
    catalog.catch(() => loaded.delete(language))
    loaded.set(language, catalog)
  }
  return catalog
}

/**
 * Plurals follow the language's rules (Arabic has six forms), digits inside a sentence the regional
 * format's, as every other figure on the screen does.
 */
function messageLocale(language: Language): string {
  const base = language === 'pseudo' ? 'en' : language
  try {
    const { numberingSystem } = new Intl.NumberFormat(getLocale()).resolvedOptions()
    return `${base}-u-nu-${numberingSystem}`
  } catch {
    return base
  }
}

let latest: Language = 'en'
/** Shows `language` once its catalogs are in; the last call wins when several overlap. */
export async function showLanguage(language: Language): Promise<void> {
  latest = language
  const messages = await catalogOf(language)
  if (latest !== language) return
  activate(messageLocale(language), messages)
  document.documentElement.lang = htmlLangOf(language)
  document.documentElement.dir = directionOf(language)
  activeLanguage.set(language)
}

/** The first screen's language: resolves once it can paint in it (English: at once). */
export const startLanguage = (): Promise<void> =>
  // An unreachable catalog leaves the interface in English rather than blank.
  showLanguage(wantedLanguage()).catch(() => undefined)

// A choice in Settings or the palette shows at once, in place; a new regional format rewrites the
// digits inside sentences.
subscribeLanguageChoice(() => void showLanguage(wantedLanguage()).catch(() => undefined))
subscribeLocale(() => void showLanguage(activeLanguage.get()).catch(() => undefined))

const subscribeActive = (listener: () => void) => activeLanguage.subscribe(listener)
const getActive = () => activeLanguage.get()

/** The language shown now, re-rendering on a change. */
export const useActiveLanguage = (): Language => useSyncExternalStore(subscribeActive, getActive)
