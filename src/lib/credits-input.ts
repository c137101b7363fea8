// Credits as people type them, in the locale's way. Apart from lib/format (on every screen):
// only the screens with an amount field load it, the wallet's filters on first use.
import { separators } from './format'
import { getLocale } from './locale'

/** The locale's digits (Arabic-Indic in ar-EG…) back to ASCII, so typed amounts parse in any script. */
function asciiDigits(text: string, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)
  if (digits === '9876543210') return text
  const map = new Map([...digits].map((d, i) => [d, String(9 - i)]))
  return [...text].map((c) => map.get(c) ?? c).join('')
}

/** Why typed credits are refused; a form says it in the reader's words (components/form/credits-words.ts). */
export type CreditsInputProblem = 'not_an_amount' | 'too_many_decimals' | 'too_large' | 'nothing_after_minus'

export type ParsedCredits = { ok: true; value: number | null } | { ok: false; problem: CreditsInputProblem }

/**
 * Credits typed by a person, in the locale's way ("1.5" and "1,250.25" in en-US, "1,5" and
 * "1.250,25" in de-DE), as whole millicredits by string arithmetic so no float rounding slips
 * in; null for an empty field, and a problem for anything that is not a non-negative amount with
 * at most 3 decimals. The last group must have three digits, so "2.5" in German is refused
 * rather than read as 25.
 */
export function parseCredits(text: string, locale: string = getLocale()): ParsedCredits {
  const { decimal, group } = separators(locale)
  // Spaces of every kind (fr-FR groups with U+202F) and underscores are ignored.
  const value = asciiDigits(text.trim(), locale).replace(/[_\s\u00a0\u202f]/g, '')
  if (value === '') return { ok: true, value: null }
  const [intPart = '', ...rest] = value.split(decimal)
  if (rest.length > 1) return { ok: false, problem: 'not_an_amount' }
  const groups = group && group.trim() !== '' ? intPart.split(group) : [intPart]
  // The last group has three digits; Indian grouping (1,25,000) puts two in the ones before.
  if (groups.slice(1).some((g, i, all) => !(i === all.length - 1 ? /^\d{3}$/ : /^\d{2,3}$/).test(g)))
    return { ok: false, problem: 'not_an_amount' }
  const whole = groups.join('')
  const fraction = rest[0]
  const match = /^(\d*)$/.test(whole) && (fraction === undefined || /^\d*$/.test(fraction))
  if (!match || (whole === '' && !fraction)) return { ok: false, problem: 'not_an_amount' }
  if ((fraction ?? '').length > 3) return { ok: false, problem: 'too_many_decimals' }
  const millicredits = Number(whole || '0') * 1000 + Number((fraction ?? '').padEnd(3, '0'))
  if (!Number.isSafeInteger(millicredits)) return { ok: false, problem: 'too_large' }
  return { ok: true, value: millicredits }
}

/**
 * Like parseCredits, but a leading minus (ASCII or U+2212) is allowed: ledger
 * amounts are signed, so an amount filter takes "-5" for debits of 5 credits.
 */
export function parseSignedCredits(text: string, locale: string = getLocale()): ParsedCredits {
  // A locale's minus may come with a direction mark (ar-EG writes U+061C before it).
  const trimmed = text.trim().replace(/^[\u061c\u200e\u200f]+/, '')
  const negative = /^[-\u2212]/.test(trimmed)
  const parsed = parseCredits(negative ? trimmed.slice(1) : trimmed, locale)
  if (!parsed.ok) return parsed
  if (negative && parsed.value === null) return { ok: false, problem: 'nothing_after_minus' }
  // `|| 0` keeps "-0" from becoming the float -0.
  return { ok: true, value: negative && parsed.value !== null ? -parsed.value || 0 : parsed.value }
}
