// Overview periods start at local midnight, but the API buckets days in UTC: where the first bucket is partial.
import { formatDate } from '../../lib/format'
import { getLocale } from '../../lib/locale'

/**
 * The UTC time ("22:00", "٢٢:٠٠" in ar-EG) the period's first UTC day counts from, in the regional
 * format's digits, or null when the period starts at a UTC midnight and every day is whole.
 */
export function partialStart(from: string | null, locale: string = getLocale()): string | null {
  if (from === null) return null
  const start = new Date(from)
  if (Number.isNaN(start.getTime())) return null
  if (start.getUTCHours() === 0 && start.getUTCMinutes() === 0 && start.getUTCSeconds() === 0) return null
  return formatDate(start, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }, locale)
}
