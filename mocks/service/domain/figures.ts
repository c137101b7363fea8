// What the seeded columns and the summaries built on them share: the models, the figures
// per bucket and ISO times. It imports nothing of the mock's own, so the columns can use it.

const DAY_MS = 86_400_000

/** The models the service picks for agents; integrations never choose one. */
export const MODELS = ['atlas-2', 'atlas-2-mini', 'atlas-2-long'] as const
export type Model = (typeof MODELS)[number]

/** A model's code in the message table: 0 for none (a visitor), then MODELS in order. */
export const MODEL_CODES = MODELS.length + 1
/** Per bucket of the table's daily figures: messages, input tokens, output tokens, cost. */
export const FIGURES = 4

// The date part (`2026-11-21T`) stays in place while the day does not change.
const isoCodes: number[] = Array.from('0000-00-00T00:00:00.000Z', (c) => c.charCodeAt(0))
let cachedDay = Number.NaN

/**
 * An ISO time exactly as `toISOString` writes it, so stored and queried times
 * compare as strings. The seed writes ~100,000 of them: built from char codes
 * into one flat string, several times faster than Date and lighter on the
 * garbage collector than concatenation (which leaves a chain of string pieces).
 */
export function iso(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms >= 253_402_300_800_000) return new Date(ms).toISOString()
  const day = Math.floor(ms / DAY_MS)
  if (day !== cachedDay) {
    cachedDay = day
    const date = new Date(day * DAY_MS).toISOString()
    for (let i = 0; i < 11; i++) isoCodes[i] = date.charCodeAt(i)
  }
  let r = ms - day * DAY_MS
  const h = Math.floor(r / 3_600_000)
  r -= h * 3_600_000
  const m = Math.floor(r / 60_000)
  r -= m * 60_000
  const sec = Math.floor(r / 1000)
  r -= sec * 1000
  isoCodes[11] = 48 + Math.floor(h / 10)
  isoCodes[12] = 48 + (h % 10)
  isoCodes[14] = 48 + Math.floor(m / 10)
  isoCodes[15] = 48 + (m % 10)
  isoCodes[17] = 48 + Math.floor(sec / 10)
  isoCodes[18] = 48 + (sec % 10)
  isoCodes[20] = 48 + Math.floor(r / 100)
  isoCodes[21] = 48 + (Math.floor(r / 10) % 10)
  isoCodes[22] = 48 + (r % 10)
  return String.fromCharCode(...isoCodes)
}
