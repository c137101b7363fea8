// Full-text search over conversations: per session, a lower-cased copy of every
// message text and contact field, built on first use and rebuilt when it grows.
import type { StoredMessage, StoredSession, Store } from '../store'
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
  const messages = store.messages.get(s.id) ?? []
  const last = messages[messages.length - 1]
  if (hit && hit.messageCount === messages.length && hit.last === last && hit.contact === s.contact) return hit.text
  const parts: string[] = []
  for (const m of messages) parts.push(m.text ?? generatedText(m, s))
  if (s.contact) for (const v of [s.contact.name, s.contact.email, s.contact.phone]) if (v) parts.push(v)
  // Generated texts and contacts are written in NFC already; only the query needs normalising.
  const text = parts.join('\n').toLowerCase()
  cache.set(s, { messageCount: messages.length, last, contact: s.contact, text })
  return text
}

export function sessionMatches(store: Store, s: StoredSession, terms: readonly string[]): boolean {
  if (terms.length === 0) return true
  const text = searchText(store, s)
  return terms.every((t) => text.includes(t))
}
