import { z } from 'zod'
import {
  day,
  listOf,
  listQuery,
  messageId,
  millicredits,
  period,
  productId,
  queryBoolean,
  sessionId,
  timestamp,
  tokenCounts,
} from './common'

export const contact = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  })
  .meta({ id: 'Contact' })
export type Contact = z.infer<typeof contact>

/** A conversation. Its figures are the sums over its messages. */
export const session = z
  .object({
    id: sessionId,
    product_id: productId,
    started_at: timestamp,
    last_message_at: timestamp,
    message_count: z.number().int().min(0),
    tokens: tokenCounts,
    /** Millicredits debited for this conversation. */
    cost: millicredits,
    /** What the agent captured about the visitor; null when nothing was. */
    contact: contact.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Session' })
export type Session = z.infer<typeof session>

export const MESSAGE_ROLES = ['visitor', 'agent'] as const
export const message = z
  .object({
    id: messageId,
    session_id: sessionId,
    role: z.enum(MESSAGE_ROLES),
    /** Markdown from the agent or plain text from the visitor; untrusted. */
    text: z.string(),
    /** The model that produced an agent message; null for visitors. */
    model: z.string().nullable(),
    tokens: tokenCounts,
    cost: millicredits,
    created_at: timestamp,
    /** When an agent's answer finished; null for visitors. */
    completed_at: timestamp.nullable(),
  })
  .meta({ id: 'Message' })
export type Message = z.infer<typeof message>

export const sessionListQuery = listQuery.extend({
  product_id: productId.optional(),
  ...period,
  has_contact: queryBoolean.optional(),
  /** Full-text search over message texts and contact fields, any script. */
  q: z.string().min(1).max(200).optional(),
})
export type SessionListQuery = z.input<typeof sessionListQuery>

export const sessionList = listOf(session).meta({ id: 'SessionList' })
export type SessionList = z.infer<typeof sessionList>

/** Messages page oldest first; `limit` up to 100. */
export const messageListQuery = listQuery
export const messageList = listOf(message).meta({ id: 'MessageList' })
export type MessageList = z.infer<typeof messageList>

export const summaryQuery = z.strictObject({ ...period, product_id: productId.optional() })
export type SummaryQuery = z.input<typeof summaryQuery>

const usageFigures = {
  conversations: z.number().int().min(0),
  messages: z.number().int().min(0),
  tokens: tokenCounts,
  cost: millicredits,
}

/**
 * Days are UTC; conversations count by `started_at`, messages, tokens and cost
 * by message time.
 */
export const sessionSummary = z
  .object({
    from: timestamp.nullable(),
    to: timestamp.nullable(),
    product_id: productId.nullable(),
    ...usageFigures,
    per_day: z.array(z.object({ date: day, ...usageFigures })),
    per_product: z.array(z.object({ product_id: productId, ...usageFigures })),
    per_model: z.array(
      z.object({ model: z.string(), messages: z.number().int().min(0), tokens: tokenCounts, cost: millicredits }),
    ),
  })
  .meta({ id: 'SessionSummary' })
export type SessionSummary = z.infer<typeof sessionSummary>
