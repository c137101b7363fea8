import { beforeAll, describe, expect, it } from 'vitest'
import { verify as verifyGithub } from '@octokit/webhooks-methods'
import { SIGNATURE_HEADERS, delivery, deliveryList, webhookEndpointWithSecret } from '../../src/api/contract'
import { manualClock } from './clock'
import { ledgerViolations } from './domain/ledger-invariants'
import { sandboxUrl } from './domain/receivers'
import { seedDay } from '../seed'
import { createService, type MockService } from './index'
import { SNAPSHOT_VERSION, restore, snapshotOf, type Snapshot } from './snapshot'
import { START, newService, send } from './tests/support'
import { webhooksBuilt } from './store'

const json = (svc: MockService) => JSON.stringify(snapshotOf(svc))
const reload = (text: string): unknown => JSON.parse(text)

async function ok(svc: MockService, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const reply = await send(svc, method, path, {
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  })
  expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 300)}`).toBeLessThan(300)
  return reply
}

const publishedChatAgent = (svc: MockService) => {
  const p = [...svc.store.products.values()].find((x) => x.kind === 'chat_agent' && x.status === 'published')
  if (!p) throw new Error('the seed has no published chat agent')
  return p
}

/** Every list and summary the API serves, parsed (key order is not part of the contract). */
async function views(svc: MockService): Promise<Record<string, unknown>> {
  const paths = [
    '/_mock',
    '/v1/products?limit=100',
    '/v1/tools?limit=100',
    '/v1/knowledge-bases?limit=100',
    '/v1/sessions?limit=100',
    '/v1/sessions?limit=100&has_contact=true',
    '/v1/sessions/summary',
    '/v1/wallet',
    '/v1/wallet/entries?limit=100',
    '/v1/wallet/entries?limit=100&type=top_up',
    '/v1/wallet/summary',
    '/v1/webhooks?limit=100',
  ]
  for (const wh of svc.store.webhooks.keys()) paths.push(`/v1/webhooks/${wh}/deliveries?limit=100`)
  for (const s of [...svc.store.sessions].slice(0, 5)) paths.push(`/v1/sessions/${s.id}/messages?limit=100`)
  // A page from the middle of the seeded sessions and of the ledger.
  paths.push(`/v1/sessions?limit=50&starting_after=${svc.store.sessions.at(2000)?.id ?? ''}`)
  paths.push(`/v1/wallet/entries?limit=50&starting_after=${svc.store.ledger.at(9000)?.id ?? ''}`)
  const out: Record<string, unknown> = {}
  for (const path of paths) out[path] = (await ok(svc, 'GET', path)).json
  return out
}

/** A workspace that has lived a little: writes, conversations, a failing endpoint, a refresh, traffic, faults. */
async function livedIn(): Promise<{ svc: MockService; failing: string; product: string }> {
  const svc = newService()
  const agent = publishedChatAgent(svc)
  const created = await ok(
    svc,
    'POST',
    '/v1/products',
    { kind: 'chat_agent', name: 'Snapshot test', slug: 'snapshot-test', prompt: 'Be brief.' },
    { 'idempotency-key': 'snapshot-create' },
  )
  const product = String((created.json as { id: string }).id)
  const tool = [...svc.store.tools.keys()][0] ?? ''
  await ok(svc, 'PATCH', `/v1/products/${product}`, { tool_ids: [tool], summary: 'Made before the snapshot.' })
  const wh = webhookEndpointWithSecret.parse(
    (
      await ok(svc, 'POST', '/v1/webhooks', {
        url: sandboxUrl('fail', '/snapshot'),
        events: ['conversation.created', 'message.completed'],
      })
    ).json,
  )
  for (let i = 0; i < 3; i++) await ok(svc, 'POST', '/_mock/conversations', { product_id: agent.id, messages: 4 + i })
  await svc.clock.advance(60_000)
  await ok(svc, 'POST', '/_mock/trial', { days_left: 2 })
  await ok(svc, 'POST', '/_mock/traffic', { enabled: true, per_minute: 12 })
  await svc.clock.advance(20_000)
  const kb = [...svc.store.knowledgeBases.values()].find((k) => k.sources.every((s) => s.status === 'ready'))
  const source = kb?.sources[0]
  if (!kb || !source) throw new Error('no ready knowledge source')
  await ok(svc, 'POST', `/v1/knowledge-bases/${kb.id}/sources/${source.id}/refresh`)
  await ok(svc, 'POST', '/_mock/faults', { fail_next_refresh: true })
  return { svc, failing: wh.id, product }
}

// Built once: each test restores from the text, so none can disturb another.
let lived: { svc: MockService; product: string; saved: string }
let seedProducts: unknown
beforeAll(async () => {
  const { svc, product } = await livedIn()
  lived = { svc, product, saved: json(svc) }
  seedProducts = (await ok(newService(), 'GET', '/v1/products?limit=100')).json
}, 30_000)

describe('snapshot and restore', () => {
  it('round-trips through JSON: every list answers identically, and both carry on the same way', async () => {
    const { svc, product, saved } = lived
    // Something is in flight: a refresh, a retry, live traffic.
    expect([...svc.store.knowledgeBases.values()].some((kb) => Object.keys(kb.refreshing ?? {}).length > 0)).toBe(true)
    expect([...svc.store.deliveriesById.values()].some((d) => d.status === 'pending')).toBe(true)

    const fresh = newService()
    expect(restore(fresh, reload(saved))).toEqual({ restored: true })
    expect(JSON.parse(json(fresh))).toEqual(JSON.parse(saved))
    expect(await views(fresh)).toEqual(await views(svc))

    // The idempotency record came along: the same key replays the same answer.
    const again = await send(fresh, 'POST', '/v1/products', {
      body: { kind: 'chat_agent', name: 'Snapshot test', slug: 'snapshot-test', prompt: 'Be brief.' },
      headers: { 'idempotency-key': 'snapshot-create' },
    })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((again.json as { id: string }).id).toBe(product)

    // Scheduled work was re-armed and the id stream continues: two minutes later both agree.
    await svc.clock.advance(120_000)
    await fresh.clock.advance(120_000)
    expect(await views(fresh)).toEqual(await views(svc))
    expect(ledgerViolations(fresh.store)).toEqual([])
  }, 30_000)

  it('restores a workspace ten times the size, its seeded ledger and conversations shared with the new seed', async () => {
    const svc = createService({ clock: manualClock(START), size: 10 })
    await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc).id, messages: 6 })
    const snap = snapshotOf(svc)
    expect(snap.base.size).toBe(10)
    expect(snap.sessions).toHaveLength(1)
    // What the conversation added, not the thousands of deliveries the seed made.
    expect(snap.deliveries.length).toBeGreaterThan(0)
    expect(snap.deliveries.length).toBeLessThan(50)
    expect(JSON.stringify(snap).length).toBeLessThan(JSON.stringify(snapshotOf(newService())).length + 100_000)
    expect(snap.ledger.length).toBeGreaterThanOrEqual(3)
    const fresh = createService({ clock: manualClock(START), size: 10 })
    expect(restore(fresh, reload(JSON.stringify(snap)))).toEqual({ restored: true })
    expect(fresh.store.ledger.seeded).toBe(snap.base.ledger)
    expect(fresh.store.ledger.length).toBe(svc.store.ledger.length)
    expect(await views(fresh)).toEqual(await views(svc))
  }, 60_000)

  it('keeps only what the seed does not make again: a fresh workspace saves in well under a megabyte', () => {
    const svc = newService()
    const saved = json(svc)
    expect(saved.length).toBeLessThan(1_000_000)
    const snap = snapshotOf(svc)
    expect(snap.sessions).toEqual([])
    expect(snap.ledger).toEqual([])
    expect(snap.deliveries).toEqual([])
    expect(snap.version).toBe(SNAPSHOT_VERSION)
  })

  it('re-runs the seed of the saved day when the service was seeded on another', async () => {
    const { saved } = lived
    const svc = newService()
    expect(restore(svc, reload(saved))).toEqual({ restored: true })
    const nextDay = START + 86_400_000
    const later = createService({ clock: manualClock(nextDay) })
    expect(later.base.seeded_at).toBe(seedDay(nextDay))
    expect(restore(later, reload(saved))).toEqual({ restored: true })
    expect(later.base.seeded_at).toBe(seedDay(START))
    for (const path of ['/v1/products?limit=100', '/v1/sessions?limit=100', '/v1/wallet/entries?limit=100'])
      expect((await ok(later, 'GET', path)).json, path).toEqual((await ok(svc, 'GET', path)).json)
  })

  it('runs a failing delivery’s pending retry after a restore when the clock reaches it', async () => {
    const svc = newService()
    const wh = webhookEndpointWithSecret.parse(
      (await ok(svc, 'POST', '/v1/webhooks', { url: sandboxUrl('fail', '/retry'), events: ['conversation.created'] }))
        .json,
    )
    await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc).id, messages: 2 })
    const deliveries = async (s: MockService) =>
      deliveryList.parse((await ok(s, 'GET', `/v1/webhooks/${wh.id}/deliveries`)).json).data
    const [before] = await deliveries(svc)
    expect(before).toMatchObject({ status: 'pending' })
    expect(before?.attempts).toHaveLength(1)

    const fresh = newService()
    expect(restore(fresh, reload(json(svc)))).toEqual({ restored: true })
    const id = before?.id ?? ''
    const attemptsAfter = async (ms: number) => {
      await fresh.clock.advance(ms)
      return delivery.parse((await ok(fresh, 'GET', `/v1/webhooks/${wh.id}/deliveries/${id}`)).json).attempts.length
    }
    expect(await attemptsAfter(0)).toBe(1)
    expect(await attemptsAfter(6_000)).toBe(2)
    expect(await attemptsAfter(6 * 60_000)).toBe(3)
  })

  it.each([
    ['caught up on its first read', true],
    ['run by the tick after its first read', false],
  ])(
    'on real time, a restore hours later leaves the history to its first read, its retries due since %s, every attempt id its own',
    async (_, catchUp) => {
      const HOUR = 3_600_000
      // Saved an hour into the day, with some of the seed's retries caught up; restored hours later.
      const svc = createService({ clock: manualClock(seedDay(START) + HOUR), catchUp: true })
      void svc.store.webhooks
      await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc).id, messages: 2 })
      const fresh = createService({ clock: manualClock(seedDay(START) + 8 * HOUR), catchUp: true })
      expect(restore(fresh, reload(json(svc)), { catchUp })).toEqual({ restored: true })
      await fresh.clock.advance(60_000)
      expect(webhooksBuilt(fresh.store)).toBe(false)
      const overdueNow = () =>
        [...fresh.store.deliveriesById.values()].filter(
          (d) => d.status === 'pending' && Date.parse(d.next_attempt_at ?? '') <= fresh.now(),
        )
      if (!catchUp) {
        expect(overdueNow().length).toBeGreaterThan(0)
        await fresh.clock.advance(1_000)
      }
      expect(overdueNow()).toEqual([])
      const attempts = [...fresh.store.deliveriesById.values()].flatMap((d) => d.attempts.map((a) => a.id))
      expect(attempts.length).toBeGreaterThan(100)
      expect(attempts.length - new Set(attempts).size).toBe(0)
    },
  )
})

describe('deliveries saved by reference', () => {
  it('save each event’s body once and no signatures; restored, they sign as they did, secrets rotated out since included', async () => {
    const svc = newService()
    const endpoint = async (url: string) =>
      webhookEndpointWithSecret.parse(
        (await ok(svc, 'POST', '/v1/webhooks', { url, events: ['conversation.created', 'message.completed'] })).json,
      )
    const wh = await endpoint(sandboxUrl('ok', '/one'))
    await endpoint(sandboxUrl('fail', '/two'))
    await ok(svc, 'POST', '/_mock/conversations', { product_id: publishedChatAgent(svc).id, messages: 4 })
    // Both rotations leave none of the secrets that signed the attempts on the endpoint.
    for (let i = 0; i < 2; i++) await ok(svc, 'POST', `/v1/webhooks/${wh.id}/rotate-secret`)
    const lists = async (s: MockService) => {
      const out: unknown[] = []
      for (const id of s.store.webhooks.keys())
        out.push((await ok(s, 'GET', `/v1/webhooks/${id}/deliveries?limit=100`)).json)
      return out
    }

    const saved = json(svc)
    const snap = JSON.parse(saved) as Snapshot
    expect(saved).not.toContain('request_headers')
    const events = new Set(snap.deliveries.map((d) => d.event_id))
    expect(snap.deliveries.length).toBeGreaterThan(events.size)
    expect(snap.event_bodies.map(([id]) => id).sort()).toEqual([...events].sort())
    expect(snap.signing_secrets).toContain(wh.secret)

    const fresh = newService()
    expect(restore(fresh, reload(saved))).toEqual({ restored: true })
    expect(await lists(fresh)).toEqual(await lists(svc))
    const [first] = deliveryList.parse((await ok(fresh, 'GET', `/v1/webhooks/${wh.id}/deliveries`)).json).data
    const signature = first?.attempts[0]?.request_headers[SIGNATURE_HEADERS.github] ?? ''
    expect(await verifyGithub(wh.secret, first?.body ?? '', signature)).toBe(true)
  })
})

describe('a snapshot that cannot be used is refused with a reason', () => {
  const corrupt = (change: (s: Snapshot) => void): { text: string } => {
    const copy = JSON.parse(lived.saved) as Snapshot
    change(copy)
    return { text: JSON.stringify(copy) }
  }

  it('another version', async () => {
    const { text } = corrupt((s) => Object.assign(s, { version: SNAPSHOT_VERSION + 1 }))
    const fresh = newService()
    expect(restore(fresh, reload(text))).toMatchObject({ restored: false, kind: 'version' })
    expect((await ok(fresh, 'GET', '/v1/products?limit=100')).json).toEqual(seedProducts)
  })

  it('not a snapshot at all', () => {
    const svc = newService()
    for (const raw of [null, 'workspace', 42, [], {}, { version: 'broken' }, { version: 1.5 }])
      expect(restore(svc, raw)).toMatchObject({ restored: false, kind: 'invalid' })
    expect(restore(svc, { version: 0 })).toMatchObject({ restored: false, kind: 'version' })
    // Refused before anything was touched: the service still holds its seed.
    expect(svc.store.sessions).toHaveLength(svc.base.sessions)
  })

  it('a field that breaks the contract, named in the reason', () => {
    const { text } = corrupt((s) => {
      const p = s.products[0]
      if (p) Object.assign(p, { price: 'free' })
    })
    const result = restore(newService(), reload(text))
    expect(result).toMatchObject({ restored: false, kind: 'invalid' })
    expect(!result.restored && result.reason).toMatch(/products\.0\.price/)
  })

  it('a stored message without its required fields', () => {
    const { text } = corrupt((s) => {
      const m = s.sessions[0]?.messages[0]
      if (m) Reflect.deleteProperty(m, 'tokens')
    })
    expect(restore(newService(), reload(text))).toMatchObject({ restored: false, kind: 'invalid' })
  })

  it('a ledger that no longer adds up, and the service is left on a fresh seed', async () => {
    const { text } = corrupt((s) => {
      const e = s.ledger.at(0)
      if (e) e.amount -= 1
    })
    const fresh = newService()
    const result = restore(fresh, reload(text))
    expect(result).toMatchObject({ restored: false, kind: 'invalid' })
    expect(!result.restored && result.reason).toMatch(/balance_after/)
    expect((await ok(fresh, 'GET', '/v1/products?limit=100')).json).toEqual(seedProducts)
  })

  it('a delivery of an endpoint that is not there', () => {
    const { text } = corrupt((s) => {
      s.webhooks = s.webhooks.filter((w) => s.deliveries[0]?.webhook_id !== w.id)
    })
    const result = restore(newService(), reload(text))
    expect(result).toMatchObject({ restored: false, kind: 'invalid' })
    expect(!result.restored && result.reason).toMatch(/no saved endpoint/)
  })

  it('a delivery whose event body or signing secret is not saved', () => {
    for (const [change, reason] of [
      [(s: Snapshot) => void (s.event_bodies = []), /body is not saved/],
      [(s: Snapshot) => void (s.signing_secrets = []), /a secret is not saved/],
    ] as const) {
      const result = restore(newService(), reload(corrupt(change).text))
      expect(result).toMatchObject({ restored: false, kind: 'invalid' })
      expect(!result.restored && result.reason).toMatch(reason)
    }
  })

  it('another seed, or a seed that has changed since', () => {
    const { text } = corrupt((s) => {
      s.base.fingerprint = 'changed'
    })
    expect(restore(newService(), reload(text))).toMatchObject({ restored: false, kind: 'seed' })
    const other = createService({ clock: manualClock(START), seed: 2 })
    expect(restore(other, reload(json(newService())))).toMatchObject({ restored: false, kind: 'seed' })
    const larger = createService({ clock: manualClock(START), size: 2 })
    expect(restore(larger, reload(json(newService())))).toMatchObject({ restored: false, kind: 'seed' })
  })

  it('a seed whose conversations or entries weigh otherwise, though their ids and counts are the same', () => {
    const saved = reload(json(newService()))
    const changes = [
      (svc: MockService) => svc.store.sessions.base?.cost.fill(1, 0, 1),
      (svc: MockService) => svc.store.sessions.base?.start.fill(0, 7, 8),
      (svc: MockService) => svc.store.ledger.base?.amount.fill(-1, 5, 6),
      // A fraction of the smallest unit, on a single row of each.
      (svc: MockService) => svc.store.sessions.base?.cost.fill((svc.store.sessions.base.cost[3] ?? 0) + 0.001, 3, 4),
      (svc: MockService) => svc.store.ledger.base?.amount.fill((svc.store.ledger.base.amount[9] ?? 0) * 1.01, 9, 10),
    ]
    for (const change of changes) {
      const svc = newService()
      change(svc)
      expect(restore(svc, saved)).toMatchObject({ restored: false, kind: 'seed' })
    }
  })
})
