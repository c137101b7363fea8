import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletEntry, type WalletEntry } from '../../../src/api/contract'
import { newService } from '../tests/support'
import { emptyStore } from '../store'
import { simulateConversation } from './conversations'
import {
  appendEntry,
  chargeMessage,
  CREDIT,
  groupThousands,
  LOW_BALANCE,
  matchingEntries,
  summarizeWallet,
  tracedDebit,
  type EntryFilter,
} from './ledger'
import { dayRange, iso, messageCost, MODEL_PRICES } from './usage'

describe('the cost rule', () => {
  it('prices tokens per model and rounds a fraction of a millicredit up', () => {
    expect(MODEL_PRICES['atlas-2']).toEqual({ input: 2_500, output: 10_000 })
    // 1,000 × 2.5 + 100 × 10 = 3,500 exactly.
    expect(messageCost('atlas-2', { input: 1_000, output: 100 })).toBe(3_500)
    // 1 × 0.3 + 1 × 1.2 = 1.5 → 2.
    expect(messageCost('atlas-2-mini', { input: 1, output: 1 })).toBe(2)
    expect(messageCost('atlas-2-long', { input: 0, output: 0 })).toBe(0)
    fc.assert(
      fc.property(
        fc.constantFrom('atlas-2', 'atlas-2-mini', 'atlas-2-long' as const),
        fc.nat(200_000),
        fc.nat(20_000),
        (model, input, output) => {
          const exact = (input * MODEL_PRICES[model].input + output * MODEL_PRICES[model].output) / 1000
          const cost = messageCost(model, { input, output })
          expect(Number.isInteger(cost)).toBe(true)
          expect(cost).toBeGreaterThanOrEqual(exact)
          expect(cost - exact).toBeLessThan(1)
        },
      ),
      { seed: 42 },
    )
  })

  it('groups thousands for descriptions', () => {
    expect([0, 7, 999, 1_000, 12_345, 1_234_567, -4_500].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
      '-4,500',
    ])
  })
})

describe('time helpers', () => {
  it('writes times exactly as toISOString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 2.6e14 }), (ms) => {
        expect(iso(ms)).toBe(new Date(ms).toISOString())
      }),
      { seed: 42, numRuns: 2_000 },
    )
    expect(iso(Date.UTC(2026, 10, 21, 23, 59, 59, 999))).toBe('2026-11-21T23:59:59.999Z')
  })

  it('lists the UTC days of a period, clipped to where data can be', () => {
    const d = (s: string) => new Date(s).toISOString()
    expect(
      dayRange(
        d('2026-11-01T10:00:00Z'),
        d('2026-11-03T00:00:00Z'),
        d('2026-01-01T00:00:00Z'),
        d('2026-11-21T00:00:00Z'),
      ),
    ).toEqual(['2026-11-01', '2026-11-02'])
    expect(dayRange(null, null, d('2026-11-19T23:00:00Z'), d('2026-11-21T01:00:00Z'))).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ])
    expect(
      dayRange(
        d('1970-01-01T00:00:00Z'),
        d('2100-01-01T00:00:00Z'),
        d('2026-11-20T00:00:00Z'),
        d('2026-11-21T00:00:00Z'),
      ),
    ).toEqual(['2026-11-20', '2026-11-21'])
    expect(
      dayRange(
        d('2026-11-22T00:00:00Z'),
        d('2026-11-21T00:00:00Z'),
        d('2026-01-01T00:00:00Z'),
        d('2026-12-01T00:00:00Z'),
      ),
    ).toEqual([])
  })
})

describe('appending and charging', () => {
  const topUp = (id: string, amount: number, at: string): WalletEntry => ({
    id,
    type: 'top_up',
    amount,
    balance_after: 0,
    description: 'Top-up',
    created_at: at,
  })

  it('chains balance_after whatever the caller put there', () => {
    const store = emptyStore()
    appendEntry(store, { ...topUp('txn_aaaaaaaa', 5_000, '2026-11-01T00:00:00.000Z'), balance_after: 123 }, 1)
    appendEntry(store, topUp('txn_bbbbbbbb', 7_000, '2026-11-02T00:00:00.000Z'), 2)
    expect(store.ledger.slice().map((e) => e.balance_after)).toEqual([5_000, 12_000])
    expect(store.walletUpdatedAt).toBe(2)
    expect(store.ledger.get('txn_bbbbbbbb')).toEqual(store.ledger.at(1))
  })

  it('tops up automatically before a debit would take the balance below the floor', () => {
    const store = emptyStore()
    appendEntry(store, topUp('txn_opening0', LOW_BALANCE + 1_000, '2026-11-01T00:00:00.000Z'), 0)
    let n = 0
    const charge = (cost: number) =>
      chargeMessage(
        store,
        () => `txn_charge${String(n++).padStart(4, '0')}`,
        {
          productId: 'prod_aaaaaaaa',
          productName: 'Support Assistant',
          sessionId: 'sess_aaaaaaaa',
          messageId: `msg_aaaaaa${n}`,
          model: 'atlas-2',
          tokens: { input: 1_000, output: 234 },
          cost,
          at: '2026-11-02T00:00:00.000Z',
          atMs: 9,
        },
        () => 50_000,
      )
    expect(charge(1_000).map((e) => e.type)).toEqual(['debit'])
    const written = charge(1)
    expect(written.map((e) => e.type)).toEqual(['top_up', 'debit'])
    expect(written[0]?.amount).toBe(50_000 * CREDIT)
    expect(written[0]?.description).toBe('Automatic top-up · 50,000 credits · balance below 20,000')
    expect(written[1]?.description).toBe('Support Assistant · atlas-2 · 1,234 tokens')
    let balance = 0
    for (const e of store.ledger) {
      expect(e.balance_after).toBe((balance += e.amount))
      expect(walletEntry.safeParse(e).success).toBe(true)
    }
    expect(balance).toBeGreaterThanOrEqual(LOW_BALANCE)
  })
})

