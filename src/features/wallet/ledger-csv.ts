// The ledger as CSV for finance: ISO dates, amounts in credits with three fixed decimals
// (written from integers, never floats), and every text cell escaped and formula-guarded
// by lib/csv, since descriptions can carry text a spreadsheet would otherwise run.
import type { WalletEntry } from '../../api/contract'
import { csvNumber, toCsv, type CsvValue } from '../../lib/csv'
import { creditsDecimal } from '../../lib/format'

/**
 * The cell for an amount the file cannot write exactly (not a safe integer of millicredits).
 * An empty cell would read as "none" and a spreadsheet's SUM would pass over it, giving a wrong
 * total in silence; "#N/A" is what Excel, LibreOffice and Google Sheets take as their own
 * "not available", which turns every sum over the column into #N/A too, and pandas reads it as
 * NaN. The rows stay whole: one amount unknown does not drop its entry.
 */
export const UNKNOWN_AMOUNT_CELL = '#N/A'

/** An amount in credits as the file writes it, or UNKNOWN_AMOUNT_CELL. */
export function creditsCell(millicredits: number): CsvValue {
  const decimal = creditsDecimal(millicredits)
  return decimal === null ? UNKNOWN_AMOUNT_CELL : csvNumber(decimal)
}

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
    creditsCell(e.amount),
    creditsCell(e.balance_after),
    e.type === 'debit' ? e.product_id : null,
    e.type === 'debit' ? e.session_id : null,
    e.type === 'debit' ? e.message_id : null,
    e.type === 'refund' ? e.refund_of : null,
  ]
}

export const ledgerCsv = (entries: readonly WalletEntry[]): string => toCsv(LEDGER_CSV_COLUMNS, entries.map(ledgerRow))
