import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../api/contract'
import { creditsCell, ledgerCsv, UNKNOWN_AMOUNT_CELL } from './ledger-csv'

const debit: WalletEntry = {
  id: 'txn_debit000001',
  type: 'debit',
  amount: -1_250,
  balance_after: 98_765_432,
  description: 'Support Assistant · gpt-4o · 1,234 tokens',
  created_at: '2026-11-20T09:30:00.000Z',
  product_id: 'prod_abcdef123',
  session_id: 'sess_abcdef123',
  message_id: 'msg_abcdef123',
}

describe('ledgerCsv', () => {
  it('writes ISO dates, fixed-decimal credits from integers, and the references per type', () => {
    const refund: WalletEntry = {
      id: 'txn_refund00001',
      type: 'refund',
      amount: 1_250,
      balance_after: 98_766_682,
      description: 'Refund of txn_debit000001',
      created_at: '2026-11-20T10:00:00.000Z',
      refund_of: 'txn_debit000001',
    }
    const lines = ledgerCsv([refund, debit]).split('\r\n')
    expect(lines[0]).toBe(
      'id,created_at,type,description,amount_credits,balance_after_credits,product_id,session_id,message_id,refund_of',
    )
    expect(lines[1]).toBe(
      'txn_refund00001,2026-11-20T10:00:00.000Z,refund,Refund of txn_debit000001,1.250,98766.682,,,,txn_debit000001',
    )
    // The description holds commas, so it is quoted; the negative amount stays a number.
    expect(lines[2]).toBe(
      'txn_debit000001,2026-11-20T09:30:00.000Z,debit,"Support Assistant · gpt-4o · 1,234 tokens",-1.250,98765.432,prod_abcdef123,sess_abcdef123,msg_abcdef123,',
    )
    expect(lines.at(-1)).toBe('')
  })

  it('escapes quotes and line breaks and defuses formulas in descriptions', () => {
    const rows = ['=HYPERLINK("http://x.example","click")', '+1+1', '-2', '@SUM(A1)', 'line one\nline "two"'].map(
      (description, i): WalletEntry => ({ ...debit, id: `txn_evil00000${i}`, description }),
    )
    const csv = ledgerCsv(rows)
    expect(csv).toContain(`,"'=HYPERLINK(""http://x.example"",""click"")",`)
    expect(csv).toContain(`,'+1+1,`)
    expect(csv).toContain(`,'-2,`)
    expect(csv).toContain(`,'@SUM(A1),`)
    expect(csv).toContain(`,"line one\nline ""two""",`)
    // Amounts are trusted numbers the app wrote, so the minus of a debit is not guarded.
    expect(csv).toContain(',-1.250,')
  })

  it('is exact for amounts a float would round', () => {
    const big: WalletEntry = { ...debit, amount: -Number.MAX_SAFE_INTEGER, balance_after: 1 }
    expect(ledgerCsv([big])).toContain(',-9007199254740.991,0.001,')
  })

  it('writes "#N/A" for an amount it cannot write exactly, and keeps the row', () => {
    expect(UNKNOWN_AMOUNT_CELL).toBe('#N/A')
    expect(creditsCell(2 ** 53)).toBe('#N/A')
    const lines = ledgerCsv([{ ...debit, amount: 1.5, balance_after: 9_902_286_230_326_938 }]).split('\r\n')
    expect(lines[1]).toBe(
      'txn_debit000001,2026-11-20T09:30:00.000Z,debit,"Support Assistant · gpt-4o · 1,234 tokens",#N/A,#N/A,prod_abcdef123,sess_abcdef123,msg_abcdef123,',
    )
  })
})
