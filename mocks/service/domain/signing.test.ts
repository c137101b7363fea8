// The pure-TS SHA-256, HMAC and base64 against Node's crypto and the two verifier libraries.
import { createHash, createHmac } from 'node:crypto'
import { sign as signGithub } from '@octokit/webhooks-methods'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { signingSecret } from '../../../src/api/contract'
import { seededRandom } from '../random'
import {
  fromBase64,
  githubSignature,
  hmacSha256,
  newSigningSecret,
  sha256,
  standardSignature,
  toBase64,
  toHex,
  utf8,
} from './signing'

const bytes = (n: number, seed = n) => {
  const rng = seededRandom(seed)
  return Uint8Array.from({ length: n }, () => rng.int(0, 255))
}
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

describe('sha256', () => {
  it('matches node:crypto for every length around the block and padding boundaries', () => {
    for (let n = 0; n <= 200; n++)
      expect(hex(sha256(bytes(n))), `length ${n}`).toBe(createHash('sha256').update(bytes(n)).digest('hex'))
    const big = bytes(100_003)
    expect(hex(sha256(big))).toBe(createHash('sha256').update(big).digest('hex'))
  })

  it('hashes UTF-8 text as Node does', () => {
    const text = 'Привет, 世界! 👋 café'
    expect(toHex(sha256(utf8(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
  })
})

describe('hmacSha256', () => {
  it('matches node:crypto for short, block-sized and long keys, and for a message in parts', () => {
    for (const keyLength of [0, 1, 20, 32, 63, 64, 65, 200]) {
      const key = bytes(keyLength, 7 + keyLength)
      for (const n of [0, 1, 55, 64, 119, 500]) {
        const msg = bytes(n, 100 + n)
        const want = createHmac('sha256', key).update(msg).digest('hex')
        expect(hex(hmacSha256(key, msg)), `key ${keyLength}, message ${n}`).toBe(want)
        expect(
          hex(hmacSha256(key, msg.subarray(0, n >> 1), msg.subarray(n >> 1))),
          `parts, key ${keyLength}, message ${n}`,
        ).toBe(want)
      }
    }
  })
})

describe('base64', () => {
  it('round-trips and matches Buffer', () => {
    for (let n = 0; n <= 40; n++) {
      const b = bytes(n)
      const text = toBase64(b)
      expect(text).toBe(Buffer.from(b).toString('base64'))
      expect(hex(fromBase64(text))).toBe(hex(b))
      expect(hex(fromBase64(text.replace(/=+$/, '')))).toBe(hex(b))
    }
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => fromBase64('ab$d')).toThrow()
  })
})

describe('secrets and signatures', () => {
  it('makes whsec_ secrets of 32 random bytes, the same for the same seed', () => {
    const a = newSigningSecret(seededRandom(5))
    expect(signingSecret.safeParse(a).success).toBe(true)
    expect(fromBase64(a.slice('whsec_'.length))).toHaveLength(32)
    expect(newSigningSecret(seededRandom(5))).toBe(a)
    expect(newSigningSecret(seededRandom(6))).not.toBe(a)
  })

  it('signs GitHub-style exactly as @octokit/webhooks-methods does', async () => {
    const secret = newSigningSecret(seededRandom(1))
    const body = JSON.stringify({ id: 'evt_123456', text: 'Grüße 👋' })
    expect(githubSignature(secret, body)).toBe(await signGithub(secret, body))
    expect(githubSignature(secret, utf8(body))).toBe(await signGithub(secret, body))
  })

  it('signs Standard Webhooks exactly as the standardwebhooks library does, once per secret', () => {
    const [a, b] = [newSigningSecret(seededRandom(1)), newSigningSecret(seededRandom(2))]
    const body = '{"hello":"wörld"}'
    const at = new Date(Date.UTC(2026, 10, 21, 12))
    const ts = Math.floor(at.getTime() / 1000)
    const header = standardSignature([a, b], 'evt_abcdef', ts, body)
    expect(header).toBe(`${new Webhook(a).sign('evt_abcdef', at, body)} ${new Webhook(b).sign('evt_abcdef', at, body)}`)
    expect(standardSignature([a], 'evt_abcdef', ts + 1, body)).not.toBe(header.split(' ')[0])
  })
})
