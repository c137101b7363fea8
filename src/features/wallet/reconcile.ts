// The period's reconciliation, in whole millicredits: opening balance plus the totals per
// type must equal the closing balance, and the days must add up to the totals. Pure, so
// the screen and its tests agree on what "reconciles" means.
import type { WalletSummary } from '../../api/contract'
import { runningMillicredits, sumMillicredits } from '../../lib/millicredits'

type Totals = WalletSummary['totals']

export interface Reconciliation {
  opening: number
  totals: Totals
  /** What the closing balance must be: opening + top-ups + debits (negative) + refunds; null when too large to add up exactly. */
  expected: number | null
  /** What the API reports. */
  closing: number
  /** closing − expected, 0 when the books balance; null when too large to add up exactly. */
  difference: number | null
  /**
   * Whether opening + totals = closing, decided exactly even when the sum is out of reach: the
   * closing balance is a safe integer, so a sum beyond the safe range cannot equal it.
   */
  holds: boolean
}

/**
 * Null when the summary has no balances (filtered by product: balances exist only for the
 * whole workspace), so there is nothing to reconcile against.
 */
export function reconcile(
  summary: Pick<WalletSummary, 'opening_balance' | 'closing_balance' | 'totals'>,
): Reconciliation | null {
  const { opening_balance: opening, closing_balance: closing, totals } = summary
  if (opening === null || closing === null) return null
  const terms = [opening, totals.top_up, totals.debit, totals.refund]
  const expected = sumMillicredits(terms)
  // One sum, not closing − expected: exact even where `expected` alone is out of reach.
  const difference = sumMillicredits([closing, ...terms.map((t) => -t)])
  return { opening, totals, expected, closing, difference, holds: difference === 0 }
}

export interface DayCheck {
  holds: boolean
  /** Per type: the days' sum minus the period's total; null when too large to add up exactly. */
  difference: { [K in keyof Totals]: number | null }
}

/** The per-day buckets must add up to the period's totals, type by type. */
export function checkDays(summary: Pick<WalletSummary, 'per_day' | 'totals'>): DayCheck {
  const off = (key: keyof Totals) => sumMillicredits([...summary.per_day.map((d) => d[key]), -summary.totals[key]])
  const difference = { top_up: off('top_up'), debit: off('debit'), refund: off('refund') }
  return { holds: difference.top_up === 0 && difference.debit === 0 && difference.refund === 0, difference }
}

export interface BalancePoint {
  date: string
  /** The balance at the end of this (UTC) day; null when too large to add up exactly. */
  balance: number | null
}

/** The balance at the end of each day of the period, from the opening balance and the days' movements. */
export function balanceSeries(summary: Pick<WalletSummary, 'opening_balance' | 'per_day'>): BalancePoint[] | null {
  if (summary.opening_balance === null) return null
  const days = [...summary.per_day].sort((a, b) => a.date.localeCompare(b.date))
  // The opening balance, then each day's three movements: every third running sum ends a day.
  const sums = runningMillicredits([summary.opening_balance, ...days.flatMap((d) => [d.top_up, d.debit, d.refund])])
  return days.map((d, i) => ({ date: d.date, balance: sums[3 * (i + 1)] ?? null }))
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
