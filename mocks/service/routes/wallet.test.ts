import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wallet, walletEntry, walletSummary, type WalletEntry } from '../../../src/api/contract'
import { simulateConversation } from '../domain/conversations'
import { tracedDebit } from '../domain/ledger'
import { iso } from '../domain/usage'
import { KEYS, expectProblem, newService, send, walk } from '../tests/support'

const svc = newService({ rateLimit: 0 })
const { store } = svc
const DAY = 86_400_000
const products = [...store.products.values()]
const support = products.find((p) => p.slug === 'support-assistant')?.id ?? ''

async function entries(query: string): Promise<WalletEntry[]> {
  const { items } = await walk(svc, `/v1/wallet/entries?limit=100${query}`)
  return items.map((i) => walletEntry.parse(i))
}
const newestFirst = (filter: (e: WalletEntry) => boolean) => [...store.ledger].reverse().filter(filter)
const ids = (es: readonly WalletEntry[]) => es.map((e) => e.id)

describe('GET /wallet', () => {
  it('answers the balance (the sum of every entry), the trial and the last change', async () => {
    await simulateConversation(svc, { product_id: support, messages: 4 })
    const w = wallet.parse((await send(svc, 'GET', '/v1/wallet', { key: KEYS.read })).json)
    expect(w.balance).toBe(store.ledger.slice().reduce((a, e) => a + e.amount, 0))
    expect(w.balance).toBeGreaterThan(0)
    expect(w.trial_ends_at).toBe(iso(store.trialEndsAt ?? 0))
    expect(w.updated_at).toBe(store.ledger.at(-1)?.created_at)
  })

  it('shows null trial_ends_at once the workspace is on a plan', async () => {
    const trial = store.trialEndsAt
    store.trialEndsAt = null
    expect(wallet.parse((await send(svc, 'GET', '/v1/wallet')).json).trial_ends_at).toBeNull()
    store.trialEndsAt = trial
  })

  it('is refused to a product-locked key', async () => {
    expectProblem(await send(svc, 'GET', '/v1/wallet', { key: KEYS.lockedRead }), 403, 'key_product_locked')
    expectProblem(await send(svc, 'GET', '/v1/wallet/entries', { key: KEYS.locked }), 403, 'key_product_locked')
  })
})

describe('GET /wallet/entries', () => {
  it('lists the ledger newest first with chained balances', async () => {
    const from = iso(svc.now() - 5 * DAY)
    const got = await entries(`&from=${from}`)
    expect(ids(got)).toEqual(ids(newestFirst((e) => e.created_at >= from)))
    for (let i = 0; i + 1 < got.length; i++)
      expect(got[i]?.balance_after).toBe((got[i + 1]?.balance_after ?? 0) + (got[i]?.amount ?? 0))
  })

  it('filters by several types, and by period with from inclusive and to exclusive', async () => {
    const got = await entries('&type=top_up&type=refund')
    expect(ids(got)).toEqual(ids(newestFirst((e) => e.type !== 'debit')))
    expect(new Set(got.map((e) => e.type))).toEqual(new Set(['top_up', 'refund']))
    const a = store.ledger.at(2_000)
    const b = store.ledger.at(2_400)
    if (!a || !b) throw new Error('seed: short ledger')
    const period = await entries(`&type=debit&from=${a.created_at}&to=${b.created_at}`)
    expect(ids(period)).toEqual(
      ids(newestFirst((e) => e.type === 'debit' && e.created_at >= a.created_at && e.created_at < b.created_at)),
    )
    expect(ids(period)).toContain(a.id)
    expect(ids(period)).not.toContain(b.id)
  })

  it('filters by product and session through the debit an entry traces to', async () => {
    const refund = store.ledger.slice().find((e) => e.type === 'refund')
    const debit = refund && tracedDebit(store, refund)
    if (!refund || !debit) throw new Error('seed: no refund')
    const byProduct = await entries(`&product_id=${debit.product_id}&from=${iso(Date.parse(debit.created_at) - DAY)}`)
    expect(ids(byProduct)).toContain(refund.id)
    expect(byProduct.every((e) => tracedDebit(store, e)?.product_id === debit.product_id)).toBe(true)
    expect(byProduct.some((e) => e.type === 'top_up')).toBe(false)
    const bySession = await entries(`&session_id=${debit.session_id}`)
    const messages = (store.messages.get(debit.session_id) ?? []).filter((m) => m.role === 'agent')
    expect(
      bySession
        .filter((e) => e.type === 'debit')
        .map((e) => (e.type === 'debit' ? e.message_id : ''))
        .sort(),
    ).toEqual(messages.map((m) => m.id).sort())
    expect(ids(bySession)).toContain(refund.id)
    expect(ids(bySession)).toEqual(ids(newestFirst((e) => tracedDebit(store, e)?.session_id === debit.session_id)))
    expect(await entries('&session_id=sess_noSuchSession00')).toEqual([])
  })

  it('filters by signed, inclusive amounts', async () => {
    const debit = store.ledger.slice().find((e) => e.type === 'debit' && e.amount < -20_000)
    if (!debit) throw new Error('seed: no large debit')
    const exact = await entries(`&min_amount=${debit.amount}&max_amount=${debit.amount}`)
    expect(ids(exact)).toContain(debit.id)
    expect(exact.every((e) => e.amount === debit.amount)).toBe(true)
    const big = await entries('&max_amount=-30000')
    expect(ids(big)).toEqual(ids(newestFirst((e) => e.amount <= -30_000)))
    const positive = await entries('&min_amount=1')
    expect(ids(positive)).toEqual(ids(newestFirst((e) => e.type !== 'debit')))
    expect(await entries('&min_amount=5&max_amount=4')).toEqual([])
  })

  it('gets one entry; an unknown one is 404 and bad filters 400', async () => {
    const e = store.ledger.at(10)
    expect(walletEntry.parse((await send(svc, 'GET', `/v1/wallet/entries/${e?.id}`)).json)).toEqual(e)
    expectProblem(await send(svc, 'GET', '/v1/wallet/entries/txn_doesNotExist000'), 404, 'not_found')
    expectProblem(await send(svc, 'GET', '/v1/wallet/entries?type=credit'), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/wallet/entries?min_amount=1.5'), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/wallet/entries?to=2026-13-01T00:00:00Z'), 400, 'invalid_parameter')
  })
})

