import { beforeEach, describe, expect, it } from 'vitest'
import { allowedValues, problem, product, tool, toolList, TOOL_NAME_PATTERN } from '../../../src/api/contract'
import { catalogHarness } from '../tests/catalog-harness'
import { START, expectProblem } from '../tests/support'

const h = catalogHarness()
beforeEach(h.restore)

describe('listTools', () => {
  it('lists about 25 tools of all three kinds, newest first', async () => {
    const list = toolList.parse((await h.call('GET', '/tools?limit=100')).json)
    expect(list.data.length).toBeGreaterThanOrEqual(20)
    expect(new Set(list.data.map((t) => t.kind))).toEqual(new Set(['llm', 'http', 'static']))
    const created = list.data.map((t) => t.created_at)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('seeds HTTP tools with {{input}} placeholders, enums and required inputs', async () => {
    const list = toolList.parse((await h.call('GET', '/tools?limit=100&kind=http')).json)
    expect(list.data.every((t) => t.kind === 'http')).toBe(true)
    for (const t of list.data) {
      if (t.kind !== 'http') continue
      const template = `${t.http.url} ${t.http.body_template ?? ''} ${t.http.headers.map((x) => x.value).join(' ')}`
      const placeholders = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])
      expect(placeholders.length, t.name).toBeGreaterThan(0)
      for (const name of placeholders)
        expect(
          t.inputs.map((i) => i.name),
          t.name,
        ).toContain(name)
    }
    const inputs = list.data.flatMap((t) => t.inputs)
    expect(inputs.some((i) => allowedValues(i))).toBe(true)
    expect(inputs.some((i) => i.required)).toBe(true)
    expect(new Set(inputs.map((i) => i.type))).toEqual(new Set(['string', 'number', 'integer', 'boolean']))
  })

  it('filters by kind and by q on name or description, case-insensitively', async () => {
    const statics = toolList.parse((await h.call('GET', '/tools?kind=static&limit=100')).json)
    expect(statics.data.length).toBeGreaterThan(0)
    expect(statics.data.every((t) => t.kind === 'static')).toBe(true)
    const byName = toolList.parse((await h.call('GET', '/tools?q=TRACK_SHIP')).json)
    expect(byName.data.map((t) => t.name)).toEqual(['track_shipment'])
    const byDescription = toolList.parse((await h.call('GET', '/tools?q=parcel')).json)
    expect(byDescription.data.map((t) => t.name)).toEqual(['track_shipment'])
  })

  it('is refused to a product-locked key', async () => {
    await h.expectLockedOut('/tools')
  })
})

describe('used_by', () => {
  it('names every product that has the tool attached, and follows attach and detach', async () => {
    const t = h.toolNamed('issue_refund')
    const expected = [...h.svc.store.products.values()].filter((p) => p.tool_ids.includes(t.id))
    expect(expected.length).toBeGreaterThanOrEqual(2)
    const got = tool.parse((await h.call('GET', `/tools/${t.id}`)).json).used_by
    expect(new Set(got.map((u) => u.id))).toEqual(new Set(expected.map((p) => p.id)))
    expect(got.find((u) => u.id === expected[0]?.id)?.name).toBe(expected[0]?.name)

    const draft = h.bySlug('inventory-mcp')
    await h.call('PATCH', `/products/${draft.id}`, { body: { tool_ids: [t.id] } })
    const attached = tool.parse((await h.call('GET', `/tools/${t.id}`)).json).used_by
    expect(attached.map((u) => u.id)).toContain(draft.id)
    await h.call('PATCH', `/products/${draft.id}`, { body: { name: 'Stock MCP' } })
    expect(tool.parse((await h.call('GET', `/tools/${t.id}`)).json).used_by).toContainEqual({
      id: draft.id,
      name: 'Stock MCP',
    })
    await h.call('PATCH', `/products/${draft.id}`, { body: { tool_ids: [] } })
    const detached = tool.parse((await h.call('GET', `/tools/${t.id}`)).json).used_by
    expect(detached.map((u) => u.id)).not.toContain(draft.id)
  })

  it('is empty for a tool no product uses', async () => {
    const t = h.toolNamed('check_inventory')
    expect(tool.parse((await h.call('GET', `/tools/${t.id}`)).json).used_by).toEqual([])
  })
})

