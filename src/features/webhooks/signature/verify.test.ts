// The browser checks against the mock's signer and node:crypto: real signatures pass,
// a changed body, id or timestamp fails, and each result names the exact string signed.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { githubSignature, standardSignature } from '../../../../mocks/service/domain/signing'
import { checkGithub, checkSignatures, checkStandard, fromBase64, parseHeaders, standardKey } from './verify'

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8lZ8kQvFq2E='
const OTHER = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='
const BODY = '{"id":"evt_8fK2mQ4xLp","type":"message.completed","data":{"text":"Grüße, 世界"}}'
const ID = 'evt_8fK2mQ4xLp'
const TS = 1_795_253_400

describe('checkGithub', () => {
  it('accepts the signature the service sends and computes it as node:crypto does', async () => {
    const header = githubSignature(SECRET, BODY)
    const result = await checkGithub(BODY, header, SECRET)
    expect(result.matches).toBe(true)
    expect(result.signedString).toBe(BODY)
    expect(result.expected).toBe(`sha256=${createHmac('sha256', SECRET).update(BODY, 'utf8').digest('hex')}`)
  })

  it('rejects a changed body, another secret and a missing header', async () => {
    const header = githubSignature(SECRET, BODY)
    expect((await checkGithub(`${BODY} `, header, SECRET)).matches).toBe(false)
    expect((await checkGithub(BODY.replace('Grüße', 'Grusse'), header, SECRET)).matches).toBe(false)
    expect((await checkGithub(BODY, header, OTHER)).matches).toBe(false)
    expect((await checkGithub(BODY, null, SECRET)).matches).toBe(false)
  })
})

describe('checkStandard', () => {
  const input = (over: Partial<Parameters<typeof checkStandard>[0]> = {}) => ({
    body: BODY,
    id: ID,
    timestamp: String(TS),
    signature: standardSignature([SECRET], ID, TS, BODY),
    secret: SECRET,
    nowSeconds: TS + 30,
    ...over,
  })

  it('accepts the service’s signature and shows id.timestamp.body as the signed string', async () => {
    const result = await checkStandard(input())
    if (!result.ok) throw new Error(result.problem)
    expect(result.matches).toBe(true)
    expect(result.signedString).toBe(`${ID}.${TS}.${BODY}`)
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64')
    expect(result.expected).toBe(`v1,${createHmac('sha256', key).update(`${ID}.${TS}.${BODY}`).digest('base64')}`)
    expect(result.ageSeconds).toBe(30)
    expect(result.withinTolerance).toBe(true)
  })

  it('matches either secret while a rotation overlaps', async () => {
    const both = standardSignature([OTHER, SECRET], ID, TS, BODY)
    const result = await checkStandard(input({ signature: both }))
    expect(result.ok && result.matches).toBe(true)
    expect(result.ok && result.received).toHaveLength(2)
  })

  it('rejects a changed body, id or timestamp, and flags an old timestamp', async () => {
    for (const over of [{ body: `${BODY}\n` }, { id: 'evt_other000' }, { timestamp: String(TS + 1) }]) {
      const result = await checkStandard(input(over))
      expect(result.ok && result.matches, JSON.stringify(over)).toBe(false)
    }
    const old = await checkStandard(input({ nowSeconds: TS + 301 }))
    expect(old.ok && old.matches).toBe(true)
    expect(old.ok && old.withinTolerance).toBe(false)
  })

  it('explains missing headers and a secret that is not base64', async () => {
    expect(await checkStandard(input({ id: null }))).toMatchObject({ ok: false, problem: 'missing-id' })
    expect(await checkStandard(input({ timestamp: 'yesterday' }))).toMatchObject({
      ok: false,
      problem: 'bad-timestamp',
    })
    expect(await checkStandard(input({ secret: 'whsec_not*base64' }))).toMatchObject({
      ok: false,
      problem: 'secret-not-base64',
    })
  })
})

describe('parsing', () => {
  it('reads pasted headers case-insensitively and ignores other lines', () => {
    expect(
      parseHeaders('POST /hook HTTP/1.1\r\nWebhook-Id: evt_1\nX-Webhook-Signature-256:  sha256=ab \n\nnot a header'),
    ).toEqual({ 'webhook-id': 'evt_1', 'x-webhook-signature-256': 'sha256=ab' })
  })

  it('decodes base64 with or without padding and refuses other text', () => {
    expect(Array.from(fromBase64('AQID') ?? [])).toEqual([1, 2, 3])
    expect(Array.from(fromBase64('AQI') ?? [])).toEqual([1, 2])
    expect(fromBase64('A')).toBeNull()
    expect(fromBase64('a-b_')).toBeNull()
    expect(standardKey(SECRET)).toHaveLength(32)
  })
})

describe('checkSignatures', () => {
  it('checks each scheme only when its headers were pasted', async () => {
    const headers = { 'x-webhook-signature-256': githubSignature(SECRET, BODY) }
    const only = await checkSignatures({ body: BODY, headers, secret: SECRET, nowSeconds: TS })
    expect(only.github?.matches).toBe(true)
    expect(only.standard).toBeNull()
    const none = await checkSignatures({ body: BODY, headers: {}, secret: SECRET, nowSeconds: TS })
    expect(none).toEqual({ github: null, standard: null })
  })
})
