import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletEntry } from '../../../src/api/contract'
import { mockConversationResult } from '../../../src/api/contract/mock-controls'
import type { MockService } from '../index'
import { newService, send } from '../tests/support'
import { drainAnswers } from './drain'
import { balanceOf, LOW_BALANCE } from './ledger'
import { ledgerViolations, sessionViolations } from './ledger-invariants'
import { messageCost } from './usage'

const post = (svc: MockService, path: string, body: unknown) => send(svc, 'POST', path, { key: null, body })

describe('drainAnswers', () => {
  it('bills exactly the balance, whatever it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (balance) => {
        const answers = drainAnswers(balance)
        expect(answers.length).toBeGreaterThan(0)
        const total = answers.reduce((sum, a) => sum + messageCost(a.model, a.tokens), 0)
        expect(total).toBe(balance)
        for (const a of answers) {
          expect(Number.isSafeInteger(a.tokens.input) && a.tokens.input >= 0).toBe(true)
          expect(Number.isSafeInteger(a.tokens.output) && a.tokens.output >= 0).toBe(true)
        }
      }),
    )
  })

  it('has nothing to bill on an empty wallet', () => {
    expect(drainAnswers(0)).toEqual([])
  })
})

describe('POST /_mock/wallet { drain: true }', () => {
  it('spends the balance to zero through a conversation’s debits, keeping every ledger rule', async () => {
    const svc = newService()
    const before = balanceOf(svc.store)
    expect(before).toBeGreaterThan(LOW_BALANCE)
    const entriesBefore = svc.store.ledger.length

    const res = await post(svc, '/_mock/wallet', { drain: true })
    expect(res.status).toBe(200)
    const result = mockConversationResult.parse(res.json)

    expect(balanceOf(svc.store)).toBe(0)
    const written = svc.store.ledger.slice(entriesBefore).map((e) => walletEntry.parse(e))
    expect(written.map((e) => e.id)).toEqual(result.entry_ids)
    // Debits only: no automatic top-up slipped in before them.
    expect(written.every((e) => e.type === 'debit' && e.session_id === result.session_id)).toBe(true)
    expect(written.reduce((sum, e) => sum - e.amount, 0)).toBe(before)
    expect(svc.store.sessions.get(result.session_id)?.cost).toBe(before)
    expect(ledgerViolations(svc.store)).toEqual([])
    expect(sessionViolations(svc.store, svc.now())).toEqual([])
    expect(svc.takeChanges()).toEqual(expect.arrayContaining(['sessions', 'wallet', 'webhooks']))

    // Empty already: refused, and nothing is written.
    const again = await post(svc, '/_mock/wallet', { drain: true })
    expect(again.status).toBe(409)
    expect((again.json as { code: string }).code).toBe('invalid_state')
    expect(svc.store.ledger.length).toBe(entriesBefore + written.length)
  })

  it('the next conversation tops the wallet up again before its debit', async () => {
    const svc = newService()
    expect((await post(svc, '/_mock/wallet', { drain: true })).status).toBe(200)
    const productId = [...svc.store.products.values()].find((p) => p.status === 'published')?.id
    expect((await post(svc, '/_mock/conversations', { product_id: productId, messages: 2 })).status).toBe(201)
    expect(balanceOf(svc.store)).toBeGreaterThan(0)
    expect(svc.store.ledger.at(-2)?.type).toBe('top_up')
    expect(ledgerViolations(svc.store)).toEqual([])
  })

  it('takes only { drain: true }', async () => {
    const svc = newService()
    expect((await post(svc, '/_mock/wallet', {})).status).toBe(422)
    expect((await post(svc, '/_mock/wallet', { drain: true, amount: 5 })).status).toBe(422)
    expect(balanceOf(svc.store)).toBeGreaterThan(0)
  })
})
