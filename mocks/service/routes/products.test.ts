import { beforeEach, describe, expect, it } from 'vitest'
import { manifest, problem, product, productList, tool } from '../../../src/api/contract'
import { catalogHarness } from '../tests/catalog-harness'
import { START, expectProblem } from '../tests/support'

const h = catalogHarness()
beforeEach(h.restore)

describe('listProducts', () => {
  it('lists newest created_at first, both kinds and states', async () => {
    const r = await h.call('GET', '/products?limit=100')
    expect(r.status).toBe(200)
    const list = productList.parse(r.json)
    expect(list.data.length).toBeGreaterThanOrEqual(12)
    const created = list.data.map((p) => p.created_at)
    expect(created).toEqual([...created].sort().reverse())
    expect(new Set(list.data.map((p) => `${p.kind}/${p.status}`))).toEqual(
      new Set(['chat_agent/draft', 'chat_agent/published', 'mcp_server/draft', 'mcp_server/published']),
    )
  })

  it('filters by kind and status', async () => {
    const r = productList.parse((await h.call('GET', '/products?limit=100&kind=mcp_server&status=draft')).json)
    expect(r.data.length).toBeGreaterThan(0)
    expect(r.data.every((p) => p.kind === 'mcp_server' && p.status === 'draft')).toBe(true)
  })

  it('matches q case-insensitively on name or slug', async () => {
    const byName = productList.parse((await h.call('GET', '/products?q=BILLING%20bot')).json)
    expect(byName.data.map((p) => p.slug)).toEqual(['billing-bot'])
    const bySlug = productList.parse((await h.call('GET', '/products?q=SUPPORT-ASSIST')).json)
    expect(bySlug.data.map((p) => p.slug)).toEqual(['support-assistant'])
    const none = productList.parse((await h.call('GET', '/products?q=no-such-thing')).json)
    expect(none).toEqual({ data: [], has_more: false })
  })

  it('shows a product-locked key only its product', async () => {
    const r = productList.parse((await h.call('GET', '/products?limit=100', { key: 'ak_test_locked_read' })).json)
    expect(r.data.map((p) => p.slug)).toEqual(['support-assistant'])
  })

  it('pages with starting_after', async () => {
    const first = productList.parse((await h.call('GET', '/products?limit=5')).json)
    expect(first.has_more).toBe(true)
    const next = productList.parse((await h.call('GET', `/products?limit=5&starting_after=${first.data[4]?.id}`)).json)
    const all = productList.parse((await h.call('GET', '/products?limit=10')).json)
    expect([...first.data, ...next.data].map((p) => p.id)).toEqual(all.data.map((p) => p.id))
  })
})

