import { beforeEach, describe, expect, it } from 'vitest'
import { knowledgeBase, knowledgeBaseList, knowledgeSource, problem, product } from '../../../src/api/contract'
import { REFRESH_MAX_MS, REFRESH_MIN_MS, refreshDurationMs } from '../domain/catalog'
import { catalogHarness } from '../tests/catalog-harness'
import { START } from '../tests/support'

const h = catalogHarness()
beforeEach(h.restore)

const sourceOf = (kbName: string, sourceName: string) => {
  const kb = h.kbNamed(kbName)
  const source = kb.sources.find((s) => s.name === sourceName)
  if (!source) throw new Error(`no source ${sourceName}`)
  return { kb, source, path: `/knowledge-bases/${kb.id}/sources/${source.id}/refresh` }
}
const getSource = async (kbId: string, sourceId: string) => {
  const kb = knowledgeBase.parse((await h.call('GET', `/knowledge-bases/${kbId}`)).json)
  return kb.sources.find((s) => s.id === sourceId)
}

describe('listKnowledgeBases and getKnowledgeBase', () => {
  it('lists about six knowledge bases newest first, with sources of several kinds and a failed one', async () => {
    const list = knowledgeBaseList.parse((await h.call('GET', '/knowledge-bases?limit=100')).json)
    expect(list.data.length).toBeGreaterThanOrEqual(5)
    const created = list.data.map((kb) => kb.created_at)
    expect(created).toEqual([...created].sort().reverse())
    const sources = list.data.flatMap((kb) => kb.sources)
    expect(new Set(sources.map((s) => s.kind)).size).toBeGreaterThanOrEqual(4)
    const failed = sources.filter((s) => s.status === 'failed')
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((s) => typeof s.last_error === 'string' && s.last_error.length > 0)).toBe(true)
    expect(list.data.every((kb) => kb.sources.length >= 1 && kb.sources.length <= 5)).toBe(true)
  })

  it('filters by q on name or description', async () => {
    const r = knowledgeBaseList.parse((await h.call('GET', '/knowledge-bases?q=RUNBOOK')).json)
    expect(r.data.map((kb) => kb.name)).toEqual(['IT Runbooks'])
    const byDescription = knowledgeBaseList.parse((await h.call('GET', '/knowledge-bases?q=customs')).json)
    expect(byDescription.data.map((kb) => kb.name)).toEqual(['Shipping & Returns'])
  })

  it('computes product_ids from the products', async () => {
    const kb = h.kbNamed('Help Center')
    const expected = [...h.svc.store.products.values()]
      .filter((p) => p.knowledge_base_ids.includes(kb.id))
      .map((p) => p.id)
    expect(expected.length).toBeGreaterThanOrEqual(2)
    const got = knowledgeBase.parse((await h.call('GET', `/knowledge-bases/${kb.id}`)).json)
    expect(new Set(got.product_ids)).toEqual(new Set(expected))
  })

  it('is refused to a product-locked key', async () => {
    await h.expectLockedOut('/knowledge-bases')
  })
})

describe('product_ids follow attach and detach', () => {
  it('adds and removes a product', async () => {
    const kb = h.kbNamed('IT Runbooks')
    const p = [...h.svc.store.products.values()].find((x) => x.slug === 'status-mcp')
    if (!p) throw new Error('no status-mcp')
    await h.call('PATCH', `/products/${p.id}`, { body: { knowledge_base_ids: [kb.id] } })
    expect(knowledgeBase.parse((await h.call('GET', `/knowledge-bases/${kb.id}`)).json).product_ids).toContain(p.id)
    await h.call('PATCH', `/products/${p.id}`, { body: { knowledge_base_ids: [] } })
    expect(knowledgeBase.parse((await h.call('GET', `/knowledge-bases/${kb.id}`)).json).product_ids).not.toContain(p.id)
  })
})

