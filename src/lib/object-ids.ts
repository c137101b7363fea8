// Recognises the API's prefixed ids (`prod_…`, `dlv_…`) in what a user types or pastes.
import { ID_PREFIXES, prefixedId, type IdKind } from '../api/contract/common'

const KINDS = Object.keys(ID_PREFIXES).filter((k): k is IdKind => k in ID_PREFIXES)

const KIND_BY_PREFIX: ReadonlyMap<string, IdKind> = new Map(KINDS.map((kind) => [ID_PREFIXES[kind], kind]))

/** Every prefix the contract defines, in the contract's order. */
export const KNOWN_PREFIXES: readonly string[] = KINDS.map((kind) => ID_PREFIXES[kind])

export const kindOfPrefix = (prefix: string): IdKind | null => KIND_BY_PREFIX.get(prefix.toLowerCase()) ?? null

export type ParsedId =
  /** A well-formed id of a kind the contract knows. */
  | { status: 'valid'; kind: IdKind; prefix: string; id: string }
  /** A known prefix with a body that cannot be an id (too short, stray characters): usually still being typed. */
  | { status: 'malformed'; kind: IdKind; prefix: string; id: string; example: string }
  /** Shaped like an id, but the prefix is not one of the contract's. */
  | { status: 'unknown-prefix'; prefix: string; id: string }

/** `word_rest` with no spaces: what an id looks like before its prefix is checked. */
const ID_LIKE = /^([A-Za-z]{1,12})_(\S*)$/

/** A well-formed id with a known prefix anywhere in a longer text, such as a URL or a log line. */
const EMBEDDED = new RegExp(`(?<![A-Za-z0-9_])(?:${KNOWN_PREFIXES.join('|')})_[A-Za-z0-9]{6,40}(?![A-Za-z0-9_])`, 'g')

/** Quotes, backticks and brackets that come along when an id is copied out of JSON, markdown or a log. */
const unwrap = (text: string) => text.trim().replace(/^["'`<([{]+|["'`>)\]},;.]+$/g, '')

const check = (kind: IdKind, candidate: string): ParsedId => {
  const prefix = ID_PREFIXES[kind]
  const valid = prefixedId(kind).safeParse(candidate).success
  return valid
    ? { status: 'valid', kind, prefix, id: candidate }
    : { status: 'malformed', kind, prefix, id: candidate, example: `${prefix}_8fK2mQ4xLp` }
}

/**
 * What object an input names, or null when it does not look like an id at all
 * (so an ordinary search such as "overview" is left alone). A whole input shaped
 * like an id is judged as such; otherwise the last well-formed id inside the text
 * wins, because in a URL such as `/webhooks/wh_…/deliveries/dlv_…` the last one
 * is the most specific.
 */
export function parseObjectId(input: string): ParsedId | null {
  const text = unwrap(input)
  const whole = ID_LIKE.exec(text)
  if (whole) {
    const [, rawPrefix = '', body = ''] = whole
    const kind = kindOfPrefix(rawPrefix)
    // Prefixes are lower-case on the wire; a shouted prefix is still clearly meant.
    if (kind) return check(kind, `${ID_PREFIXES[kind]}_${body}`)
    // A single word with an underscore but no id body (e.g. "snake_case") is a search, not an id.
    if (/^[A-Za-z0-9]{6,40}$/.test(body)) return { status: 'unknown-prefix', prefix: rawPrefix, id: text }
    return null
  }
  const found = text.match(EMBEDDED)
  const last = found?.at(-1)
  if (!last) return null
  const kind = kindOfPrefix(last.slice(0, last.indexOf('_')))
  return kind ? check(kind, last) : null
}
