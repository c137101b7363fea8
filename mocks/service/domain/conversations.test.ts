import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { messageEventData, session, webhookEvent, type WebhookEvent } from '../../../src/api/contract'
import { ApiProblem } from '../problems'
import { simulateConversation } from './conversations'
import type * as Deliveries from './deliveries'
import { dispatchEvent } from './deliveries'
import { newService } from '../tests/support'
import { ledgerViolations, sessionViolations } from './ledger-invariants'

// Observe what the conversation hands to the webhook engine, which still runs.
vi.mock('./deliveries', async (importOriginal) => {
  const real = await importOriginal<typeof Deliveries>()
  return { ...real, dispatchEvent: vi.fn(real.dispatchEvent) }
})
const dispatched = vi.mocked(dispatchEvent)

const svc = newService()
const { store } = svc
const productIds = [...store.products.keys()]
const published = [...store.products.values()].find((p) => p.slug === 'support-assistant')?.id ?? ''

// A block body: a function returned from a hook would be run as its teardown.
beforeEach(() => {
  dispatched.mockClear()
})

const eventsOf = (): WebhookEvent[] => dispatched.mock.calls.map(([, e]) => e)

describe('simulateConversation', () => {
  it('stores a session with its messages and emits its events in order', async () => {
    const before = store.ledger.length
    const r = await simulateConversation(svc, { product_id: published, messages: 5 })
    const s = store.sessions.get(r.session_id)
    expect(s?.product_id).toBe(published)
    expect(store.sessions.at(0)).toBe(s)
    const messages = store.messages.get(r.session_id) ?? []
    expect(messages.map((m) => m.id)).toEqual(r.message_ids)
    expect(messages.map((m) => m.role)).toEqual(['visitor', 'agent', 'visitor', 'agent', 'visitor'])
    expect(messages.every((m) => m.text && m.text.length > 0)).toBe(true)

    const events = eventsOf()
    expect(events.map((e) => e.id)).toEqual(r.event_ids)
    expect(events.map((e) => e.type)).toEqual([
      'conversation.created',
      'message.created',
      'message.created',
      'message.completed',
      'message.created',
      'message.created',
      'message.completed',
      'message.created',
    ])
    for (const e of events) expect(webhookEvent.safeParse(e).success).toBe(true)
    const created = events[0]
    if (created?.type !== 'conversation.created') throw new Error('first event is not conversation.created')
    expect(session.parse(created.data)).toMatchObject({
      id: r.session_id,
      message_count: 0,
      cost: 0,
      product_id: published,
    })

    // An answer begins empty, with no output or cost yet, and completes with everything.
    const begun = events[2]
    const done = events[3]
    if (begun?.type !== 'message.created' || done?.type !== 'message.completed')
      throw new Error('unexpected event order')
    expect(begun.data).toMatchObject({
      id: r.message_ids[1],
      role: 'agent',
      text: '',
      completed_at: null,
      cost: 0,
      product_id: published,
    })
    expect(begun.data.tokens.output).toBe(0)
    expect(messageEventData.parse(done.data)).toMatchObject({
      id: r.message_ids[1],
      text: messages[1]?.text,
      cost: messages[1]?.cost,
      model: messages[1]?.model,
    })
    expect(done.data.completed_at).not.toBeNull()
    const times = events.map((e) => e.created_at)
    expect(times).toEqual([...times].sort())

    // One debit per completed answer, nothing else but an automatic top-up.
    const written = store.ledger.slice(before)
    expect(written.map((e) => e.id)).toEqual(r.entry_ids)
    expect(written.filter((e) => e.type === 'debit').map((e) => (e.type === 'debit' ? e.message_id : ''))).toEqual([
      r.message_ids[1],
      r.message_ids[3],
    ])
    expect(ledgerViolations(store)).toEqual([])
    expect(sessionViolations(store, svc.now())).toEqual([])
  })

  it('answers 404 not_found for an unknown product and changes nothing', async () => {
    const sessions = store.sessions.length
    const entries = store.ledger.length
    const err = await simulateConversation(svc, { product_id: 'prod_doesnotexist00', messages: 4 }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(ApiProblem)
    expect(err instanceof ApiProblem && err.code).toBe('not_found')
    expect(store.sessions.length).toBe(sessions)
    expect(store.ledger.length).toBe(entries)
    expect(dispatched).not.toHaveBeenCalled()
  })

  it('squeezes conversations into the time since the last one when the clock stands still, never into the future', async () => {
    const a = await simulateConversation(svc, { product_id: published, messages: 6 })
    const b = await simulateConversation(svc, { product_id: published, messages: 200 })
    const now = new Date(svc.now()).toISOString()
    for (const id of [a.session_id, b.session_id]) {
      const s = store.sessions.get(id)
      expect(s && s.last_message_at <= now).toBe(true)
    }
    expect(store.sessions.at(0)?.id).toBe(b.session_id)
    expect(store.sessions.at(1)?.id).toBe(a.session_id)
    expect(store.ledger.at(-1)?.created_at).toBe(now)
    expect(sessionViolations(store, svc.now())).toEqual([])
    expect(ledgerViolations(store)).toEqual([])
  })

  it('keeps sessions and the ledger consistent under any sequence of conversations and clock moves', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('talk' as const),
        product: fc.nat({ max: productIds.length - 1 }),
        messages: fc.integer({ min: 1, max: 40 }),
      }),
      fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 3 * 86_400_000 })),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'wait') await svc.clock.advance(o.ms)
          else {
            const r = await simulateConversation(svc, {
              product_id: productIds[o.product] ?? published,
              messages: o.messages,
            })
            expect(store.sessions.get(r.session_id)?.message_count).toBe(o.messages)
            expect(r.event_ids.length).toBe(1 + o.messages + Math.floor(o.messages / 2))
          }
        }
        expect(sessionViolations(store, svc.now())).toEqual([])
        expect(ledgerViolations(store)).toEqual([])
      }),
      { seed: 42, numRuns: 12 },
    )
  }, 60_000)
})
