// Find in a transcript: the query as one phrase, case-insensitive in any script, counted
// over the text a reader sees (a Markdown link's address and image syntax are not shown,
// so they do not count), and the same matcher marks the hits in what is rendered.
import type { Message } from '../../../api/contract'
import { renderedText } from './markdown-tree'

/** The longest find query; longer pastes are cut so a match stays meaningful. */
export const FIND_MAX = 200

/** A matcher for `query`, or null when there is nothing to look for. Indices refer to the original text. */
export function matcherFor(query: string): RegExp | null {
  const phrase = query.normalize('NFC').trim().slice(0, FIND_MAX)
  if (phrase === '') return null
  return new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')
}

/** The text find looks in: a visitor's as typed, an agent's as the screen's Markdown tree holds it. */
export const searchableText = (m: Pick<Message, 'role' | 'text'>): string =>
  m.role === 'agent' ? renderedText(m.text) : m.text

export function countMatches(text: string, matcher: RegExp): number {
  matcher.lastIndex = 0
  let n = 0
  while (matcher.exec(text) !== null) n++
  return n
}

export interface Match {
  /** Index of the message in the transcript. */
  message: number
  /** Which hit inside that message, in reading order. */
  occurrence: number
}

/** Every hit in the loaded messages, in reading order. */
export function findMatches(messages: readonly Pick<Message, 'role' | 'text'>[], matcher: RegExp | null): Match[] {
  if (!matcher) return []
  const matches: Match[] = []
  messages.forEach((m, message) => {
    const count = countMatches(searchableText(m), matcher)
    for (let occurrence = 0; occurrence < count; occurrence++) matches.push({ message, occurrence })
  })
  return matches
}

export interface Segment {
  text: string
  /** Set on a hit: its occurrence number within the text. */
  hit: number | null
}

/** `text` cut into plain runs and hits; occurrences are numbered from `start`. */
export function splitMatches(text: string, matcher: RegExp | null, start = 0): Segment[] {
  if (!matcher) return [{ text, hit: null }]
  const segments: Segment[] = []
  let at = 0
  let n = start
  matcher.lastIndex = 0
  for (let m = matcher.exec(text); m !== null; m = matcher.exec(text)) {
    if (m.index > at) segments.push({ text: text.slice(at, m.index), hit: null })
    segments.push({ text: m[0], hit: n++ })
    at = m.index + m[0].length
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), hit: null })
  return segments
}
