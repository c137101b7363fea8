// The palette's id table against the in-process mock: each lookup finds real objects,
// a 404 is "not found" rather than a failure, and deliveries are found by searching endpoints.
import { DEMO_KEY } from '../../api/contract/demo-keys'
import { i18n } from '#i18n'
import { describe, expect, it } from 'vitest'
import { callApi } from '../../api/client'
import { setupClientOnMock } from '../../../tests/unit/client-on-mock'
import { ID_PREFIXES, type IdKind } from '../../api/contract'
import { isApiError } from '../../api/errors'
import { OBJECT_TYPES } from './object-types'
import { navigationsOf } from './recorded-navigations'

const api = setupClientOnMock()
const { sent, useKey } = api

const lookup = (kind: IdKind, id: string) => {
  const find = OBJECT_TYPES[kind].lookup
  if (!find) throw new Error(`${kind} has no lookup`)
  return find(id, api.client)
}

const missing = (kind: IdKind) => `${ID_PREFIXES[kind]}_zzzzzzzzzzzzzzzz`

describe('OBJECT_TYPES', () => {
  it('names a product, opens its screen, and says none for an id the workspace does not have', async () => {
    const [product] = (await callApi('listProducts', { query: { limit: 1 } })).data
    if (!product) throw new Error('the seed has no product')
    const found = await lookup('product', product.id)
    expect(found).toMatchObject({ name: product.name })
    expect(await navigationsOf(found?.open)).toEqual([
      { to: '/products/$productId', params: { productId: product.id } },
    ])
    await expect(lookup('product', missing('product'))).resolves.toBeNull()
  })

  it('names tools, knowledge bases, their sources, webhooks and transactions', async () => {
    const [tool] = (await callApi('listTools', { query: { limit: 1 } })).data
    const [kb] = (await callApi('listKnowledgeBases', { query: { limit: 1 } })).data
    const [endpoint] = (await callApi('listWebhooks', { query: { limit: 1 } })).data
    const [entry] = (await callApi('listWalletEntries', { query: { limit: 1 } })).data
    const source = kb?.sources[0]
    if (!tool || !kb || !source || !endpoint || !entry) throw new Error('the seed lacks an object')
    await expect(lookup('tool', tool.id)).resolves.toMatchObject({ name: tool.name })
    await expect(lookup('knowledgeBase', kb.id)).resolves.toMatchObject({ name: kb.name })
    await expect(lookup('source', source.id)).resolves.toMatchObject({ name: source.name })
    await expect(lookup('source', missing('source'))).resolves.toBeNull()
    await expect(lookup('webhook', endpoint.id)).resolves.toMatchObject({
      name: endpoint.description || endpoint.url,
    })
    const foundEntry = await lookup('entry', entry.id)
    expect(foundEntry).toMatchObject({ name: entry.description })
    expect(await navigationsOf(foundEntry?.open)).toEqual([
      { to: '/wallet/entries/$entryId', params: { entryId: entry.id } },
    ])
  })

  it('names a conversation by its visitor and product', async () => {
    const [session] = (await callApi('listSessions', { query: { limit: 1 } })).data
    if (!session) throw new Error('the seed has no session')
    const product = await callApi('getProduct', { params: { product_id: session.product_id } })
    const found = await lookup('session', session.id)
    expect(found?.detail).toContain(product.name)
    expect(await navigationsOf(found?.open)).toEqual([
      { to: '/sessions/$sessionId', params: { sessionId: session.id } },
    ])
  })

  it('finds a delivery by asking every endpoint, and says none when no endpoint has it', async () => {
    const endpoints = (await callApi('listWebhooks', { query: { limit: 100 } })).data
    const last = endpoints.at(-1)
    if (!last) throw new Error('the seed has no endpoint')
    const [delivery] = (await callApi('listDeliveries', { params: { webhook_id: last.id }, query: { limit: 1 } })).data
    if (!delivery) throw new Error('the last endpoint has no delivery')

    sent.length = 0
    const found = await lookup('delivery', delivery.id)
    expect(found).toMatchObject({ name: delivery.event_type })
    expect(found?.detail).toContain(last.url)
    expect(sent[0]).toBe('GET /v1/webhooks?limit=100')
    expect(sent.filter((s) => s.endsWith(`/deliveries/${delivery.id}`))).toHaveLength(endpoints.length)

    await expect(lookup('delivery', missing('delivery'))).resolves.toBeNull()
  })

  it('passes on errors that are not "not found", such as a locked key on a workspace resource', async () => {
    const [tool] = (await callApi('listTools', { query: { limit: 1 } })).data
    if (!tool) throw new Error('the seed has no tool')
    useKey(DEMO_KEY.locked)
    const error: unknown = await lookup('tool', tool.id).catch((e: unknown) => e)
    expect(isApiError(error) && error.code).toBe('key_product_locked')
  })

  it('says why ids that cannot be found alone have no lookup', () => {
    for (const kind of ['message', 'event', 'attempt', 'user'] as const) {
      expect(OBJECT_TYPES[kind].lookup).toBeNull()
      const note = OBJECT_TYPES[kind].note
      expect(note && i18n._(note)).toMatch(/paste|no lookup/)
    }
  })
})
