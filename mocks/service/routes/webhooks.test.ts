// The webhook endpoints over HTTP: URL rules, secrets, lists, stats, delete.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { deliveryList, signingSecret, webhookEndpoint, webhookList } from '../../../src/api/contract'
import { sandboxUrl } from '../domain/receivers'
import { REAL_URL, createEndpoint, emit, getEndpoint, webhookHarness, type Harness } from '../tests/webhook-harness'
import { settleDeliveries } from '../domain/deliveries'
import { expectProblem, send } from '../tests/support'

const DAY = 86_400_000
let h: Harness
beforeAll(() => {
  h = webhookHarness()
})
beforeEach(() => h.reset())
const svc = () => h.svc

describe('URL rules', () => {
  const refused = [
    'https://10.0.0.1/hook',
    'https://192.168.1.20/hook',
    'https://172.16.0.5/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://127.0.0.2/hook',
    'https://printer.local/hook',
    'https://user:secret@example.com/hook',
    'https://user@example.com/hook',
    'http://example.com/hook',
    'http://10.0.0.1/hook',
  ]
  it.each(refused)('refuses %s with url_not_allowed on create and update', async (url) => {
    const created = await send(svc(), 'POST', '/v1/webhooks', { body: { url, events: ['message.created'] } })
    const p = expectProblem(created, 422, 'validation_failed')
    expect(p.errors).toHaveLength(1)
    expect(p.errors?.[0]).toMatchObject({ pointer: '#/url', code: 'url_not_allowed' })
    expect(p.errors?.[0]?.detail).toMatch(/^The URL /)
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const updated = await send(svc(), 'PATCH', `/v1/webhooks/${wh.id}`, { body: { url } })
    expect(expectProblem(updated, 422, 'validation_failed').errors?.[0]).toMatchObject({
      pointer: '#/url',
      code: 'url_not_allowed',
    })
    expect((await getEndpoint(svc(), wh.id)).url).toBe(sandboxUrl('ok'))
  })

  it('names the private address first when the scheme is wrong too', async () => {
    const reply = await send(svc(), 'POST', '/v1/webhooks', {
      body: { url: 'http://10.0.0.5/hook', events: ['message.created'] },
    })
    expect(expectProblem(reply, 422, 'validation_failed').errors).toEqual([
      {
        pointer: '#/url',
        code: 'url_not_allowed',
        detail:
          'The URL points to a private, loopback or link-local address and must use https (http is allowed only for localhost and 127.0.0.1).',
      },
    ])
  })

  it('refuses other schemes', async () => {
    const reply = await send(svc(), 'POST', '/v1/webhooks', {
      body: { url: 'ftp://example.com/hook', events: ['message.created'] },
    })
    expect(expectProblem(reply, 422, 'validation_failed').errors?.[0]?.pointer).toBe('#/url')
  })

  it.each([
    'http://localhost:3000/hook',
    'http://127.0.0.1:8080/hook',
    'https://localhost/hook',
    'https://hooks.example.com/x',
    sandboxUrl('flaky', '/a/b?c=1'),
  ])('accepts %s', async (url) => {
    expect((await send(svc(), 'POST', '/v1/webhooks', { body: { url, events: ['message.created'] } })).status).toBe(201)
  })
})

