// Events as a receiver sees them: in order per conversation, and every body valid
// against the published OpenAPI document's `webhooks` schemas (not only the zod ones),
// so a consumer that generates types from the document can trust what it receives.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { EVENT_TYPES, SIGNATURE_HEADERS, webhookEndpointWithSecret, type EventType } from '../../../src/api/contract'
import doc from '../../../src/api/openapi.json'
import { settleDeliveries } from '../domain/deliveries'
import { newService, send } from './support'

interface Received {
  type: EventType
  body: string
  headers: Headers
}

/** The document's schema for one event, with its components alongside so `#/components/...` refs resolve. */
function eventValidator(type: EventType) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const schema = doc.webhooks[type].post.requestBody.content['application/json'].schema
  return ajv.compile({ ...schema, components: doc.components })
}

async function runConversation(messages: number) {
  const received: Received[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const req = new Request(input, init)
    return req.text().then((body) => {
      received.push({ type: req.headers.get(SIGNATURE_HEADERS.event) as EventType, body, headers: req.headers })
      return new Response('ok', { status: 200 })
    })
  }
  const svc = newService({ fetch })
  const created = await send(svc, 'POST', '/v1/webhooks', {
    body: { url: 'https://receiver.example.com/hooks', events: [...EVENT_TYPES] },
  })
  expect(created.status).toBe(201)
  webhookEndpointWithSecret.parse(created.json)
  const products = await send(svc, 'GET', '/v1/products?status=published&limit=1')
  const product = (products.json as { data: { id: string }[] }).data[0]
  if (!product) throw new Error('the seed has no published product')
  const run = await send(svc, 'POST', '/_mock/conversations', { key: null, body: { product_id: product.id, messages } })
  expect(run.status).toBe(201)
  await settleDeliveries(svc)
  return received
}

describe('events of a conversation at a receiver', () => {
  it('arrive in order: conversation.created, then message.created before each message.completed', async () => {
    const received = await runConversation(6)
    const events = received.map((r) => JSON.parse(r.body) as { type: EventType; data: { id: string; role?: string } })
    expect(events[0]?.type).toBe('conversation.created')
    expect(events.filter((e) => e.type === 'conversation.created')).toHaveLength(1)
    // 6 messages: 3 visitor (created) + 3 agent (created, completed).
    expect(events.filter((e) => e.type === 'message.created')).toHaveLength(6)
    expect(events.filter((e) => e.type === 'message.completed')).toHaveLength(3)
    events.forEach((e, i) => {
      if (e.type !== 'message.completed') return
      const createdAt = events.findIndex((x) => x.type === 'message.created' && x.data.id === e.data.id)
      expect(createdAt, `message.created of ${e.data.id} comes before its completion`).toBeGreaterThanOrEqual(0)
      expect(createdAt).toBeLessThan(i)
    })
  })

  it('validate against the OpenAPI document’s webhooks schemas, and carry both signatures', async () => {
    const received = await runConversation(4)
    const validators = Object.fromEntries(EVENT_TYPES.map((t) => [t, eventValidator(t)]))
    expect(received.length).toBeGreaterThan(0)
    for (const r of received) {
      const validate = validators[r.type]
      if (!validate) throw new Error(`unexpected event type ${r.type}`)
      const ok = validate(JSON.parse(r.body))
      expect(validate.errors ?? [], `${r.type} payload`).toEqual([])
      expect(ok).toBe(true)
      expect(r.headers.get(SIGNATURE_HEADERS.github)).toMatch(/^sha256=[0-9a-f]{64}$/)
      expect(r.headers.get(SIGNATURE_HEADERS.signature)).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    }
  })

  it('the document’s schema refuses a payload the contract would refuse', () => {
    const validate = eventValidator('message.completed')
    expect(validate({ id: 'evt_x', type: 'message.completed', created_at: 'yesterday', data: {} })).toBe(false)
  })
})
