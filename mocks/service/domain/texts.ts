// Full-text search over conversations: per session, a lower-cased copy of every
// message text and contact field, built on first use and rebuilt when it grows.
import type { StoredMessage, StoredSession, Store } from '../store'
import type { SessionTable } from '../sessions'
import { messageText } from '../../seed/texts'
import { generatedText } from './views'

interface Indexed {
  messageCount: number
  /** Messages are replaced, never edited, so the last one's identity tells a completed answer apart. */
  last: StoredMessage | undefined
  contact: StoredSession['contact']
  text: string
}

// Keyed by the session object (conversations after the seed), so a reset store's entries go with it.
const cache = new WeakMap<StoredSession, Indexed>()
// Seeded conversations never change: their texts by ordinal, per table.
const seededCache = new WeakMap<SessionTable, (string | undefined)[]>()

/** Query → lower-case terms; every term must occur (any script, no word boundaries needed for CJK). */
export function searchTerms(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/u)
    .filter((t) => t.length > 0)
}

/** The text a conversation is searched in: a later one as its object, a seeded one by its ordinal. */
export function searchText(store: Store, s: StoredSession | number): string {
  const table = store.sessions.base
  if (typeof s === 'number' || (table && store.sessions.isSeeded(s.id))) {
    if (!table) return ''
    const o = typeof s === 'number' ? s : table.messages.ordinalOf(s.id)
    let texts = seededCache.get(table)
    if (!texts) seededCache.set(table, (texts = []))
    return (texts[o] ??= seededText(table, o))
  }
  const hit = cache.get(s)
  const messages = store.messages.get(s.id) ?? []
  const last = messages[messages.length - 1]
  if (hit && hit.messageCount === messages.length && hit.last === last && hit.contact === s.contact) return hit.text
  const parts: string[] = []
  for (const m of messages) parts.push(m.text ?? generatedText(m, s))
  const text = joined(parts, s.contact)
  cache.set(s, { messageCount: messages.length, last, contact: s.contact, text })
  return text
}

// Generated texts and contacts are written in NFC already; only the query needs normalising.
function joined(parts: string[], contact: StoredSession['contact']): string {
  if (contact) for (const v of [contact.name, contact.email, contact.phone]) if (v) parts.push(v)
  return parts.join('\n').toLowerCase()
}

/**
 * A seeded conversation's texts straight from the message table, without making its messages
 * (ids, times, objects): the first search of a 10× workspace reads 375,000 of them. The same
 * texts as generatedText gives: the first row is the one stamped `started_at`.
 */
function seededText(sessions: SessionTable, o: number): string {
  const table = sessions.messages
  const { first, count } = table.rowsOf(o)
  const sessionId = table.sessionIdOf(o)
  const locale = sessions.localeOf(o)
  const parts: string[] = []
  for (let row = first; row < first + count; row++)
    parts.push(
      table.writtenText(row, sessionId) ??
        messageText({
          messageId: table.messageId(row),
          sessionId,
          role: Number.isNaN(table.completed[row] ?? Number.NaN) ? 'visitor' : 'agent',
          locale,
          first: row === first,
        }),
    )
  return joined(parts, sessions.contactOf(o))
}

export function sessionMatches(store: Store, s: StoredSession | number, terms: readonly string[]): boolean {
  if (terms.length === 0) return true
  const text = searchText(store, s)
  return terms.every((t) => text.includes(t))
}
