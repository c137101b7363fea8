// The order of checks (docs/api.md) for every operation × every kind of key × every kind of target:
// 401 → 403 scope → 403 lock → 404 (identical for "other product" and "missing").
import { describe, expect, it } from 'vitest'
import { USER_TOKEN_HEADER, type ErrorCode } from '../../../src/api/contract'
import { OPERATIONS, type Operation } from '../../../src/api/contract/operations'
import type { MockService } from '../index'
import {
  KEYS,
  MISSING,
  discover,
  expectProblem,
  newService,
  pageOf,
  pathOf,
  send,
  stable,
  type Reply,
  type SeedIds,
} from './support'

type KeyCase = 'none' | 'unknown' | 'malformed' | 'empty' | 'write' | 'read' | 'locked' | 'locked_read'
const KEY_CASES: { name: KeyCase; header: string | null; scope?: 'read' | 'write'; locked?: boolean }[] = [
  { name: 'none', header: null },
  { name: 'unknown', header: 'ak_test_nobody' },
  { name: 'malformed', header: 'not a key; <script>' },
  { name: 'empty', header: '' },
  { name: 'read', header: KEYS.read, scope: 'read', locked: false },
  { name: 'locked_read', header: KEYS.lockedRead, scope: 'read', locked: true },
  // Write keys last: their writes may change the target, and nothing after them looks at it.
  { name: 'locked', header: KEYS.locked, scope: 'write', locked: true },
  { name: 'write', header: KEYS.write, scope: 'write', locked: false },
]

/** What a target is, for the expectation: reachable, or 404 for everyone, or 404 for locked keys only. */
type Reach = 'visible' | 'missing' | 'other_product'
interface Target {
  name: string
  params: Record<string, string>
  reach: Reach
}

const PRODUCT_SCOPED = new Set(['product_id', 'session_id'])

function targetsOf(op: Operation, ids: SeedIds): Target[] {
  const names = Object.keys(op.params ?? {})
  if (!names.length) return [{ name: 'no params', params: {}, reach: 'visible' }]
  if (names.some((n) => PRODUCT_SCOPED.has(n))) {
    const id = names.includes('product_id') ? 'product_id' : 'session_id'
    const [locked, other] =
      id === 'product_id' ? [ids.lockedProduct, ids.otherProduct] : [ids.lockedSession, ids.otherSession]
    return [
      { name: 'in the locked product', params: { [id]: locked }, reach: 'visible' },
      { name: 'in another product', params: { [id]: other }, reach: 'other_product' },
      { name: 'missing', params: { [id]: MISSING[id] }, reach: 'missing' },
      { name: 'malformed', params: { [id]: 'nope' }, reach: 'missing' },
    ]
  }
  const real: Record<string, string> = {
    tool_id: ids.tool,
    knowledge_base_id: ids.knowledgeBase,
    source_id: ids.source,
    webhook_id: ids.webhook,
    delivery_id: ids.delivery,
    entry_id: ids.entry,
  }
  const existing = Object.fromEntries(names.map((n) => [n, real[n] ?? '']))
  const targets: Target[] = [{ name: 'existing', params: existing, reach: 'visible' }]
  names.forEach((n, i) => {
    targets.push({
      name: `missing ${n}`,
      params: { ...existing, [n]: MISSING[n as keyof typeof MISSING] },
      reach: 'missing',
    })
    // A child under a parent it does not belong to is missing too.
    if (i > 0 && n === 'delivery_id' && ids.otherDelivery)
      targets.push({
        name: 'delivery of another endpoint',
        params: { ...existing, delivery_id: ids.otherDelivery },
        reach: 'missing',
      })
  })
  return targets
}

type Expected = { status: number; code: ErrorCode } | 'served'

function expected(op: Operation, k: (typeof KEY_CASES)[number], reach: Reach): Expected {
  if (k.name === 'none') return { status: 401, code: 'missing_api_key' }
  if (!k.scope) return { status: 401, code: 'invalid_api_key' }
  if (op.method !== 'GET' && k.scope === 'read') return { status: 403, code: 'insufficient_scope' }
  if (op.access === 'workspace' && k.locked) return { status: 403, code: 'key_product_locked' }
  if (reach === 'missing' || (reach === 'other_product' && k.locked)) return { status: 404, code: 'not_found' }
  return 'served'
}

