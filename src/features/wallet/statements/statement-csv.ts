// A month's statement as CSV: every entry of the month, oldest first (so each balance_after
// follows from the row above), in the ledger export's columns and machine format (amounts
// in credits with three fixed decimals and an ASCII minus, ISO 8601 UTC times, whatever the
// screen's locale), then a blank line and a two-column totals block taken from the API's
// summary, never added up here. Loaded with the export, not with the screen.
import type { WalletEntry, WalletSummary } from '../../../api/contract'
import { toCsv, type CsvValue } from '../../../lib/csv'
import { creditsCell, LEDGER_CSV_COLUMNS, ledgerRow } from '../ledger-csv'

export const TOTALS_COLUMNS = ['statement', 'value'] as const

export interface StatementCsvInput {
  month: string
  /** The summary of exactly the entries' period. */
  summary: Pick<WalletSummary, 'from' | 'to' | 'opening_balance' | 'closing_balance' | 'totals' | 'entry_count'>
  /** As the API lists them (newest first). */
  entries: readonly WalletEntry[]
  /** False for the month in progress: the figures are "so far", up to `summary.to`. */
  complete: boolean
}

const credits = (m: number | null): CsvValue => (m === null ? null : creditsCell(m))

export function statementCsv({ month, summary, entries, complete }: StatementCsvInput): string {
  const rows = [...entries].reverse().map(ledgerRow)
  const totals: CsvValue[][] = [
    ['month', month],
    ['from', summary.from],
    ['to', summary.to],
    ['complete', complete],
    ['opening_balance_credits', credits(summary.opening_balance)],
    ['top_ups_credits', credits(summary.totals.top_up)],
    ['debits_credits', credits(summary.totals.debit)],
    ['refunds_credits', credits(summary.totals.refund)],
    ['closing_balance_credits', credits(summary.closing_balance)],
    ['entry_count', summary.entry_count],
  ]
  // Two tables in one file, a blank line between: spreadsheets show both as they are.
  return `${toCsv(LEDGER_CSV_COLUMNS, rows)}\r\n${toCsv(TOTALS_COLUMNS, totals)}`
}
