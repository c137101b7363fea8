// How figures read on screen: credits from millicredits, counts, tokens, days left, dates,
// all in the reader's locale (lib/locale.ts), one format per kind of figure (docs/formats.md).
// Files machines read (CSV) use creditsDecimal and ISO times instead, whatever the screen shows.
import { getLocale } from './locale'

const DAY_MS = 86_400_000

/**
 * What `make` gives for `key`, made once: Intl's constructors and its parts are slow in a long list,
 * and a ledger's first render formats hundreds of figures.
 */
function kept<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key)
  if (value === undefined) map.set(key, (value = make()))
  return value
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

/** One formatter per locale and style. */
const numberFormat = (locale: string, style: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(numberFormats, `${locale}|${style}`, () => new Intl.NumberFormat(locale, options))

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

/** Items joined as `locale` lists them: "a, b, and c" (conjunction), "a, b" (unit). */
export const formatList = (items: readonly string[], type: Intl.ListFormatType, locale: string) =>
  kept(listFormats, `${locale}|${type}`, () => new Intl.ListFormat(locale, { type })).format(items)

const integerFormat = (locale: string) => numberFormat(locale, 'integer', { maximumFractionDigits: 0 })

/** The locale's decimal separator and group separator ("," and "." in de-DE). */
export function separators(locale: string = getLocale()): { decimal: string; group: string } {
  const parts = numberFormat(locale, 'sample', { minimumFractionDigits: 1 }).formatToParts(1234.5)
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? '',
  }
}

const MILLI = 1000

/**
 * What a screen shows for a figure it cannot show exactly. A formatter returns it rather than
 * throw, so one bad figure never takes its screen down; components/ui/figure.tsx shows it with
 * the reason (creditsProblem, or a sum too large: lib/millicredits.ts) in words on hover and focus.
 */
export const UNSHOWN = '\u2014'

/** Why a figure cannot be shown exactly; the screen says it in the reader's words. */
export type FigureProblem = 'not_a_number' | 'too_large' | 'fraction'

/**
 * Why a number of millicredits cannot be shown exactly, or null when it can. Only safe integers
 * can: past ±(2^53 − 1) a double no longer holds every integer, so its digits may not be the
 * server's, and a fraction of a millicredit is not an amount at all.
 */
export function creditsProblem(millicredits: number): FigureProblem | null {
  if (Number.isSafeInteger(millicredits)) return null
  if (Number.isNaN(millicredits)) return 'not_a_number'
  if (Number.isInteger(millicredits) || !Number.isFinite(millicredits)) return 'too_large'
  return 'fraction'
}

/** Why a count cannot be shown exactly, or null when it can (fractions are rounded, as a share is). */
export function countProblem(n: number): Exclude<FigureProblem, 'fraction'> | null {
  if (Number.isNaN(n)) return 'not_a_number'
  return Math.abs(n) <= Number.MAX_SAFE_INTEGER ? null : 'too_large'
}

/**
 * Millicredits split into sign, whole credits and the three-digit fraction with
 * integer arithmetic only: `%` and the exact division of a multiple of 1,000 never
 * round, where `n / 1000` would turn into a binary float first. Null for anything
 * but a safe integer (creditsProblem says why).
 */
export function splitCredits(millicredits: number): { negative: boolean; whole: number; fraction: string } | null {
  if (!Number.isSafeInteger(millicredits)) return null
  const abs = Math.abs(millicredits)
  const rest = abs % MILLI
  return { negative: millicredits < 0, whole: (abs - rest) / MILLI, fraction: String(rest).padStart(3, '0') }
}

export interface CreditsFormat {
  /** A BCP 47 tag; the locale in force when not given. */
  locale?: string
}

/** Per locale, signedness and sign: the text the locale sets before and after the number, and its decimal sign. */
const creditShapes = new Map<string, string[]>()

/**
 * Millicredits in a locale, exactly: the whole credits and the fraction are formatted apart as
 * integers (grouping and digits from Intl), joined by the locale's decimal sign, and set where
 * the locale's own pattern puts the number, after its sign. No float is ever divided or rounded.
 * The pattern is read once per locale and sign: a ledger's first render shows hundreds of amounts.
 */
function creditsText(millicredits: number, signed: boolean, locale: string): string {
  const split = splitCredits(millicredits)
  if (!split) return UNSHOWN
  const { negative, whole, fraction } = split
  const sign = millicredits === 0 ? 0 : negative ? -1 : 1
  const [before, after, decimal] = kept(creditShapes, `${locale}|${signed}|${sign}`, () => [
    ...new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' })
      .format(sign)
      .replace('-', signed ? '\u2212' : '-')
      .split(integerFormat(locale).format(sign * sign)), // the digit: 0 or 1
    separators(locale).decimal,
  ])
  // Three digits never take a group separator, in any locale.
  const frac = numberFormat(locale, 'fraction', { minimumIntegerDigits: 3 }).format(Number(fraction))
  return `${before}${integerFormat(locale).format(whole)}${decimal}${frac}${after}`
}

