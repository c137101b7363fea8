// The period's reconciliation, in whole millicredits: opening balance plus the totals per
// type must equal the closing balance, and the days must add up to the totals. Pure, so
// the screen and its tests agree on what "reconciles" means.
import type { WalletSummary } from '../../api/contract'

type Totals = WalletSummary['totals']

export interface Reconciliation {
  opening: number
  totals: Totals
  /** Net movement of the period: top-ups + debits (negative) + refunds. */
  net: number
  /** What the closing balance must be: opening + net. */
  expected: number
  /** What the API reports. */
  closing: number
  /** closing − expected; 0 when the books balance. */
  difference: number
  holds: boolean
}

/** Sum that refuses to leave the safe-integer range, where integer arithmetic stops being exact. */
export function sumExact(values: readonly number[]): number {
  let total = 0
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`Not a whole number of millicredits: ${v}`)
    total += v
    if (!Number.isSafeInteger(total)) throw new RangeError('The sum is too large to add up exactly')
  }
  return total
}

export const netOf = (t: Totals): number => sumExact([t.top_up, t.debit, t.refund])

/**
 * Null when the summary has no balances (filtered by product: balances exist only for the
 * whole workspace), so there is nothing to reconcile against.
 */
export function reconcile(
  summary: Pick<WalletSummary, 'opening_balance' | 'closing_balance' | 'totals'>,
): Reconciliation | null {
  const { opening_balance: opening, closing_balance: closing, totals } = summary
  if (opening === null || closing === null) return null
  const net = netOf(totals)
  const expected = sumExact([opening, net])
  const difference = sumExact([closing, -expected])
  return { opening, totals, net, expected, closing, difference, holds: difference === 0 }
}

export interface DayCheck {
  holds: boolean
  /** Per type: the days' sum minus the period's total. */
  difference: Totals
}

/** The per-day buckets must add up to the period's totals, type by type. */
export function checkDays(summary: Pick<WalletSummary, 'per_day' | 'totals'>): DayCheck {
  const sum = (key: keyof Totals) => sumExact(summary.per_day.map((d) => d[key]))
  const difference = {
    top_up: sumExact([sum('top_up'), -summary.totals.top_up]),
    debit: sumExact([sum('debit'), -summary.totals.debit]),
    refund: sumExact([sum('refund'), -summary.totals.refund]),
  }
  return { holds: difference.top_up === 0 && difference.debit === 0 && difference.refund === 0, difference }
}

export interface BalancePoint {
  date: string
  /** The balance at the end of this (UTC) day. */
  balance: number
}

/** The balance at the end of each day of the period, from the opening balance and the days' movements. */
export function balanceSeries(summary: Pick<WalletSummary, 'opening_balance' | 'per_day'>): BalancePoint[] | null {
  if (summary.opening_balance === null) return null
  let balance = summary.opening_balance
  return [...summary.per_day]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => {
      balance = sumExact([balance, d.top_up, d.debit, d.refund])
      return { date: d.date, balance }
    })
}

export interface SpendPoint {
  date: string
  /** Credits the day's debits took, as a positive number of millicredits. */
  spend: number
}

/** Spend per day: what the debits took (refunds are their own total), so the days add up to the Debits figure. */
export function spendSeries(summary: Pick<WalletSummary, 'per_day'>): SpendPoint[] {
  return [...summary.per_day]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({ date: d.date, spend: -d.debit || 0 }))
}
