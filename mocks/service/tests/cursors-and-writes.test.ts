// Cursor walks over every list (forward by Link, backward by ending_before, with
// inserts in between), Idempotency-Key replays and If-Match on product writes.
import { beforeAll, describe, expect, it } from 'vitest'
import type { MockService } from '../index'
import { discover, expectProblem, field, idsOf, newService, pageOf, send, walk, type SeedIds } from './support'

type Item = Record<string, unknown>
type Order = { field: string; direction: 'desc' | 'asc' }

interface ListCase {
  name: string
  path: (ids: CursorIds) => string
  /** Every id the list must show, straight from the store. */
  truth: (svc: MockService, ids: CursorIds) => string[]
  order: Order
  /** Page size for the full walks: small lists use tiny pages, big ones bigger pages. */
  limit: number
}

interface CursorIds extends SeedIds {
  /** The session with the most messages, one with a dozen or so, and the endpoint with the most deliveries. */
  longSession: string
  shortSession: string
  busyWebhook: string
  /** The product with the most sessions. */
  busyProduct: string
}

/** A whole-list walk is hundreds of requests: seconds on a busy machine, more than vitest's default 5 s. */
const WALK_TIMEOUT_MS = 20_000

const newest: Order = { field: 'created_at', direction: 'desc' }
const oldest: Order = { field: 'created_at', direction: 'asc' }
const keysOf = (map: 'products' | 'tools' | 'knowledgeBases' | 'webhooks') => (svc: MockService) => [
  ...svc.store[map].keys(),
]
const messagesOf = (session: 'longSession' | 'shortSession'): Pick<ListCase, 'path' | 'truth' | 'order'> => ({
  path: (ids) => `/v1/sessions/${ids[session]}/messages`,
  truth: (svc, ids) => (svc.store.messages.get(ids[session]) ?? []).map((m) => m.id),
  order: oldest,
})

const LISTS: ListCase[] = [
  { name: 'products', path: () => '/v1/products', truth: keysOf('products'), order: newest, limit: 3 },
  { name: 'tools', path: () => '/v1/tools', truth: keysOf('tools'), order: newest, limit: 4 },
  {
    name: 'knowledge bases',
    path: () => '/v1/knowledge-bases',
    truth: keysOf('knowledgeBases'),
    order: newest,
    limit: 2,
  },
  {
    name: 'sessions',
    path: () => '/v1/sessions',
    truth: (svc) => [...svc.store.sessions].map((s) => s.id),
    order: { field: 'started_at', direction: 'desc' },
    limit: 100,
  },
  { name: 'messages of a session', ...messagesOf('longSession'), limit: 100 },
  { name: 'messages of a short session', ...messagesOf('shortSession'), limit: 3 },
  { name: 'webhooks', path: () => '/v1/webhooks', truth: keysOf('webhooks'), order: newest, limit: 2 },
  {
    name: 'deliveries',
    path: (ids) => `/v1/webhooks/${ids.busyWebhook}/deliveries`,
    truth: (svc, ids) => (svc.store.deliveries.get(ids.busyWebhook) ?? []).map((d) => d.id),
    order: newest,
    limit: 5,
  },
  {
    name: 'wallet entries',
    path: () => '/v1/wallet/entries',
    truth: (svc) => svc.store.ledger.slice().map((e) => e.id),
    order: newest,
    limit: 100,
  },
]

function discoverCursorIds(svc: MockService, base: SeedIds): CursorIds {
  const sessions = [...svc.store.sessions]
  const longest = sessions.reduce((a, b) => (b.message_count > a.message_count ? b : a))
  const short = sessions.find((s) => s.message_count >= 10 && s.message_count <= 40)
  expect(short, 'a session with 10–40 messages').toBeDefined()
  const busiest = [...svc.store.deliveries.entries()].reduce((a, b) => (b[1].length > a[1].length ? b : a))
  const perProduct = new Map<string, number>()
  for (const s of sessions) perProduct.set(s.product_id, (perProduct.get(s.product_id) ?? 0) + 1)
  const busyProduct = [...perProduct].reduce((a, b) => (b[1] > a[1] ? b : a))[0]
  return { ...base, longSession: longest.id, shortSession: short?.id ?? '', busyWebhook: busiest[0], busyProduct }
}

/** A service without the rate limit (the walks send hundreds of requests) and the ids they walk. */
async function walkableService(): Promise<{ svc: MockService; ids: CursorIds }> {
  const svc = newService({ rateLimit: 0 })
  return { svc, ids: discoverCursorIds(svc, await discover(svc)) }
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

function expectOrdered(items: Item[], order: Order, name: string) {
  const times = items.map((i) => String(i[order.field]))
  for (let i = 1; i < times.length; i++) {
    const [a, b] = [times[i - 1] ?? '', times[i] ?? '']
    if (order.direction === 'desc' ? a < b : a > b)
      throw new Error(`${name}: ${order.field} out of order at ${i}: ${a} then ${b}`)
  }
}

function expectNoDuplicates(ids: string[], name: string) {
  const seen = new Set<string>()
  const dup = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)))
  expect(dup, `${name}: ids seen twice`).toEqual([])
}

