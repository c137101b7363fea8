// Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) turned into calls of its runtime, for Vite and
// vitest alike, and each language's catalogs as one module. @vitejs/plugin-react compiles with oxc,
// which runs no Babel plugin, so the macro runs here, before it, and only on the modules that
// import a macro.
//
// English is the source and is written in the code: each message keeps its English text, compiled
// to Lingui's token form now, at build time. So an English reader loads no catalog and each screen's
// words travel in that screen's chunk. Every message is also numbered: its place in one list of all
// the messages (docs/i18n.md). Another language's catalog is that list's translations, in that
// order, and the code looks a message up by its number: no id is downloaded, neither with the code
// nor with a catalog, and a message shared by two features is translated and downloaded once.
import { transformAsync, types as t, type PluginObj } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import config from '../lingui.config.ts'
import { expandPlaceholders } from '../src/app/i18n/placeholders.ts'

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/
const SOURCE = /\.[cm]?[jt]sx?$/
const CATALOG = 'virtual:messages/'
const ENGLISH = config.sourceLocale ?? 'en'

type Compiled = string | ReturnType<typeof compileMessage>

const PLURAL_CASES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/**
 * The run time reads placeholders, plurals by the language's categories, and selects
 * (src/app/i18n/runtime.tsx): a message that needs more fails here, not on a reader's screen.
 */
function refuseWhatTheRunTimeCannotRead(tokens: ReturnType<typeof compileMessage>, text: string): void {
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [, format, cases] = token
    if (!format) continue
    // Lingui writes `offset: undefined` into every plural.
    const branches = Object.entries(
      (cases ?? {}) as Record<string, ReturnType<typeof compileMessage> | undefined>,
    ).filter((entry): entry is [string, ReturnType<typeof compileMessage>] => entry[1] !== undefined)
    const readable =
      (format === 'select' || format === 'plural') &&
      (format === 'select' || branches.every(([key]) => PLURAL_CASES.has(key)))
    if (!readable) throw new Error(`"${text}": only placeholders, plurals by category and selects are read`)
    for (const [, branch] of branches) refuseWhatTheRunTimeCannotRead(branch, text)
  }
}

/**
 * Plain text stays a string (src/app/i18n/runtime.tsx reads both): two bytes shorter a message. A
 * plural loses Lingui's `offset: undefined`, which the run time never reads.
 */
function compile(text: string): Compiled {
  const tokens = compileMessage(text)
  refuseWhatTheRunTimeCannotRead(tokens, text)
  const lean = JSON.parse(JSON.stringify(tokens)) as typeof tokens
  return lean.length === 1 && typeof lean[0] === 'string' ? lean[0] : lean
}

/**
 * A translation as its catalog keeps it: compiled, or, when its only variables are placeholders,
 * as text that src/app/i18n/placeholders.ts expands back to the same tokens. Text that would not
 * read back the same (a literal "{x}") stays compiled: a one-token list is never expanded.
 */
export function catalogForm(text: string): Compiled {
  const compiled = compile(text)
  if (typeof compiled === 'string') return expandPlaceholders(compiled) === compiled ? compiled : [compiled]
  if (compiled.some((token) => typeof token !== 'string' && token.length > 1)) return compiled
  const written = compiled.map((token) => (typeof token === 'string' ? token : `{${token[0]}}`)).join('')
  return JSON.stringify(expandPlaceholders(written)) === JSON.stringify(compiled) ? written : compiled
}

interface Message {
  id: string
  english: string
  /** The first file that uses it: neighbours in the list are neighbours in the code, which gzip likes. */
  origin: string
  translations: Map<string, string>
}

/** Every catalog of a language, wherever lingui.config.ts puts them under src. */
const catalogFiles = (root: string, language: string): string[] =>
  readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(`locales/${language}.po`))
    .sort()
    .map((path) => join(root, 'src', path))

/** All the messages of all the catalogs, numbered, with their translations. */
export async function readMessages(root: string): Promise<{ list: Message[]; files: string[] }> {
  const po = formatter({ lineNumbers: false, origins: true })
  const byId = new Map<string, Message>()
  const files: string[] = []
  for (const language of config.locales) {
    for (const file of catalogFiles(root, language)) {
      files.push(file)
      const catalog = await po.parse(readFileSync(file, 'utf8'), {
        locale: language,
        sourceLocale: ENGLISH,
        filename: relative(root, file),
      })
      for (const [id, entry] of Object.entries(catalog ?? {})) {
        const english = entry.message ?? id
        let message = byId.get(id)
        if (!message) {
          const origin = entry.origin?.[0]?.[0] ?? relative(root, file)
          byId.set(id, (message = { id, english, origin, translations: new Map() }))
        }
        const translation = language === ENGLISH ? english : entry.translation
        if (translation) message.translations.set(language, translation)
      }
    }
  }
  const list = [...byId.values()].sort(
    (a, b) => a.origin.localeCompare(b.origin) || a.english.localeCompare(b.english) || a.id.localeCompare(b.id),
  )
  return { list, files }
}

