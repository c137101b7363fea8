// The delivery engine under a manual clock: outcomes, the retry schedule, endpoint
// health (410, five days of failures, disabling), recovery, resend and signatures.
import { verify as verifyGithub } from '@octokit/webhooks-methods'
import { Webhook } from 'standardwebhooks'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EVENT_SCHEMAS,
  RETRY_SCHEDULE_MS,
  SIGNATURE_HEADERS,
  delivery,
  deliveryList,
  webhookEndpointWithSecret,
  type Delivery,
} from '../../../src/api/contract'
import { expectProblem, send } from '../tests/support'
import type { StoredDelivery } from '../store'
import { FAILING_DISABLE_MS, dispatchBody, liveEngine, settleDeliveries } from './deliveries'
import { sandboxUrl } from './receivers'
import { sampleEvent } from './webhook-events'
import { toDeliveryView } from './webhook-views'
import {
  REAL_URL,
  createEndpoint,
  emit,
  getDelivery,
  getEndpoint,
  webhookHarness,
  type Harness,
} from '../tests/webhook-harness'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let h: Harness
beforeAll(() => {
  h = webhookHarness()
})
beforeEach(() => h.reset())
afterEach(() => vi.useRealTimers())

const svc = () => h.svc
const advance = (ms: number) => svc().clock.advance(ms)
const gaps = (d: Delivery) =>
  d.attempts.slice(1).map((a, i) => Date.parse(a.attempted_at) - Date.parse(d.attempts[i]?.attempted_at ?? ''))

/** Emits one event to a single endpoint and returns that endpoint's delivery. */
function emitOne(type: Parameters<typeof emit>[1] = 'message.completed') {
  const { deliveries } = emit(svc(), type)
  const [d] = deliveries
  if (!d || deliveries.length !== 1) throw new Error(`expected one delivery, got ${deliveries.length}`)
  return d
}

