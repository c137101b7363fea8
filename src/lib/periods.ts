// Period filters shared by the conversations and wallet screens: presets computed in the
// browser's time zone and sent as UTC instants, `from` inclusive and `to` exclusive
// (docs/api.md, "Lists and periods").
import { z } from 'zod/mini'
import { getLocale } from './locale'

export const PERIOD_PRESETS = [
  'today',
  'this_week',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'custom',
] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

/** A calendar day as typed in a date input: the custom period's ends, both inclusive. */
export const localDate = z.iso.date()

/**
 * The search params a period filter keeps in the URL. Spread into a route's search
 * schema: `z.object({ ...periodSearch, … })`. Custom ends are local calendar days so a
 * shared link means the same days to whoever opens it in the same time zone.
 */
export const periodSearch = {
  period: z.catch(z.optional(z.enum(PERIOD_PRESETS)), undefined),
  since: z.catch(z.optional(localDate), undefined),
  until: z.catch(z.optional(localDate), undefined),
}
export interface PeriodSelection {
  period?: PeriodPreset | undefined
  since?: string | undefined
  until?: string | undefined
}

/** The instants the API is asked for. */
export interface PeriodRange {
  from: string
  to: string
}

const localMidnight = (year: number, month: number, day: number): Date => new Date(year, month, day)

function parseLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return localMidnight(y, m - 1, d)
}

/**
 * The UTC range of a selection, or null when it selects all time (no preset) or a custom
 * period is incomplete or reversed. Built from calendar fields, never by adding 24 h, so
 * days across a daylight-saving change keep their real length.
 */
export function resolvePeriod(selection: PeriodSelection, now: Date = new Date()): PeriodRange | null {
  const y = now.getFullYear()
  const m = now.getMonth()
  const d = now.getDate()
  const range = (from: Date, to: Date): PeriodRange => ({ from: from.toISOString(), to: to.toISOString() })
  switch (selection.period) {
    case undefined:
      return null
    case 'today':
      return range(localMidnight(y, m, d), localMidnight(y, m, d + 1))
    case 'this_week':
      // Weeks start on Monday (ISO 8601), whatever the locale's calendar shows.
      return range(localMidnight(y, m, d - ((now.getDay() + 6) % 7)), localMidnight(y, m, d + 1))
    case 'last_7_days':
      return range(localMidnight(y, m, d - 6), localMidnight(y, m, d + 1))
    case 'last_30_days':
      return range(localMidnight(y, m, d - 29), localMidnight(y, m, d + 1))
    case 'this_month':
      return range(localMidnight(y, m, 1), localMidnight(y, m + 1, 1))
    case 'last_month':
      return range(localMidnight(y, m - 1, 1), localMidnight(y, m, 1))
    case 'custom': {
      if (!selection.since || !selection.until) return null
      const from = parseLocalDate(selection.since)
      const last = parseLocalDate(selection.until)
      if (last < from) return null
      return range(from, localMidnight(last.getFullYear(), last.getMonth(), last.getDate() + 1))
    }
  }
}

/** Why a custom period cannot be used yet (a day missing, or the last before the first); null when it can. */
export type CustomPeriodProblem = 'incomplete' | 'reversed'

export function customPeriodProblem(selection: PeriodSelection): CustomPeriodProblem | null {
  if (selection.period !== 'custom') return null
  if (!selection.since || !selection.until) return 'incomplete'
  return selection.until < selection.since ? 'reversed' : null
}

/**
 * The local days a period covers, as the regional format writes a range ("Oct 1 – 31, 2026"), or
 * null when it selects all time. The words around them ("Last month (…)") are the screen's.
 */
export function periodDays(
  selection: PeriodSelection,
  now: Date = new Date(),
  locale: string = getLocale(),
): string | null {
  const range = resolvePeriod(selection, now)
  if (!selection.period || !range) return null
  const lastDay = new Date(Date.parse(range.to) - 1)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).formatRange(new Date(range.from), lastDay)
}

/** Today as a local calendar day, for a date input's `max`. */
export function todayLocalDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