/** Walks backwards from `lastId` with ending_before until has_more is false. */
async function walkBack(svc: MockService, path: string, lastId: string, limit: number): Promise<string[]> {
  const out: string[] = []
  let cursor = lastId
  for (let pages = 0; pages < 5_000; pages++) {
    const reply = await send(svc, 'GET', withQuery(path, `limit=${limit}&ending_before=${cursor}`))
    const page = pageOf(reply)
    expect(page.data.length).toBeLessThanOrEqual(limit)
    out.unshift(...idsOf(page))
    if (!page.has_more) return out
    expect(page.data.length, `${path}: a page with has_more is not empty`).toBeGreaterThan(0)
    cursor = String(page.data[0]?.id)
  }
  throw new Error(`${path}: the backward walk did not end`)
}

describe('cursor walks over every list', () => {
  let svc: MockService
  let ids: CursorIds
  beforeAll(async () => void ({ svc, ids } = await walkableService()), 30_000)

  it.each(LISTS.map((l) => [l.name, l] as const))(
    '%s: forward with no duplicates and no gaps, then backward',
    async (_name, list) => {
      const path = list.path(ids)
      const truth = list.truth(svc, ids)
      expect(truth.length, `${list.name}: the seed has enough to page through`).toBeGreaterThan(list.limit)
      const forward = await walk(svc, withQuery(path, `limit=${list.limit}`))
      expect(forward.complete).toBe(true)
      expectNoDuplicates(forward.ids, list.name)
      expect(new Set(forward.ids)).toEqual(new Set(truth))
      expect(forward.ids).toHaveLength(truth.length)
      expect(forward.pages).toBe(Math.ceil(truth.length / list.limit))
      expectOrdered(forward.items, list.order, list.name)
      // Smaller pages give the same sequence.
      const small = await walk(svc, withQuery(path, 'limit=1'), { maxPages: 12 })
      expect(small.ids).toEqual(forward.ids.slice(0, 12))
      // Backward from the last item yields everything before it, in the same order.
      const last = forward.ids[forward.ids.length - 1] ?? ''
      expect(await walkBack(svc, path, last, list.limit)).toEqual(forward.ids.slice(0, -1))
      // A page ending before the first item is empty and ends the walk.
      const none = pageOf(await send(svc, 'GET', withQuery(path, `ending_before=${forward.ids[0] ?? ''}`)))
      expect(none).toEqual({ data: [], has_more: false })
    },
    WALK_TIMEOUT_MS,
  )

  it('the default page is 20 and the last page has no Link', async () => {
    const reply = await send(svc, 'GET', '/v1/sessions')
    expect(pageOf(reply).data).toHaveLength(20)
    expect(reply.headers.get('link')).toMatch(/^<\/v1\/sessions\?[^>]*starting_after=sess_[^>]*>; rel="next"$/)
    const all = await send(svc, 'GET', '/v1/knowledge-bases?limit=100')
    expect(pageOf(all).has_more).toBe(false)
    expect(all.headers.get('link')).toBeNull()
  })

  it('Link keeps the filters of the request', async () => {
    const reply = await send(svc, 'GET', `/v1/sessions?limit=2&product_id=${ids.busyProduct}`)
    const link = reply.headers.get('link') ?? ''
    expect(link).toContain(`product_id=${ids.busyProduct}`)
    const filtered = await walk(svc, `/v1/sessions?limit=100&product_id=${ids.busyProduct}`)
    expect(new Set(filtered.items.map((s) => s.product_id))).toEqual(new Set([ids.busyProduct]))
    expect(new Set(filtered.ids)).toEqual(
      new Set([...svc.store.sessions].filter((s) => s.product_id === ids.busyProduct).map((s) => s.id)),
    )
  })
})

