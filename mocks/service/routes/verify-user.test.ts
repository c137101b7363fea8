import { webcrypto } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { verifyUserResult } from '../../../src/api/contract'
import { manualClock } from '../clock'
import { base64url, fromBase64url, issueUserToken, type UserTokenPayload } from '../domain/user-tokens'
import { createService } from '../index'
import { catalogHarness } from '../tests/catalog-harness'
import { START, expectProblem } from '../tests/support'

const KEYS = { workspace: 'ak_test_read', locked: 'ak_test_locked_read' } as const

const h = catalogHarness()
beforeEach(h.restore)

const verify = async (token: string | null, key: string = KEYS.workspace) =>
  h.call('GET', '/verify-user', { key, headers: token === null ? {} : { 'x-user-token': token } })
const sample = (label: string) => {
  const t = h.svc.store.userTokens.find((x) => x.label === label)
  if (!t) throw new Error(`no sample token ${label}`)
  return t.token
}
const productId = (slug: string) => h.bySlug(slug).id
const reasonOf = (json: unknown) => {
  const r = verifyUserResult.parse(json)
  return r.valid ? 'valid' : r.reason
}

describe('base64url', () => {
  const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) & 0xff)

  it('round-trips base64url and rejects other alphabets', () => {
    const data = bytes(70)
    expect(fromBase64url(base64url(data))).toEqual(data)
    expect(base64url(data)).not.toMatch(/[+/=]/)
    expect(fromBase64url('ab+c')).toBeNull()
    expect(fromBase64url('abcde')).toBeNull()
  })
})

describe('end-user token format', () => {
  it('is eut_<payload>.<HMAC-SHA256> that WebCrypto verifies with the workspace secret', async () => {
    const token = sample('valid')
    const m = /^eut_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token)
    expect(m).not.toBeNull()
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(h.svc.store.userTokenSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    const signature = fromBase64url(m?.[2] ?? '') ?? new Uint8Array()
    const ok = await webcrypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(`eut_${m?.[1]}`))
    expect(ok).toBe(true)
    const payload = JSON.parse(
      new TextDecoder().decode(fromBase64url(m?.[1] ?? '') ?? new Uint8Array()),
    ) as UserTokenPayload
    expect(payload).toMatchObject({ product_id: productId('support-assistant') })
    expect(payload.sub).toMatch(/^usr_/)
  })

  it('seeds a secret and the same tokens for the same seed', () => {
    const again = createService({ clock: manualClock(START) })
    expect(h.svc.store.userTokenSecret.length).toBeGreaterThanOrEqual(32)
    expect(h.svc.store.userTokens).toEqual(again.store.userTokens)
    expect(h.svc.store.userTokens.map((t) => t.label)).toEqual(
      expect.arrayContaining(['valid', 'expired', 'tampered', 'other product', 'malformed']),
    )
  })
})

describe('verifyUser with the seeded tokens', () => {
  const cases: [label: string, workspace: string, locked: string][] = [
    ['valid', 'valid', 'valid'],
    ['expired', 'expired', 'expired'],
    ['tampered', 'bad_signature', 'bad_signature'],
    ['other product', 'valid', 'unknown'],
    ['unknown product', 'unknown', 'unknown'],
    ['malformed', 'malformed', 'malformed'],
  ]
  for (const [label, workspace, locked] of cases) {
    it(`"${label}" is ${workspace} for a workspace key and ${locked} for a locked key`, async () => {
      const w = await verify(sample(label), KEYS.workspace)
      expect(w.status).toBe(200)
      expect(reasonOf(w.json)).toBe(workspace)
      const l = await verify(sample(label), KEYS.locked)
      expect(l.status).toBe(200)
      expect(reasonOf(l.json)).toBe(locked)
    })
  }

  it('names the user, the product and the expiry of a valid token', async () => {
    const r = verifyUserResult.parse((await verify(sample('valid'))).json)
    expect(r).toEqual({
      valid: true,
      user: { id: expect.stringMatching(/^usr_/) as string, name: 'Maya Okafor', email: 'maya.okafor@example.com' },
      product_id: productId('support-assistant'),
      expires_at: expect.any(String) as string,
    })
    if (r.valid) expect(Date.parse(r.expires_at)).toBeGreaterThan(START)
  })

  it('names the other product to a workspace key', async () => {
    const r = verifyUserResult.parse((await verify(sample('other product'))).json)
    expect(r.valid && r.product_id).toBe(productId('billing-bot'))
  })

  it('answers 400 invalid_parameter naming the header when it is missing', async () => {
    const r = await verify(null)
    const body = expectProblem(r, 400, 'invalid_parameter')
    expect(body.errors).toEqual([expect.objectContaining({ header: 'X-User-Token', code: 'required' })])
  })
})