describe('endpoints', () => {
  it('returns the secret on create only, in the whsec_ format', async () => {
    const reply = await send(svc(), 'POST', '/v1/webhooks', {
      body: { url: sandboxUrl('ok'), events: ['message.completed'], description: 'CRM' },
    })
    expect(reply.status).toBe(201)
    const wh = z.extend(webhookEndpoint, { secret: signingSecret }).parse(reply.json)
    expect(wh).toMatchObject({
      status: 'active',
      description: 'CRM',
      events: ['message.completed'],
      disabled_reason: null,
      failing_since: null,
      previous_secret_expires_at: null,
      stats: { succeeded: 0, failed: 0, pending: 0, last_delivery_at: null },
    })
    const got = await send(svc(), 'GET', `/v1/webhooks/${wh.id}`)
    expect(got.json).not.toHaveProperty('secret')
    expect(got.text).not.toContain(wh.secret)
    const other = await createEndpoint(svc(), sandboxUrl('ok'))
    expect(other.secret).not.toBe(wh.secret)
  })

  it('updates url, events and description', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const reply = await send(svc(), 'PATCH', `/v1/webhooks/${wh.id}`, {
      body: { events: ['conversation.created'], description: 'x' },
    })
    expect(reply.json).toMatchObject({ url: sandboxUrl('ok'), events: ['conversation.created'], description: 'x' })
    expect(emit(svc(), 'message.created').deliveries).toEqual([])
    expect(emit(svc(), 'conversation.created').deliveries).toHaveLength(1)
  })

  it('lists newest first with a status filter', async () => {
    const a = await createEndpoint(svc(), sandboxUrl('ok'))
    await svc().clock.advance(1000)
    const b = await createEndpoint(svc(), sandboxUrl('ok'))
    const c = await createEndpoint(svc(), sandboxUrl('ok'))
    await send(svc(), 'POST', `/v1/webhooks/${b.id}/disable`)
    const all = webhookList.parse((await send(svc(), 'GET', '/v1/webhooks')).json)
    expect(all.data.map((w) => w.id)).toEqual([c.id, b.id, a.id])
    const disabled = webhookList.parse((await send(svc(), 'GET', '/v1/webhooks?status=disabled')).json)
    expect(disabled.data.map((w) => w.id)).toEqual([b.id])
    const page = await send(svc(), 'GET', '/v1/webhooks?limit=1')
    expect(webhookList.parse(page.json)).toMatchObject({ has_more: true })
    expect(page.headers.get('link')).toContain(`starting_after=${c.id}`)
  })

  it('finds endpoints by q on the description or the URL host, case-insensitively', async () => {
    const post = async (url: string, description: string) =>
      webhookEndpoint.parse(
        (await send(svc(), 'POST', '/v1/webhooks', { body: { url, events: ['message.created'], description } })).json,
      )
    const crm = await post(sandboxUrl('ok', '/crm'), 'CRM sync')
    const zap = await post('https://hooks.zapier.example/catch/1', 'Old hook')
    const ids = async (q: string) =>
      webhookList
        .parse((await send(svc(), 'GET', `/v1/webhooks?q=${encodeURIComponent(q)}`)).json)
        .data.map((w) => w.id)
    expect(await ids('crm SYNC')).toEqual([crm.id])
    expect(await ids('ZAPIER')).toEqual([zap.id])
    // The path is not the host: people tell endpoints apart by where they point, not by their route.
    expect(await ids('/catch')).toEqual([])
    expect(await ids('nothing-like-this')).toEqual([])
  })

  it('deletes an endpoint with its deliveries and scheduled retries', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('fail'))
    const [d] = emit(svc()).deliveries
    expect(svc().clock.scheduler.size).toBe(1)
    expect((await send(svc(), 'DELETE', `/v1/webhooks/${wh.id}`)).status).toBe(204)
    expect(svc().clock.scheduler.size).toBe(0)
    expectProblem(await send(svc(), 'GET', `/v1/webhooks/${wh.id}`), 404, 'not_found')
    expectProblem(await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries/${d?.id ?? ''}`), 404, 'not_found')
    expect(svc().store.deliveriesById.size).toBe(0)
  })
})

describe('stats', () => {
  it('count deliveries of the last 7 days by outcome, skipped left out; last_delivery_at is the latest attempt', async () => {
    const wh = await createEndpoint(svc(), REAL_URL)
    let fail = false
    h.answer = () => (fail ? new Response('no', { status: 500 }) : new Response('ok'))
    emit(svc())
    await settleDeliveries(svc())
    await svc().clock.advance(8 * DAY)
    emit(svc())
    emit(svc())
    await settleDeliveries(svc())
    fail = true
    emit(svc())
    await settleDeliveries(svc())
    let ep = await getEndpoint(svc(), wh.id)
    expect(ep.stats).toEqual({
      succeeded: 2,
      failed: 0,
      pending: 1,
      last_delivery_at: new Date(svc().now()).toISOString(),
    })

    await svc().clock.advance(DAY)
    await settleDeliveries(svc())
    const latest = Math.max(
      ...[...svc().store.deliveriesById.values()].flatMap((d) => d.attempts.map((a) => Date.parse(a.attempted_at))),
    )
    ep = await getEndpoint(svc(), wh.id)
    expect(ep.stats).toEqual({ succeeded: 2, failed: 1, pending: 0, last_delivery_at: new Date(latest).toISOString() })
    expect(latest).toBeGreaterThan(svc().now() - DAY)

    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    emit(svc())
    ep = await getEndpoint(svc(), wh.id)
    expect(ep.stats).toMatchObject({ succeeded: 2, failed: 1, pending: 0 })
  })
})

describe('delivery log', () => {
  it('lists newest first, filtered by status and event type, in pages', async () => {
    const wh = await createEndpoint(svc(), sandboxUrl('ok'))
    const ids = (['conversation.created', 'message.created', 'message.created', 'message.completed'] as const).map(
      (t) => emit(svc(), t).deliveries[0]?.id,
    )
    await send(svc(), 'POST', `/v1/webhooks/${wh.id}/disable`)
    const skipped = emit(svc(), 'message.created').deliveries[0]?.id
    const list = async (q: string) =>
      deliveryList.parse((await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries${q}`)).json)

    expect((await list('')).data.map((d) => d.id)).toEqual([skipped, ...ids.reverse()])
    expect((await list('?status=skipped')).data.map((d) => d.id)).toEqual([skipped])
    expect(
      (await list('?status=skipped&status=succeeded&event_type=message.created')).data.map((d) => d.event_type),
    ).toEqual(['message.created', 'message.created', 'message.created'])
    expect((await list('?event_type=conversation.created&event_type=message.completed')).data).toHaveLength(2)
    const first = await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries?limit=2`)
    const page = deliveryList.parse(first.json)
    expect(page.has_more).toBe(true)
    const next = deliveryList.parse(
      (await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries?limit=2&starting_after=${page.data[1]?.id ?? ''}`))
        .json,
    )
    expect([...page.data, ...next.data].map((d) => d.id)).toEqual((await list('')).data.slice(0, 4).map((d) => d.id))
    expectProblem(await send(svc(), 'GET', `/v1/webhooks/${wh.id}/deliveries?status=lost`), 400, 'invalid_parameter')
  })
})
