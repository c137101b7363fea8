// Writes translations into the .po catalogs: `npm run translate -- <file.json>`, where the file
// maps an English message (its msgid, as `lingui extract` wrote it) to its German, Japanese and
// Arabic: { "Products": { "de": "Produkte", "ja": "プロダクト", "ar": "المنتجات" } }.
// Every catalog that holds the message gets it, so a message shared by two features is written once.
// Run `npm run extract` first; a message no catalog holds is reported, not added.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import PO from 'pofile'

const LANGUAGES = ['de', 'ja', 'ar'] as const
type Translations = Record<string, Partial<Record<(typeof LANGUAGES)[number], string>>>

const file = process.argv[2]
if (!file) throw new Error('usage: npm run translate -- <translations.json>')
const translations = JSON.parse(readFileSync(file, 'utf8')) as Translations
const used = new Set<string>()

/** Every catalog of a language, wherever lingui.config.ts puts them under src. */
const catalogsOf = (language: string): string[] =>
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(`locales/${language}.po`))
    .map((path) => `src/${path}`)

for (const language of LANGUAGES) {
  for (const path of catalogsOf(language)) {
    const po = PO.parse(readFileSync(path, 'utf8'))
    let changed = false
    for (const item of po.items) {
      const translation = translations[item.msgid]?.[language]
      if (translation === undefined) continue
      used.add(item.msgid)
      if (item.msgstr[0] !== translation) {
        item.msgstr = [translation]
        changed = true
      }
    }
    if (changed) writeFileSync(path, po.toString() + '\n')
  }
}
const unknown = Object.keys(translations).filter((id) => !used.has(id))
if (unknown.length) console.warn(`Not in any catalog (run npm run extract?):\n  ${unknown.join('\n  ')}`)
