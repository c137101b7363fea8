// The ledger as CSV for finance: ISO dates, amounts in credits with three fixed decimals
// (written from integers, never floats), and every text cell escaped and formula-guarded
// by lib/csv, since descriptions can carry text a spreadsheet would otherwise run.
import type { WalletEntry } from '../../api/contract'
import { csvNumber, toCsv, type CsvValue } from '../../lib/csv'
import { creditsDecimal } from '../../lib/format'

export const LEDGER_CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'description',
  'amount_credits',
  'balance_after_credits',
  'product_id',
  'session_id',
  'message_id',
  'refund_of',
] as const

export function ledgerRow(e: WalletEntry): CsvValue[] {
  return [
    e.id,
    e.created_at,
    e.type,
    e.description,
    csvNumber(creditsDecimal(e.amount)),
    csvNumber(creditsDecimal(e.balance_after)),
    e.type === 'debit' ? e.product_id : null,
    e.type === 'debit' ? e.session_id : null,
    e.type === 'debit' ? e.message_id : null,
    e.type === 'refund' ? e.refund_of : null,
  ]
}

export const ledgerCsv = (entries: readonly WalletEntry[]): string => toCsv(LEDGER_CSV_COLUMNS, entries.map(ledgerRow))