/**
 * `id: "aB3xYz", message: "Hi {name}"` → `id: 412, message: ["Hi ", ["name"]]`: the message's
 * number in the list (a message no catalog holds yet keeps its id and shows its English), and its
 * English compiled, so there is no message compiler at run time.
 */
export function compileInlineMessages(numbers: ReadonlyMap<string, number> = new Map()): PluginObj {
  const numbered = (id: t.Node) => {
    const number = t.isStringLiteral(id) ? numbers.get(id.value) : undefined
    return number === undefined ? null : t.numericLiteral(number)
  }
  return {
    name: 'agent-console:compile-inline-messages',
    visitor: {
      ObjectExpression(path) {
        const property = (name: string) =>
          path.node.properties.find(
            (p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }),
          )
        const id = property('id')
        const message = property('message')
        if (!id || !message || !t.isStringLiteral(message.value)) return
        message.value = t.valueToNode(compile(message.value.value))
        id.value = numbered(id.value) ?? id.value
      },
      // `i18n._({ id: 412, message: "Hi", values: { name } })` → `i18n._(412, "Hi", { name })`: about
      // 3 B gzip less a message, on every screen. The run time reads both (src/app/i18n/runtime.tsx).
      CallExpression: {
        exit(path) {
          const [descriptor, ...rest] = path.node.arguments
          if (rest.length > 0 || !t.isObjectExpression(descriptor)) return
          const fields = new Map<string, t.Expression>()
          for (const p of descriptor.properties) {
            if (!t.isObjectProperty(p) || !t.isIdentifier(p.key) || !t.isExpression(p.value)) return
            fields.set(p.key.name, p.value)
          }
          const id = fields.get('id')
          const message = fields.get('message')
          const values = fields.get('values')
          if (!t.isNumericLiteral(id) || !message || fields.size !== (values ? 3 : 2)) return
          path.node.arguments = values ? [id, message, values] : [id, message]
        },
      },
      JSXOpeningElement(path) {
        if (!t.isJSXIdentifier(path.node.name, { name: 'Trans' })) return
        for (const attribute of path.node.attributes) {
          if (!t.isJSXAttribute(attribute) || !t.isStringLiteral(attribute.value)) continue
          if (t.isJSXIdentifier(attribute.name, { name: 'message' }))
            attribute.value = t.jsxExpressionContainer(t.valueToNode(compile(attribute.value.value)))
          else if (t.isJSXIdentifier(attribute.name, { name: 'id' })) {
            const number = numbered(attribute.value)
            if (number) attribute.value = t.jsxExpressionContainer(number)
          }
        }
      },
    },
  }
}

/**
 * The macros, the numbering, and `virtual:messages/<language>`: that language's translations in
 * the list's order, compiled. A translation missing from a catalog fails the build; the dev server
 * shows its English meanwhile (`npx vitest run scripts/messages.test.ts` names it).
 */
export function linguiMacros(): Plugin {
  let root = process.cwd()
  let building = false
  let messages: Promise<Awaited<ReturnType<typeof readMessages>> & { numbers: Map<string, number> }> | undefined
  const read = () =>
    (messages ??= readMessages(root).then((m) => ({ ...m, numbers: new Map(m.list.map((x, i) => [x.id, i])) })))
  return {
    name: 'agent-console:lingui-macros',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root
      building = resolved.command === 'build'
    },
    configureServer(server) {
      // New messages renumber the list, which every transformed module has baked in.
      server.watcher.on('change', (file) => {
        if (file.endsWith('.po')) void server.restart()
      })
    },
    resolveId(source) {
      return source.startsWith(CATALOG) ? `\0${source}` : null
    },
    async load(id) {
      if (!id.startsWith(`\0${CATALOG}`)) return null
      const language = id.slice(CATALOG.length + 1)
      const { list, files } = await read()
      for (const file of files) this.addWatchFile(file)
      const missing = list.filter((m) => !m.translations.has(language))
      if (building && missing.length > 0)
        this.error(`${missing.length} messages have no ${language} translation, first: "${missing[0]!.english}"`)
      // null: the English written in the code shows.
      const compiled = list.map((m) => {
        const translation = m.translations.get(language)
        return translation === undefined ? null : catalogForm(translation)
      })
      return `export default ${JSON.stringify(compiled)}`
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null
      const { numbers } = await read()
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // The English text stays (compiled) in every build: it is the English catalog.
        plugins: [[linguiMacro, { stripMessageField: false }], compileInlineMessages(numbers)],
      })
      return result?.code == null ? null : { code: result.code, map: result.map }
    },
  }
}
