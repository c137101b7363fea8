import { z } from 'zod'
import {
  day,
  entryId,
  listOf,
  listQuery,
  messageId,
  millicredits,
  period,
  productId,
  queryInteger,
  repeated,
  sessionId,
  timestamp,
} from './common'

export const wallet = z
  .object({
    /** Millicredits; always the sum of every ledger entry. */
    balance: millicredits,
    /** End of the free trial; null once the workspace is on a plan. */
    trial_ends_at: timestamp.nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'Wallet' })
export type Wallet = z.infer<typeof wallet>

export const ENTRY_TYPES = ['top_up', 'debit', 'refund'] as const
export const entryType = z.enum(ENTRY_TYPES)
export type EntryType = z.infer<typeof entryType>

const entryBase = {
  id: entryId,
  /** Signed: debits negative, top-ups and refunds positive. */
  amount: millicredits,
  /** The balance after this entry: the previous entry's plus this amount. */
  balance_after: millicredits,
  description: z.string(),
  created_at: timestamp,
}

export const walletEntry = z
  .discriminatedUnion('type', [
    z.object({ ...entryBase, type: z.literal('top_up') }),
    z.object({
      ...entryBase,
      type: z.literal('debit'),
      product_id: productId,
      session_id: sessionId,
      message_id: messageId,
    }),
    z.object({ ...entryBase, type: z.literal('refund'), refund_of: entryId }),
  ])
  .meta({ id: 'WalletEntry' })
export type WalletEntry = z.infer<typeof walletEntry>

export const walletEntryListQuery = listQuery.extend({
  type: repeated(entryType).optional(),
  ...period,
  product_id: productId.optional(),
  session_id: sessionId.optional(),
  /** Signed and inclusive, in millicredits. */
  min_amount: queryInteger.optional(),
  max_amount: queryInteger.optional(),
})
export type WalletEntryListQuery = z.input<typeof walletEntryListQuery>

export const walletEntryList = listOf(walletEntry).meta({ id: 'WalletEntryList' })
export type WalletEntryList = z.infer<typeof walletEntryList>

export const walletSummaryQuery = z.strictObject({ ...period, product_id: productId.optional() })
export type WalletSummaryQuery = z.input<typeof walletSummaryQuery>

const totals = z.object({
  top_up: millicredits,
  /** Negative. */
  debit: millicredits,
  refund: millicredits,
})

/** opening_balance + top_up + debit + refund = closing_balance, for the whole workspace. */
export const walletSummary = z
  .object({
    from: timestamp.nullable(),
    to: timestamp.nullable(),
    product_id: productId.nullable(),
    /** Null when filtered by product: balances exist only for the workspace. */
    opening_balance: millicredits.nullable(),
    closing_balance: millicredits.nullable(),
    totals,
    per_day: z.array(totals.extend({ date: day })),
  })
  .meta({ id: 'WalletSummary' })
export type WalletSummary = z.infer<typeof walletSummary>