// Balances and summaries are aggregates over the whole ledger: checked at ten times the seed too.
describe.each([1, 10])('wallet summary, workspace of size %i', (size) => {
  const svc = newService({ size })
  const { store } = svc
  const first = Date.parse(store.ledger.at(0)?.created_at ?? '')
  const span = svc.now() - first
  const anyTime = fc.integer({ min: first - 5 * 86_400_000, max: svc.now() + 5 * 86_400_000 }).map(iso)
  const products = [...store.products.keys()]

  it('reconciles: opening + totals = closing = the balance after the last entry before `to`, for any period', async () => {
    await simulateConversation(svc, { product_id: products[0] ?? '', messages: 6 })
    expect(span).toBeGreaterThan(80 * 86_400_000)
    // Made once: each run filters the whole ledger by hand.
    const entries = store.ledger.slice()
    const traced = new Map(entries.map((e) => [e.id, tracedDebit(store, e)]))
    fc.assert(
      fc.property(fc.option(anyTime, { nil: null }), fc.option(anyTime, { nil: null }), (from, to) => {
        const s = summarizeWallet(store, { from, to, productId: null }, iso(svc.now()))
        const inPeriod = entries.filter(
          (e) => (from == null || e.created_at >= from) && (to == null || e.created_at < to),
        )
        const before = entries.filter((e) => from != null && e.created_at < from)
        const upTo = entries.filter((e) => to == null || e.created_at < to)
        const sum = (type: string) => inPeriod.filter((e) => e.type === type).reduce((a, e) => a + e.amount, 0)
        expect(s.totals).toEqual({ top_up: sum('top_up'), debit: sum('debit'), refund: sum('refund') })
        expect(s.opening_balance).toBe(before[before.length - 1]?.balance_after ?? 0)
        expect(s.closing_balance).toBe((s.opening_balance ?? 0) + s.totals.top_up + s.totals.debit + s.totals.refund)
        if (from == null || to == null || from < to)
          expect(s.closing_balance).toBe(upTo[upTo.length - 1]?.balance_after ?? 0)
        const days = s.per_day.reduce(
          (a, d) => ({ top_up: a.top_up + d.top_up, debit: a.debit + d.debit, refund: a.refund + d.refund }),
          { top_up: 0, debit: 0, refund: 0 },
        )
        expect(days).toEqual(s.totals)
        expect(s.per_day.map((d) => d.date)).toEqual([...new Set(s.per_day.map((d) => d.date))].sort())
        // Statements' figures: the count, and spend by product and conversation that add up.
        expect(s.entry_count).toBe(inPeriod.length)
        const byProduct = s.per_product.reduce((a, p) => ({ debit: a.debit + p.debit, refund: a.refund + p.refund }), {
          debit: 0,
          refund: 0,
        })
        expect(byProduct).toEqual({ debit: s.totals.debit, refund: s.totals.refund })
        const spent = s.per_product.map((p) => -(p.debit + p.refund))
        expect(spent).toEqual([...spent].sort((a, b) => b - a))
        expect(s.largest_sessions.length).toBeLessThanOrEqual(10)
        // The conversations that spent most in the period (a refund alone puts one in at 0), ties by id.
        const spentBy = new Map<string, number>()
        for (const e of inPeriod) {
          const d = traced.get(e.id)
          if (d) spentBy.set(d.session_id, (spentBy.get(d.session_id) ?? 0) + (e.type === 'debit' ? e.amount : 0))
        }
        const most = [...spentBy].sort(([a, x], [b, y]) => x - y || a.localeCompare(b)).slice(0, 10)
        expect(s.largest_sessions.map((x) => [x.session_id, x.debit])).toEqual(most)
        for (const x of s.largest_sessions.slice(0, 2)) {
          const own = inPeriod.filter((e) => e.type === 'debit' && e.session_id === x.session_id)
          expect(x.debit).toBe(own.reduce((a, e) => a + e.amount, 0))
        }
      }),
      // Each run filters the whole ledger by hand: fewer of them at ten times its length.
      { seed: 42, numRuns: size === 1 ? 60 : 12 },
    )
  }, 30_000)

  it('for a product and any period: the figures of the entries that trace to it, as summed by hand', () => {
    const entries = store.ledger.slice()
    const traced = entries.map((e) => tracedDebit(store, e))
    fc.assert(
      fc.property(
        fc.option(anyTime, { nil: null }),
        fc.option(anyTime, { nil: null }),
        fc.constantFrom(...products),
        (from, to, productId) => {
          const s = summarizeWallet(store, { from, to, productId }, iso(svc.now()))
          const places = entries.flatMap((e, i) =>
            traced[i]?.product_id === productId &&
            (from == null || e.created_at >= from) &&
            (to == null || e.created_at < to)
              ? [i]
              : [],
          )
          const mine = places.map((i) => entries[i] as WalletEntry)
          const sum = (type: string) => mine.filter((e) => e.type === type).reduce((a, e) => a + e.amount, 0)
          expect(s.entry_count).toBe(mine.length)
          expect(s.totals).toEqual({ top_up: 0, debit: sum('debit'), refund: sum('refund') })
          expect(s.per_product.map((p) => p.product_id)).toEqual(mine.length ? [productId] : [])
          const perDay = new Map<string, number>()
          for (const e of mine)
            perDay.set(e.created_at.slice(0, 10), (perDay.get(e.created_at.slice(0, 10)) ?? 0) + e.amount)
          for (const d of s.per_day) expect(d.debit + d.refund, d.date).toBe(perDay.get(d.date) ?? 0)
          for (const x of s.largest_sessions) {
            const own = places.filter((i) => entries[i]?.type === 'debit' && traced[i]?.session_id === x.session_id)
            expect(x.debit).toBe(own.reduce((sum, i) => sum + (entries[i]?.amount ?? 0), 0))
          }
        },
      ),
      { seed: 7, numRuns: size === 1 ? 30 : 6 },
    )
  }, 60_000)

  it('lists a period as the run of the ledger it is, the same places a walk of every entry finds', () => {
    const all: EntryFilter = {
      types: null,
      from: null,
      to: null,
      productId: null,
      sessionId: null,
      minAmount: null,
      maxAmount: null,
    }
    const day = 86_400_000
    const now = svc.now()
    for (const period of [
      { from: null, to: null },
      { from: iso(now - 7 * day), to: null },
      { from: iso(now - 40 * day), to: iso(now - 9 * day - 3_600_000) },
      { from: iso(now + day), to: null },
    ]) {
      const run = matchingEntries(store.ledger, { ...all, ...period })
      // A bound no entry fails, so every entry is walked and tested.
      const walked = matchingEntries(store.ledger, { ...all, ...period, minAmount: Number.NEGATIVE_INFINITY })
      const places = (p: typeof run) => Array.from({ length: p.length }, (_, k) => p.place(k))
      expect(places(run)).toEqual(places(walked))
      for (const k of [0, Math.floor(run.length / 2), run.length - 1].filter((k) => k >= 0 && k < run.length))
        expect(run.indexOf(run.place(k))).toBe(k)
      expect(run.indexOf(-1)).toBe(-1)
      expect(run.indexOf(store.ledger.length)).toBe(-1)
      if (period.from) expect(run.indexOf(0)).toBe(-1)
    }
  })

  it('for a product: only its debits and their refunds, no balances', () => {
    const refund = store.ledger.slice().find((e) => e.type === 'refund')
    const debit = refund && tracedDebit(store, refund)
    if (!debit) throw new Error('seed: no refund')
    const s = summarizeWallet(store, { from: null, to: null, productId: debit.product_id }, iso(svc.now()))
    expect(s.opening_balance).toBeNull()
    expect(s.closing_balance).toBeNull()
    expect(s.totals.top_up).toBe(0)
    const filter: EntryFilter = {
      types: null,
      from: null,
      to: null,
      productId: debit.product_id,
      sessionId: null,
      minAmount: null,
      maxAmount: null,
    }
    const found = matchingEntries(store.ledger, filter)
    const places = new Set(Array.from({ length: found.length }, (_, k) => found.place(k)))
    const mine = store.ledger.slice().filter((_, i) => places.has(i))
    expect(mine).toContainEqual(refund)
    expect(s.totals.debit).toBe(mine.filter((e) => e.type === 'debit').reduce((a, e) => a + e.amount, 0))
    expect(s.totals.refund).toBe(mine.filter((e) => e.type === 'refund').reduce((a, e) => a + e.amount, 0))
    expect(s.totals.refund).toBeGreaterThan(0)
  })
})