/**
 * 1 credit = 1,000 millicredits, always with three decimals, so every amount reads the same in a
 * figure, a column and a sentence, and a column lines up on the decimal point: "1,234.500",
 * "0.125", "-1.500" in en-US, "1.234,500" in de-DE. Exact for every safe integer; UNSHOWN for
 * anything else.
 */
export function formatCredits(millicredits: number, { locale = getLocale() }: CreditsFormat = {}): string {
  return creditsText(millicredits, false, locale)
}

/**
 * Signed, for a column or figure whose sign is its meaning (a ledger's amounts, a difference),
 * with the sign as a character and not only a colour: "+50,000.000", "−1.250" (U+2212 minus
 * where the locale writes a hyphen), "0.000".
 */
export function formatSignedCredits(millicredits: number, { locale = getLocale() }: CreditsFormat = {}): string {
  return creditsText(millicredits, true, locale)
}

/**
 * Fixed three decimals, no grouping, ASCII minus: "-1234.500". For files machines read (CSV).
 * Null when the amount cannot be written exactly; the file then says so in its own way.
 */
export function creditsDecimal(millicredits: number): string | null {
  const split = splitCredits(millicredits)
  return split ? `${split.negative ? '-' : ''}${split.whole}.${split.fraction}` : null
}

export const formatCount = (n: number, locale: string = getLocale()): string =>
  countProblem(n) ? UNSHOWN : integerFormat(locale).format(n)

/**
 * Token counts in full with grouping, never compact: "11K" beside "1,945" in one column reads as
 * two kinds of figure, and a rounded count cannot be checked against a bill.
 */
export const formatTokens: (n: number, locale?: string) => string = formatCount

/** A share (0.79) as the regional format writes it: "79%" in en-US and ja-JP, "79 %" in de-DE, "٧٩٪" in ar-EG. */
export const formatPercent = (share: number, fractionDigits = 0, locale: string = getLocale()): string =>
  numberFormat(locale, `percent${fractionDigits}`, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
  }).format(share)

/** Whole days left until `iso`, rounded up so "ends later today" still reads as 1; 0 once past. */
export function daysLeft(iso: string, now: number = Date.now()): number {
  const ms = Date.parse(iso) - now
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS)
}

export const plural = (n: number, one: string, many: string = `${one}s`): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`

/** Any date or time in the reader's locale (and time zone, unless `options` names one). */
export const formatDate = (iso: string | number | Date, options: Intl.DateTimeFormatOptions, locale = getLocale()) =>
  dateFormat(locale, options).format(new Date(iso))

/**
 * A formatter of instants in one style, in the reader's locale and time zone, with its formatters
 * by locale alone: a list's first render formats a time per row, and keying dateFormat's cache
 * by its options (JSON) cost more than the formatting.
 */
const instants = (options: Intl.DateTimeFormatOptions) => {
  const made = new Map<string, Intl.DateTimeFormat>()
  return (iso: string, locale: string = getLocale()): string =>
    kept(made, locale, () => new Intl.DateTimeFormat(locale, options)).format(new Date(iso))
}

/** A date and time in the reader's locale and time zone. */
export const formatDateTime = instants({ dateStyle: 'medium', timeStyle: 'short' })

export const formatTime = instants({ timeStyle: 'short' })

export const formatDay = instants({ dateStyle: 'medium' })

/**
 * A day bucket of the API ("2026-10-03", a UTC day) in the reader's locale. Read in UTC, not
 * the local zone, so west of Greenwich the 3rd does not turn into the 2nd.
 */
export const formatUtcDay = (
  date: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: string = getLocale(),
  // A date-only ISO string is read as UTC midnight.
): string => dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(date))

/** "October 2026" for a statement month ("2026-10", UTC). */
export const formatMonth = (month: string, locale: string = getLocale()): string =>
  formatUtcDay(`${month}-01`, { month: 'long', year: 'numeric' }, locale)
/** Local midnight `days` days before today, as the UTC instant the API expects. */
export function startOfLocalDay(daysAgo = 0, now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo)
  return d.toISOString()
}

/**
 * Millicredits back into the text a credits field shows (1500 → "1.5", "1,5" in de-DE): no grouping.
 * An amount that cannot be written exactly comes back as UNSHOWN, which the field refuses, so a
 * save never sends a figure the reader did not see; an empty field would clear it.
 */
export function creditsInput(millicredits: number | null, locale: string = getLocale()): string {
  if (millicredits === null) return ''
  const split = splitCredits(millicredits)
  if (!split) return UNSHOWN
  const { negative, whole, fraction } = split
  const decimals = fraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${decimals ? `${separators(locale).decimal}${decimals}` : ''}`
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
const relatives = new Map<string, Intl.RelativeTimeFormat>()

/**
 * "3 hours ago", "yesterday", "now": for lists; pair it with the exact time (formatDateTime) in a
 * title. Written, like every date, in the regional format's language ("vor 3 Stunden").
 */
export function formatRelative(iso: string, now: number = Date.now(), locale: string = getLocale()): string {
  const relative = kept(relatives, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  let amount = (Date.parse(iso) - now) / 1000
  if (Math.abs(amount) < 45) return relative.format(0, 'second')
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
    amount /= size
  }
  return formatDateTime(iso)
}