let slugSeq = 0
/** A minimal valid body: the point is the auth answer, but a write must get past 422 to show it was served. */
function bodyOf(op: Operation, now: number): unknown {
  switch (op.id) {
    case 'createProduct':
      return { kind: 'chat_agent', name: 'Auth matrix', slug: `auth-matrix-${++slugSeq}` }
    case 'updateProduct':
      return { summary: 'Touched by the auth matrix.' }
    case 'duplicateProduct':
      return { slug: `auth-matrix-copy-${++slugSeq}` }
    case 'createTool':
      return { kind: 'static', name: 'Auth matrix', content: 'static text' }
    case 'updateTool':
      return { description: 'Touched by the auth matrix.' }
    case 'createWebhook':
      return { url: 'https://ok.sandbox.invalid/auth-matrix', events: ['message.created'] }
    case 'updateWebhook':
      return { description: 'Touched by the auth matrix.' }
    case 'testWebhook':
      return { event_type: 'message.created' }
    case 'recoverWebhook':
      return { since: new Date(now - 86_400_000).toISOString() }
    default:
      return op.body ? {} : undefined
  }
}

async function request(svc: MockService, op: Operation, target: Target, key: string | null): Promise<Reply> {
  const body = bodyOf(op, svc.now())
  return send(svc, op.method, pathOf(op.path, target.params), {
    key,
    ...(body !== undefined ? { body } : {}),
    ...(op.userToken ? { headers: { [USER_TOKEN_HEADER]: 'eut_not.a-token' } } : {}),
  })
}

describe('auth order for every operation', () => {
  // Operations share one service (seeding costs time), except deletes, which would
  // take the shared targets away from the operations after them.
  let shared: { svc: MockService; ids: SeedIds } | null = null
  const fresh = async () => {
    const svc = newService({ rateLimit: 0 })
    return { svc, ids: await discover(svc) }
  }
  const serviceFor = async (op: Operation) => (op.method === 'DELETE' ? fresh() : (shared ??= await fresh()))

  it.each(OPERATIONS.map((o) => [o.id, o] as const))('%s', async (_id, op) => {
    const { svc, ids } = await serviceFor(op)
    const violations: string[] = []
    const notFound: { target: string; key: KeyCase; body: unknown }[] = []
    for (const target of targetsOf(op, ids)) {
      for (const k of KEY_CASES) {
        const reply = await request(svc, op, target, k.header)
        const want = expected(op, k, target.reach)
        const code = (reply.json as { code?: string } | undefined)?.code
        const got = `${reply.status} ${code ?? ''}`.trim()
        const where = `${op.method} ${op.path} [${target.name}] key=${k.name}`
        if (want === 'served') {
          if ([401, 403, 404].includes(reply.status) || reply.status >= 500)
            violations.push(`${where}: expected to be served, got ${got}: ${reply.text.slice(0, 200)}`)
        } else if (reply.status !== want.status || code !== want.code) {
          violations.push(`${where}: expected ${want.status} ${want.code}, got ${got}`)
        }
        if (code === 'not_found') notFound.push({ target: target.name, key: k.name, body: stable(reply.json) })
      }
    }
    expect(violations.join('\n')).toBe('')
    // Nothing leaks: a 404 reads the same whether the object is elsewhere or absent, for any key.
    for (const n of notFound) expect(n.body, `${op.id} 404 [${n.target}] key=${n.key}`).toEqual(notFound[0]?.body)
  })

  it('answers every bad key with one body, and every missing key with one body', async () => {
    // Its own requests: the key is checked first, so ids that name nothing are enough.
    const svc = newService({ rateLimit: 0 })
    const target: Target = { name: 'missing', params: MISSING, reach: 'missing' }
    const bodies = { missing_api_key: [] as unknown[], invalid_api_key: [] as unknown[] }
    for (const op of OPERATIONS)
      for (const k of KEY_CASES.filter((c) => !c.scope)) {
        const code = k.name === 'none' ? 'missing_api_key' : 'invalid_api_key'
        bodies[code].push(stable(expectProblem(await request(svc, op, target, k.header), 401, code)))
      }
    expect(bodies.invalid_api_key).toHaveLength(OPERATIONS.length * 3)
    for (const b of bodies.invalid_api_key) expect(b).toEqual(bodies.invalid_api_key[0])
    expect(bodies.missing_api_key).toHaveLength(OPERATIONS.length)
    for (const b of bodies.missing_api_key) expect(b).toEqual(bodies.missing_api_key[0])
  })
})

