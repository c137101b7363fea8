// Real webhook POSTs from the standalone server to a receiver on loopback: signed
// as the contract says, in order, and consistent with deliveries and the ledger.
import { verify as verifyGithub } from '@octokit/webhooks-methods'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVENT_TYPES,
  deliveryList,
  messageList,
  productList,
  session,
  wallet,
  walletEntryList,
  webhookEndpointWithSecret,
  webhookEvent,
  type Message,
  type WebhookEndpointWithSecret,
} from '../../src/api/contract'
import type { MockServer } from '../../mocks/server'
import { call, callOk, header, startReceiver, startServer, type Receiver, type Received } from './support'

let server: MockServer
let receiver: Receiver
let endpoint: WebhookEndpointWithSecret
let productId: string

beforeAll(async () => {
  ;[server, receiver] = await Promise.all([startServer(), startReceiver()])
  endpoint = await callOk(server, webhookEndpointWithSecret, '/v1/webhooks', {
    json: { url: receiver.url, events: [...EVENT_TYPES], description: 'integration receiver' },
  })
  const published = await callOk(server, productList, '/v1/products?status=published&limit=100')
  const chat = published.data.find((p) => p.kind === 'chat_agent') ?? published.data[0]
  if (!chat) throw new Error('The seed has no published product.')
  productId = chat.id
})

afterAll(async () => {
  await server.close()
  await receiver.close()
})

/** What `/_mock/conversations` answers; the control is outside the public contract. */
interface Conversation {
  session_id: string
  message_ids: string[]
  event_ids: string[]
  entry_ids: string[]
}

function isConversation(v: unknown): v is Conversation {
  if (!v || typeof v !== 'object') return false
  const field = (k: string): unknown => Reflect.get(v, k)
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string')
  return (
    typeof field('session_id') === 'string' && ['message_ids', 'event_ids', 'entry_ids'].every((k) => strings(field(k)))
  )
}

async function simulate(messages: number): Promise<Conversation> {
  const res = await call(server, '/_mock/conversations', { key: null, json: { product_id: productId, messages } })
  const body: unknown = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  if (!isConversation(body)) throw new Error(`Unexpected /_mock/conversations answer: ${JSON.stringify(body)}`)
  return body
}

const ofRun = (run: Conversation) => (received: Received[]) =>
  received.filter((r) => run.event_ids.includes(header(r, 'webhook-id')))

async function transcript(sessionId: string): Promise<Message[]> {
  const page = await callOk(server, messageList, `/v1/sessions/${sessionId}/messages?limit=100`)
  expect(page.has_more).toBe(false)
  return page.data
}

/** The order the API promises for one conversation (docs/api.md, "Events"). */
function expectedTypes(messages: Message[]): string[] {
  return [
    'conversation.created',
    ...messages.flatMap((m) => (m.role === 'agent' ? ['message.created', 'message.completed'] : ['message.created'])),
  ]
}

