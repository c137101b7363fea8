import { describe, expect, it } from 'vitest'
import type { KnowledgeBase, KnowledgeSource, Product } from '../../../api/contract'
import { ApiError } from '../../../api/errors'
import { apiChecks, publishChecks, type KnowledgeBaseState } from './checks'

const agent: Product = {
  id: 'prod_abcdef123456',
  kind: 'chat_agent',
  status: 'draft',
  name: 'Support',
  slug: 'support',
  summary: '',
  prompt: 'Be kind.',
  price: null,
  tool_ids: [],
  knowledge_base_ids: [],
  published_at: null,
  mcp_url: null,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}
const mcp: Product = { ...agent, kind: 'mcp_server', prompt: '' }

const source = (status: KnowledgeSource['status'], name = 'help.example.com'): KnowledgeSource => ({
  id: `src_${status}0001`,
  kind: 'website',
  name,
  status,
  last_refreshed_at: null,
  last_error: status === 'failed' ? 'Crawl stopped.' : null,
  document_count: 3,
})
const kb = (...sources: KnowledgeSource[]): KnowledgeBaseState => {
  const value: KnowledgeBase = {
    id: 'kb_abcdef123456',
    name: 'Help',
    description: '',
    sources,
    product_ids: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  }
  return { id: value.id, kb: value, error: null, pending: false }
}
const stateOf = (checks: ReturnType<typeof publishChecks>) => Object.fromEntries(checks.map((c) => [c.id, c.state]))

describe('publishChecks', () => {
  it('blocks a chat agent without a prompt, and says when the fix is only unsaved', () => {
    const [prompt] = publishChecks({ ...agent, prompt: '  ' }, [], false)
    expect(prompt).toMatchObject({ state: 'blocked', fix: 'Write the prompt under Details and save.' })
    expect(publishChecks({ ...agent, prompt: '' }, [], true)[0]?.fix).toBe(
      'Your prompt is not saved yet: save the details.',
    )
    expect(stateOf(publishChecks(agent, [], false))).toEqual({ prompt: 'passed', sources: 'passed' })
  })

  it('blocks an MCP server without tools, and never asks it for a prompt', () => {
    expect(stateOf(publishChecks(mcp, [], false))).toEqual({ tools: 'blocked', sources: 'passed' })
    expect(stateOf(publishChecks({ ...mcp, tool_ids: ['tool_abcdef123456'] }, [], false))).toEqual({
      tools: 'passed',
      sources: 'passed',
    })
  })

  it('blocks on a failed or refreshing source and names it, with the fix that fits', () => {
    const failed = publishChecks(agent, [kb(source('ready'), source('failed', 'wiki'))], false)[1]
    expect(failed).toMatchObject({ state: 'blocked' })
    expect(failed?.detail).toContain('“wiki” in Help failed: Crawl stopped')
    expect(failed?.fix).toMatch(/^Refresh the failed source/)
    // And links to where: the knowledge base that holds it.
    expect(failed?.fixAt).toEqual([{ kbId: 'kb_abcdef123456', label: 'Refresh the failed source of Help' }])
    const refreshing = publishChecks(agent, [kb(source('refreshing'))], false)[1]
    expect(refreshing?.fix).toMatch(/^Wait for the refresh to finish/)
    expect(refreshing?.fixAt).toEqual([{ kbId: 'kb_abcdef123456', label: 'Open Help' }])
  })

  it('says "checking" while sources load, and "unknown" when the key cannot read them', () => {
    expect(publishChecks(agent, [{ id: 'kb_1', kb: undefined, error: null, pending: true }], false)[1]?.state).toBe(
      'checking',
    )
    const refused = new ApiError({ status: 403, code: 'key_product_locked', title: 'Locked' })
    expect(
      publishChecks(agent, [{ id: 'kb_1', kb: undefined, error: refused, pending: false }], false)[1],
    ).toMatchObject({ state: 'unknown', fix: 'The API checks them when you publish.' })
  })
})

describe('apiChecks', () => {
  it('turns the API’s publish_blocked reasons into blocked checks, other codes shown as they are', () => {
    expect(
      apiChecks([
        { pointer: '#/knowledge_base_ids', code: 'source_refreshing', detail: 'A source is refreshing.' },
        { code: 'invalid_value', detail: 'New rule.' },
      ]),
    ).toEqual([
      {
        id: 'api-0',
        label: 'A knowledge source is refreshing',
        state: 'blocked',
        fromServer: true,
        detail: 'A source is refreshing.',
      },
      { id: 'api-1', label: 'invalid_value', state: 'blocked', fromServer: true, detail: 'New rule.' },
    ])
  })
})
