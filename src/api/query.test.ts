// The query layer: keys, cursor paging, prefix invalidation, optimistic updates with rollback, idempotent retries.
import { DEMO_KEY } from './contract/demo-keys'
import { readFileSync, readdirSync } from 'node:fs'
import { MutationObserver, QueryClient, QueryObserver, environmentManager } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createService, type MockService } from '../../mocks/service'
import { manualClock } from '../../mocks/service/clock'
import { callApi } from './client'
import { configure } from './config'
import type { Product } from './contract'
import { OPERATIONS } from './contract/operations'
import { etagStore } from './etags'
import { knowledgeBaseKeys, productKeys, sessionKeys, toolKeys, webhookKeys } from './keys'
import { REFRESH_POLL_MS, knowledgeBaseQueries } from './knowledge-bases'
import { productMutations, productQueries } from './products'
import { idempotencyKeys } from './query'
import { ApiError } from './errors'
import { toolMutations } from './tools'

let svc: MockService
let sent: Request[] = []
/** Replaces the next answer to a matching request, after the mock has handled it. */
let intercept: ((req: Request, res: Response) => Response | Promise<Response>) | null = null

beforeEach(() => {
  svc ??= createService({ clock: manualClock(Date.UTC(2026, 10, 21, 12)) })
  sent = []
  intercept = null
  etagStore.clear()
  configure({
    mode: 'remote',
    baseUrl: 'http://localhost/v1',
    apiKey: DEMO_KEY.write,
    fetch: async (input, init) => {
      const req = new Request(input, init)
      sent.push(req.clone())
      const res = await svc.handle(req)
      return intercept ? intercept(req, res) : res
    },
  })
})

