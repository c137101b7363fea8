// Webhook signing in pure TypeScript (SHA-256, HMAC, base64): synchronous, so
// deliveries stay deterministic under fake clocks in Node, workers and tests alike.
import type { Random } from '../random'

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
])
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]

const w = new Int32Array(64)

/** Compresses the 64-byte block of `data` at `pos` into `h`. */
function compress(h: Int32Array, data: Uint8Array, pos: number): void {
  for (let i = 0; i < 16; i++) {
    const j = pos + i * 4
    w[i] = ((data[j] ?? 0) << 24) | ((data[j + 1] ?? 0) << 16) | ((data[j + 2] ?? 0) << 8) | (data[j + 3] ?? 0)
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15] ?? 0
    const b = w[i - 2] ?? 0
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3)
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10)
    w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0
  }
  let a = h[0] ?? 0
  let b = h[1] ?? 0
  let c = h[2] ?? 0
  let d = h[3] ?? 0
  let e = h[4] ?? 0
  let f = h[5] ?? 0
  let g = h[6] ?? 0
  let hh = h[7] ?? 0
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const ch = (e & f) ^ (~e & g)
    const t1 = (hh + S1 + ch + (K[i] ?? 0) + (w[i] ?? 0)) | 0
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const maj = (a & b) ^ (a & c) ^ (b & c)
    const t2 = (S0 + maj) | 0
    hh = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  h[0] = ((h[0] ?? 0) + a) | 0
  h[1] = ((h[1] ?? 0) + b) | 0
  h[2] = ((h[2] ?? 0) + c) | 0
  h[3] = ((h[3] ?? 0) + d) | 0
  h[4] = ((h[4] ?? 0) + e) | 0
  h[5] = ((h[5] ?? 0) + f) | 0
  h[6] = ((h[6] ?? 0) + g) | 0
  h[7] = ((h[7] ?? 0) + hh) | 0
}

/** Incremental SHA-256, so HMAC can start from a precomputed key state and hash parts without copying. */
class Sha256 {
  private readonly h: Int32Array
  private readonly buf = new Uint8Array(64)
  private n = 0
  constructor(
    init: ArrayLike<number> = H0,
    private total = 0,
  ) {
    this.h = Int32Array.from(init)
  }

  update(data: Uint8Array): this {
    let i = 0
    this.total += data.length
    if (this.n > 0) {
      const take = Math.min(64 - this.n, data.length)
      this.buf.set(data.subarray(0, take), this.n)
      this.n += take
      i = take
      if (this.n < 64) return this
      compress(this.h, this.buf, 0)
      this.n = 0
    }
    for (; i + 64 <= data.length; i += 64) compress(this.h, data, i)
    if (i < data.length) {
      this.buf.set(data.subarray(i))
      this.n = data.length - i
    }
    return this
  }

  /** The state after whole blocks only: what HMAC keeps of a padded key. */
  state(): Int32Array {
    return Int32Array.from(this.h)
  }

  digest(): Uint8Array {
    // The 0x80 marker and the 64-bit bit length close the message in one or two blocks.
    const bits = this.total * 8
    const tail = new Uint8Array(this.n < 56 ? 64 : 128)
    tail.set(this.buf.subarray(0, this.n))
    tail[this.n] = 0x80
    const view = new DataView(tail.buffer)
    view.setUint32(tail.length - 8, Math.floor(bits / 0x100000000))
    view.setUint32(tail.length - 4, bits >>> 0)
    compress(this.h, tail, 0)
    if (tail.length === 128) compress(this.h, tail, 64)
    const out = new Uint8Array(32)
    const outView = new DataView(out.buffer)
    for (let i = 0; i < 8; i++) outView.setInt32(i * 4, this.h[i] ?? 0)
    return out
  }
}

export function sha256(data: Uint8Array): Uint8Array {
  return new Sha256().update(data).digest()
}

/** An HMAC key as the two hash states after its padded blocks. */
export interface HmacKey {
  inner: Int32Array
  outer: Int32Array
}

export function hmacKey(key: Uint8Array): HmacKey {
  const k = key.length > 64 ? sha256(key) : key
  const ipad = new Uint8Array(64)
  const opad = new Uint8Array(64)
  for (let i = 0; i < 64; i++) {
    const byte = k[i] ?? 0
    ipad[i] = byte ^ 0x36
    opad[i] = byte ^ 0x5c
  }
  return { inner: new Sha256().update(ipad).state(), outer: new Sha256().update(opad).state() }
}

/** HMAC-SHA256 of the concatenated parts. */
export function hmacSha256(key: Uint8Array | HmacKey, ...parts: Uint8Array[]): Uint8Array {
  const k = key instanceof Uint8Array ? hmacKey(key) : key
  const inner = new Sha256(k.inner, 64)
  for (const part of parts) inner.update(part)
  return new Sha256(k.outer, 64).update(inner.digest()).digest()
}

const encoder = new TextEncoder()
export const utf8 = (s: string): Uint8Array => encoder.encode(s)

export function toHex(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += b.toString(16).padStart(2, '0')
  return s
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]))

export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    s += B64[(n >>> 18) & 63]
    s += B64[(n >>> 12) & 63]
    s += b === undefined ? '=' : B64[(n >>> 6) & 63]
    s += c === undefined ? '=' : B64[n & 63]
  }
  return s
}

/** Standard base64 with or without padding; other characters are an error. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let acc = 0
  let o = 0
  for (const ch of clean) {
    const v = B64_INDEX.get(ch)
    if (v === undefined) throw new Error('not base64')
    acc = (acc << 6) | v
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >>> bits) & 0xff
    }
  }
  return out.subarray(0, o)
}

export const SECRET_PREFIX = 'whsec_'

/** `whsec_` + base64 of 32 bytes from the service's seeded randomness. */
export function newSigningSecret(rng: Random): string {
  const bytes = new Uint8Array(32)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rng.next() * 256)
  return SECRET_PREFIX + toBase64(bytes)
}

/** The Standard Webhooks key: the bytes the base64 after `whsec_` encodes. */
export const standardKey = (secret: string): Uint8Array =>
  fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret)

/** Secrets sign every attempt; their key states are kept (a few, bounded). */
const keyCache = new Map<string, HmacKey>()
function cachedKey(name: string, make: () => Uint8Array): HmacKey {
  let k = keyCache.get(name)
  if (!k) {
    if (keyCache.size >= 256) keyCache.clear()
    keyCache.set(name, (k = hmacKey(make())))
  }
  return k
}

/** `sha256=<hex>` over the raw body, keyed with the whole secret string (GitHub style). */
export function githubSignature(secret: string, body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? utf8(body) : body
  return `sha256=${toHex(
    hmacSha256(
      cachedKey(`gh:${secret}`, () => utf8(secret)),
      bytes,
    ),
  )}`
}

/** `v1,<base64>` over `id.timestamp.body` per secret, space-separated (Standard Webhooks). */
export function standardSignature(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string | Uint8Array,
): string {
  const prefix = utf8(`${id}.${timestampSeconds}.`)
  const bytes = typeof body === 'string' ? utf8(body) : body
  return secrets
    .map(
      (s) =>
        `v1,${toBase64(
          hmacSha256(
            cachedKey(`sw:${s}`, () => standardKey(s)),
            prefix,
            bytes,
          ),
        )}`,
    )
    .join(' ')
}
