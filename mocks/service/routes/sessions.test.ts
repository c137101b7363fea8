import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { message, messageList, session, sessionSummary, type Session } from '../../../src/api/contract'
import { simulateConversation } from '../domain/conversations'
import { iso } from '../domain/usage'
import { toMessage } from '../domain/views'
import type { StoredSession } from '../store'
import { KEYS, expectProblem, newService, send, walk } from '../tests/support'

const workspace = newService({ rateLimit: 0 })
const svc = workspace
const { store } = svc
const DAY = 86_400_000
const lockedProduct = [...store.products.values()].find((p) => p.slug === 'support-assistant')?.id ?? ''
const otherProduct = [...store.products.values()].find((p) => p.slug === 'billing-bot')?.id ?? ''
const textOf = (s: StoredSession) => (store.messages.get(s.id) ?? []).map((m) => toMessage(m, s).text)

async function list(query: string, key: string = KEYS.read): Promise<Session[]> {
  const { items } = await walk(svc, `/v1/sessions?limit=100${query}`, { key })
  return items.map((i) => session.parse(i))
}

describe('GET /sessions', () => {
  it('lists every conversation newest started_at first, each once', async () => {
    const all = await list('')
    expect(all.map((s) => s.id)).toEqual([...store.sessions].map((s) => s.id))
    const starts = all.map((s) => s.started_at)
    expect(starts).toEqual([...starts].sort().reverse())
    expect(all.some((s) => 'locale' in s)).toBe(false)
  })

  it('filters by product, period (from inclusive, to exclusive) and captured contact', async () => {
    const pivot = store.sessions.at(500)
    const early = store.sessions.at(900)
    if (!pivot || !early) throw new Error('seed too small')
    const from = early.started_at
    const to = pivot.started_at
    const got = await list(`&product_id=${lockedProduct}&from=${from}&to=${to}&has_contact=true`)
    const expected = [...store.sessions].filter(
      (s) => s.product_id === lockedProduct && s.started_at >= from && s.started_at < to && s.contact != null,
    )
    expect(got.map((s) => s.id)).toEqual(expected.map((s) => s.id))
    expect(got.length).toBeGreaterThan(10)

    const bounds = await list(`&from=${from}&to=${to}`)
    expect(bounds.map((s) => s.id)).toContain(early.id)
    expect(bounds.map((s) => s.id)).not.toContain(pivot.id)
    const without = await list(`&has_contact=false&from=${from}`)
    expect(without.length).toBeGreaterThan(0)
    expect(without.every((s) => s.contact === null && s.started_at >= from)).toBe(true)
  })

  it('searches message texts and contact fields in any script, case-insensitively, every term', async () => {
    const t0 = performance.now()
    const japanese = await list(`&q=${encodeURIComponent('注文')}`)
    console.info(`cold search over ${store.sessions.length} sessions: ${(performance.now() - t0).toFixed(0)} ms`)
    const expected = [...store.sessions].filter((s) => textOf(s).some((t) => t.includes('注文')))
    expect(japanese.map((s) => s.id)).toEqual(expected.map((s) => s.id))
    expect(japanese.length).toBeGreaterThan(20)
    expect(japanese.every((s) => store.sessions.get(s.id)?.locale === 'ja')).toBe(true)

    const t1 = performance.now()
    const russian = await list(`&q=${encodeURIComponent('ЗАКАЗ')}`)
    console.info(`warm search: ${(performance.now() - t1).toFixed(0)} ms`)
    expect(russian.length).toBeGreaterThan(0)
    expect(
      russian.every((s) =>
        textOf(store.sessions.get(s.id) ?? store.sessions.at(0)!).some((t) => t.toLowerCase().includes('заказ')),
      ),
    ).toBe(true)

    const upper = await list('&q=WAREHOUSE%20Carrier')
    const lower = await list('&q=warehouse%20carrier')
    expect(upper.map((s) => s.id)).toEqual(lower.map((s) => s.id))
    expect(upper.length).toBeGreaterThan(0)
    for (const s of upper) {
      const text = textOf(store.sessions.get(s.id) ?? store.sessions.at(0)!)
        .join('\n')
        .toLowerCase()
      expect(text).toContain('warehouse')
      expect(text).toContain('carrier')
    }

    const withEmail = [...store.sessions].find((s) => s.contact?.email)
    const email = withEmail?.contact?.email ?? ''
    const byEmail = await list(`&q=${encodeURIComponent(email.toUpperCase())}`)
    expect(byEmail.map((s) => s.id)).toContain(withEmail?.id)
    const greek = [...store.sessions].find((s) => s.contact?.name && /[\u0370-\u03ff]/.test(s.contact.name))
    const byName = await list(`&q=${encodeURIComponent(greek?.contact?.name?.toUpperCase() ?? '')}`)
    expect(byName.map((s) => s.id)).toContain(greek?.id)

    expect(await list('&q=zzzz-nothing-matches')).toEqual([])
  })

  it('finds conversations by contact name, e-mail or phone only, not by message text', async () => {
    const withEmail = [...store.sessions].find((s) => s.contact?.email)
    const email = withEmail?.contact?.email ?? ''
    const byEmail = await list(`&contact=${encodeURIComponent(email.toUpperCase())}`)
    expect(byEmail.map((s) => s.id)).toContain(withEmail?.id)
    expect(byEmail.every((s) => s.contact?.email?.toLowerCase() === email.toLowerCase())).toBe(true)

    const named = [...store.sessions].find((s) => s.contact?.name && /[\u0370-\u03ff]/.test(s.contact.name))
    const name = named?.contact?.name ?? ''
    const byName = await list(`&contact=${encodeURIComponent(name.toUpperCase())}`)
    expect(byName.map((s) => s.id)).toContain(named?.id)
    expect(byName.every((s) => s.contact?.name?.toLowerCase().includes(name.toLowerCase()))).toBe(true)

    // A word of the transcripts that no contact carries finds nothing here, though q finds it.
    expect((await list('&q=warehouse')).length).toBeGreaterThan(0)
    expect(await list('&contact=warehouse')).toEqual([])
    expectProblem(await send(svc, 'GET', '/v1/sessions?contact='), 400, 'invalid_parameter')
  })

  it('finds a conversation that just happened, and sees its new messages', async () => {
    const r = await simulateConversation(svc, { product_id: otherProduct, messages: 3 })
    const m = store.messages.get(r.session_id)?.[0]
    const fragment = m?.text?.slice(0, 12) ?? ''
    const found = await list(`&q=${encodeURIComponent(fragment)}&from=${iso(svc.now() - 60_000)}`)
    expect(found.map((s) => s.id)).toContain(r.session_id)
  })

  it('shows a product-locked key only its product; another product filter gives nothing', async () => {
    const mine = await list('&from=' + iso(svc.now() - 7 * DAY), KEYS.lockedRead)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((s) => s.product_id === lockedProduct)).toBe(true)
    expect(await list(`&product_id=${otherProduct}`, KEYS.lockedRead)).toEqual([])
    const foreign = [...store.sessions].find((s) => s.product_id === otherProduct)
    expectProblem(await send(svc, 'GET', `/v1/sessions/${foreign?.id}`, { key: KEYS.lockedRead }), 404, 'not_found')
    expectProblem(
      await send(svc, 'GET', `/v1/sessions/${foreign?.id}/messages`, { key: KEYS.locked }),
      404,
      'not_found',
    )
    const own = [...store.sessions].find((s) => s.product_id === lockedProduct)
    expect((await send(svc, 'GET', `/v1/sessions/${own?.id}`, { key: KEYS.lockedRead })).status).toBe(200)
  })

  it('refuses bad parameters with 400 and unknown sessions with 404', async () => {
    expectProblem(await send(svc, 'GET', '/v1/sessions?q='), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/sessions?from=yesterday'), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/sessions?has_contact=yes'), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/sessions?starting_after=sess_notInThisList00'), 400, 'invalid_parameter')
    expectProblem(await send(svc, 'GET', '/v1/sessions/sess_doesNotExist000'), 404, 'not_found')
  })

  it('keeps a cursor walk whole while new conversations arrive between pages', async () => {
    const before = [...store.sessions].map((s) => s.id)
    let n = 0
    const { ids } = await walk(svc, '/v1/sessions?limit=100', {
      between: async () => {
        if (n++ % 3 === 0) await svc.clock.advance(1_000)
        await simulateConversation(svc, { product_id: lockedProduct, messages: 2 })
      },
    })
    expect(new Set(ids).size).toBe(ids.length)
    // Every session present at the start, once, in the same order; the newcomers sit before the first page.
    expect(ids.filter((id) => before.includes(id))).toEqual(before)
    expect(n).toBeGreaterThan(30)
  })
})