describe('outcomes and the retry schedule', () => {
  it('delivers to a receiver that answers 200 at once, with the exact body and the signed headers', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const { event, deliveries } = emit(svc(), 'conversation.created')
    expect(deliveries).toHaveLength(1)
    const d = await getDelivery(svc(), wh.id, deliveries[0]?.id ?? '')
    expect(d).toMatchObject({
      status: 'succeeded',
      event_id: event.id,
      event_type: 'conversation.created',
      next_attempt_at: null,
    })
    expect(d.body).toBe(JSON.stringify(event))
    expect(d.attempts).toHaveLength(1)
    const [a] = d.attempts
    expect(a).toMatchObject({
      number: 1,
      trigger: 'scheduled',
      response_status: 200,
      error: null,
      error_detail: null,
      response_body: 'ok',
    })
    expect(a?.attempted_at).toBe(new Date(svc().now()).toISOString())
    expect(a?.request_headers).toMatchObject({
      'content-type': 'application/json',
      [SIGNATURE_HEADERS.id]: event.id,
      [SIGNATURE_HEADERS.timestamp]: String(Math.floor(svc().now() / 1000)),
      [SIGNATURE_HEADERS.event]: 'conversation.created',
      [SIGNATURE_HEADERS.attempt]: '1',
    })
    expect(a?.request_headers['user-agent']).toMatch(/\S/)
    expect(a?.request_headers[SIGNATURE_HEADERS.github]).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(a?.request_headers[SIGNATURE_HEADERS.signature]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
  })

  it('retries after a 500 and succeeds on the 200 that follows, clearing failing_since', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = (_req, n) => (n === 1 ? new Response('boom', { status: 500 }) : new Response('fine'))
    const first = emitOne()
    await settleDeliveries(svc())
    let d = await getDelivery(svc(), wh.id, first.id)
    expect(d.status).toBe('pending')
    expect(d.attempts[0]).toMatchObject({ response_status: 500, error: 'http_status', response_body: 'boom' })
    const wait = Date.parse(d.next_attempt_at ?? '') - svc().now()
    expect(wait).toBeGreaterThanOrEqual(RETRY_SCHEDULE_MS[0] * 0.9)
    expect(wait).toBeLessThanOrEqual(RETRY_SCHEDULE_MS[0] * 1.1)
    expect((await getEndpoint(svc(), wh.id)).failing_since).toBe(d.attempts[0]?.attempted_at)

    await advance(wait - 1)
    await settleDeliveries(svc())
    expect(h.received).toHaveLength(1)
    await advance(1)
    await settleDeliveries(svc())
    d = await getDelivery(svc(), wh.id, first.id)
    expect(d).toMatchObject({ status: 'succeeded', next_attempt_at: null })
    expect(d.attempts.map((a) => [a.number, a.response_status, a.error])).toEqual([
      [1, 500, 'http_status'],
      [2, 200, null],
    ])
    // Same bytes and event id on every attempt; a new timestamp and attempt number.
    expect(h.received.map((r) => r.body)).toEqual([d.body, d.body])
    expect(h.received.map((r) => r.headers[SIGNATURE_HEADERS.id])).toEqual([d.event_id, d.event_id])
    expect(h.received.map((r) => r.headers[SIGNATURE_HEADERS.attempt])).toEqual(['1', '2'])
    expect(h.received.every((r) => r.redirect === 'manual')).toBe(true)
    expect((await getEndpoint(svc(), wh.id)).failing_since).toBeNull()
  })

  it('makes six scheduled attempts against a receiver that always fails, spaced by the schedule ±10 %, then fails', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const first = emitOne()
    await advance(10 * HOUR)
    const d = await getDelivery(svc(), wh.id, first.id)
    expect(d).toMatchObject({ status: 'failed', next_attempt_at: null })
    expect(d.attempts.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(
      d.attempts.every((a) => a.trigger === 'scheduled' && a.response_status === 500 && a.error === 'http_status'),
    ).toBe(true)
    gaps(d).forEach((gap, i) => {
      const step = RETRY_SCHEDULE_MS[i] ?? 0
      expect(gap).toBeGreaterThanOrEqual(Math.floor(step * 0.9))
      expect(gap).toBeLessThanOrEqual(Math.ceil(step * 1.1))
    })
    expect(new Set(d.attempts.map((a) => a.request_headers[SIGNATURE_HEADERS.timestamp])).size).toBe(6)
    await advance(2 * DAY)
    expect((await getDelivery(svc(), wh.id, first.id)).attempts).toHaveLength(6)
    expect(svc().clock.scheduler.size).toBe(0)
  })

  it('shows next_attempt_at while pending and divides delays by the time scale', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    svc().config.timeScale = 60
    try {
      const d = emitOne()
      expect(d.status).toBe('pending')
      expect(Date.parse(d.next_attempt_at ?? '') - svc().now()).toBeLessThanOrEqual(
        Math.ceil((RETRY_SCHEDULE_MS[0] * 1.1) / 60),
      )
      await advance(10 * MINUTE)
      const after = await getDelivery(svc(), wh.id, d.id)
      expect(after.status).toBe('failed')
      expect(after.attempts).toHaveLength(6)
    } finally {
      svc().config.timeScale = 1
    }
  })

  it('records a timeout with the full 15 s and no status, without waiting', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('timeout'))
    const d = await getDelivery(svc(), wh.id, emitOne().id)
    expect(d.attempts[0]).toMatchObject({
      error: 'timeout',
      response_status: null,
      duration_ms: 15_000,
      response_body: null,
    })
    expect(d.attempts[0]?.error_detail).toMatch(/15 s/)
    expect(d.status).toBe('pending')
  })

  it('records a real timeout from fetch as a timeout', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = () => 'timeout'
    const first = emitOne()
    await settleDeliveries(svc())
    expect((await getDelivery(svc(), wh.id, first.id)).attempts[0]).toMatchObject({
      error: 'timeout',
      response_status: null,
    })
  })

  it('counts a redirect as a failure and never follows it', async () => {
    const wh = await createEndpoint(svc(), REAL_URL, ['message.completed'])
    h.answer = () => new Response(null, { status: 302, headers: { location: 'https://elsewhere.example.com/' } })
    const first = emitOne()
    await settleDeliveries(svc())
    const d = await getDelivery(svc(), wh.id, first.id)
    expect(d.attempts[0]).toMatchObject({ error: 'redirect', response_status: 302 })
    expect(d.attempts[0]?.error_detail).toContain('https://elsewhere.example.com/')
    expect(h.received).toHaveLength(1)
    expect(h.received[0]?.url).toBe(REAL_URL)

    const sandbox = await createEndpoint(svc(), sandboxUrl('redirect'), ['conversation.created'])
    const s = emitOne('conversation.created')
    expect((await getDelivery(svc(), sandbox.id, s.id)).attempts[0]).toMatchObject({
      error: 'redirect',
      response_status: 302,
    })
  })

  it('disables the endpoint at once on a 410 (gone) and cancels its retries', async () => {
    const other = await createEndpoint(svc(), sandboxUrl('fail'), ['conversation.created'])
    const wh = await createEndpoint(svc(), sandboxUrl('gone'), ['message.created'])
    const pendingElsewhere = emitOne('conversation.created')
    const { deliveries } = emit(svc(), 'message.created')
    expect(deliveries).toHaveLength(1)
    const ep = await getEndpoint(svc(), wh.id)
    expect(ep).toMatchObject({
      status: 'disabled',
      disabled_reason: 'gone',
      disabled_at: new Date(svc().now()).toISOString(),
    })
    const d = await getDelivery(svc(), wh.id, deliveries[0]?.id ?? '')
    expect(d).toMatchObject({ status: 'failed', next_attempt_at: null })
    expect(d.attempts[0]).toMatchObject({ response_status: 410, error: 'http_status' })
    // The other endpoint is not affected.
    expect((await getEndpoint(svc(), other.id)).status).toBe('active')
    expect((await getDelivery(svc(), other.id, pendingElsewhere.id)).status).toBe('pending')
  })

  it('pushes the next attempt later for a 429 or 503 with Retry-After, never earlier than the schedule', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = (_r, n) =>
      n === 1
        ? new Response('slow down', { status: 429, headers: { 'retry-after': '3600' } })
        : n === 2
          ? new Response('busy', { status: 503, headers: { 'retry-after': '1' } })
          : new Response('ok')
    const first = emitOne()
    await settleDeliveries(svc())
    let d = await getDelivery(svc(), wh.id, first.id)
    expect(Date.parse(d.next_attempt_at ?? '') - svc().now()).toBe(3_600_000)
    expect(d.attempts[0]?.error_detail).toMatch(/3600 s/)
    await advance(HOUR)
    await settleDeliveries(svc())
    d = await getDelivery(svc(), wh.id, first.id)
    expect(d.attempts).toHaveLength(2)
    // Retry-After 1 s is shorter than the 5-minute step, so the schedule wins.
    const wait = Date.parse(d.next_attempt_at ?? '') - svc().now()
    expect(wait).toBeGreaterThanOrEqual(RETRY_SCHEDULE_MS[1] * 0.9)
    expect(wait).toBeLessThanOrEqual(RETRY_SCHEDULE_MS[1] * 1.1)
  })

  it('reads Retry-After as an HTTP date too', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = () =>
      new Response('later', { status: 503, headers: { 'retry-after': new Date(svc().now() + 2 * HOUR).toUTCString() } })
    const first = emitOne()
    await settleDeliveries(svc())
    const d = await getDelivery(svc(), wh.id, first.id)
    expect(Math.abs(Date.parse(d.next_attempt_at ?? '') - (svc().now() + 2 * HOUR))).toBeLessThan(1000)
  })

  it('ignores Retry-After on other statuses', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = () => new Response('no', { status: 500, headers: { 'retry-after': '3600' } })
    const first = emitOne()
    await settleDeliveries(svc())
    const d = await getDelivery(svc(), wh.id, first.id)
    expect(Date.parse(d.next_attempt_at ?? '') - svc().now()).toBeLessThanOrEqual(RETRY_SCHEDULE_MS[0] * 1.1)
  })

  it('flaky receivers fail at most the first two attempts, then succeed', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('flaky'))
    const made = Array.from({ length: 12 }, () => emitOne())
    await advance(HOUR)
    const all = await Promise.all(made.map((d) => getDelivery(svc(), wh.id, d.id)))
    expect(all.every((d) => d.status === 'succeeded' && d.attempts.length <= 3)).toBe(true)
    expect(all.some((d) => d.attempts.length > 1)).toBe(true)
    expect(all.some((d) => d.attempts.length === 1)).toBe(true)
  })

  it('slow receivers succeed with a recorded duration of several seconds under 15 s', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('slow'))
    const a = (await getDelivery(svc(), wh.id, emitOne().id)).attempts[0]
    expect(a?.error).toBeNull()
    expect(a?.duration_ms).toBeGreaterThanOrEqual(3_000)
    expect(a?.duration_ms).toBeLessThan(15_000)
  })

  it('records a connection_error with the reason when real URLs cannot be reached', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = () => new TypeError('Failed to fetch')
    const first = emitOne()
    await settleDeliveries(svc())
    const a = (await getDelivery(svc(), wh.id, first.id)).attempts[0]
    expect(a).toMatchObject({ error: 'connection_error', response_status: null })
    expect(a?.error_detail).toContain('Failed to fetch')
  })

  it('delivers one conversation’s events to a real URL in order, even when the receiver answers out of order', async () => {
    await createEndpoint(svc(), REAL_URL)
    h.answer = async (_r, n) => {
      await new Promise((r) => setTimeout(r, n === 1 ? 20 : 1))
      return new Response('ok')
    }
    const types = ['conversation.created', 'message.created', 'message.created', 'message.completed'] as const
    const ids = types.map((t) => emit(svc(), t).event.id)
    await settleDeliveries(svc())
    expect(h.received.map((r) => r.headers[SIGNATURE_HEADERS.id])).toEqual(ids)
  })
})