describe('createProduct', () => {
  it('creates a draft at version 1 with an ETag', async () => {
    const tools = [h.toolNamed('get_order').id, h.toolNamed('track_shipment').id]
    const r = await h.call('POST', '/products', {
      body: { kind: 'mcp_server', name: 'Acme Orders', slug: 'acme-orders', tool_ids: tools },
    })
    expect(r.status).toBe(201)
    const p = product.parse(r.json)
    expect(p).toMatchObject({
      kind: 'mcp_server',
      status: 'draft',
      name: 'Acme Orders',
      slug: 'acme-orders',
      summary: '',
      prompt: '',
      price: null,
      tool_ids: tools,
      knowledge_base_ids: [],
      published_at: null,
      mcp_url: null,
      version: 1,
      created_at: new Date(START).toISOString(),
      updated_at: new Date(START).toISOString(),
    })
    expect(r.headers.get('etag')).toBe('"1"')
    expect(product.parse((await h.call('GET', `/products/${p.id}`)).json)).toEqual(p)
  })

  it('refuses a slug in use with 409 already_exists at #/slug', async () => {
    const r = await h.call('POST', '/products', { body: { kind: 'chat_agent', name: 'Again', slug: 'billing-bot' } })
    const body = expectProblem(r, 409, 'already_exists')
    expect(body.errors).toEqual([expect.objectContaining({ pointer: '#/slug', code: 'already_exists' })])
  })

  it('refuses unknown tool and knowledge-base ids with 422 unknown_reference at each index', async () => {
    const kb = [...h.svc.store.knowledgeBases.keys()][0] ?? ''
    const r = await h.call('POST', '/products', {
      body: {
        kind: 'chat_agent',
        name: 'Ghost',
        slug: 'ghost',
        tool_ids: ['tool_doesnotexist01'],
        knowledge_base_ids: [kb, 'kb_doesnotexist0001'],
      },
    })
    const body = expectProblem(r, 422, 'validation_failed')
    expect(body.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['#/tool_ids/0', 'unknown_reference'],
      ['#/knowledge_base_ids/1', 'unknown_reference'],
    ])
    expect([...h.svc.store.products.values()].some((p) => p.slug === 'ghost')).toBe(false)
  })

  it('is refused to a product-locked key', async () => {
    const r = await h.call('POST', '/products', {
      key: 'ak_test_locked',
      body: { kind: 'chat_agent', name: 'X', slug: 'x-x' },
    })
    expectProblem(r, 403, 'key_product_locked')
  })
})

describe('getProduct and updateProduct', () => {
  it('answers the product with its version as ETag', async () => {
    const p = h.bySlug('billing-bot')
    const r = await h.call('GET', `/products/${p.id}`)
    expect(r.status).toBe(200)
    expect(product.parse(r.json).id).toBe(p.id)
    expect(r.headers.get('etag')).toBe(`"${p.version}"`)
  })

  it('lets a locked key read its product only', async () => {
    const own = h.bySlug('support-assistant')
    expect((await h.call('GET', `/products/${own.id}`, { key: 'ak_test_locked_read' })).status).toBe(200)
    const other = await h.call('GET', `/products/${h.bySlug('billing-bot').id}`, { key: 'ak_test_locked_read' })
    expect(other.status).toBe(404)
    expect(problem.parse(other.json).code).toBe('not_found')
  })

  it('bumps version and updated_at on every write', async () => {
    const p = h.bySlug('billing-bot')
    const before = p.version
    await h.clock.advance(60_000)
    const r = await h.call('PATCH', `/products/${p.id}`, { body: { summary: 'New summary', price: 1500 } })
    expect(r.status).toBe(200)
    const updated = product.parse(r.json)
    expect(updated).toMatchObject({ summary: 'New summary', price: 1500, version: before + 1 })
    expect(updated.updated_at).toBe(new Date(START + 60_000).toISOString())
    expect(r.headers.get('etag')).toBe(`"${before + 1}"`)
  })

  it('applies If-Match: the current version passes, a stale one is 412 and changes nothing', async () => {
    const p = h.bySlug('onboarding-guide')
    const v = p.version
    const ok = await h.call('PATCH', `/products/${p.id}`, {
      body: { name: 'Onboarding' },
      headers: { 'if-match': `"${v}"` },
    })
    expect(ok.status).toBe(200)
    const stale = await h.call('PATCH', `/products/${p.id}`, {
      body: { name: 'Lost update' },
      headers: { 'if-match': `"${v}"` },
    })
    expect(stale.status).toBe(412)
    expect(problem.parse(stale.json).code).toBe('precondition_failed')
    const now = product.parse((await h.call('GET', `/products/${p.id}`)).json)
    expect(now).toMatchObject({ name: 'Onboarding', version: v + 1 })
  })

  it('attaches and detaches tools and knowledge bases by PATCHing the id lists', async () => {
    const p = h.bySlug('release-notes-writer')
    const extra = h.toolNamed('translate_reply').id
    const attached = product.parse(
      (
        await h.call('PATCH', `/products/${p.id}`, {
          body: { tool_ids: [...p.tool_ids, extra], knowledge_base_ids: [] },
        })
      ).json,
    )
    expect(attached.tool_ids).toContain(extra)
    expect(attached.knowledge_base_ids).toEqual([])
    const t = tool.parse((await h.call('GET', `/tools/${extra}`)).json)
    expect(t.used_by).toEqual([{ id: p.id, name: p.name }])
    const detached = product.parse((await h.call('PATCH', `/products/${p.id}`, { body: { tool_ids: [] } })).json)
    expect(detached.tool_ids).toEqual([])
    expect(detached.version).toBe(attached.version + 1)
  })

  it('refuses unknown references and taken slugs, but keeps its own slug', async () => {
    const p = h.bySlug('billing-bot')
    const unknown = await h.call('PATCH', `/products/${p.id}`, {
      body: { tool_ids: [p.tool_ids[0], 'tool_doesnotexist01'] },
    })
    expect(unknown.status).toBe(422)
    expect(problem.parse(unknown.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/tool_ids/1', code: 'unknown_reference' }),
    ])
    const taken = await h.call('PATCH', `/products/${p.id}`, { body: { slug: 'support-assistant' } })
    expect(taken.status).toBe(409)
    expect(problem.parse(taken.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/slug', code: 'already_exists' }),
    ])
    expect((await h.call('PATCH', `/products/${p.id}`, { body: { slug: 'billing-bot' } })).status).toBe(200)
  })

  it('moves a published MCP server’s URL with its slug', async () => {
    const p = h.bySlug('order-tracker')
    const r = product.parse((await h.call('PATCH', `/products/${p.id}`, { body: { slug: 'orders' } })).json)
    expect(r.mcp_url).toBe('http://127.0.0.1:4010/mcp/orders')
  })

  it('refuses a kind change and unknown fields as 422', async () => {
    const p = h.bySlug('billing-bot')
    const r = await h.call('PATCH', `/products/${p.id}`, { body: { kind: 'mcp_server', model: 'gpt-x' } })
    expect(r.status).toBe(422)
    expect(problem.parse(r.json).errors?.map((e) => e.code)).toEqual(['unknown_field', 'unknown_field'])
  })
})

