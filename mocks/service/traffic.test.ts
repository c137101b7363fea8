import { describe, expect, it } from 'vitest'
import { deliveryList, webhookEndpointWithSecret, webhookEvent, type WebhookEvent } from '../../src/api/contract'
import { mockState } from '../../src/api/contract/mock-controls'
import { ledgerViolations, sessionViolations } from './domain/ledger-invariants'
import { sandboxUrl } from './domain/receivers'
import type { MockService } from './index'
import { restore, snapshotOf } from './snapshot'
import type { StoredSession } from './store'
import { expectProblem, newService, send } from './tests/support'

const MINUTE = 60_000

async function ok(svc: MockService, method: string, path: string, body?: unknown) {
  const reply = await send(svc, method, path, body === undefined ? {} : { body })
  expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 300)}`).toBeLessThan(300)
  return reply
}

const setTraffic = async (svc: MockService, body: { enabled?: boolean; per_minute?: number }) =>
  mockState.parse((await ok(svc, 'POST', '/_mock/traffic', body)).json).traffic

const publishedChatAgents = (svc: MockService) =>
  new Set(
    [...svc.store.products.values()]
      .filter((p) => p.kind === 'chat_agent' && p.status === 'published')
      .map((p) => p.id),
  )

/** Sessions that were not there before, oldest first. */
const newSessions = (svc: MockService, before: ReadonlySet<string>): StoredSession[] =>
  [...svc.store.sessions].filter((s) => !before.has(s.id)).reverse()

/** Turns traffic off and lets every conversation under way finish. */
async function windDown(svc: MockService): Promise<void> {
  await setTraffic(svc, { enabled: false })
  await svc.clock.advance(MINUTE)
  expect((await setTraffic(svc, {})).in_progress).toBe(0)
}

describe('live traffic', () => {
  it('at 6 a minute for five minutes: conversations on published chat agents, a debit per answer, events in order', async () => {
    const svc = newService()
    // An endpoint that takes every event, to read back what went out and in which order.
    const wh = webhookEndpointWithSecret.parse(
      (
        await ok(svc, 'POST', '/v1/webhooks', {
          url: sandboxUrl('ok', '/traffic'),
          events: ['conversation.created', 'message.created', 'message.completed'],
        })
      ).json,
    )
    const before = new Set(Array.from(svc.store.sessions, (s) => s.id))
    const ledgerBefore = svc.store.ledger.length
    const agents = publishedChatAgents(svc)

    expect(await setTraffic(svc, { enabled: true, per_minute: 6 })).toEqual({
      enabled: true,
      per_minute: 6,
      in_progress: 0,
    })
    await svc.clock.advance(5 * MINUTE)
    const running = newSessions(svc, before)
    expect(running.length).toBeGreaterThanOrEqual(15)
    expect(running.length).toBeLessThanOrEqual(45)
    await windDown(svc)

    const sessions = newSessions(svc, before)
    expect(sessions.length).toBe(running.length)
    expect(new Set(sessions.map((s) => s.product_id)).size).toBeGreaterThan(1)
    for (const s of sessions) {
      expect(agents.has(s.product_id), `${s.id} on ${s.product_id}`).toBe(true)
      const messages = svc.store.messages.get(s.id) ?? []
      expect(messages.length).toBeGreaterThanOrEqual(2)
      expect(messages.length).toBeLessThanOrEqual(8)
      expect(messages.length % 2).toBe(0)
      messages.forEach((m, i) => expect(m.role).toBe(i % 2 === 0 ? 'visitor' : 'agent'))
      const last = messages[messages.length - 1]
      const took = Date.parse(last?.completed_at ?? '') - Date.parse(s.started_at)
      expect(took).toBeGreaterThanOrEqual(2_500)
      expect(took).toBeLessThanOrEqual(34_000)
    }
    expect(sessionViolations(svc.store, svc.now())).toEqual([])
    expect(ledgerViolations(svc.store)).toEqual([])

    // One debit per completed answer, each for that answer's cost.
    const debits = svc.store.ledger.slice(ledgerBefore).filter((e) => e.type === 'debit')
    const answers = sessions.flatMap((s) => (svc.store.messages.get(s.id) ?? []).filter((m) => m.role === 'agent'))
    expect(debits.map((d) => (d.type === 'debit' ? d.message_id : '')).sort()).toEqual(answers.map((m) => m.id).sort())

    // The endpoint received each conversation's events in order: created, then per message
    // message.created, and for an answer message.completed after it.
    const events: WebhookEvent[] = deliveryList
      .parse((await ok(svc, 'GET', `/v1/webhooks/${wh.id}/deliveries?limit=100`)).json)
      .data.concat(
        ...(await pagesAfter(svc, `/v1/webhooks/${wh.id}/deliveries`, 100)).map(
          (page) => deliveryList.parse(page).data,
        ),
      )
      .reverse()
      .map((d) => webhookEvent.parse(JSON.parse(d.body)))
    for (const s of sessions) {
      const mine = events.filter((e) => (e.type === 'conversation.created' ? e.data.id : e.data.session_id) === s.id)
      const expected = ['conversation.created']
      for (const m of svc.store.messages.get(s.id) ?? [])
        expected.push(...(m.role === 'visitor' ? ['message.created'] : ['message.created', 'message.completed']))
      expect(mine.map((e) => e.type)).toEqual(expected)
      const times = mine.map((e) => e.created_at)
      expect(times).toEqual([...times].sort())
    }
  }, 30_000)

  it('turning it off starts nothing new; an answer under way still completes', async () => {
    const svc = newService()
    const before = new Set(Array.from(svc.store.sessions, (s) => s.id))
    await setTraffic(svc, { enabled: true, per_minute: 60 })
    await svc.clock.advance(20_000)
    const off = await setTraffic(svc, { enabled: false })
    expect(off.enabled).toBe(false)
    await svc.clock.advance(MINUTE)
    expect((await setTraffic(svc, {})).in_progress).toBe(0)
    const sessions = newSessions(svc, before).length
    const entries = svc.store.ledger.length
    expect(sessions).toBeGreaterThan(0)
    for (const s of newSessions(svc, before))
      for (const m of svc.store.messages.get(s.id) ?? []) if (m.role === 'agent') expect(m.completed_at).not.toBeNull()

    await svc.clock.advance(10 * MINUTE)
    expect(newSessions(svc, before)).toHaveLength(sessions)
    expect(svc.store.ledger).toHaveLength(entries)
    expect(sessionViolations(svc.store, svc.now())).toEqual([])
  })

  it('sets the pace: about 60 conversations in a minute at 60 a minute', async () => {
    const svc = newService()
    const before = new Set(Array.from(svc.store.sessions, (s) => s.id))
    await setTraffic(svc, { enabled: true, per_minute: 60 })
    await svc.clock.advance(MINUTE)
    const count = newSessions(svc, before).length
    expect(count).toBeGreaterThanOrEqual(40)
    expect(count).toBeLessThanOrEqual(80)
    expect((await setTraffic(svc, {})).per_minute).toBe(60)
  })

  it('talks only to agents that are published now', async () => {
    const svc = newService()
    const [keep, ...others] = [...publishedChatAgents(svc)]
    for (const id of others) await ok(svc, 'POST', `/v1/products/${id}/unpublish`)
    const before = new Set(Array.from(svc.store.sessions, (s) => s.id))
    await setTraffic(svc, { enabled: true, per_minute: 30 })
    await svc.clock.advance(MINUTE)
    const sessions = newSessions(svc, before)
    expect(sessions.length).toBeGreaterThan(5)
    expect(new Set(sessions.map((s) => s.product_id))).toEqual(new Set([keep]))

    await ok(svc, 'POST', `/v1/products/${keep ?? ''}/unpublish`)
    await svc.clock.advance(MINUTE)
    const settled = newSessions(svc, before).length
    await svc.clock.advance(5 * MINUTE)
    expect(newSessions(svc, before)).toHaveLength(settled)
    expect((await setTraffic(svc, {})).in_progress).toBe(0)
    expect(sessionViolations(svc.store, svc.now())).toEqual([])
  })

  it('carries on after the workspace is restored from a snapshot, answers under way included', async () => {
    const svc = newService()
    await setTraffic(svc, { enabled: true, per_minute: 30 })
    await svc.clock.advance(15_000)
    expect((await setTraffic(svc, {})).in_progress).toBeGreaterThan(0)
    const fresh = newService()
    expect(restore(fresh, JSON.parse(JSON.stringify(snapshotOf(svc))))).toEqual({ restored: true })
    const before = new Set(Array.from(fresh.store.sessions, (s) => s.id))
    expect((await setTraffic(fresh, {})).enabled).toBe(true)
    await fresh.clock.advance(2 * MINUTE)
    expect(newSessions(fresh, before).length).toBeGreaterThan(10)
    await windDown(fresh)
    expect(sessionViolations(fresh.store, fresh.now())).toEqual([])
    expect(ledgerViolations(fresh.store)).toEqual([])
  })

  it('refuses a pace outside 1 to 60 and anything else in the body', async () => {
    const svc = newService()
    for (const body of [{ per_minute: 0 }, { per_minute: 61 }, { per_minute: 2.5 }, { enabled: 'yes' }, { speed: 3 }])
      expectProblem(await send(svc, 'POST', '/_mock/traffic', { body }), 422, 'validation_failed')
    expect(await setTraffic(svc, {})).toEqual({ enabled: false, per_minute: 6, in_progress: 0 })
  })

  it('goes off with a reset', async () => {
    const svc = newService()
    await setTraffic(svc, { enabled: true, per_minute: 12 })
    await ok(svc, 'POST', '/_mock/reset')
    expect((await setTraffic(svc, {})).enabled).toBe(false)
    const before = svc.store.sessions.length
    await svc.clock.advance(MINUTE)
    expect(svc.store.sessions).toHaveLength(before)
  })
})

/** The JSON of every page after the first of a list, following `Link: rel="next"`. */
async function pagesAfter(svc: MockService, path: string, limit: number): Promise<unknown[]> {
  const pages: unknown[] = []
  let reply = await ok(svc, 'GET', `${path}?limit=${limit}`)
  for (;;) {
    const next = /^<([^>]+)>;\s*rel="next"$/.exec(reply.headers.get('link') ?? '')?.[1]
    if (!next) return pages
    reply = await ok(svc, 'GET', new URL(next, 'http://localhost').pathname + new URL(next, 'http://localhost').search)
    pages.push(reply.json)
  }
}