describe('cursor walks with inserts in between', () => {
  let svc: MockService
  let ids: CursorIds
  beforeAll(async () => void ({ svc, ids } = await walkableService()), 30_000)

  let n = 0
  const conversation = async () => {
    const reply = await send(svc, 'POST', '/_mock/conversations', {
      key: null,
      body: { product_id: ids.otherProduct, messages: 2 },
    })
    expect(reply.status, reply.text.slice(0, 300)).toBe(201)
  }
  const inserts: Record<string, () => Promise<void>> = {
    products: async () => {
      expect(
        (
          await send(svc, 'POST', '/v1/products', {
            body: { kind: 'chat_agent', name: 'Inserted', slug: `inserted-${++n}` },
          })
        ).status,
      ).toBe(201)
    },
    tools: async () => {
      expect(
        (await send(svc, 'POST', '/v1/tools', { body: { kind: 'static', name: `inserted_${++n}`, content: 'x' } }))
          .status,
      ).toBe(201)
    },
    webhooks: async () => {
      expect(
        (
          await send(svc, 'POST', '/v1/webhooks', {
            body: { url: `https://ok.sandbox.invalid/${++n}`, events: ['message.created'] },
          })
        ).status,
      ).toBe(201)
    },
    'knowledge bases': async () => {
      await send(svc, 'POST', `/v1/knowledge-bases/${ids.knowledgeBase}/sources/${ids.source}/refresh`, { body: {} })
    },
    sessions: conversation,
    'messages of a session': conversation,
    'messages of a short session': conversation,
    deliveries: conversation,
    'wallet entries': conversation,
  }

  it.each(LISTS.map((l) => [l.name, l] as const))(
    '%s: every item there at the start is seen exactly once',
    async (name, list) => {
      const path = list.path(ids)
      const before = new Set(list.truth(svc, ids))
      const between = inserts[name]
      expect(between).toBeDefined()
      // Inserts between the first pages are enough to move every later page; more only costs time.
      let pages = 0
      const insertEarly = async () => {
        if (between && ++pages <= 8) await between()
      }
      const seen = await walk(svc, withQuery(path, `limit=${list.limit}`), { between: insertEarly })
      expect(pages).toBeGreaterThan(1)
      expect(seen.complete).toBe(true)
      expectNoDuplicates(seen.ids, name)
      const missed = [...before].filter((id) => !seen.ids.includes(id))
      expect(missed, `${name}: items that existed at the start but were never seen`).toEqual([])
      expectOrdered(seen.items, list.order, name)
    },
    WALK_TIMEOUT_MS,
  )
})

describe('Idempotency-Key', () => {
  const product = (slug: string) => ({ kind: 'chat_agent', name: 'Idempotent', slug })

  it('same key and body: the stored answer, replayed, and one product', async () => {
    const svc = newService()
    const count = () => svc.store.products.size
    const before = count()
    const first = await send(svc, 'POST', '/v1/products', {
      body: product('idem-one'),
      headers: { 'idempotency-key': 'k-1' },
    })
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    // Same body with its keys in another order is the same request.
    const { slug, kind, name } = product('idem-one')
    const replay = await send(svc, 'POST', '/v1/products', {
      body: { slug, name, kind },
      headers: { 'idempotency-key': 'k-1' },
    })
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.json).toEqual(first.json)
    expect(replay.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(replay.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(count()).toBe(before + 1)
    // Without the key the same body is a new request: the slug is now taken.
    expectProblem(await send(svc, 'POST', '/v1/products', { body: product('idem-one') }), 409, 'already_exists')
  })

  it('same key and another body, or another operation: 422 idempotency_key_reused', async () => {
    const svc = newService()
    expect(
      (await send(svc, 'POST', '/v1/products', { body: product('idem-two'), headers: { 'idempotency-key': 'k-2' } }))
        .status,
    ).toBe(201)
    const before = svc.store.products.size
    expectProblem(
      await send(svc, 'POST', '/v1/products', { body: product('idem-three'), headers: { 'idempotency-key': 'k-2' } }),
      422,
      'idempotency_key_reused',
    )
    expectProblem(
      await send(svc, 'POST', '/v1/tools', {
        body: { kind: 'static', name: 'x', content: 'y' },
        headers: { 'idempotency-key': 'k-2' },
      }),
      422,
      'idempotency_key_reused',
    )
    expect(svc.store.products.size).toBe(before)
  })

  it('a request still running with the key: 409 idempotency_key_in_use', async () => {
    const svc = newService()
    await send(svc, 'POST', '/_mock/faults', { key: null, body: { latency_ms: 200 } })
    const opts = { body: product('idem-race'), headers: { 'idempotency-key': 'k-race' } }
    const replies = await Promise.all([
      send(svc, 'POST', '/v1/products', opts),
      send(svc, 'POST', '/v1/products', opts),
    ])
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409])
    const conflict = replies.find((r) => r.status === 409)
    if (conflict) expectProblem(conflict, 409, 'idempotency_key_in_use')
    await send(svc, 'POST', '/_mock/faults', { key: null, body: {} })
    const later = await send(svc, 'POST', '/v1/products', opts)
    expect(later.status).toBe(201)
    expect(later.headers.get('idempotent-replayed')).toBe('true')
    expect([...svc.store.products.values()].filter((p) => p.slug === 'idem-race')).toHaveLength(1)
  })

  it('keys belong to one API key', async () => {
    const svc = newService()
    svc.store.apiKeys.set('ak_test_write_two', {
      key: 'ak_test_write_two',
      scope: 'write',
      product_id: null,
      label: 'Second write key',
    })
    const a = await send(svc, 'POST', '/v1/products', {
      body: product('idem-a'),
      headers: { 'idempotency-key': 'shared' },
    })
    const b = await send(svc, 'POST', '/v1/products', {
      key: 'ak_test_write_two',
      body: product('idem-b'),
      headers: { 'idempotency-key': 'shared' },
    })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.headers.get('idempotent-replayed')).toBeNull()
    expect(field(a, 'id')).not.toBe(field(b, 'id'))
  })

  it('a key is kept 24 hours', async () => {
    const svc = newService()
    const body = { kind: 'static', name: 'kept_a_day', content: 'x' }
    const first = await send(svc, 'POST', '/v1/tools', { body, headers: { 'idempotency-key': 'day' } })
    await send(svc, 'POST', '/_mock/clock', { key: null, body: { advance_ms: 23 * 3_600_000 } })
    const replay = await send(svc, 'POST', '/v1/tools', { body, headers: { 'idempotency-key': 'day' } })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(field(replay, 'id')).toBe(field(first, 'id'))
    await send(svc, 'POST', '/_mock/clock', { key: null, body: { advance_ms: 3_600_000 + 1 } })
    const fresh = await send(svc, 'POST', '/v1/tools', { body, headers: { 'idempotency-key': 'day' } })
    expect(fresh.status).toBe(201)
    expect(fresh.headers.get('idempotent-replayed')).toBeNull()
    expect(field(fresh, 'id')).not.toBe(field(first, 'id'))
  })
})

