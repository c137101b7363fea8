// What Lingui's macros call at run time (lingui.config.ts, runtimeConfigModule): `i18n._`, the
// `useLingui` hook and `<Trans>`. Lingui compiles every message, English included, at build time
// (scripts/lingui-plugin.ts), so the run time only fills compiled tokens in: about 1 KB gzip here
// against 3.1 KB for @lingui/core and @lingui/react, whose message compiler, date and time presets
// and event emitter the app never uses. runtime.test.tsx holds this to @lingui/core's output.
import type { MessageDescriptor } from '@lingui/core'
import { cloneElement, Fragment, isValidElement, useMemo, useSyncExternalStore, type ReactNode } from 'react'

/** Lingui's compiled form: text, or a placeholder `[name]`, `[name, format, options]`. */
type Token = string | readonly [string, string?, unknown?]
export type Compiled = readonly Token[]
/**
 * A language's messages, each at its number (scripts/lingui-plugin.ts); plain text is a string, and
 * null leaves the English in the code.
 */
export type Catalog = readonly (Compiled | string | null)[]
type Values = Record<string, unknown>
type Cases = Record<string, Compiled>

/** What the macros pass: `id` is the message's number, or its hash when no catalog holds it yet. */
interface Descriptor {
  id: number | string
  message?: Compiled | string
  values?: Values
}

let messages: Catalog = []
let locales: string[] = ['en']
let version = 0
const listeners = new Set<() => void>()

// Made for the language in force, on first use (activate() drops them).
let pluralRules: Intl.PluralRules | undefined
let numberFormat: Intl.NumberFormat | undefined

type Put = (value: unknown) => string
const asText: Put = (value) => (typeof value === 'string' ? value : value == null ? '' : `${value as number}`)

/**
 * Fills a compiled message in; `count` is what `#` stands for inside a plural's branch, `put` how a
 * value enters the text (`<Trans>` puts a marker, so no value is ever read as markup).
 */
function fill(tokens: Compiled, values: Values, put: Put, count?: number): string {
  let out = ''
  for (const token of tokens) {
    if (typeof token === 'string') {
      out +=
        token === '#' && count !== undefined ? (numberFormat ??= new Intl.NumberFormat(locales)).format(count) : token
      continue
    }
    const [name, format, options] = token
    const value = values[name]
    // A plural or a select: the build refuses any other format (scripts/lingui-plugin.ts).
    if (format) {
      const cases = options as Cases
      const n = Number(value)
      const plural = format === 'plural'
      const branch =
        cases[plural ? (pluralRules ??= new Intl.PluralRules(locales)).select(n) : String(value)] ?? cases.other
      out += branch ? fill(branch, values, put, plural ? n : undefined) : ''
    } else out += put(value)
  }
  return out
}

/**
 * `(412, message, values)` is what the build makes of a macro (scripts/lingui-plugin.ts); a
 * descriptor (`msg`, made at module level) is translated where it shows, with its own values.
 */
type Translate = {
  (id: number, message: Compiled | string, values?: Values): string
  (descriptor: Descriptor | MessageDescriptor, values?: Values): string
}

/** A message in the language in force: its catalog's, else the English written in the code. */
function translateWith(put: Put, { id, message, values }: Descriptor, more?: Values): string {
  const compiled = (typeof id === 'number' ? messages[id] : null) ?? message ?? String(id)
  return typeof compiled === 'string' ? compiled : fill(compiled, { ...values, ...more }, put)
}

const translate: Translate = (first: number | Descriptor | MessageDescriptor, second?: unknown, third?: Values) =>
  typeof first === 'number'
    ? translateWith(asText, { id: first, message: second as Compiled | string, values: third })
    : translateWith(asText, first, second as Values | undefined)

export const i18n = {
  _: translate,
  get locale(): string {
    return locales[0] ?? 'en'
  },
}

/**
 * Shows a language: `messages` are its compiled catalogs (empty for English, whose words are in the
 * code); `locale` picks its plural rules and, with a `-u-nu-` extension, the digits of numbers inside
 * sentences.
 */
export function activate(locale: string, catalog: Catalog): void {
  locales = [locale, 'en']
  pluralRules = numberFormat = undefined
  messages = catalog
  version++
  for (const listener of [...listeners]) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const currentVersion = () => version

/** The hook the `useLingui` macro calls: re-renders its component when the language changes. */
export function useLingui() {
  const current = useSyncExternalStore(subscribe, currentVersion, currentVersion)
  // A new `_` per language, so memos that depend on it recompute.
  return useMemo(
    () => ({ i18n, _: ((...args: Parameters<typeof translate>) => translate(...args)) as Translate, version: current }),
    [current],
  )
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/
/** Stands for the n-th value inside a sentence while its markup is read: a private-use character. */
const MARK = /\uE000(\d+)\uE001/

/** "Open <0>{name}</0>" with `slots[0]` → Open <b>Ada</b>: tags are the macro's element slots. */
function withElements(text: string, slots: Record<string, ReactNode>, values: readonly unknown[]): ReactNode[] {
  const parts: ReactNode[] = []
  const plain = (piece: string) => {
    for (const [i, bit] of piece.split(MARK).entries()) if (bit) parts.push(i % 2 ? asText(values[Number(bit)]) : bit)
  }
  let rest = text
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    plain(rest.slice(0, match.index))
    const [whole, paired, inner, single] = match
    const slot = slots[(paired ?? single)!]
    const children = inner ? withElements(inner, slots, values) : undefined
    parts.push(
      isValidElement<{ children?: ReactNode }>(slot) ? (
        cloneElement(slot, { key: parts.length }, children ?? slot.props.children)
      ) : (
        <Fragment key={parts.length}>{children ?? slot}</Fragment>
      ),
    )
    rest = rest.slice(match.index + whole.length)
  }
  plain(rest)
  return parts
}

interface TransProps {
  id: number | string
  message?: Compiled | string
  values?: Values
  components?: Record<string, ReactNode>
}

/** An element given as a value: it takes a slot of its own, as the macro's tags do. */
class Slot {
  constructor(readonly index: number) {}
}

/** What the `<Trans>` macro renders: a sentence whose values may be elements. */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  useLingui()
  const slots: Record<string, ReactNode> = { ...components }
  const given: Values = {}
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value) || Array.isArray(value)) {
      const index = Object.keys(slots).length
      slots[index] = value as ReactNode
      given[name] = new Slot(index)
    } else given[name] = value
  }
  const used: unknown[] = []
  // A value enters as a marker, never as text to read tags from: a name like "<0>" stays a name.
  const put: Put = (value) => (value instanceof Slot ? `<${value.index}/>` : `\uE000${used.push(value) - 1}\uE001`)
  return <>{withElements(translateWith(put, { id, message, values: given }), slots, used)}</>
}
