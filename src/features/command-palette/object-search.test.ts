// The palette's name searches against the in-process mock: each kind asks its list with the
// search parameter and a small page, conversations by contact only, and a locked key's
// lists hold only its product.
import { DEMO_KEY } from '../../api/contract/demo-keys'
import { describe, expect, it } from 'vitest'
import { callApi } from '../../api/client'
import { setupClientOnMock } from '../../../tests/unit/client-on-mock'
import { SEARCH_LIMIT, SEARCHERS } from './object-search'
import { navigationsOf } from './recorded-navigations'

const api = setupClientOnMock()
const { sent, useKey } = api

const search = (kind: keyof typeof SEARCHERS, q: string) =>
  SEARCHERS[kind].search(q, { client: api.client, signal: new AbortController().signal })

describe('SEARCHERS', () => {
  it('finds a product by name or slug with one small page, and opens it', async () => {
    const hits = await search('product', 'billing')
    expect(hits.map((h) => h.name)).toEqual(['Billing Bot'])
    expect(hits[0]).toMatchObject({ kind: 'product', keywords: ['billing-bot'] })
    expect(hits[0]?.detail).toMatch(/\/billing-bot$/)
    expect(sent).toEqual([`GET /v1/products?q=billing&limit=${SEARCH_LIMIT}`])
    expect(await navigationsOf(hits[0]?.open)).toEqual([
      { to: '/products/$productId', params: { productId: hits[0]?.id } },
    ])
    expect((await search('product', 'support-assist')).map((h) => h.name)).toEqual(['Support Assistant'])
  })

  it('finds tools, knowledge bases and webhook endpoints (by description or host)', async () => {
    expect((await search('tool', 'track_ship')).map((h) => h.name)).toEqual(['track_shipment'])
    expect((await search('knowledgeBase', 'help center')).map((h) => h.name)).toEqual(['Help Center'])
    const byDescription = await search('webhook', 'crm sync')
    expect(byDescription.map((h) => h.name)).toEqual(['CRM sync: every event, always answered'])
    expect(byDescription[0]?.detail).toMatch(/^ok\.sandbox\.invalid · active/)
    expect((await search('webhook', 'flaky.sandbox')).length).toBe(1)
  })

  it('finds conversations by contact e-mail, named by the contact, with product and last message', async () => {
    const page = await callApi('listSessions', { query: { has_contact: 'true', limit: 100 } })
    const withEmail = page.data.find((s) => s.contact?.email && s.contact.name)
    if (!withEmail?.contact?.email) throw new Error('the seed has no contact with an e-mail')
    sent.length = 0
    const hits = await search('session', withEmail.contact.email)
    expect(hits.map((h) => h.id)).toContain(withEmail.id)
    const hit = hits.find((h) => h.id === withEmail.id)
    expect(hit).toMatchObject({ name: withEmail.contact.name, kind: 'session' })
    expect(hit?.detail).toContain(withEmail.contact.email)
    expect(hit?.detail).toMatch(/last message/)
    expect(sent[0]).toBe(
      `GET /v1/sessions?contact=${encodeURIComponent(withEmail.contact.email)}&limit=${SEARCH_LIMIT}`,
    )
    // The product is named with one request per product, however many conversations share it.
    const listed = await callApi('listSessions', { query: { contact: withEmail.contact.email, limit: SEARCH_LIMIT } })
    const productIds = new Set(listed.data.map((s) => s.product_id))
    expect(sent.filter((s) => s.startsWith('GET /v1/products/'))).toHaveLength(productIds.size)
  })

  it('gives a locked key only its own product', async () => {
    useKey(DEMO_KEY.locked)
    const hits = await search('product', 'a')
    expect(hits.map((h) => h.name)).toEqual(['Support Assistant'])
  })
})