describe('publishProduct and unpublishProduct', () => {
  it('publishes an MCP server with its MCP URL and a bumped version', async () => {
    const p = h.bySlug('crm-connector')
    const v = p.version
    await h.clock.advance(5_000)
    const r = await h.call('POST', `/products/${p.id}/publish`)
    expect(r.status).toBe(200)
    const published = product.parse(r.json)
    expect(published).toMatchObject({
      status: 'published',
      published_at: new Date(START + 5_000).toISOString(),
      mcp_url: 'http://127.0.0.1:4010/mcp/crm-connector',
      version: v + 1,
    })
    expect(r.headers.get('etag')).toBe(`"${v + 1}"`)
  })

  it('publishes a chat agent without an MCP URL (body {} accepted)', async () => {
    const p = h.bySlug('release-notes-writer')
    const r = await h.call('POST', `/products/${p.id}/publish`, { body: {} })
    expect(r.status).toBe(200)
    expect(product.parse(r.json)).toMatchObject({ status: 'published', mcp_url: null })
  })

  it('refuses to publish a published product with 409 invalid_state', async () => {
    const r = await h.call('POST', `/products/${h.bySlug('billing-bot').id}/publish`)
    expectProblem(r, 409, 'invalid_state')
  })

  it('lists every blocker: empty prompt and a failed source', async () => {
    const p = h.bySlug('it-helpdesk')
    const r = await h.call('POST', `/products/${p.id}/publish`)
    const body = expectProblem(r, 409, 'publish_blocked')
    expect(body.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['#/prompt', 'prompt_empty'],
      ['#/knowledge_base_ids/0', 'source_failed'],
    ])
    expect(body.errors?.[1]?.detail).toContain('intranet.brightdesk.io/it')
    expect(h.bySlug('it-helpdesk')).toMatchObject({ status: 'draft', version: p.version })
  })

  it('blocks an MCP server without tools, and a whitespace-only prompt', async () => {
    const mcp = await h.call('POST', `/products/${h.bySlug('inventory-mcp').id}/publish`)
    expect(problem.parse(mcp.json).errors?.map((e) => [e.pointer, e.code])).toEqual([['#/tool_ids', 'no_tools']])
    const agent = h.bySlug('release-notes-writer')
    await h.call('PATCH', `/products/${agent.id}`, { body: { prompt: '  \n ' } })
    const r = await h.call('POST', `/products/${agent.id}/publish`)
    expect(problem.parse(r.json).errors?.map((e) => e.code)).toEqual(['prompt_empty'])
  })

  it('blocks a product whose knowledge source is refreshing', async () => {
    const p = h.bySlug('release-notes-writer')
    const kb = h.svc.store.knowledgeBases.get(p.knowledge_base_ids[0] ?? '')
    const src = kb?.sources[0]
    const refresh = await h.call('POST', `/knowledge-bases/${kb?.id}/sources/${src?.id}/refresh`)
    expect(refresh.status).toBe(202)
    const r = await h.call('POST', `/products/${p.id}/publish`)
    expect(problem.parse(r.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/knowledge_base_ids/0', code: 'source_refreshing' }),
    ])
  })

  it('honours If-Match on publish and unpublish', async () => {
    const p = h.bySlug('crm-connector')
    const stale = await h.call('POST', `/products/${p.id}/publish`, { headers: { 'if-match': `"${p.version - 1}"` } })
    expect(stale.status).toBe(412)
    const ok = await h.call('POST', `/products/${p.id}/publish`, { headers: { 'if-match': `"${p.version}"` } })
    expect(ok.status).toBe(200)
    const v = product.parse(ok.json).version
    expect(
      (await h.call('POST', `/products/${p.id}/unpublish`, { headers: { 'if-match': `"${v - 1}"` } })).status,
    ).toBe(412)
    expect((await h.call('POST', `/products/${p.id}/unpublish`, { headers: { 'if-match': `"${v}"` } })).status).toBe(
      200,
    )
  })

  it('unpublishes: back to draft, MCP URL cleared, version bumped', async () => {
    const p = h.bySlug('order-tracker')
    const v = p.version
    const r = await h.call('POST', `/products/${p.id}/unpublish`)
    expect(r.status).toBe(200)
    expect(product.parse(r.json)).toMatchObject({ status: 'draft', mcp_url: null, published_at: null, version: v + 1 })
  })

  it('refuses to unpublish a draft with 409 invalid_state', async () => {
    const r = await h.call('POST', `/products/${h.bySlug('inventory-mcp').id}/unpublish`)
    expectProblem(r, 409, 'invalid_state')
  })

  it('lets a locked key publish and unpublish its own product', async () => {
    const p = h.bySlug('support-assistant')
    expect((await h.call('POST', `/products/${p.id}/unpublish`, { key: 'ak_test_locked' })).status).toBe(200)
    expect((await h.call('POST', `/products/${p.id}/publish`, { key: 'ak_test_locked' })).status).toBe(200)
  })
})