describe('verifyUser reasons with tokens made in the test', () => {
  let sign: (p: Partial<UserTokenPayload>) => string
  beforeAll(() => {
    const base: UserTokenPayload = {
      sub: 'usr_TestUser0001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      product_id: productId('support-assistant'),
      exp: Math.floor(START / 1000) + 3600,
    }
    sign = (p) => issueUserToken(h.svc.store.userTokenSecret, { ...base, ...p })
  })

  it('expires exactly at exp by the mock clock', async () => {
    const exp = Math.floor(START / 1000) + 60
    const token = issueUserToken(h.svc.store.userTokenSecret, {
      sub: 'usr_TestUser0001',
      name: 'Ada',
      email: 'ada@example.com',
      product_id: productId('support-assistant'),
      exp,
    })
    expect(reasonOf((await verify(token)).json)).toBe('valid')
    await h.clock.advance(59_999)
    expect(reasonOf((await verify(token)).json)).toBe('valid')
    await h.clock.advance(1)
    expect(reasonOf((await verify(token)).json)).toBe('expired')
    expect(reasonOf((await verify(token, KEYS.locked)).json)).toBe('expired')
    // On a plan, so the trial's end does not answer 402 before the token's expiry is reached.
    h.svc.store.trialEndsAt = null
    await h.clock.advance(31 * 86_400_000)
    expect(reasonOf((await verify(sample('valid'))).json)).toBe('expired')
  })

  it('reports malformed for anything that does not parse', async () => {
    const good = sign({})
    const [head = '', sig = ''] = good.split('.')
    const json = (v: unknown) => `eut_${base64url(new TextEncoder().encode(JSON.stringify(v)))}.${sig}`
    const malformed = [
      'hello',
      good.slice(4),
      `${head}`,
      `${head}.${sig}.extra`,
      `${head}.sig+nature`,
      `eut_${base64url(new TextEncoder().encode('{not json'))}.${sig}`,
      json({ sub: 'usr_TestUser0001' }),
      json({ sub: 'someone', name: 'A', email: 'a', product_id: productId('support-assistant'), exp: 1 }),
      json([1, 2, 3]),
      `eut_${base64url(Uint8Array.from([0xff, 0xfe, 0x00]))}.${sig}`,
    ]
    for (const token of malformed) {
      for (const key of [KEYS.workspace, KEYS.locked])
        expect(reasonOf((await verify(token, key)).json), token).toBe('malformed')
    }
  })

  it('reports bad_signature for an edited payload or a foreign secret', async () => {
    const good = sign({})
    const [, sig = ''] = good.split('.')
    const [editedHead = ''] = sign({ email: 'mallory@example.com' }).split('.')
    const foreign = issueUserToken('another-secret', {
      sub: 'usr_TestUser0001',
      name: 'Ada',
      email: 'ada@example.com',
      product_id: productId('support-assistant'),
      exp: Math.floor(START / 1000) + 3600,
    })
    const [head = ''] = good.split('.')
    const flipped = `${head}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`
    for (const token of [`${editedHead}.${sig}`, foreign, flipped])
      for (const key of [KEYS.workspace, KEYS.locked])
        expect(reasonOf((await verify(token, key)).json)).toBe('bad_signature')
  })

  it('reports unknown for a product that does not exist or another product under a locked key', async () => {
    const missing = sign({ product_id: 'prod_NoSuchProduct01' })
    expect(reasonOf((await verify(missing, KEYS.workspace)).json)).toBe('unknown')
    expect(reasonOf((await verify(missing, KEYS.locked)).json)).toBe('unknown')
    const other = sign({ product_id: productId('order-tracker') })
    expect(reasonOf((await verify(other, KEYS.workspace)).json)).toBe('valid')
    expect(reasonOf((await verify(other, KEYS.locked)).json)).toBe('unknown')
    // An expired token of another product says nothing more to a locked key than unknown.
    const otherExpired = sign({ product_id: productId('order-tracker'), exp: 1 })
    expect(reasonOf((await verify(otherExpired, KEYS.locked)).json)).toBe('unknown')
    expect(reasonOf((await verify(otherExpired, KEYS.workspace)).json)).toBe('expired')
  })

  it('accepts surrounding whitespace in the header', async () => {
    expect(reasonOf((await verify(`  ${sign({})} `)).json)).toBe('valid')
  })
})
