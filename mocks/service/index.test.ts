// The demo controls this module adds under /_mock (offline, time scale, notice) and
// the change list the browser adapter broadcasts to open tabs.
import { describe, expect, it } from 'vitest'
import { delivery, knowledgeBase, webhookEndpointWithSecret } from '../../src/api/contract'
import { mockProductList, mockState } from '../../src/api/contract/mock-controls'
import { sandboxUrl } from './domain/receivers'
import type { MockService } from './index'
import { expectProblem, newService, send } from './tests/support'

const HOUR = 3_600_000

async function ok(svc: MockService, method: string, path: string, body?: unknown) {
  const reply = await send(svc, method, path, body === undefined ? {} : { body })
  expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 300)}`).toBeLessThan(300)
  return reply
}

const state = async (svc: MockService) => mockState.parse((await ok(svc, 'GET', '/_mock')).json)
const publishedChatAgent = (svc: MockService) =>
  [...svc.store.products.values()].find((p) => p.kind === 'chat_agent' && p.status === 'published')?.id ?? ''

async function failingEndpoint(svc: MockService) {
  return webhookEndpointWithSecret.parse(
    (await ok(svc, 'POST', '/v1/webhooks', { url: sandboxUrl('fail', '/c'), events: ['conversation.created'] })).json,
  )
}

describe('the offline fault', () => {
  it('fails every /v1 request as a network error while /_mock keeps answering', async () => {
    const svc = newService()
    expect((await state(svc)).faults.offline).toBe(false)
    await ok(svc, 'POST', '/_mock/faults', { offline: true })
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const res = await svc.handle(
        new Request('http://localhost/v1/products', { method, headers: { 'x-api-key': 'ak_test_write' } }),
      )
      expect(res.type, method).toBe('error')
    }
    expect((await state(svc)).faults.offline).toBe(true)
    await ok(svc, 'POST', '/_mock/faults', {})
    expect((await send(svc, 'GET', '/v1/products')).status).toBe(200)
  })
})

describe('the reset', () => {
  it('seeds the size it names, the default without one, and refuses a size the mock does not offer', async () => {
    const svc = newService()
    expect((await state(svc)).size).toBe(1)
    const sessions = svc.store.sessions.length
    expect(mockState.parse((await ok(svc, 'POST', '/_mock/reset', { size: 10 })).json).size).toBe(10)
    expect(svc.store.sessions.length).toBeGreaterThan(9 * sessions)
    expect(svc.base.size).toBe(10)
    for (const size of [0, 11, 2.5, '10'])
      expectProblem(await send(svc, 'POST', '/_mock/reset', { body: { size } }), 422, 'validation_failed')
    expect((await state(svc)).size).toBe(10)
    await ok(svc, 'POST', '/_mock/reset')
    expect((await state(svc)).size).toBe(1)
    expect(svc.store.sessions.length).toBe(sessions)
  }, 30_000)
})

describe('the deprecate fault', () => {
  it('adds Deprecation and Sunset to every /v1 answer, errors included, until cleared', async () => {
    const svc = newService()
    const before = await send(svc, 'GET', '/v1/products')
    expect(before.headers.get('deprecation')).toBeNull()
    await ok(svc, 'POST', '/_mock/faults', { deprecate: true })
    const listed = await send(svc, 'GET', '/v1/products')
    const deprecatedAt = Number(listed.headers.get('deprecation')?.slice(1)) * 1000
    expect(listed.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(deprecatedAt).toBeLessThan(svc.now())
    expect(Date.parse(listed.headers.get('sunset') ?? '')).toBeGreaterThan(svc.now())
    expect((await send(svc, 'GET', '/v1/nowhere')).headers.get('sunset')).not.toBeNull()
    expect((await send(svc, 'GET', '/_mock')).headers.get('deprecation')).toBeNull()
    await ok(svc, 'POST', '/_mock/faults', {})
    expect((await send(svc, 'GET', '/v1/products')).headers.get('deprecation')).toBeNull()
  })
})

describe('the webhook clock’s speed', () => {
  it('rescales a five-hour wait already under way, and new waits follow the new speed', async () => {
    const svc = newService()
    const wh = await failingEndpoint(svc)
    await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc), messages: 2 })
    const [pending] = svc.store.deliveries.get(wh.id) ?? []
    const read = async () =>
      delivery.parse((await ok(svc, 'GET', `/v1/webhooks/${wh.id}/deliveries/${pending?.id ?? ''}`)).json)
    // Attempts at 0, 5 s, 5 min, 30 min and 2 h: the sixth waits five hours.
    await svc.clock.advance(3 * HOUR)
    const before = await read()
    expect(before.attempts).toHaveLength(5)
    expect(Date.parse(before.next_attempt_at ?? '') - svc.now()).toBeGreaterThan(HOUR)

    expect((await state(svc)).time_scale).toBe(1)
    const answer = mockState.parse((await ok(svc, 'POST', '/_mock/time-scale', { time_scale: 3600 })).json)
    expect(answer.time_scale).toBe(3600)
    const wait = Date.parse((await read()).next_attempt_at ?? '') - svc.now()
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(6_000)
    await svc.clock.advance(6_000)
    expect(await read()).toMatchObject({ status: 'failed' })
    expect((await read()).attempts).toHaveLength(6)
  })

  it('speeds up a knowledge-source refresh under way', async () => {
    const svc = newService()
    const kb = [...svc.store.knowledgeBases.values()].find((k) => k.sources.every((s) => s.status === 'ready'))
    const source = kb?.sources[0]
    if (!kb || !source) throw new Error('no ready source')
    await ok(svc, 'POST', `/v1/knowledge-bases/${kb.id}/sources/${source.id}/refresh`)
    await ok(svc, 'POST', '/_mock/time-scale', { time_scale: 1000 })
    await svc.clock.advance(10)
    const after = knowledgeBase.parse((await ok(svc, 'GET', `/v1/knowledge-bases/${kb.id}`)).json)
    expect(after.sources.find((s) => s.id === source.id)?.status).toBe('ready')
  })

  it('refuses a speed that is not a positive number', async () => {
    const svc = newService()
    for (const body of [{ time_scale: 0 }, { time_scale: -2 }, { time_scale: 'fast' }, {}])
      expectProblem(await send(svc, 'POST', '/_mock/time-scale', { body }), 422, 'validation_failed')
  })
})

describe('the notice', () => {
  it('is shown in the state until dismissed, and a reset clears it', async () => {
    const svc = newService()
    expect((await state(svc)).notice).toBeNull()
    svc.notice = 'The saved demo data could not be read and was replaced by a fresh workspace.'
    expect((await state(svc)).notice).toMatch(/could not be read/)
    expect(mockState.parse((await ok(svc, 'POST', '/_mock/notice/dismiss')).json).notice).toBeNull()
    svc.notice = 'again'
    await ok(svc, 'POST', '/_mock/reset')
    expect((await state(svc)).notice).toBeNull()
  })
})

describe('what changed, for the tabs', () => {
  it('names what a successful write touches, and nothing for reads or refused writes', async () => {
    const svc = newService()
    expect(svc.takeChanges()).toEqual([])
    await ok(svc, 'GET', '/v1/products')
    expect(svc.takeChanges()).toEqual([])
    const product = publishedChatAgent(svc)
    await ok(svc, 'PATCH', `/v1/products/${product}`, { summary: 'Changed.' })
    expect(svc.takeChanges().sort()).toEqual(['knowledge-bases', 'products', 'tools'])
    expectProblem(
      await send(svc, 'PATCH', `/v1/products/${product}`, { body: { slug: 'Not A Slug' } }),
      422,
      'validation_failed',
    )
    expect(svc.takeChanges()).toEqual([])
    await ok(svc, 'POST', '/_mock/faults', { latency_ms: 0 })
    expect(svc.takeChanges()).toEqual(['mock'])
    await ok(svc, 'POST', '/_mock/conversations', { product_id: product, messages: 2 })
    expect(svc.takeChanges().sort()).toEqual(['sessions', 'wallet', 'webhooks'])
    // Taking them empties the list.
    expect(svc.takeChanges()).toEqual([])
  })

  it('names what scheduled jobs touched: a retry changes webhooks, live traffic sessions too', async () => {
    const svc = newService()
    await failingEndpoint(svc)
    await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc), messages: 2 })
    svc.takeChanges()
    // Time passes the way it does in the browser: the clock moves, then the adapter's timer ticks.
    svc.clock.offset += 6_000
    await svc.tick()
    expect(svc.takeChanges()).toEqual(['webhooks'])
    await svc.tick()
    expect(svc.takeChanges()).toEqual([])

    await ok(svc, 'POST', '/_mock/traffic', { enabled: true, per_minute: 6 })
    expect(svc.takeChanges()).toEqual(['mock'])
    svc.clock.offset += 1_000
    await svc.tick()
    expect(svc.takeChanges()).toContain('sessions')
  })

  it('names the mock when a request spends the 429 burst, so the panel and banners drop it', async () => {
    const svc = newService()
    await ok(svc, 'POST', '/_mock/faults', { rate_limit_burst: true })
    svc.takeChanges()
    expect((await send(svc, 'GET', '/v1/products')).status).toBe(429)
    expect(svc.takeChanges()).toEqual(['mock'])
    expect((await state(svc)).faults.rate_limit_burst).toBe(false)
    expect((await send(svc, 'GET', '/v1/products')).status).toBe(429)
    expect(svc.takeChanges()).toEqual([])
  })
})

describe('the published products control', () => {
  it('lists every published product with no key, offline and after the trial too', async () => {
    const svc = newService()
    const published = [...svc.store.products.values()].filter((p) => p.status === 'published')
    expect(published.length).toBeGreaterThan(0)
    expect(svc.store.products.size).toBeGreaterThan(published.length)
    const expected = { data: published.map(({ id, name, kind }) => ({ id, name, kind })) }
    expect(mockProductList.parse((await ok(svc, 'GET', '/_mock/products')).json)).toEqual(expected)
    await ok(svc, 'POST', '/_mock/faults', { offline: true, error_rate: 1 })
    await ok(svc, 'POST', '/_mock/trial', { expired: true })
    expect(mockProductList.parse((await ok(svc, 'GET', '/_mock/products')).json)).toEqual(expected)
    expectProblem(await send(svc, 'POST', '/_mock/products', { body: {} }), 405, 'method_not_allowed')
  })
})
