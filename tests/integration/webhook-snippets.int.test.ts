// The signature checker's Node snippets, and its in-browser checks, against real
// deliveries: the standalone server POSTs to a receiver on loopback, and the exact
// snippet text shown on /webhooks/verify-signature verifies what arrived.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productList, webhookEndpointWithSecret, type WebhookEndpointWithSecret } from '../../src/api/contract'
import { SNIPPETS } from '../../src/features/webhooks/signature/snippets'
import { checkSignatures } from '../../src/features/webhooks/signature/verify'
import type { MockServer } from '../../mocks/server'
import { call, callOk, header, startReceiver, startServer, type Receiver, type Received } from './support'

type Verify256 = (rawBody: Buffer | string, header: string | undefined, secret: string) => boolean
type VerifyStandard = (
  rawBody: Buffer | string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  nowSeconds?: number,
) => boolean

let server: MockServer
let receiver: Receiver
let endpoint: WebhookEndpointWithSecret
let dir: string
let verify256: Verify256
let verifyStandard: VerifyStandard

/** Imports a snippet's exact text as a module; its export, called, must answer a boolean. */
async function load(id: (typeof SNIPPETS)[number]['id'], name: string): Promise<(...args: unknown[]) => boolean> {
  const snippet = SNIPPETS.find((s) => s.id === id)
  if (!snippet) throw new Error(`no snippet ${id}`)
  const file = join(dir, snippet.file)
  await writeFile(file, snippet.code)
  const module: unknown = await import(pathToFileURL(file).href)
  const fn: unknown = module && typeof module === 'object' ? Reflect.get(module, name) : undefined
  if (typeof fn !== 'function') throw new Error(`${snippet.file} exports no ${name}`)
  return (...args) => {
    const answer: unknown = Reflect.apply(fn, undefined, args)
    if (typeof answer !== 'boolean') throw new Error(`${name} answered ${String(answer)}`)
    return answer
  }
}

beforeAll(async () => {
  ;[server, receiver] = await Promise.all([startServer(), startReceiver()])
  dir = await mkdtemp(join(tmpdir(), 'webhook-snippets-'))
  verify256 = await load('signature-256', 'verifySignature256')
  verifyStandard = await load('standard', 'verifyStandardWebhook')
  endpoint = await callOk(server, webhookEndpointWithSecret, '/v1/webhooks', {
    json: { url: receiver.url, events: ['conversation.created', 'message.completed'], description: 'snippets' },
  })
})

afterAll(async () => {
  await server.close()
  await receiver.close()
  await rm(dir, { recursive: true, force: true })
})

async function converse(): Promise<Received[]> {
  const published = await callOk(server, productList, '/v1/products?status=published&limit=100')
  const chat = published.data.find((p) => p.kind === 'chat_agent')
  if (!chat) throw new Error('The seed has no published chat agent.')
  const before = receiver.received.length
  const res = await call(server, '/_mock/conversations', { key: null, json: { product_id: chat.id, messages: 2 } })
  expect(res.status).toBe(201)
  // conversation.created and one message.completed for the agent's answer.
  return (await receiver.waitFor((all) => all.length >= before + 2)).slice(before)
}

describe('the checker’s snippets and checks on real deliveries', () => {
  it('the Node snippets accept every delivery and refuse a changed body', async () => {
    const got = await converse()
    for (const r of got) {
      expect(verify256(Buffer.from(r.body), header(r, 'x-webhook-signature-256'), endpoint.secret)).toBe(true)
      expect(verifyStandard(Buffer.from(r.body), r.headers, endpoint.secret)).toBe(true)
      expect(verify256(`${r.body} `, header(r, 'x-webhook-signature-256'), endpoint.secret)).toBe(false)
      expect(verifyStandard(`${r.body} `, r.headers, endpoint.secret)).toBe(false)
      // An hour later the same request is a replay.
      expect(verifyStandard(r.body, r.headers, endpoint.secret, Date.now() / 1000 + 3600)).toBe(false)
    }
  })

  it('the in-browser checks agree, and show the exact strings signed', async () => {
    const [r] = await converse()
    if (!r) throw new Error('nothing received')
    const headers = Object.fromEntries(Object.keys(r.headers).map((k) => [k, header(r, k)]))
    const nowSeconds = Math.floor(Date.now() / 1000)
    const ok = await checkSignatures({ body: r.body, headers, secret: endpoint.secret, nowSeconds })
    expect(ok.github?.matches).toBe(true)
    expect(ok.standard).toMatchObject({
      ok: true,
      matches: true,
      signedString: `${header(r, 'webhook-id')}.${header(r, 'webhook-timestamp')}.${r.body}`,
    })
    const changed = await checkSignatures({ body: `${r.body}x`, headers, secret: endpoint.secret, nowSeconds })
    expect(changed.github?.matches).toBe(false)
    expect(changed.standard?.ok && changed.standard.matches).toBe(false)
  })

  it('after a rotation, both secrets verify the Standard Webhooks signature, and the old one the 256 header', async () => {
    const rotated = await callOk(server, webhookEndpointWithSecret, `/v1/webhooks/${endpoint.id}/rotate-secret`, {
      method: 'POST',
      status: 200,
    })
    const [r] = await converse()
    if (!r) throw new Error('nothing received')
    expect(verifyStandard(r.body, r.headers, rotated.secret)).toBe(true)
    expect(verifyStandard(r.body, r.headers, endpoint.secret)).toBe(true)
    // The 256 header carries one signature: the previous secret's until the overlap ends.
    expect(verify256(r.body, header(r, 'x-webhook-signature-256'), endpoint.secret)).toBe(true)
    expect(verify256(r.body, header(r, 'x-webhook-signature-256'), rotated.secret)).toBe(false)
  })
})