describe('GET /wallet/summary', () => {
  const now = svc.now()
  const anyTime = fc.integer({ min: now - 95 * DAY, max: now + DAY }).map(iso)

  it('reconciles with the entries the same filters list, for random periods and products', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyTime,
        fc.integer({ min: 1, max: 2 * DAY }),
        fc.option(fc.constantFrom(...products.map((p) => p.id)), { nil: null }),
        async (from, length, product) => {
          const to = iso(Date.parse(from) + length)
          const q = `from=${from}&to=${to}${product ? `&product_id=${product}` : ''}`
          const s = walletSummary.parse((await send(svc, 'GET', `/v1/wallet/summary?${q}`)).json)
          const listed = await entries(`&${q}`)
          const total = (type: WalletEntry['type']) =>
            listed.filter((e) => e.type === type).reduce((a, e) => a + e.amount, 0)
          expect(s.totals).toEqual({ top_up: total('top_up'), debit: total('debit'), refund: total('refund') })
          expect([s.from, s.to, s.product_id]).toEqual([from, to, product])
          if (product) {
            expect([s.opening_balance, s.closing_balance, s.totals.top_up]).toEqual([null, null, 0])
          } else {
            const before = store.ledger.slice().filter((e) => e.created_at < from)
            expect(s.opening_balance).toBe(before[before.length - 1]?.balance_after ?? 0)
            expect(s.closing_balance).toBe(
              (s.opening_balance ?? 0) + s.totals.top_up + s.totals.debit + s.totals.refund,
            )
            expect(s.closing_balance).toBe(listed[0]?.balance_after ?? s.opening_balance)
          }
          const perDay = s.per_day.reduce((a, d) => a + d.top_up + d.debit + d.refund, 0)
          expect(perDay).toBe(s.totals.top_up + s.totals.debit + s.totals.refund)
        },
      ),
      { seed: 42, numRuns: 15 },
    )
  })

  it('over the whole ledger: opening 0, closing = the balance, every day listed', async () => {
    const s = walletSummary.parse((await send(svc, 'GET', '/v1/wallet/summary')).json)
    expect(s.opening_balance).toBe(0)
    expect(s.closing_balance).toBe(store.ledger.at(-1)?.balance_after)
    expect(s.totals.debit).toBeLessThan(0)
    expect(s.per_day.length).toBeGreaterThanOrEqual(88)
    const first = Date.parse(s.per_day[0]?.date ?? '')
    expect(s.per_day.map((d, i) => d.date === iso(first + i * DAY).slice(0, 10)).every(Boolean)).toBe(true)
  })
})
