import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../api/contract'
import { refundsByMessage } from './refunds'

const at = '2026-11-21T09:31:12.000Z'
const debit = (id: string, message: string, amount: number): WalletEntry => ({
  id,
  type: 'debit',
  amount: -amount,
  balance_after: 1_000_000,
  description: 'atlas-2',
  created_at: at,
  product_id: 'prod_abcdef123',
  session_id: 'sess_abcdef123',
  message_id: message,
})
const refund = (id: string, of: string, amount: number): WalletEntry => ({
  id,
  type: 'refund',
  amount,
  balance_after: 1_000_000,
  description: 'Refund',
  created_at: at,
  refund_of: of,
})

describe('a conversation’s refunds per message', () => {
  it('finds each refund’s message through the debit it gives back, and adds two refunds of one debit', () => {
    const r = refundsByMessage(
      [
        refund('txn_refund01', 'txn_debit001', 1_000),
        refund('txn_refund02', 'txn_debit001', 2_980),
        refund('txn_refund03', 'txn_debit002', 500),
      ],
      [debit('txn_debit001', 'msg_abcdef001', 3_980), debit('txn_debit002', 'msg_abcdef002', 7_128)],
    )
    expect([...r.byMessage]).toEqual([
      ['msg_abcdef001', 3_980],
      ['msg_abcdef002', 500],
    ])
    expect(r.total).toBe(4_480)
  })

  it('leaves out a refund whose debit did not load, rather than guess its message', () => {
    const r = refundsByMessage([refund('txn_refund01', 'txn_debit001', 1_000)], [undefined])
    expect(r.byMessage.size).toBe(0)
    expect(r.total).toBe(0)
  })
})