describe('duplicateProduct', () => {
  it('makes a draft copy with tools and knowledge bases, -copy then -copy-2', async () => {
    const src = h.bySlug('order-tracker')
    await h.clock.advance(1_000)
    const first = await h.call('POST', `/products/${src.id}/duplicate`)
    expect(first.status).toBe(201)
    const a = product.parse(first.json)
    expect(a).toMatchObject({
      kind: src.kind,
      status: 'draft',
      name: 'Order Tracker (copy)',
      slug: 'order-tracker-copy',
      summary: src.summary,
      prompt: src.prompt,
      price: src.price,
      tool_ids: src.tool_ids,
      knowledge_base_ids: src.knowledge_base_ids,
      published_at: null,
      mcp_url: null,
      version: 1,
      created_at: new Date(START + 1_000).toISOString(),
    })
    expect(a.id).not.toBe(src.id)
    const b = product.parse((await h.call('POST', `/products/${src.id}/duplicate`, { body: {} })).json)
    expect(b.slug).toBe('order-tracker-copy-2')
    expect(h.bySlug('order-tracker').status).toBe('published')
    const usedBy = tool.parse((await h.call('GET', `/tools/${src.tool_ids[0]}`)).json).used_by.map((u) => u.id)
    expect(usedBy).toEqual(expect.arrayContaining([src.id, a.id, b.id]))
  })

  it('takes a name and slug from the body, and refuses a taken slug', async () => {
    const src = h.bySlug('support-assistant')
    const r = await h.call('POST', `/products/${src.id}/duplicate`, {
      body: { name: 'Acme support', slug: 'acme-support' },
    })
    expect(product.parse(r.json)).toMatchObject({ name: 'Acme support', slug: 'acme-support' })
    const taken = await h.call('POST', `/products/${src.id}/duplicate`, { body: { slug: 'acme-support' } })
    expect(taken.status).toBe(409)
    expect(problem.parse(taken.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/slug', code: 'already_exists' }),
    ])
  })

  it('keeps a generated slug within 64 characters', async () => {
    const long = 'a'.repeat(30) + '-' + 'b'.repeat(33)
    const created = product.parse(
      (await h.call('POST', '/products', { body: { kind: 'chat_agent', name: 'Long', slug: long } })).json,
    )
    const one = product.parse((await h.call('POST', `/products/${created.id}/duplicate`)).json)
    const two = product.parse((await h.call('POST', `/products/${created.id}/duplicate`)).json)
    expect(one.slug).toBe(`${long.slice(0, 59)}-copy`)
    expect(two.slug.endsWith('-copy-2')).toBe(true)
    expect(two.slug.length).toBeLessThanOrEqual(64)
  })

  it('is refused to a product-locked key', async () => {
    const r = await h.call('POST', `/products/${h.bySlug('support-assistant').id}/duplicate`, { key: 'ak_test_locked' })
    expect(r.status).toBe(403)
  })
})