describe('endpoint health', () => {
  it('disables an endpoint after five days of failures with no success', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const started = svc().now()
    emitOne()
    const failingSince = (await getEndpoint(svc(), wh.id)).failing_since
    expect(failingSince).toBe(new Date(started).toISOString())
    // A new event every 12 hours keeps failing.
    let ep = await getEndpoint(svc(), wh.id)
    while (ep.status === 'active' && svc().now() - started < 6 * DAY) {
      await advance(12 * HOUR)
      emitOne()
      ep = await getEndpoint(svc(), wh.id)
    }
    expect(ep).toMatchObject({ status: 'disabled', disabled_reason: 'failing', failing_since: failingSince })
    expect(Date.parse(ep.disabled_at ?? '') - started).toBeGreaterThanOrEqual(FAILING_DISABLE_MS)
    expect(Date.parse(ep.disabled_at ?? '') - started).toBeLessThan(FAILING_DISABLE_MS + 12 * HOUR)
    // Nothing is left pending or scheduled.
    const pending = deliveryList.parse(
      (await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries?status=pending`)).json,
    )
    expect(pending.data).toEqual([])
    expect([...svc().store.deliveriesById.values()].filter((d) => d.status === 'pending')).toEqual([])
    expect(svc().clock.scheduler.size).toBe(0)
  })

  it('a success in between resets the five-day count', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    let healthy = false
    h.answer = () => (healthy ? new Response('ok') : new Response('no', { status: 500 }))
    const started = svc().now()
    for (let day = 0; day < 11; day++) {
      healthy = day === 3
      emitOne()
      await settleDeliveries(svc())
      await advance(DAY)
      await settleDeliveries(svc())
    }
    const ep = await getEndpoint(svc(), wh.id)
    expect(ep.status).toBe('disabled')
    // Without the success on day 3 it would have been disabled on day 5; the new run began on day 4.
    expect(Date.parse(ep.failing_since ?? '')).toBe(started + 4 * DAY)
    expect(Date.parse(ep.disabled_at ?? '')).toBe(started + 9 * DAY)
    expect(Date.parse(ep.disabled_at ?? '') - Date.parse(ep.failing_since ?? '')).toBeGreaterThanOrEqual(
      FAILING_DISABLE_MS,
    )
  })

  it('creates skipped deliveries with no attempts while disabled, only for subscribed events', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'), ['conversation.created'])
    expect((await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)).status).toBe(200)
    const skipped = emitOne('conversation.created')
    expect(emit(svc(), 'message.created').deliveries).toEqual([])
    const d = await getDelivery(svc(), wh.id, skipped.id)
    expect(d).toMatchObject({ status: 'skipped', attempts: [], next_attempt_at: null })
    expect(d.body).toMatch(/"conversation\.created"/)
  })

  it('disabling cancels pending retries: they become failed and are never attempted', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const first = emitOne()
    expect(first.status).toBe('pending')
    const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    expect(reply.json).toMatchObject({ status: 'disabled', disabled_reason: 'manual' })
    const d = await getDelivery(svc(), wh.id, first.id)
    expect(d).toMatchObject({ status: 'failed', next_attempt_at: null })
    expect(svc().clock.scheduler.size).toBe(0)
    await advance(DAY)
    expect((await getDelivery(svc(), wh.id, first.id)).attempts).toHaveLength(1)
    // Disabling again changes nothing.
    const again = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    expect(again.json).toMatchObject({ disabled_at: d.attempts[0]?.attempted_at })
  })

  it('reactivation is idempotent and replays nothing', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    emitOne()
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    const skipped = emitOne()
    const first = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/reactivate`)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      status: 'active',
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    })
    await advance(MINUTE)
    const second = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/reactivate`, { body: {} })
    expect(second.json).toEqual(first.json)
    await advance(DAY)
    const d = await getDelivery(svc(), wh.id, skipped.id)
    expect(d).toMatchObject({ status: 'skipped', attempts: [] })
    expect([...svc().store.deliveriesById.values()].reduce((n, x) => n + x.attempts.length, 0)).toBe(1)
  })
})

describe('recover', () => {
  it('re-queues failed and skipped deliveries since a time, once each, oldest first', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = () => new Response('down', { status: 500 })
    const before = emitOne()
    await settleDeliveries(svc())
    await advance(HOUR)
    const since = new Date(svc().now()).toISOString()
    const failed = [emitOne(), emitOne()]
    await settleDeliveries(svc())
    await advance(DAY) // both run out of retries
    await settleDeliveries(svc())
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    const skipped = emitOne()
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/reactivate`)
    h.answer = () => new Response('ok')
    const ok = emitOne()
    await settleDeliveries(svc())
    h.received.length = 0

    const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/recover`, { body: { since } })
    expect(reply.status).toBe(202)
    const expected = [...failed, skipped].map((d) => d.id)
    expect(reply.json).toEqual({ recovered: 3, delivery_ids: expected })
    await settleDeliveries(svc())
    expect(h.received.map((r) => r.headers[SIGNATURE_HEADERS.id])).toEqual([...failed, skipped].map((d) => d.event_id))
    for (const id of expected) {
      const d = await getDelivery(svc(), wh.id, id)
      expect(d.status).toBe('succeeded')
      expect(d.attempts.at(-1)?.trigger).toBe('scheduled')
    }
    // Attempts continue their numbering; earlier ones stay.
    expect((await getDelivery(svc(), wh.id, failed[0]?.id ?? '')).attempts.map((a) => a.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ])
    expect((await getDelivery(svc(), wh.id, before.id)).status).toBe('failed')
    expect((await getDelivery(svc(), wh.id, ok.id)).attempts).toHaveLength(1)
    // Nothing failed is left since then: a second recover finds nothing.
    expect((await send(svc(), 'POST', `/v1/webhooks/${wh.id}/recover`, { body: { since } })).json).toEqual({
      recovered: 0,
      delivery_ids: [],
    })
  })

  it('starts a new run of scheduled attempts for a recovered delivery that fails again', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const d0 = emitOne()
    await advance(DAY)
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/recover`, {
      body: { since: new Date(svc().now() - 2 * DAY).toISOString() },
    })
    const d = await getDelivery(svc(), wh.id, d0.id)
    expect(d).toMatchObject({ status: 'pending' })
    expect(d.attempts).toHaveLength(7)
    await advance(DAY)
    const after = await getDelivery(svc(), wh.id, d0.id)
    expect(after.status).toBe('failed')
    expect(after.attempts).toHaveLength(12)
  })

  it('answers 409 invalid_state on a disabled endpoint', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/recover`, {
      body: { since: '2026-01-01T00:00:00.000Z' },
    })
    expectProblem(reply, 409, 'invalid_state')
  })
})

describe('resend', () => {
  it('adds a manual attempt on top of the six; a success makes the delivery succeeded', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const first = emitOne()
    await advance(DAY)
    expect((await getDelivery(svc(), wh.id, first.id)).status).toBe('failed')
    // Still failing: the manual attempt is recorded and the delivery stays failed.
    let reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/deliveries/${first.id}/resend`)
    expect(reply.status).toBe(202)
    let d = delivery.parse(reply.json)
    expect(d.status).toBe('failed')
    expect(d.attempts.at(-1)).toMatchObject({ number: 7, trigger: 'manual', response_status: 500 })
    // The receiver is fixed: the next resend succeeds.
    await send(svc(), 'PATCH', `/v1/webhooks/${wh.id}`, { body: { url: sandboxUrl('ok') } })
    reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/deliveries/${first.id}/resend`, { body: {} })
    d = delivery.parse(reply.json)
    expect(d.status).toBe('succeeded')
    expect(d.attempts.at(-1)).toMatchObject({ number: 8, trigger: 'manual', response_status: 200 })
    expect(d.attempts.at(-1)?.request_headers[SIGNATURE_HEADERS.attempt]).toBe('8')
  })

  it('waits for a real receiver and returns the result; a manual success ends pending retries', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    h.answer = (_r, n) => (n === 1 ? new Response('no', { status: 500 }) : new Response('yes'))
    const first = emitOne()
    await settleDeliveries(svc())
    const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/deliveries/${first.id}/resend`)
    expect(delivery.parse(reply.json)).toMatchObject({ status: 'succeeded', next_attempt_at: null })
    expect(svc().clock.scheduler.size).toBe(0)
  })

  it('answers 409 on a disabled endpoint', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const first = emitOne()
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    expectProblem(
      await send(svc(), 'POST', `/v1/webhooks/${wh.id}/deliveries/${first.id}/resend`),
      409,
      'invalid_state',
    )
  })
})

