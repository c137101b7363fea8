// CSV writing for exports (RFC 4180, CRLF), with every text cell guarded against formula
// injection: a spreadsheet runs a cell that starts with =, +, -, @ (or tab/CR) as a formula.
export class CsvNumber {
  constructor(readonly text: string) {}
}

/**
 * A cell that is a number the app formatted itself (e.g. "-1.500" credits): written as it
 * is, so spreadsheets read it as a number. Anything else is refused rather than trusted.
 */
export function csvNumber(text: string | number): CsvNumber {
  const value = String(text)
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new TypeError(`Not a plain decimal number: ${value}`)
  return new CsvNumber(value)
}

export type CsvValue = string | number | boolean | null | undefined | CsvNumber

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  // The apostrophe makes spreadsheets show the text as it is, and is what OWASP recommends.
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',')

/** A whole document: the header row, then one row per item, each line ended by CRLF. */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvRow(columns)]
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new RangeError(`A row has ${row.length} cells for ${columns.length} columns`)
    lines.push(csvRow(row))
  }
  return `${lines.join('\r\n')}\r\n`
}

/**
 * A CSV file starts with a UTF-8 byte order mark: without it Excel reads the file in the
 * system's legacy code page and garbles every non-ASCII character (CJK names, curly quotes,
 * "€"). LibreOffice, Google Sheets, pandas (`utf-8-sig`) and Python's csv module take it as
 * what it is.
 */
export const CSV_BOM = '\uFEFF'

/** What a download of `type` holds: a CSV gets its byte order mark. */
export const fileBody = (content: string, type: string): string =>
  /^text\/csv\b/i.test(type) && !content.startsWith(CSV_BOM) ? `${CSV_BOM}${content}` : content

/** Hands a file to the browser's downloads; the object URL is released once the click has been taken. */
export function downloadFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([fileBody(content, type)], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** `wallet-2026-11-21T10-04-05.csv`: a name that sorts by time and is safe on every file system. */
export function exportFilename(prefix: string, extension: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.${extension}`
}
