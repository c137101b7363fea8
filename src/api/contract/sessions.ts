import { z } from 'zod/mini'
import { withMeta } from './meta'
import {
  day,
  listOf,
  listQuery,
  messageId,
  creditMillicredits,
  period,
  productId,
  queryBoolean,
  sessionId,
  timestamp,
  tokenCounts,
  openEnum,
} from './common'

export const contact = withMeta(
  z.object({
    name: z.optional(z.string()),
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
  }),
  { id: 'Contact' },
)
export type Contact = z.infer<typeof contact>

/** A conversation. Its figures are the sums over its messages. */
export const session = withMeta(
  z.object({
    id: sessionId,
    product_id: productId,
    started_at: timestamp,
    last_message_at: timestamp,
    message_count: z.number().check(z.int(), z.gte(0)),
    tokens: tokenCounts,
    /** Millicredits debited for this conversation. */
    cost: creditMillicredits,
    /** What the agent captured about the visitor; null when nothing was. */
    contact: z.nullable(contact),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  { id: 'Session' },
)
export type Session = z.infer<typeof session>

export const MESSAGE_ROLES = ['visitor', 'agent'] as const
export const message = withMeta(
  z.object({
    id: messageId,
    session_id: sessionId,
    role: openEnum(MESSAGE_ROLES),
    /** Markdown from the agent or plain text from the visitor; untrusted. */
    text: z.string(),
    /** The model that produced an agent message; null for visitors. */
    model: z.nullable(z.string()),
    tokens: tokenCounts,
    cost: creditMillicredits,
    created_at: timestamp,
    /** When an agent's answer finished; null for visitors. */
    completed_at: z.nullable(timestamp),
  }),
  { id: 'Message' },
)
export type Message = z.infer<typeof message>

export const sessionListQuery = z.extend(listQuery, {
  product_id: z.optional(productId),
  ...period,
  has_contact: z.optional(queryBoolean),
  /** Full-text search over message texts and contact fields, any script. */
  q: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /**
   * Case-insensitive match on the captured contact's name, e-mail or phone only: finding a
   * person's conversation without the hits in message texts that `q` also returns.
   */
  contact: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
})
export type SessionListQuery = z.input<typeof sessionListQuery>

export const sessionList = withMeta(listOf(session), { id: 'SessionList' })
export type SessionList = z.infer<typeof sessionList>

/** Messages page oldest first; `limit` up to 100. */
export const messageListQuery = listQuery
export const messageList = withMeta(listOf(message), { id: 'MessageList' })
export type MessageList = z.infer<typeof messageList>

export const summaryQuery = z.strictObject({ ...period, product_id: z.optional(productId) })
export type SummaryQuery = z.input<typeof summaryQuery>

const usageFigures = {
  conversations: z.number().check(z.int(), z.gte(0)),
  messages: z.number().check(z.int(), z.gte(0)),
  tokens: tokenCounts,
  cost: creditMillicredits,
}

/**
 * Days are UTC; conversations count by `started_at`, messages, tokens and cost
 * by message time.
 */
export const sessionSummary = withMeta(
  z.object({
    from: z.nullable(timestamp),
    to: z.nullable(timestamp),
    product_id: z.nullable(productId),
    ...usageFigures,
    per_day: z.array(z.object({ date: day, ...usageFigures })),
    per_product: z.array(z.object({ product_id: productId, ...usageFigures })),
    per_model: z.array(
      z.object({
        model: z.string(),
        messages: z.number().check(z.int(), z.gte(0)),
        tokens: tokenCounts,
        cost: creditMillicredits,
      }),
    ),
  }),
  { id: 'SessionSummary' },
)
export type SessionSummary = z.infer<typeof sessionSummary>
