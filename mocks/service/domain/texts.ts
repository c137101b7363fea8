// Full-text search over conversations: per session, a lower-cased copy of every
// message text and contact field, built on first use and rebuilt when it grows.
import type { StoredMessage, StoredSession, Store } from '../store'
import { messageText } from '../../seed/texts'
import { generatedText } from './views'

interface Indexed {
  messageCount: number
  /** Messages are replaced, never edited, so the last one's identity tells a completed answer apart. */
  last: StoredMessage | undefined
  contact: StoredSession['contact']
  text: string
}

// Keyed by the session object, so a reset store's entries go with it.
const cache = new WeakMap<StoredSession, Indexed>()

/** Query → lower-case terms; every term must occur (any script, no word boundaries needed for CJK). */
export function searchTerms(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/u)
    .filter((t) => t.length > 0)
}

export function searchText(store: Store, s: StoredSession): string {
  // A seeded conversation's messages never change, and each read of them makes new objects.
  const seeded = store.messages.isSeeded(s.id)
  const hit = cache.get(s)
  if (hit && seeded && hit.contact === s.contact) return hit.text
  const parts: string[] = []
  let messageCount = 0
  let last: StoredMessage | undefined
  if (seeded) messageCount = seededTexts(store, s, parts)
  else {
    const messages = store.messages.get(s.id) ?? []
    last = messages[messages.length - 1]
    if (hit && hit.messageCount === messages.length && hit.last === last && hit.contact === s.contact) return hit.text
    for (const m of messages) parts.push(m.text ?? generatedText(m, s))
    messageCount = messages.length
  }
  if (s.contact) for (const v of [s.contact.name, s.contact.email, s.contact.phone]) if (v) parts.push(v)
  // Generated texts and contacts are written in NFC already; only the query needs normalising.
  const text = parts.join('\n').toLowerCase()
  cache.set(s, { messageCount, last, contact: s.contact, text })
  return text
}

/**
 * A seeded conversation's texts straight from the message table, without making its messages
 * (ids, times, objects): the first search of a 10× workspace reads 375,000 of them. The same
 * texts as generatedText gives: the first row is the one stamped `started_at`.
 */
function seededTexts(store: Store, s: StoredSession, parts: string[]): number {
  const table = store.messages.base
  const rows = table.range(s.id)
  if (!rows) return 0
  for (let row = rows.first; row < rows.first + rows.count; row++)
    parts.push(
      table.texts.get(row) ??
        messageText({
          messageId: table.messageId(row),
          sessionId: s.id,
          role: Number.isNaN(table.completed[row] ?? Number.NaN) ? 'visitor' : 'agent',
          locale: s.locale,
          first: row === rows.first,
        }),
    )
  return rows.count
}

export function sessionMatches(store: Store, s: StoredSession, terms: readonly string[]): boolean {
  if (terms.length === 0) return true
  const text = searchText(store, s)
  return terms.every((t) => text.includes(t))
}