describe('GET /sessions/{id} and /messages', () => {
  it('gets one conversation', async () => {
    const s = store.sessions.at(3)
    const r = await send(svc, 'GET', `/v1/sessions/${s?.id}`)
    expect(session.parse(r.json)).toMatchObject({ id: s?.id, message_count: s?.message_count, cost: s?.cost })
  })

  it('pages the 5,000-message transcript oldest first with no duplicates or gaps, both ways', async () => {
    const long = [...store.sessions].find((s) => s.message_count === 5_000)
    if (!long) throw new Error('seed: no long transcript')
    const stored = (store.messages.get(long.id) ?? []).map((m) => m.id)
    const { ids, items, pages } = await walk(svc, `/v1/sessions/${long.id}/messages?limit=100`)
    expect(pages).toBe(50)
    expect(ids).toEqual(stored)
    const messages = items.map((i) => message.parse(i))
    const times = messages.map((m) => m.created_at)
    expect(times).toEqual([...times].sort())
    expect(messages.reduce((a, m) => a + m.cost, 0)).toBe(long.cost)
    expect(messages.every((m) => m.text.length > 0)).toBe(true)

    const back: string[] = []
    let before = ''
    for (let more = true; more;) {
      const r = await send(
        svc,
        'GET',
        `/v1/sessions/${long.id}/messages?limit=100&ending_before=${before || stored[stored.length - 1]}`,
      )
      const page = messageList.parse(r.json)
      back.unshift(...page.data.map((m) => m.id))
      more = page.has_more
      before = page.data[0]?.id ?? ''
    }
    expect([...back, stored[stored.length - 1]]).toEqual(stored)
  })

  it('serves every message with its author, model, tokens and times', async () => {
    const s = [...store.sessions].find((x) => x.message_count >= 6 && x.locale === 'en')
    const r = messageList.parse((await send(svc, 'GET', `/v1/sessions/${s?.id}/messages`)).json)
    expect(r.data.length).toBe(Math.min(20, s?.message_count ?? 0))
    for (const m of r.data) {
      if (m.role === 'agent') expect(m.model && m.completed_at && m.tokens.output > 0).toBeTruthy()
      else expect([m.model, m.completed_at, m.cost]).toEqual([null, null, 0])
    }
  })
})

