// How figures read on screen: credits from millicredits, counts, tokens, days left.
const DAY_MS = 86_400_000

const credits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** 1 credit = 1,000 millicredits; integers on the wire, so no float ever adds up wrong. */
export const formatCredits = (millicredits: number): string => credits.format(millicredits / 1000)

export const formatCount = (n: number): string => integer.format(n)

/** 1.2M for large token counts; exact below ten thousand. */
export const formatTokens = (n: number): string => (Math.abs(n) < 10_000 ? integer.format(n) : compact.format(n))

/** Whole days left until `iso`, rounded up so "ends later today" still reads as 1; 0 once past. */
export function daysLeft(iso: string, now: number = Date.now()): number {
  const ms = Date.parse(iso) - now
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS)
}

export const plural = (n: number, one: string, many: string = `${one}s`): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`

/** A date and time in the user's locale and time zone. */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export const formatTime = (iso: string): string => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' })

export const formatDay = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** Local midnight `days` days before today, as the UTC instant the API expects. */
export function startOfLocalDay(daysAgo = 0, now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo)
  return d.toISOString()
}