describe('getProductManifest', () => {
  it('lists each attached tool with a JSON Schema of its inputs', async () => {
    const p = h.bySlug('support-assistant')
    const r = await h.call('GET', `/products/${p.id}/manifest`, { key: 'ak_test_locked_read' })
    expect(r.status).toBe(200)
    const m = manifest.parse(r.json)
    expect(m).toMatchObject({ product_id: p.id, name: p.name, description: p.summary })
    expect(m.tools.map((t) => t.name)).toEqual(p.tool_ids.map((id) => h.svc.store.tools.get(id)?.name))
    const ticket = m.tools.find((t) => t.name === 'create_ticket')
    expect(ticket?.input_schema).toEqual({
      type: 'object',
      properties: {
        subject: { type: 'string', description: 'One-line summary of the problem.' },
        description: { type: 'string', description: 'What the visitor reported, in their words.' },
        priority: {
          type: 'string',
          description: 'How urgent the problem is.',
          enum: ['low', 'normal', 'high', 'urgent'],
        },
        email: { type: 'string', description: 'Where the support team should reply.' },
      },
      required: ['subject', 'description', 'email'],
      additionalProperties: false,
    })
  })

  it('is empty for a product without tools, and 404 for another product under a locked key', async () => {
    const empty = manifest.parse((await h.call('GET', `/products/${h.bySlug('inventory-mcp').id}/manifest`)).json)
    expect(empty.tools).toEqual([])
    const r = await h.call('GET', `/products/${h.bySlug('inventory-mcp').id}/manifest`, { key: 'ak_test_locked_read' })
    expect(r.status).toBe(404)
  })
})
