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

/** A price in millicredits, or '—' when the product sets none. */
export const formatPrice = (millicredits: number | null): string =>
  millicredits === null ? '—' : `${formatCredits(millicredits)} credits`

/**
 * Credits typed by a person ("1.5", "1,250.25") as whole millicredits, by string
 * arithmetic so no float rounding slips in; null for an empty field, and an error
 * message for anything that is not a non-negative amount with at most 3 decimals.
 */
export function parseCredits(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const value = text.trim().replace(/[,_\s]/g, '')
  if (value === '') return { ok: true, value: null }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: 'Enter an amount of credits, such as 0.5.' }
  const [, whole = '', fraction = ''] = match
  if (fraction.length > 3)
    return { ok: false, error: 'Credits have at most 3 decimals (1 credit = 1,000 millicredits).' }
  const millicredits = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'))
  if (!Number.isSafeInteger(millicredits)) return { ok: false, error: 'That amount is too large.' }
  return { ok: true, value: millicredits }
}

/** Millicredits back into the text a credits field shows (1500 → "1.5"). */
export function creditsInput(millicredits: number | null): string {
  if (millicredits === null) return ''
  const whole = Math.trunc(millicredits / 1000)
  const fraction = String(millicredits % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** "3 hours ago", "yesterday": for lists; pair it with the exact time (formatDateTime) in a title. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  let amount = (Date.parse(iso) - now) / 1000
  if (Math.abs(amount) < 45) return 'just now'
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
    amount /= size
  }
  return formatDateTime(iso)
}