describe('refreshKnowledgeSource', () => {
  it('answers 202 refreshing, refuses a second refresh, then becomes ready', async () => {
    const { kb, source, path } = sourceOf('Help Center', 'help.brightdesk.io')
    const before = { ...source }
    const duration = refreshDurationMs(source.id, 1)
    expect(duration).toBeGreaterThanOrEqual(REFRESH_MIN_MS)
    expect(duration).toBeLessThanOrEqual(REFRESH_MAX_MS)

    const r = await h.call('POST', path)
    expect(r.status).toBe(202)
    expect(knowledgeSource.parse(r.json)).toMatchObject({ id: source.id, status: 'refreshing', last_error: null })
    const again = await h.call('POST', path, { body: {} })
    expect(again.status).toBe(409)
    expect(problem.parse(again.json).code).toBe('refresh_in_progress')

    await h.clock.advance(duration - 1)
    expect((await getSource(kb.id, source.id))?.status).toBe('refreshing')
    await h.clock.advance(1)
    const done = await getSource(kb.id, source.id)
    expect(done).toMatchObject({
      status: 'ready',
      last_error: null,
      last_refreshed_at: new Date(START + duration).toISOString(),
    })
    expect(done?.last_refreshed_at).not.toBe(before.last_refreshed_at)
    expect(Math.abs((done?.document_count ?? 0) - before.document_count)).toBeLessThanOrEqual(8)
    expect(knowledgeBase.parse((await h.call('GET', `/knowledge-bases/${kb.id}`)).json).updated_at).toBe(
      new Date(START + duration).toISOString(),
    )
    expect((await h.call('POST', path)).status).toBe(202)
  })

  it('fixes a failed source that is not flaky', async () => {
    const { kb, source, path } = sourceOf('IT Runbooks', 'intranet.brightdesk.io/it')
    expect(source.status).toBe('failed')
    expect((await h.call('POST', path)).status).toBe(202)
    await h.clock.advance(REFRESH_MAX_MS)
    expect(await getSource(kb.id, source.id)).toMatchObject({ status: 'ready', last_error: null })
  })

  it('fails when fail_next_refresh was set, consuming the flag', async () => {
    const { kb, source, path } = sourceOf('Billing & Plans', 'Billing playbook')
    const before = { ...source }
    expect((await h.control('/faults', { fail_next_refresh: true })).status).toBe(200)
    expect((await h.call('POST', path)).status).toBe(202)
    expect(h.svc.store.faults.fail_next_refresh).toBe(false)
    await h.clock.advance(REFRESH_MAX_MS)
    const failed = await getSource(kb.id, source.id)
    expect(failed).toMatchObject({
      status: 'failed',
      last_refreshed_at: before.last_refreshed_at,
      document_count: before.document_count,
    })
    expect(failed?.last_error).toMatch(/\S/)

    expect((await h.call('POST', path)).status).toBe(202)
    await h.clock.advance(REFRESH_MAX_MS)
    expect(await getSource(kb.id, source.id)).toMatchObject({ status: 'ready', last_error: null })
  })

  it('always fails for a source the seed marks flaky', async () => {
    const { kb, source, path } = sourceOf('Partner Program', 'Partner wiki')
    for (let i = 0; i < 2; i++) {
      expect((await h.call('POST', path)).status).toBe(202)
      await h.clock.advance(REFRESH_MAX_MS)
      const s = await getSource(kb.id, source.id)
      expect(s?.status).toBe('failed')
      expect(s?.last_error).toContain('Notion')
    }
  })

  it('divides the duration by the time scale', async () => {
    h.svc.config.timeScale = 10
    const { kb, source, path } = sourceOf('Help Center', 'help.brightdesk.io')
    await h.call('POST', path)
    const scaled = refreshDurationMs(source.id, 10)
    expect(Math.abs(scaled - refreshDurationMs(source.id, 1) / 10)).toBeLessThanOrEqual(0.5)
    await h.clock.advance(scaled - 1)
    expect((await getSource(kb.id, source.id))?.status).toBe('refreshing')
    await h.clock.advance(1)
    expect((await getSource(kb.id, source.id))?.status).toBe('ready')
  })

  it('blocks publishing while refreshing and unblocks when ready', async () => {
    const p = [...h.svc.store.products.values()].find((x) => x.slug === 'release-notes-writer')
    if (!p) throw new Error('no release-notes-writer')
    const kb = h.svc.store.knowledgeBases.get(p.knowledge_base_ids[0] ?? '')
    const src = kb?.sources[1]
    await h.call('POST', `/knowledge-bases/${kb?.id}/sources/${src?.id}/refresh`)
    const blocked = await h.call('POST', `/products/${p.id}/publish`)
    expect(problem.parse(blocked.json).errors?.map((e) => e.code)).toEqual(['source_refreshing'])
    await h.clock.advance(REFRESH_MAX_MS)
    const ok = await h.call('POST', `/products/${p.id}/publish`)
    expect(ok.status).toBe(200)
    expect(product.parse(ok.json).status).toBe('published')
  })

  it('answers 404 for a source of another knowledge base', async () => {
    const a = h.kbNamed('Help Center')
    const b = h.kbNamed('Billing & Plans')
    const r = await h.call('POST', `/knowledge-bases/${a.id}/sources/${b.sources[0]?.id}/refresh`)
    expect(r.status).toBe(404)
  })
})