describe('webhook deliveries to a local receiver', () => {
  it('registers a loopback http URL and returns the signing secret once', async () => {
    expect(endpoint.url).toBe(receiver.url)
    expect(endpoint.status).toBe('active')
    expect(endpoint.secret).toMatch(/^whsec_/)
    const res = await call(server, `/v1/webhooks/${endpoint.id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).not.toHaveProperty('secret')
  })

  it('delivers a conversation signed both ways, in order', async () => {
    const run = await simulate(4)
    const got = ofRun(run)(await receiver.waitFor((all) => ofRun(run)(all).length >= run.event_ids.length))
    expect(got).toHaveLength(run.event_ids.length)

    const messages = await transcript(run.session_id)
    expect(messages.map((m) => m.id)).toEqual(run.message_ids)
    expect(got.map((r) => header(r, 'x-webhook-event'))).toEqual(expectedTypes(messages))
    expect(got.map((r) => header(r, 'webhook-id'))).toEqual(run.event_ids)

    const standard = new Webhook(endpoint.secret)
    for (const r of got) {
      expect(r.method).toBe('POST')
      expect(r.path).toBe('/hook')
      expect(header(r, 'content-type')).toMatch(/^application\/json/)
      expect(header(r, 'x-webhook-attempt')).toBe('1')
      expect(await verifyGithub(endpoint.secret, r.body, header(r, 'x-webhook-signature-256'))).toBe(true)
      const verified = standard.verify(r.body, {
        'webhook-id': header(r, 'webhook-id'),
        'webhook-timestamp': header(r, 'webhook-timestamp'),
        'webhook-signature': header(r, 'webhook-signature'),
      })
      const event = webhookEvent.parse(verified)
      expect(event.id).toBe(header(r, 'webhook-id'))
      expect(event.type).toBe(header(r, 'x-webhook-event'))
      const data = event.data
      if (event.type === 'conversation.created') expect(data.id).toBe(run.session_id)
      else expect(event.data).toMatchObject({ session_id: run.session_id, product_id: productId })
    }
    // The checks can fail: one changed byte breaks both signatures.
    const first = got[0]
    if (!first) throw new Error('nothing received')
    expect(await verifyGithub(endpoint.secret, `${first.body} `, header(first, 'x-webhook-signature-256'))).toBe(false)
    expect(() =>
      standard.verify(`${first.body} `, {
        'webhook-id': header(first, 'webhook-id'),
        'webhook-timestamp': header(first, 'webhook-timestamp'),
        'webhook-signature': header(first, 'webhook-signature'),
      }),
    ).toThrow()
  })

  it('keeps events, deliveries, the session and the ledger in agreement', async () => {
    const before = await callOk(server, wallet, '/v1/wallet')
    const run = await simulate(6)
    const got = ofRun(run)(await receiver.waitFor((all) => ofRun(run)(all).length >= run.event_ids.length))

    // Session figures are the sums over its messages.
    const messages = await transcript(run.session_id)
    const agent = messages.filter((m) => m.role === 'agent')
    expect(messages).toHaveLength(6)
    expect(agent.length).toBeGreaterThan(0)
    const sess = await callOk(server, session, `/v1/sessions/${run.session_id}`)
    expect(sess.product_id).toBe(productId)
    expect(sess.message_count).toBe(messages.length)
    expect(sess.tokens).toEqual({
      input: messages.reduce((s, m) => s + m.tokens.input, 0),
      output: messages.reduce((s, m) => s + m.tokens.output, 0),
    })
    expect(sess.cost).toBe(messages.reduce((s, m) => s + m.cost, 0))

    // One event per step, one delivery per event, each carrying the bytes the receiver got.
    expect(run.event_ids).toHaveLength(expectedTypes(messages).length)
    const page = await callOk(server, deliveryList, `/v1/webhooks/${endpoint.id}/deliveries?limit=100`)
    const deliveries = page.data.filter((d) => run.event_ids.includes(d.event_id))
    expect(deliveries).toHaveLength(run.event_ids.length)
    for (const d of deliveries) {
      expect(d.status).toBe('succeeded')
      expect(d.attempts).toHaveLength(1)
      expect(d.attempts[0]).toMatchObject({ number: 1, trigger: 'scheduled', response_status: 200, error: null })
      expect(got.find((r) => header(r, 'webhook-id') === d.event_id)?.body).toBe(d.body)
    }

    // One debit per agent message, for exactly its cost; the balance moves by the total.
    const entries = await callOk(server, walletEntryList, `/v1/wallet/entries?session_id=${run.session_id}&limit=100`)
    expect(entries.data.every((e) => e.type === 'debit')).toBe(true)
    expect(entries.data).toHaveLength(agent.length)
    expect(new Set(entries.data.map((e) => e.id))).toEqual(new Set(run.entry_ids))
    for (const m of agent) {
      const debit = entries.data.find((e) => e.type === 'debit' && e.message_id === m.id)
      expect(debit, `debit of ${m.id}`).toMatchObject({
        amount: -m.cost,
        session_id: run.session_id,
        product_id: productId,
      })
    }
    const after = await callOk(server, wallet, '/v1/wallet')
    expect(after.balance).toBe(before.balance - sess.cost)
    expect(entries.data[0]?.balance_after).toBe(after.balance)
  })
})
