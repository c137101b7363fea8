// Stored records → contract objects. Seeded message texts are not stored: they are
// generated here from the message id and the session's language.
import type { Message, Session } from '../../../src/api/contract'
import { messageText } from '../../seed/texts'
import type { StoredMessage, StoredSession } from '../store'

export function toSession(s: StoredSession): Session {
  const { locale: _locale, ...session } = s
  return { ...session, tokens: { ...session.tokens }, contact: session.contact ? { ...session.contact } : null }
}

export function toMessage(m: StoredMessage, s: StoredSession): Message {
  return { ...m, tokens: { ...m.tokens }, text: m.text ?? generatedText(m, s) }
}

/**
 * A seeded conversation's first message is the only one stamped with its
 * `started_at` (later ones are strictly later), which is how it gets an opening line.
 */
export function generatedText(m: StoredMessage, s: StoredSession): string {
  return messageText({
    messageId: m.id,
    sessionId: s.id,
    role: m.role,
    locale: s.locale,
    first: m.created_at === s.started_at,
  })
}
