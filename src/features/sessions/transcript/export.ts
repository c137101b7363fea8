// A transcript as files: JSON (the API's own objects, so a script can read it back) and
// plain text (for a ticket or an e-mail: one block per message, times in UTC).
import type { Message, Session } from '../../../api/contract'
import { formatCredits } from '../../../lib/format'

export interface TranscriptExport {
  session: Session
  /** The product's name, when known; the id is always there. */
  productName: string | null
  messages: readonly Message[]
}

const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`

/**
 * What the API's bare numbers count, named in the file as the CSV names them in its columns: a
 * reader of `"cost": 1250` cannot tell credits from millicredits otherwise.
 */
export const TRANSCRIPT_UNITS = {
  cost: 'millicredits (1 credit = 1,000 millicredits)',
  tokens: 'tokens',
  times: 'ISO 8601, UTC',
} as const

export function transcriptJson({ session, messages }: TranscriptExport): string {
  return `${JSON.stringify({ units: TRANSCRIPT_UNITS, session, messages }, null, 2)}\n`
}

function contactLine(contact: Session['contact']): string {
  if (!contact) return 'none captured'
  const parts = [contact.name, contact.email, contact.phone].filter((p): p is string => Boolean(p))
  return parts.length > 0 ? parts.join(' · ') : 'none captured'
}

export function transcriptText({ session, productName, messages }: TranscriptExport): string {
  const header = [
    `Conversation ${session.id}`,
    `Product: ${productName ? `${productName} (${session.product_id})` : session.product_id}`,
    `Started: ${utc(session.started_at)}`,
    `Last message: ${utc(session.last_message_at)}`,
    `Contact: ${contactLine(session.contact)}`,
    `Messages: ${session.message_count} · tokens in ${session.tokens.input}, out ${session.tokens.output} · cost ${formatCredits(session.cost)} credits`,
  ]
  const blocks = messages.map((m) => {
    const who =
      m.role === 'agent'
        ? `Agent (${m.model ?? 'unknown model'} · tokens in ${m.tokens.input}, out ${m.tokens.output} · ${formatCredits(m.cost)} credits)`
        : 'Visitor'
    return `[${utc(m.created_at)}] ${who}\n${m.text}`
  })
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`
}
