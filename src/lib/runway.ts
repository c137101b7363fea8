// Runway: how long the balance lasts at the last 7 days' spend, and when to worry. Pure, so
// the wallet, the overview and the tests agree. Spend is what left the balance: debits less
// their refunds, in integer millicredits; nothing is invented where there is no spend.
import { sumMillicredits } from './millicredits'

const DAY_MS = 86_400_000

/** Under this many days of runway the screens warn. */
export const LOW_RUNWAY_DAYS = 7
/** The last 24 hours over this many times the 7-day daily average reads as a runaway. */
export const SPIKE_FACTOR = 3

export interface RunwayInput {
  /** Millicredits now. */
  balance: number
  /** Debits less refunds over the last 7 × 24 h, positive millicredits. */
  spent7d: number
  /** The same over the last 24 h. */
  spent24h: number
  now: number
}

export type Runway =
  | { kind: 'no_spend' }
  | { kind: 'empty' }
  | {
      kind: 'days'
      /** Whole days the balance lasts at the daily average, rounded down: "about 23 days". */
      days: number
      /** When it runs out at that rate. */
      until: number
    }

export interface RunwayReport {
  runway: Runway
  /** The 7-day daily average, millicredits (a float: it describes, it is never booked). */
  dailyAverage: number
  /** Under LOW_RUNWAY_DAYS, or nothing left. */
  low: boolean
  /** The last 24 h spent over SPIKE_FACTOR × the daily average: compared in integers. */
  spike: boolean
}

export function runwayOf({ balance, spent7d, spent24h, now }: RunwayInput): RunwayReport {
  const spent = Math.max(0, spent7d)
  const last24h = Math.max(0, spent24h)
  const dailyAverage = spent / 7
  // 24 h spend > 3 × (7 d spend / 7)  ⇔  7 × 24 h spend > 3 × 7 d spend: no division, no rounding.
  const spike = spent > 0 && last24h * 7 > SPIKE_FACTOR * spent
  if (balance <= 0) return { runway: { kind: 'empty' }, dailyAverage, low: true, spike }
  if (spent === 0) return { runway: { kind: 'no_spend' }, dailyAverage, low: false, spike: false }
  const exact = (balance * 7) / spent
  const days = Math.floor(exact)
  return {
    runway: { kind: 'days', days, until: now + exact * DAY_MS },
    dailyAverage,
    low: exact < LOW_RUNWAY_DAYS,
    spike,
  }
}

/**
 * Net spend (positive) from summary totals, where debits are negative and refunds positive; null
 * when the two are too large to add up exactly.
 */
export function spentOf(t: { debit: number; refund: number }): number | null {
  const net = sumMillicredits([t.debit, t.refund])
  return net === null ? null : Math.max(0, -net)
}