describe('If-Match and ETag on products', () => {
  let svc: MockService
  let ids: SeedIds
  beforeAll(async () => {
    svc = newService()
    ids = await discover(svc)
  })
  const get = () => send(svc, 'GET', `/v1/products/${ids.otherProduct}`)
  const patch = (body: unknown, ifMatch?: string) =>
    send(svc, 'PATCH', `/v1/products/${ids.otherProduct}`, {
      body,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    })

  it('answers with ETag "<version>", and a PATCH with it succeeds and returns the next one', async () => {
    const current = await get()
    const version = Number(field(current, 'version'))
    expect(current.headers.get('etag')).toBe(`"${version}"`)
    const updated = await patch({ summary: 'First edit' }, `"${version}"`)
    expect(updated.status).toBe(200)
    expect(field(updated, 'version')).toBe(version + 1)
    expect(updated.headers.get('etag')).toBe(`"${version + 1}"`)
    expect(field(updated, 'summary')).toBe('First edit')
  })

  it('a stale If-Match is 412 precondition_failed and changes nothing', async () => {
    const current = await get()
    const version = Number(field(current, 'version'))
    expectProblem(await patch({ summary: 'Lost update' }, `"${version - 1}"`), 412, 'precondition_failed')
    expectProblem(await patch({ summary: 'From the future' }, `"${version + 5}"`), 412, 'precondition_failed')
    const after = await get()
    expect(after.json).toEqual(current.json)
    expect(after.headers.get('etag')).toBe(current.headers.get('etag'))
    // Every product write honours it, publish and unpublish included.
    const action = field(current, 'status') === 'published' ? 'unpublish' : 'publish'
    expectProblem(
      await send(svc, 'POST', `/v1/products/${ids.otherProduct}/${action}`, {
        headers: { 'if-match': `"${version - 1}"` },
      }),
      412,
      'precondition_failed',
    )
    expect((await get()).json).toEqual(current.json)
  })

  it('without If-Match a PATCH applies, and every write bumps the version', async () => {
    const version = Number(field(await get(), 'version'))
    const edited = await patch({ name: 'Renamed without If-Match' })
    expect(edited.status).toBe(200)
    expect(field(edited, 'version')).toBe(version + 1)
    const attached = await patch({ tool_ids: [ids.tool] })
    expect(field(attached, 'version')).toBe(version + 2)
    expect(field(attached, 'tool_ids')).toEqual([ids.tool])
    const detached = await patch({ tool_ids: [] })
    expect(field(detached, 'version')).toBe(version + 3)
    expect(detached.headers.get('etag')).toBe(`"${version + 3}"`)
  })

  it('a new product starts at version 1 with ETag "1"', async () => {
    const created = await send(svc, 'POST', '/v1/products', {
      body: { kind: 'mcp_server', name: 'Versioned', slug: 'versioned' },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('etag')).toBe('"1"')
    expect(field(created, 'version')).toBe(1)
  })
})
