// Statement months: calendar months in UTC, as the API buckets days. "2026-10" runs from
// 2026-10-01T00:00:00Z (inclusive) to 2026-11-01T00:00:00Z (exclusive), whatever the
// reader's time zone, so a statement means the same figures to everyone who opens it.
import { z } from 'zod/mini'
import type { WalletSummaryQuery } from '../../../api/contract'

/** "2026-10": a year from 2000 and a month 01–12. */
export const statementMonth = z.string().check(z.regex(/^(?:2\d{3})-(?:0[1-9]|1[0-2])$/))

export const isStatementMonth = (value: string): boolean => statementMonth.safeParse(value).success

const pad = (n: number) => String(n).padStart(2, '0')

export const monthOf = (t: Date | number | string): string => {
  const d = new Date(t)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

/** The month `delta` months after `month` (negative for before). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return monthOf(Date.UTC(y, m - 1 + delta, 1))
}

/** The UTC instants the API is asked for: `from` inclusive, `to` exclusive. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return { from: new Date(Date.UTC(y, m - 1, 1)).toISOString(), to: new Date(Date.UTC(y, m, 1)).toISOString() }
}

export const monthSummaryQuery = (month: string): WalletSummaryQuery => monthRange(month)

/** Every month from `first` to `last`, newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = []
  for (let m = last; m >= first; m = addMonths(m, -1)) out.push(m)
  return out
}

/** The last day of a month, "2026-10-31". */
export const lastDayOf = (month: string): string =>
  new Date(Date.parse(monthRange(month).to) - 86_400_000).toISOString().slice(0, 10)
