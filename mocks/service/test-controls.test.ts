// The /_mock controls the hardening specs lean on: an extra, non-public API key
// (POST /_mock/keys) and a conversation with given texts and contact
// (POST /_mock/conversations with `texts` and `contact`).
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { message, session } from '../../src/api/contract'
import { mockConversationResult, mockState } from '../../src/api/contract/mock-controls'
import type { MockService } from './index'
import { expectProblem, newService, send } from './tests/support'

const EXTRA = 'ak_live_private_0123456789'

const publishedChatAgent = (svc: MockService) =>
  [...svc.store.products.values()].find((p) => p.kind === 'chat_agent' && p.status === 'published')?.id ?? ''

describe('POST /_mock/keys', () => {
  it('adds a key the API accepts, with the scope it was given, until a reset', async () => {
    const svc = newService()
    expect((await send(svc, 'GET', '/v1/products', { key: EXTRA })).status).toBe(401)

    const added = await send(svc, 'POST', '/_mock/keys', { key: null, body: { key: EXTRA, scope: 'read' } })
    expect(added.status).toBe(201)
    expect(mockState.parse(added.json).keys).toContainEqual({
      key: EXTRA,
      scope: 'read',
      product_id: null,
      label: 'Extra key',
    })
    expect((await send(svc, 'GET', '/v1/products', { key: EXTRA })).status).toBe(200)
    expectProblem(
      await send(svc, 'POST', '/v1/products', { key: EXTRA, body: { name: 'x', kind: 'chat_agent' } }),
      403,
      'insufficient_scope',
    )

    await send(svc, 'POST', '/_mock/reset', { key: null })
    expect((await send(svc, 'GET', '/v1/products', { key: EXTRA })).status).toBe(401)
  })

  it('refuses a key that does not look like one', async () => {
    const svc = newService()
    for (const key of ['', 'secret', 'ak_short', 'ak_with space_123456', `ak_${'x'.repeat(101)}`])
      expectProblem(await send(svc, 'POST', '/_mock/keys', { key: null, body: { key } }), 422, 'validation_failed')
  })
})

describe('POST /_mock/conversations with texts', () => {
  it('stores the texts verbatim, alternating visitor and agent, and the given contact', async () => {
    const svc = newService()
    const texts = ['<script>alert(1)</script>', '[x](javascript:alert(2))', '\u202Egnp.exe']
    const contact = { name: '<img src=x onerror=alert(3)>', email: 'javascript:alert(4)' }
    const reply = await send(svc, 'POST', '/_mock/conversations', {
      key: null,
      body: { product_id: publishedChatAgent(svc), messages: 10, texts, contact },
    })
    expect(reply.status).toBe(201)
    const { session_id } = mockConversationResult.parse(reply.json)

    const listed = await send(svc, 'GET', `/v1/sessions/${session_id}/messages?limit=100`)
    const messages = z.array(message).parse((listed.json as { data: unknown }).data)
    expect(messages.map((m) => [m.role, m.text])).toEqual([
      ['visitor', texts[0]],
      ['agent', texts[1]],
      ['visitor', texts[2]],
    ])
    expect(session.parse((await send(svc, 'GET', `/v1/sessions/${session_id}`)).json).contact).toEqual(contact)
  })

  it('keeps generated texts and no forced contact without them', async () => {
    const svc = newService()
    const reply = await send(svc, 'POST', '/_mock/conversations', {
      key: null,
      body: { product_id: publishedChatAgent(svc), messages: 2 },
    })
    const { message_ids } = mockConversationResult.parse(reply.json)
    expect(message_ids).toHaveLength(2)
    expectProblem(
      await send(svc, 'POST', '/_mock/conversations', {
        key: null,
        body: { product_id: publishedChatAgent(svc), texts: [] },
      }),
      422,
      'validation_failed',
    )
  })
})
