// How figures read on screen: credits from millicredits, counts, tokens, days left.
const DAY_MS = 86_400_000

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

const MILLI = 1000

/**
 * Millicredits split into sign, whole credits and the three-digit fraction with
 * integer arithmetic only: `%` and the exact division of a multiple of 1,000 never
 * round, where `n / 1000` would turn into a binary float first.
 */
export function splitCredits(millicredits: number): { negative: boolean; whole: number; fraction: string } {
  if (!Number.isSafeInteger(millicredits)) throw new RangeError(`Not a whole number of millicredits: ${millicredits}`)
  const abs = Math.abs(millicredits)
  const rest = abs % MILLI
  return { negative: millicredits < 0, whole: (abs - rest) / MILLI, fraction: String(rest).padStart(3, '0') }
}

/** The fraction with trailing zeros dropped, but never fewer than `min` digits. */
const trimFraction = (fraction: string, min: number): string => {
  let end = fraction.length
  while (end > min && fraction[end - 1] === '0') end--
  return fraction.slice(0, end)
}

export interface CreditsFormat {
  /** Always three decimals, so a column of amounts lines up on the decimal point. */
  fixed?: boolean
}

/**
 * 1 credit = 1,000 millicredits: "1,234.50", "0.125", "-1.50" (2 or 3 decimals,
 * or always 3 when `fixed`; grouped with Intl). Exact for every safe integer.
 */
export function formatCredits(millicredits: number, { fixed = false }: CreditsFormat = {}): string {
  const { negative, whole, fraction } = splitCredits(millicredits)
  return `${negative ? '-' : ''}${integer.format(whole)}.${fixed ? fraction : trimFraction(fraction, 2)}`
}

/**
 * Signed for a ledger, with the sign as a character and not only a colour:
 * "+50,000.00", "−1.25" (U+2212 minus, as typography wants), "0.00".
 */
export function formatSignedCredits(millicredits: number, format: CreditsFormat = {}): string {
  const unsigned = formatCredits(Math.abs(millicredits), format)
  return millicredits > 0 ? `+${unsigned}` : millicredits < 0 ? `\u2212${unsigned}` : unsigned
}

/** Fixed three decimals, no grouping, ASCII minus: "-1234.500". For files machines read (CSV). */
export function creditsDecimal(millicredits: number): string {
  const { negative, whole, fraction } = splitCredits(millicredits)
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

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
  const { negative, whole, fraction } = splitCredits(millicredits)
  const decimals = trimFraction(fraction, 0)
  return `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`
}

/**
 * Like parseCredits, but a leading minus (ASCII or U+2212) is allowed: ledger
 * amounts are signed, so an amount filter takes "-5" for debits of 5 credits.
 */
export function parseSignedCredits(text: string): ReturnType<typeof parseCredits> {
  const trimmed = text.trim()
  const negative = /^[-\u2212]/.test(trimmed)
  const parsed = parseCredits(negative ? trimmed.slice(1) : trimmed)
  if (!parsed.ok) return parsed
  if (negative && parsed.value === null)
    return { ok: false, error: 'Enter an amount of credits after the minus, such as -0.5.' }
  // `|| 0` keeps "-0" from becoming the float -0.
  return { ok: true, value: negative && parsed.value !== null ? -parsed.value || 0 : parsed.value }
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