// The summary is an aggregate over every message: it is checked at ten times the seed too.
describe.each([1, 10])('GET /sessions/summary, workspace of size %i', (size) => {
  const svc = size === 1 ? workspace : newService({ rateLimit: 0, size })
  const { store } = svc
  /** Every conversation with its messages, as the store holds them now. */
  const read = () => [...store.sessions].map((s) => ({ s, messages: store.messages.get(s.id) ?? [] }))
  const sum = (from: string | null, to: string | null, product: string | null, all = read()) => {
    const inP = (t: string) => (from == null || t >= from) && (to == null || t < to)
    const sessions = all.filter(({ s }) => product == null || s.product_id === product)
    const messages = sessions.flatMap(({ messages }) => messages.filter((m) => inP(m.created_at)))
    return {
      conversations: sessions.filter(({ s }) => inP(s.started_at)).length,
      messages: messages.length,
      tokens: {
        input: messages.reduce((a, m) => a + m.tokens.input, 0),
        output: messages.reduce((a, m) => a + m.tokens.output, 0),
      },
      cost: messages.reduce((a, m) => a + m.cost, 0),
    }
  }
  const now = svc.now()
  const anyTime = fc.integer({ min: now - 100 * DAY, max: now + DAY }).map(iso)

  it('equals the sums over the conversations and messages of the period, split per day, product and model', async () => {
    // Read once: the summary writes nothing, and each run sums every message by hand.
    const all = read()
    await fc.assert(
      fc.asyncProperty(
        fc.option(anyTime, { nil: null }),
        fc.option(anyTime, { nil: null }),
        fc.option(fc.constantFrom(lockedProduct, otherProduct), { nil: null }),
        async (from, to, product) => {
          const q = new URLSearchParams()
          if (from) q.set('from', from)
          if (to) q.set('to', to)
          if (product) q.set('product_id', product)
          const s = sessionSummary.parse((await send(svc, 'GET', `/v1/sessions/summary?${q}`)).json)
          expect({ conversations: s.conversations, messages: s.messages, tokens: s.tokens, cost: s.cost }).toEqual(
            sum(from, to, product, all),
          )
          expect([s.from, s.to, s.product_id]).toEqual([from, to, product])
          const add = (rows: { conversations?: number; messages: number; cost: number }[]) =>
            rows.reduce((a, r) => ({ c: a.c + (r.conversations ?? 0), m: a.m + r.messages, cost: a.cost + r.cost }), {
              c: 0,
              m: 0,
              cost: 0,
            })
          expect(add(s.per_day)).toEqual({ c: s.conversations, m: s.messages, cost: s.cost })
          expect(add(s.per_product)).toEqual({ c: s.conversations, m: s.messages, cost: s.cost })
          expect(add(s.per_model).cost).toBe(s.cost)
          if (product) expect(s.per_product.every((p) => p.product_id === product)).toBe(true)
          const days = s.per_day.map((d) => d.date)
          expect(days).toEqual([...new Set(days)].sort())
        },
      ),
      { seed: 42, numRuns: 20 },
    )
  }, 30_000)

  it('buckets UTC days, conversations by start and messages by their own time', async () => {
    const from = iso(Date.UTC(2026, 10, 20))
    const to = iso(Date.UTC(2026, 10, 21))
    const s = sessionSummary.parse((await send(svc, 'GET', `/v1/sessions/summary?from=${from}&to=${to}`)).json)
    expect(s.per_day.map((d) => d.date)).toEqual(['2026-11-20'])
    expect(s.per_day[0]).toMatchObject(sum(from, to, null))
    expect(s.per_model.map((m) => m.model).sort()).toEqual(['atlas-2', 'atlas-2-long', 'atlas-2-mini'])
  })

  it('limits a product-locked key to its product', async () => {
    const s = sessionSummary.parse((await send(svc, 'GET', '/v1/sessions/summary', { key: KEYS.lockedRead })).json)
    expect(s.product_id).toBe(lockedProduct)
    expect(s.cost).toBe(sum(null, null, lockedProduct).cost)
    const other = sessionSummary.parse(
      (await send(svc, 'GET', `/v1/sessions/summary?product_id=${otherProduct}`, { key: KEYS.lockedRead })).json,
    )
    expect([other.product_id, other.conversations, other.messages, other.cost, other.per_product]).toEqual([
      otherProduct,
      0,
      0,
      0,
      [],
    ])
  })
})