describe('signatures', () => {
  const pinTo = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ms)
  }

  it('verify with @octokit/webhooks-methods and standardwebhooks; a tampered body or wrong secret is rejected', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const other = await createEndpoint(svc(), sandboxUrl('ok'), ['message.completed'])
    const mine = emit(svc(), 'message.completed').deliveries.find((x) => x.webhook_id === wh.id)
    const { body, attempts } = await getDelivery(svc(), wh.id, mine?.id ?? '')
    const headers = attempts[0]?.request_headers ?? {}
    const github = headers[SIGNATURE_HEADERS.github] ?? ''
    expect(await verifyGithub(wh.secret, body, github)).toBe(true)
    expect(await verifyGithub(wh.secret, body.replace('test event', 'test evenT'), github)).toBe(false)
    expect(await verifyGithub(other.secret, body, github)).toBe(false)

    pinTo(svc().now())
    expect(new Webhook(wh.secret).verify(body, headers)).toEqual(JSON.parse(body))
    expect(new Webhook(wh.secret.slice('whsec_'.length)).verify(body, headers)).toEqual(JSON.parse(body))
    expect(() => new Webhook(wh.secret).verify(`${body} `, headers)).toThrow()
    expect(() => new Webhook(other.secret).verify(body, headers)).toThrow()
    // The verifier's clock must match the mock's: ten minutes later it refuses the timestamp.
    pinTo(svc().now() + 10 * MINUTE)
    expect(() => new Webhook(wh.secret).verify(body, headers)).toThrow(/too old/)
  })

  it('rotation: the new secret is returned once, both sign for 24 h, then only the new one', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/rotate-secret`)
    expect(reply.status).toBe(200)
    const rotated = webhookEndpointWithSecret.parse(reply.json)
    expect(rotated.secret).not.toBe(wh.secret)
    expect(rotated.previous_secret_expires_at).toBe(new Date(svc().now() + DAY).toISOString())
    expect((await send(svc(), 'GET', `/v1/webhooks/${wh.id}`)).json).not.toHaveProperty('secret')

    const check = async (oldWorks: boolean) => {
      const d = emitOne()
      const [a] = d.attempts
      const headers = a?.request_headers ?? {}
      expect(headers[SIGNATURE_HEADERS.signature]?.split(' ')).toHaveLength(oldWorks ? 2 : 1)
      pinTo(svc().now())
      expect(new Webhook(rotated.secret).verify(d.body, headers)).toBeTruthy()
      if (oldWorks) expect(new Webhook(wh.secret).verify(d.body, headers)).toBeTruthy()
      else expect(() => new Webhook(wh.secret).verify(d.body, headers)).toThrow()
      vi.useRealTimers()
      // GitHub-style carries one signature: the old secret's while the overlap lasts, since
      // its receivers hold only that one, then the new one's.
      const github = headers[SIGNATURE_HEADERS.github] ?? ''
      expect(await verifyGithub(wh.secret, d.body, github)).toBe(oldWorks)
      expect(await verifyGithub(rotated.secret, d.body, github)).toBe(!oldWorks)
    }
    await check(true)
    await advance(DAY - 1)
    await check(true)
    await advance(1)
    await check(false)
    expect((await getEndpoint(svc(), wh.id)).previous_secret_expires_at).toBeNull()
  })

  it('an attempt read long after it ran carries the signatures of the secrets that signed it then', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    // Nothing reads the attempt's headers before both rotations have replaced its secret.
    const d = emitOne()
    const ranAt = svc().now()
    const rotate = async () =>
      webhookEndpointWithSecret.parse((await send(svc(), 'POST', `/v1/webhooks/${wh.id}/rotate-secret`)).json).secret
    await rotate()
    const newest = await rotate()
    const headers = d.attempts[0]?.request_headers ?? {}
    pinTo(ranAt)
    expect(new Webhook(wh.secret).verify(d.body, headers)).toBeTruthy()
    expect(() => new Webhook(newest).verify(d.body, headers)).toThrow()
    vi.useRealTimers()
    expect(await verifyGithub(wh.secret, d.body, headers[SIGNATURE_HEADERS.github] ?? '')).toBe(true)
  })
})

describe('bodies written when read', () => {
  it('an event dispatched with a body to write is written once, when a delivery is first read', async () => {
    await createEndpoint(svc(), sandboxUrl('ok'))
    await createEndpoint(svc(), sandboxUrl('flaky'))
    const event = sampleEvent(svc(), 'message.completed', svc().now())
    let writes = 0
    const ds = dispatchBody(liveEngine(svc()), event, () => (writes++, JSON.stringify(event)))
    // Both were attempted, and no sandbox receiver reads a body.
    expect(ds.map((d) => d.attempts.length)).toEqual([1, 1])
    expect(writes).toBe(0)
    expect(ds.map((d) => d.body)).toEqual([JSON.stringify(event), JSON.stringify(event)])
    expect(toDeliveryView(ds[0] as StoredDelivery).body).toBe(JSON.stringify(event))
    expect(writes).toBe(1)
  })
})

describe('the test endpoint', () => {
  it('sends a sample of any type to this endpoint only, valid against the event schema', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'), ['conversation.created'])
    const bystander = await createEndpoint(svc(), sandboxUrl('ok'))
    for (const type of ['conversation.created', 'message.created', 'message.completed'] as const) {
      const reply = await send(svc(), 'POST', `/v1/webhooks/${wh.id}/test`, { body: { event_type: type } })
      expect(reply.status).toBe(202)
      const d = delivery.parse(reply.json)
      expect(d).toMatchObject({ webhook_id: wh.id, event_type: type, status: 'succeeded' })
      const parsed = EVENT_SCHEMAS[type].parse(JSON.parse(d.body))
      if (parsed.type !== 'conversation.created') expect(parsed.data.text).toBe('This is a test event.')
    }
    expect(svc().store.deliveries.get(bystander.id)).toEqual([])
  })

  it('answers 409 on a disabled endpoint', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    expectProblem(
      await send(svc(), 'POST', `/v1/webhooks/${wh.id}/test`, { body: { event_type: 'message.created' } }),
      409,
      'invalid_state',
    )
  })
})