/** Lets pending promise chains (and the mock) run without moving faked timers. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((r) => setImmediate(r))
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

async function draftProduct(slug: string): Promise<Product> {
  return callApi('createProduct', { body: { kind: 'chat_agent', name: slug, slug, prompt: 'Answer politely.' } })
}

describe('keys', () => {
  it('nest so that a prefix reaches everything below it, and resources never overlap', () => {
    expect(productKeys.list({ status: 'draft' })).toEqual(['products', 'list', { status: 'draft' }])
    expect(productKeys.infinite({}).slice(0, 2)).toEqual(productKeys.lists())
    expect(productKeys.manifest('prod_1').slice(0, 3)).toEqual(productKeys.detail('prod_1'))
    expect(webhookKeys.deliveries('wh_1').detail('dlv_1').slice(0, 3)).toEqual(webhookKeys.detail('wh_1'))
    expect(sessionKeys.messages('sess_1', {}).slice(0, 3)).toEqual(sessionKeys.detail('sess_1'))
    const roots = new Set([
      productKeys.all[0],
      toolKeys.all[0],
      knowledgeBaseKeys.all[0],
      sessionKeys.all[0],
      webhookKeys.all[0],
    ])
    expect(roots.size).toBe(5)
  })
})

describe('cursor paging', () => {
  it('starts the next page after the last id while has_more', async () => {
    const client = newClient()
    const data = await client.fetchInfiniteQuery({ ...productQueries.infinite({ limit: 3 }), pages: 2 })
    expect(data.pages).toHaveLength(2)
    const [first, second] = data.pages
    expect(data.pageParams).toEqual(['', first?.data.at(-1)?.id])
    const ids = [...(first?.data ?? []), ...(second?.data ?? [])].map((p) => p.id)
    expect(new Set(ids).size).toBe(6)
    expect(new URL(sent[1]?.url ?? '').searchParams.get('starting_after')).toBe(first?.data.at(-1)?.id)
    // Versions from lists feed the ETag store, so a write can send If-Match straight away.
    for (const p of [...(first?.data ?? [])]) expect(etagStore.get(p.id)).toBe(`"${p.version}"`)
  })
})

describe('mutations', () => {
  it('invalidate by prefix: the product lists, not the details or other resources', async () => {
    const client = newClient()
    client.setQueryData(productKeys.list({}), { data: [], has_more: false })
    client.setQueryData(productKeys.detail('prod_other00'), { id: 'prod_other00' })
    client.setQueryData(sessionKeys.list({}), { data: [], has_more: false })
    client.setQueryData(toolKeys.list({}), { data: [], has_more: false })
    await new MutationObserver(client, productMutations.create()).mutate({
      body: { kind: 'mcp_server', name: 'Inv', slug: 'invalidation-check' },
      idempotencyKey: 'invalidation-check',
    })
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(invalidated(productKeys.list({}))).toBe(true)
    expect(invalidated(productKeys.detail('prod_other00'))).toBe(false)
    expect(invalidated(sessionKeys.list({}))).toBe(false)
    expect(invalidated(toolKeys.list({}))).toBe(false)
  })

  it('attach shows the new ids at once, sends If-Match from the store, and rolls back on 412', async () => {
    const client = newClient()
    const p = await draftProduct('optimistic-attach')
    const tools = await callApi('listTools', { query: { limit: 2 } })
    const toolIds = tools.data.map((t) => t.id)
    client.setQueryData(productKeys.detail(p.id), p)
    client.setQueryData(productKeys.list({}), { data: [p], has_more: false })
    etagStore.clear()
    etagStore.set(p.id, `"${p.version + 5}"`)

    let seenDuringRequest: string[] | undefined
    intercept = (req, res) => {
      if (req.method === 'PATCH') seenDuringRequest = client.getQueryData<Product>(productKeys.detail(p.id))?.tool_ids
      return res
    }
    const attach = new MutationObserver(client, productMutations.setAttachments())
    await expect(attach.mutate({ id: p.id, tool_ids: toolIds })).rejects.toMatchObject({ code: 'precondition_failed' })
    expect(sent.at(-1)?.headers.get('if-match')).toBe(`"${p.version + 5}"`)
    expect(seenDuringRequest).toEqual(toolIds)
    expect(client.getQueryData<Product>(productKeys.detail(p.id))?.tool_ids).toEqual([])
    expect(client.getQueryData<{ data: Product[] }>(productKeys.list({}))?.data[0]?.tool_ids).toEqual([])
  })

  it('attach keeps the server’s answer when it succeeds, and makes the tools stale', async () => {
    const client = newClient()
    const p = await draftProduct('attach-ok')
    const tools = await callApi('listTools', { query: { limit: 1 } })
    client.setQueryData(productKeys.detail(p.id), p)
    client.setQueryData(toolKeys.list({}), tools)
    const result = await new MutationObserver(client, productMutations.setAttachments()).mutate({
      id: p.id,
      tool_ids: tools.data.map((t) => t.id),
    })
    expect(sent.at(-1)?.headers.get('if-match')).toBe(`"${p.version}"`)
    expect(result.version).toBe(p.version + 1)
    expect(client.getQueryData<Product>(productKeys.detail(p.id))).toEqual(result)
    expect(client.getQueryState(toolKeys.list({}))?.isInvalidated).toBe(true)
  })

  it('publish keeps the status until the API answers, so a refusal never shows as published', async () => {
    const client = newClient()
    const p = await draftProduct('optimistic-publish')
    client.setQueryData(productKeys.detail(p.id), p)
    let statusDuringRequest: string | undefined
    intercept = (req, res) => {
      if (req.url.endsWith('/publish'))
        statusDuringRequest = client.getQueryData<Product>(productKeys.detail(p.id))?.status
      return res
    }
    const published = await new MutationObserver(client, productMutations.publish()).mutate(p.id)
    expect(statusDuringRequest).toBe('draft')
    expect(published.status).toBe('published')
    expect(client.getQueryData<Product>(productKeys.detail(p.id))?.version).toBe(p.version + 1)
  })

  it('retries a create with the same Idempotency-Key, so a lost answer does not create twice', async () => {
    const client = newClient()
    let dropped = false
    intercept = (req, res) => {
      if (req.method === 'POST' && !dropped) {
        dropped = true
        throw new TypeError('connection reset')
      }
      return res
    }
    const vars = {
      body: { kind: 'chat_agent' as const, name: 'Once', slug: 'created-once' },
      idempotencyKey: idempotencyKeys().keyFor({ slug: 'created-once' }),
    }
    const created = await new MutationObserver(client, {
      ...productMutations.create(),
      retry: 1,
      retryDelay: 0,
    }).mutate(vars)
    const keys = sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'))
    expect(keys).toEqual([vars.idempotencyKey, vars.idempotencyKey])
    const found = await callApi('listProducts', { query: { q: 'created-once' } })
    expect(found.data.map((p) => p.id)).toEqual([created.id])
  })

  describe('idempotencyKeys', () => {
    const failure = (status: number, code: ApiError['code']) => new ApiError({ status, code, title: code })
    const body = { name: 'x' }

    it.each([
      ['offline', failure(0, 'network_error'), true],
      ['a time-out', failure(0, 'timeout'), true],
      ['a 500', failure(500, 'internal_error'), true],
      ['a 429', failure(429, 'rate_limited'), true],
      ['the same key still running', failure(409, 'idempotency_key_in_use'), true],
      ['a success', undefined, false],
      ['a refusal the server stored (409 already_exists)', failure(409, 'already_exists'), false],
      ['a 422', failure(422, 'validation_failed'), false],
    ])('the same body resent after %s keeps the key: %s', (_, error, kept) => {
      const keys = idempotencyKeys()
      const first = keys.keyFor(body)
      keys.settled(error)
      expect(keys.keyFor({ name: 'x' }) === first).toBe(kept)
    })

    it('takes a new key once the body changes, and keeps it while the body stays', () => {
      const keys = idempotencyKeys()
      const first = keys.keyFor(body)
      keys.settled(failure(0, 'network_error'))
      const changed = keys.keyFor({ name: 'y' })
      expect(changed).not.toBe(first)
      expect(keys.keyFor({ name: 'y' })).toBe(changed)
      // Only the last body is remembered: going back to the first is a new write.
      expect(keys.keyFor(body)).not.toBe(changed)
    })
  })

  it('drops a deleted tool from the cache', async () => {
    const client = newClient()
    const tool = await callApi('createTool', { body: { kind: 'static', name: 'Disposable', content: 'x' } })
    client.setQueryData(toolKeys.detail(tool.id), tool)
    await new MutationObserver(client, toolMutations.remove()).mutate(tool.id)
    expect(client.getQueryData(toolKeys.detail(tool.id))).toBeUndefined()
  })
})

describe('knowledge bases', () => {
  it('poll while a source refreshes, and stop once it is done', async () => {
    // React Query schedules no polling timers on a server; this test plays the browser.
    environmentManager.setIsServer(() => false)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      const client = newClient()
      const kbs = await callApi('listKnowledgeBases', { query: { limit: 100 } })
      const kb = kbs.data.find((k) => k.sources.some((s) => s.status === 'ready'))
      const source = kb?.sources.find((s) => s.status === 'ready')
      if (!kb || !source) throw new Error('the seed has no ready knowledge source')
      await callApi('refreshKnowledgeSource', { params: { knowledge_base_id: kb.id, source_id: source.id } })

      const observer = new QueryObserver(client, knowledgeBaseQueries.detail(kb.id))
      const unsubscribe = observer.subscribe(() => {})
      const reads = () => sent.filter((r) => r.method === 'GET' && r.url.endsWith(`/knowledge-bases/${kb.id}`)).length
      const statusOf = () => observer.getCurrentResult().data?.sources.find((s) => s.id === source.id)?.status
      await settle(() => statusOf() !== undefined)
      expect([reads(), statusOf()]).toEqual([1, 'refreshing'])
      await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS)
      await settle(() => reads() === 2)
      expect(reads()).toBe(2)

      await svc.clock.advance(86_400_000)
      await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS)
      await settle(() => statusOf() !== 'refreshing')
      expect(statusOf()).toBe('ready')
      const settled = reads()
      await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS * 5)
      expect(reads()).toBe(settled)
      unsubscribe()
    } finally {
      vi.useRealTimers()
      environmentManager.setIsServer(() => true)
    }
  })
})

describe('coverage', () => {
  it('every operation of the contract is called by a query module', () => {
    const dir = new URL('.', import.meta.url)
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n')
    const missing = OPERATIONS.map((o) => o.id).filter((id) => !sources.includes(`'${id}'`))
    expect(missing).toEqual([])
  })
})
