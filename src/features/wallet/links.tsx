// Where a ledger entry leads: a debit to its conversation (and the message in it), a refund
// to the debit it gives back, any entry to its own page.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const inlineLinkClass =
  'text-accent hover:text-accent-hover font-medium underline decoration-1 underline-offset-2'

/** The transcript; a message is named in the hash, which the transcript can scroll to. */
export function ConversationLink({
  sessionId,
  messageId,
  className = inlineLinkClass,
  children,
}: {
  sessionId: string
  messageId?: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to="/sessions/$sessionId"
      params={{ sessionId }}
      {...(messageId ? { hash: messageId } : {})}
      className={className}
    >
      {children}
    </Link>
  )
}

export function EntryLink({
  entryId,
  className = inlineLinkClass,
  children,
}: {
  entryId: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link to="/wallet/entries/$entryId" params={{ entryId }} className={className}>
      {children}
    </Link>
  )
}