describe('createTool', () => {
  it('creates each kind with defaults applied', async () => {
    const http = await h.call('POST', '/tools', {
      body: {
        kind: 'http',
        name: 'get_weather',
        inputs: [{ name: 'city', type: 'string', required: true }],
        http: { method: 'GET', url: 'https://api.example.com/weather?city={{city}}' },
      },
    })
    expect(http.status).toBe(201)
    expect(tool.parse(http.json)).toMatchObject({
      kind: 'http',
      name: 'get_weather',
      description: '',
      inputs: [{ name: 'city', type: 'string', description: '', required: true }],
      http: { method: 'GET', url: 'https://api.example.com/weather?city={{city}}', headers: [], body_template: null },
      used_by: [],
      created_at: new Date(START).toISOString(),
    })
    const llm = tool.parse(
      (await h.call('POST', '/tools', { body: { kind: 'llm', name: 'tone_check', instructions: 'Be kind.' } })).json,
    )
    expect(llm).toMatchObject({ kind: 'llm', instructions: 'Be kind.', inputs: [] })
    const stat = tool.parse(
      (await h.call('POST', '/tools', { body: { kind: 'static', name: 'address', content: '1 Main St' } })).json,
    )
    expect(stat).toMatchObject({ kind: 'static', content: '1 Main St' })
    expect(tool.parse((await h.call('GET', `/tools/${stat.id}`)).json)).toEqual(stat)
  })

  it('seeds only tool names that the rule accepts', async () => {
    const list = toolList.parse((await h.call('GET', '/tools?limit=100')).json)
    expect(list.data.length).toBeGreaterThan(0)
    for (const t of list.data) expect(t.name).toMatch(TOOL_NAME_PATTERN)
  })

  it.each(['check warranty', 'check.warranty', 'a'.repeat(65), '', 'café'])(
    'refuses the tool name %j: names are identifiers, on create and update',
    async (name) => {
      const created = await h.call('POST', '/tools', { body: { kind: 'static', name, content: 'y' } })
      expect(created.status).toBe(422)
      expect(problem.parse(created.json).errors).toEqual([expect.objectContaining({ pointer: '#/name' })])
      const ok = tool.parse(
        (await h.call('POST', '/tools', { body: { kind: 'static', name: 'ok-1_A', content: 'y' } })).json,
      )
      const updated = await h.call('PATCH', `/tools/${ok.id}`, { body: { name } })
      expect(problem.parse(updated.json).errors).toEqual([expect.objectContaining({ pointer: '#/name' })])
    },
  )

  it('refuses a field of another kind and a duplicate input name with 422', async () => {
    const r = await h.call('POST', '/tools', { body: { kind: 'static', name: 'x', content: 'y', instructions: 'z' } })
    expect(r.status).toBe(422)
    expect(problem.parse(r.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/instructions', code: 'unknown_field' }),
    ])
    const dup = await h.call('POST', '/tools', {
      body: {
        kind: 'static',
        name: 'x',
        content: 'y',
        inputs: [
          { name: 'a', type: 'string' },
          { name: 'a', type: 'number' },
        ],
      },
    })
    expect(problem.parse(dup.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/inputs/1/name', code: 'not_unique' }),
    ])
  })
})

describe('updateTool', () => {
  it('updates common and kind-specific fields and moves updated_at', async () => {
    const t = h.toolNamed('get_invoice')
    await h.clock.advance(90_000)
    const r = await h.call('PATCH', `/tools/${t.id}`, {
      body: {
        description: 'Invoice with lines',
        http: { method: 'GET', url: 'https://billing.example.com/{{invoice_number}}' },
      },
    })
    expect(r.status).toBe(200)
    const updated = tool.parse(r.json)
    expect(updated).toMatchObject({
      name: 'get_invoice',
      description: 'Invoice with lines',
      http: { url: 'https://billing.example.com/{{invoice_number}}', headers: [], body_template: null },
      updated_at: new Date(START + 90_000).toISOString(),
    })
    expect(updated.used_by.length).toBeGreaterThan(0)
  })

  it('refuses a settings field of another kind with not_allowed_for_kind at its pointer', async () => {
    const t = h.toolNamed('summarize_conversation')
    const r = await h.call('PATCH', `/tools/${t.id}`, {
      body: { name: 'renamed', http: { method: 'GET', url: 'https://x.example.com' }, content: 'static text' },
    })
    const body = expectProblem(r, 422, 'validation_failed')
    expect(body.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['#/http', 'not_allowed_for_kind'],
      ['#/content', 'not_allowed_for_kind'],
    ])
    expect(h.toolNamed('summarize_conversation').name).toBe('summarize_conversation')
    const ok = tool.parse((await h.call('PATCH', `/tools/${t.id}`, { body: { instructions: 'Shorter.' } })).json)
    expect(ok).toMatchObject({ kind: 'llm', instructions: 'Shorter.' })
  })

  it('refuses instructions on a static tool', async () => {
    const t = h.toolNamed('pricing_table')
    const r = await h.call('PATCH', `/tools/${t.id}`, { body: { instructions: 'x' } })
    expect(problem.parse(r.json).errors).toEqual([
      expect.objectContaining({ pointer: '#/instructions', code: 'not_allowed_for_kind' }),
    ])
  })
})

describe('deleteTool', () => {
  it('refuses a tool in use with 409 tool_in_use, listing the products', async () => {
    const t = h.toolNamed('crm_find_contact')
    const users = [...h.svc.store.products.values()].filter((p) => p.tool_ids.includes(t.id))
    const r = await h.call('DELETE', `/tools/${t.id}`)
    const body = expectProblem(r, 409, 'tool_in_use')
    expect(new Set(body.products?.map((p) => p.id))).toEqual(new Set(users.map((p) => p.id)))
    for (const p of users) expect(body.detail).toContain(p.name)
    expect(h.svc.store.tools.has(t.id)).toBe(true)
  })

  it('deletes an unused tool with 204, then it is gone', async () => {
    const t = h.toolNamed('escalation_contacts')
    const r = await h.call('DELETE', `/tools/${t.id}`)
    expect(r.status).toBe(204)
    expect(r.text).toBe('')
    expect((await h.call('GET', `/tools/${t.id}`)).status).toBe(404)
    expect((await h.call('DELETE', `/tools/${t.id}`)).status).toBe(404)
  })

  it('deletes a tool once every product has detached it', async () => {
    const t = h.toolNamed('run_report')
    for (const p of [...h.svc.store.products.values()].filter((x) => x.tool_ids.includes(t.id))) {
      const r = await h.call('PATCH', `/products/${p.id}`, {
        body: { tool_ids: p.tool_ids.filter((id) => id !== t.id) },
      })
      expect(product.parse(r.json).tool_ids).not.toContain(t.id)
    }
    expect((await h.call('DELETE', `/tools/${t.id}`)).status).toBe(204)
  })

  it('needs a write key', async () => {
    const r = await h.call('DELETE', `/tools/${h.toolNamed('escalation_contacts').id}`, { key: 'ak_test_read' })
    expectProblem(r, 403, 'insufficient_scope')
  })
})
