import { z } from 'zod/mini'
import { withMeta } from './meta'
import {
  day,
  entryId,
  listOf,
  listQuery,
  messageId,
  creditMillicredits,
  debitMillicredits,
  period,
  productId,
  queryInteger,
  repeated,
  sessionId,
  timestamp,
} from './common'

export const wallet = withMeta(
  z.object({
    /** Millicredits; always the sum of every ledger entry, never below zero. */
    balance: creditMillicredits,
    /** End of the free trial; null once the workspace is on a plan. */
    trial_ends_at: z.nullable(timestamp),
    updated_at: timestamp,
  }),
  { id: 'Wallet' },
)
export type Wallet = z.infer<typeof wallet>

export const ENTRY_TYPES = ['top_up', 'debit', 'refund'] as const
export const entryType = z.enum(ENTRY_TYPES)
export type EntryType = z.infer<typeof entryType>

const entryBase = {
  id: entryId,
  /** The balance after this entry: the previous entry's plus this amount. */
  balance_after: creditMillicredits,
  description: z.string(),
  created_at: timestamp,
}

export const walletEntry = withMeta(
  z.discriminatedUnion('type', [
    // Signed: debits negative (or zero), top-ups and refunds positive (or zero).
    z.object({ ...entryBase, type: z.literal('top_up'), amount: creditMillicredits }),
    z.object({
      ...entryBase,
      type: z.literal('debit'),
      amount: debitMillicredits,
      product_id: productId,
      session_id: sessionId,
      message_id: messageId,
    }),
    z.object({ ...entryBase, type: z.literal('refund'), amount: creditMillicredits, refund_of: entryId }),
  ]),
  { id: 'WalletEntry' },
)
export type WalletEntry = z.infer<typeof walletEntry>

export const walletEntryListQuery = z.extend(listQuery, {
  type: z.optional(repeated(entryType)),
  ...period,
  product_id: z.optional(productId),
  session_id: z.optional(sessionId),
  /** Signed and inclusive, in millicredits. */
  min_amount: z.optional(queryInteger),
  max_amount: z.optional(queryInteger),
})
export type WalletEntryListQuery = z.input<typeof walletEntryListQuery>

export const walletEntryList = withMeta(listOf(walletEntry), { id: 'WalletEntryList' })
export type WalletEntryList = z.infer<typeof walletEntryList>

export const walletSummaryQuery = z.strictObject({ ...period, product_id: z.optional(productId) })
export type WalletSummaryQuery = z.input<typeof walletSummaryQuery>

const totals = z.object({
  top_up: creditMillicredits,
  debit: debitMillicredits,
  refund: creditMillicredits,
})

const count = z.number().check(z.int(), z.gte(0))

/** The debits traced to one product or conversation, and the refunds of those debits. */
const spendOf = { debit: debitMillicredits, refund: creditMillicredits }

/** How many conversations `largest_sessions` lists at most. */
export const LARGEST_SESSIONS = 10

/**
 * opening_balance + top_up + debit + refund = closing_balance, for the whole workspace.
 * Statements and runway need the period's entry count and its spend by product and by
 * conversation; they are figures of the period, so the summary gives them (a client must
 * never add up pages of entries for them).
 */
export const walletSummary = withMeta(
  z.object({
    from: z.nullable(timestamp),
    to: z.nullable(timestamp),
    product_id: z.nullable(productId),
    /** Null when filtered by product: balances exist only for the workspace. */
    opening_balance: z.nullable(creditMillicredits),
    closing_balance: z.nullable(creditMillicredits),
    totals,
    /** Entries in the period (all types; with a product, its debits and their refunds). */
    entry_count: count,
    per_day: z.array(z.extend(totals, { date: day })),
    /** Every product with debits in the period, most spent (debits net of refunds) first; sums to the totals. */
    per_product: z.array(z.object({ product_id: productId, ...spendOf })),
    /** The conversations whose debits in the period are largest, largest first (at most 10). */
    largest_sessions: z.array(z.object({ session_id: sessionId, product_id: productId, ...spendOf })),
  }),
  { id: 'WalletSummary' },
)
export type WalletSummary = z.infer<typeof walletSummary>
