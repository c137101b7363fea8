import { describe, expect, it } from 'vitest'
import type { SessionSummary, WalletSummary } from '../../../src/api/contract'
import { newService, send, START } from '../tests/support'
import { addVisitorMessage, beginAgentAnswer, completeAgentAnswer, startConversation } from './conversations'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Each day's cost in the sessions summary beside that day's debits in the wallet's. */
async function costAndDebits(svc: ReturnType<typeof newService>, from: string) {
  const sessions = (await send(svc, 'GET', `/v1/sessions/summary?from=${from}`)).json as SessionSummary
  const wallet = (await send(svc, 'GET', `/v1/wallet/summary?from=${from}`)).json as WalletSummary
  const debits = new Map(wallet.per_day.map((d) => [d.date, -d.debit]))
  return sessions.per_day.map((d) => ({ date: d.date, cost: d.cost, debits: (debits.get(d.date) ?? 0) + 0 }))
}

describe('a day’s cost is that day’s debits', () => {
  it('for an answer begun before midnight and completed after it, as when the demo resumes the next day', async () => {
    const svc = newService()
    const product = [...svc.store.products.values()].find((p) => p.slug === 'support-assistant')
    if (!product) throw new Error('seed: no support-assistant')
    // Begun at 23:00 UTC on the 21st; the tab closes and the answer completes at 09:00 on the 22nd.
    const begun = START + 11 * HOUR_MS
    const session = startConversation(svc, product.id, begun)
    addVisitorMessage(svc, session.id, begun)
    const plan = beginAgentAnswer(svc, session.id, begun + 1_000)
    if (!plan) throw new Error('no answer begun')
    await send(svc, 'POST', '/_mock/clock', { body: { advance_ms: 21 * HOUR_MS } })
    const done = completeAgentAnswer(svc, session.id, plan, START + 21 * HOUR_MS)
    expect(done?.cost).toBeGreaterThan(0)

    const days = await costAndDebits(svc, new Date(START - 3 * DAY_MS).toISOString())
    expect(days.map((d) => d.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'])
    for (const d of days) expect(d.cost, d.date).toBe(d.debits)
    // The answer's cost is on the day it was billed, not the day it began.
    expect(days.at(-1)?.cost).toBe(done?.cost)
  })

  it('over every day of the seed', async () => {
    const svc = newService()
    for (const d of await costAndDebits(svc, new Date(START - 40 * DAY_MS).toISOString()))
      expect(d.cost, d.date).toBe(d.debits)
  })
})
