import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../api/contract'
import { setLocaleChoice } from '../../../lib/locale'
import { parseCsv } from '../../../../tests/csv-reader'
import { statementCsv } from './statement-csv'

/** "-1234.500" credits back to integer millicredits, by string arithmetic. */
const milli = (text: string) => {
  const m = /^(-?)(\d+)\.(\d{3})$/.exec(text)
  if (!m) throw new Error(`not a machine amount: ${text}`)
  return (m[1] ? -1 : 1) * (Number(m[2]) * 1000 + Number(m[3]))
}

const entry = (i: number, e: Partial<WalletEntry> & Pick<WalletEntry, 'type' | 'amount' | 'balance_after'>) =>
  ({
    id: `txn_${String(i).padStart(4, '0')}`,
    description: '=HYPERLINK("http://evil")',
    created_at: `2026-10-0${i}T10:00:00.000Z`,
    ...(e.type === 'debit' ? { product_id: 'prod_a', session_id: 'sess_a', message_id: 'msg_a' } : {}),
    ...(e.type === 'refund' ? { refund_of: 'txn_0002' } : {}),
    ...e,
  }) as WalletEntry

describe('statement CSV', () => {
  // Newest first, as the API lists them.
  const entries = [
    entry(3, { type: 'refund', amount: 1_250, balance_after: Number.MAX_SAFE_INTEGER - 5_000 }),
    entry(2, { type: 'debit', amount: -2_500, balance_after: Number.MAX_SAFE_INTEGER - 6_250 }),
    entry(1, { type: 'top_up', amount: 1_000_000, balance_after: Number.MAX_SAFE_INTEGER - 3_750 }),
  ]
  const opening = Number.MAX_SAFE_INTEGER - 1_003_750
  const summary = {
    from: '2026-10-01T00:00:00.000Z',
    to: '2026-11-01T00:00:00.000Z',
    opening_balance: opening,
    closing_balance: Number.MAX_SAFE_INTEGER - 5_000,
    totals: { top_up: 1_000_000, debit: -2_500, refund: 1_250 },
    entry_count: 3,
  }

  it('reads back exactly: entries oldest first, then totals that reconcile, in one machine format', () => {
    setLocaleChoice('de-DE')
    const text = statementCsv({ month: '2026-10', summary, entries, complete: true })
    setLocaleChoice(null)
    const rows = parseCsv(text)
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '')
    const [head, ...body] = rows.slice(0, blank)
    const [totalsHead, ...totals] = rows.slice(blank + 1)
    expect(head?.[0]).toBe('id')
    expect(body.map((r) => r[0])).toEqual(['txn_0001', 'txn_0002', 'txn_0003'])
    // Formula guard kept from the ledger export.
    expect(body[0]?.[3]).toBe(`'=HYPERLINK("http://evil")`)
    expect(totalsHead).toEqual(['statement', 'value'])
    const t: Record<string, string> = Object.fromEntries(totals.map((r) => [r[0] ?? '', r[1] ?? '']))
    expect(t.month).toBe('2026-10')
    expect(t.complete).toBe('true')
    // The largest safe amounts survive: no locale, no float.
    expect(t.opening_balance_credits).toBe('9007199253737.241')
    expect(milli(t.opening_balance_credits ?? '')).toBe(opening)
    const sum = (type: string) => body.filter((r) => r[2] === type).reduce((a, r) => a + milli(r[4] ?? ''), 0)
    expect(milli(t.top_ups_credits ?? '')).toBe(sum('top_up'))
    expect(milli(t.debits_credits ?? '')).toBe(sum('debit'))
    expect(milli(t.refunds_credits ?? '')).toBe(sum('refund'))
    expect(Number(t.entry_count)).toBe(body.length)
    expect(
      milli(t.opening_balance_credits ?? '') +
        milli(t.top_ups_credits ?? '') +
        milli(t.debits_credits ?? '') +
        milli(t.refunds_credits ?? ''),
    ).toBe(milli(t.closing_balance_credits ?? ''))
    expect(milli(body.at(-1)?.[5] ?? '')).toBe(milli(t.closing_balance_credits ?? ''))
  })
})
