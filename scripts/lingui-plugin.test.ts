// The macros' build step (docs/i18n.md): a message reaches the code as its number in the list of
// all messages and its English compiled, and each language's catalog is that list's translations,
// so the number the code holds finds its translation.
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { describe, expect, it } from 'vitest'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { expandCatalog } from '../src/app/i18n/placeholders'
import { catalogForm, compileInlineMessages, readMessages } from './lingui-plugin'

const compile = async (code: string, numbers: Map<string, number>) =>
  (await transformAsync(code, {
    filename: 'x.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacro, { stripMessageField: false }], compileInlineMessages(numbers)],
  }))!.code!

describe('compileInlineMessages', () => {
  const source = `
    import { t, msg } from '@lingui/core/macro'
    import { Trans } from '@lingui/react/macro'
    export const a = t\`Save\`
    export const b = (name) => t\`Hello \${name}\`
    export const c = msg\`Products\`
    export const d = (name) => <Trans>Open <b>{name}</b></Trans>
    export const e = t\`Not in any catalog yet\``

  it('passes a message by its number, with its English compiled', async () => {
    const ids = new Map<string, number>()
    // The ids Lingui gives these messages, read from a first run without numbers.
    for (const [, id] of (await compile(source, new Map())).matchAll(/id: "([^"]+)"/g)) ids.set(id!, ids.size)
    ids.delete([...ids.keys()].at(-1)!)
    const out = await compile(source, ids)
    expect(out).toContain('_i18n._(0, "Save")')
    expect(out).toMatch(/_i18n\._\(1, \["Hello ", \["name"\]\], \{\s*name: name\s*\}\)/)
    expect(out).toMatch(/\{\s*id: 2,\s*message: "Products"\s*\}/)
    expect(out).toMatch(/id: 3,\s*message: \["Open <0>", \["name"\], "<\/0>"\]/)
    // Not numbered: keeps Lingui's id, and shows its English.
    expect(out).toMatch(/id: "[\w+/]{6}",\s*message: "Not in any catalog yet"/)
  })
})

describe('readMessages', () => {
  it('numbers every message once, with its English and every translation', async () => {
    const { list } = await readMessages(process.cwd())
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length)
    expect(list.length).toBeGreaterThan(1000)
    const overview = list.find((m) => m.english === 'Overview')
    expect(Object.fromEntries(overview!.translations)).toMatchObject({ en: 'Overview', de: 'Übersicht', ja: '概要' })
  })
})

describe('catalogForm', () => {
  const plain = (tokens: ReturnType<typeof compileMessage>) =>
    tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens

  it('keeps a sentence with plain placeholders as text, and anything else compiled', () => {
    expect(catalogForm('Hallo {name}, {count} neu')).toBe('Hallo {name}, {count} neu')
    expect(catalogForm('{count, plural, one {# Produkt} other {# Produkte}}')).toEqual([
      ['count', 'plural', { one: ['#', ' Produkt'], other: ['#', ' Produkte'] }],
    ])
    // A literal brace is text, never a placeholder.
    expect(catalogForm("JSON '{'id'}'")).toEqual(['JSON {id}'])
  })

  it('reads back, in the browser, to the tokens Lingui compiles, for every message of every language', async () => {
    const { list } = await readMessages(process.cwd())
    for (const language of ['en', 'de', 'ja', 'ar']) {
      const texts = list.map((m) => m.translations.get(language)!)
      const read = expandCatalog(texts.map(catalogForm))
      expect(read).toEqual(texts.map((text) => plain(compileMessage(text))))
    }
  })
})

describe('what the run time reads', () => {
  it.each([
    '{n, plural, =0 {none} other {#}}',
    '{n, plural, offset:1 one {you} other {you and #}}',
    '{n, selectordinal, one {#st} other {#th}}',
    '{total, number} credits',
    'Hi {n, plural, one {{k, select, a {x} other {y}}} other {{total, date}}}',
  ])('refuses %s at build time', (text) => {
    expect(() => catalogForm(text)).toThrow(/only placeholders, plurals by category and selects/)
  })
})
