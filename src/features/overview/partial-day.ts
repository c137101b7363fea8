// Overview periods start at local midnight, but the API buckets days in UTC: where the first bucket is partial.

/**
 * The UTC time ("22:00") the period's first UTC day counts from, or null when the period
 * starts at a UTC midnight and every day is whole.
 */
export function partialStart(from: string | null): string | null {
  if (from === null) return null
  const start = new Date(from)
  if (Number.isNaN(start.getTime())) return null
  if (start.getUTCHours() === 0 && start.getUTCMinutes() === 0 && start.getUTCSeconds() === 0) return null
  return start.toISOString().slice(11, 16)
}