describe('a product-locked key', () => {
  it('sees only its product in every list and figure', async () => {
    const svc = newService({ rateLimit: 0 })
    const ids = await discover(svc)
    for (const key of [KEYS.locked, KEYS.lockedRead]) {
      const products = pageOf(await send(svc, 'GET', '/v1/products?limit=100', { key })).data
      expect(products.map((p) => p.id)).toEqual([ids.lockedProduct])
      const sessions = pageOf(await send(svc, 'GET', '/v1/sessions?limit=100', { key })).data
      expect(sessions.length).toBeGreaterThan(0)
      expect(new Set(sessions.map((s) => s.product_id))).toEqual(new Set([ids.lockedProduct]))
      // Asking for another product's sessions is filtered silently, not refused.
      const filtered = await send(svc, 'GET', `/v1/sessions?product_id=${ids.otherProduct}`, { key })
      expect(pageOf(filtered).data).toEqual([])
      const summary = await send(svc, 'GET', '/v1/sessions/summary', { key })
      expect(summary.status).toBe(200)
      const perProduct = (summary.json as { per_product: { product_id: string }[] }).per_product
      // A set, not `.every`: an empty list would pass that.
      expect(new Set(perProduct.map((p) => p.product_id))).toEqual(new Set([ids.lockedProduct]))
    }
  })

  it('is refused creating or duplicating a product, even its own', async () => {
    const svc = newService({ rateLimit: 0 })
    const ids = await discover(svc)
    expectProblem(
      await send(svc, 'POST', '/v1/products', {
        key: KEYS.locked,
        body: { kind: 'chat_agent', name: 'X', slug: 'locked-create' },
      }),
      403,
      'key_product_locked',
    )
    expectProblem(
      await send(svc, 'POST', `/v1/products/${ids.lockedProduct}/duplicate`, { key: KEYS.locked, body: {} }),
      403,
      'key_product_locked',
    )
    // The read twin fails on scope first: scope is checked before the lock.
    expectProblem(
      await send(svc, 'POST', `/v1/products/${ids.lockedProduct}/duplicate`, { key: KEYS.lockedRead, body: {} }),
      403,
      'insufficient_scope',
    )
  })

  it('reaches its own product manifest', async () => {
    const svc = newService({ rateLimit: 0 })
    const ids = await discover(svc)
    const reply = await send(svc, 'GET', `/v1/products/${ids.lockedProduct}/manifest`, { key: KEYS.lockedRead })
    expect(reply.status).toBe(200)
    expect((reply.json as { product_id: string }).product_id).toBe(ids.lockedProduct)
  })
})

describe('end-user tokens under a product-locked key', () => {
  it('a token of another product verifies as unknown; one of its own product as valid', async () => {
    const svc = newService({ rateLimit: 0 })
    const ids = await discover(svc)
    const state = await send(svc, 'GET', '/_mock', { key: null })
    const tokens = (state.json as { user_tokens: { label: string; token: string }[] }).user_tokens
    const verify = async (key: string, token: string) =>
      (await send(svc, 'GET', '/v1/verify-user', { key, headers: { [USER_TOKEN_HEADER]: token } })).json as {
        valid: boolean
        product_id?: string
        reason?: string
      }
    let own = 0
    let foreign = 0
    for (const { token } of tokens) {
      const workspace = await verify(KEYS.read, token)
      if (!workspace.valid) continue
      const locked = await verify(KEYS.lockedRead, token)
      if (workspace.product_id === ids.lockedProduct) {
        own++
        expect(locked).toEqual(workspace)
      } else {
        foreign++
        expect(locked).toEqual({ valid: false, reason: 'unknown' })
      }
    }
    expect(own, 'a valid seed token for the locked product').toBeGreaterThan(0)
    expect(foreign, 'a valid seed token for another product').toBeGreaterThan(0)
  })
})
