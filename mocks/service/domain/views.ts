// Stored records → contract objects (filled in by issue #2).
import type { Message, Session } from '../../../src/api/contract'
import type { StoredMessage, StoredSession } from '../store'

export function toSession(s: StoredSession): Session {
  const { locale: _locale, ...session } = s
  return session
}

export function toMessage(m: StoredMessage, _s: StoredSession): Message {
  return { ...m, text: m.text ?? '' }
}
