// Seeded randomness, so the seed, ids and jitter are the same on every run.
export interface Random {
  /** [0, 1) */
  next(): number
  int(min: number, maxInclusive: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** Random id body: 16 base62 characters, after `prefix` (e.g. `prod_`) when given. */
  idBody(prefix?: string): string
  /** The generator's whole state: `seededRandom(state())` continues the same sequence (snapshots). */
  state(): number
  /** Moves on as `n` calls of `next` would, without drawing: ids whose draws are made again when asked for. */
  skip(n: number): void
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** The state after `state`: `seededRandom(state).next()` moves to it and draws `drawAt` of it. */
export const nextState = (state: number): number => (state + 0x6d2b79f5) >>> 0

/** mulberry32's output at a state, in [0, 1): lets a stored state give its draws again without a generator. */
export function drawAt(state: number): number {
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * mulberry32: tiny, fast and good enough for mock data. A class with its state in a field: the
 * seed draws about two million times at 10×, and a method call inlines where a call through an
 * object of closures stayed a call, most of all in the seed's first, cold run.
 */
class Mulberry32 implements Random {
  constructor(private a: number) {}

  // drawAt written out: the seed's first run is cold code, where every call is a call.
  next(): number {
    const a = (this.a = (this.a + 0x6d2b79f5) >>> 0)
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  // One flat string, prefix included: appended a piece at a time, an id was a chain of 17 pieces
  // the heap kept for good (live traffic at 60 a minute held 160,000 of them after ten minutes).
  idBody(prefix = ''): string {
    const codes = Array.from(prefix, (c) => c.charCodeAt(0))
    for (let i = 0; i < 16; i++) codes.push(ALPHABET.charCodeAt(Math.floor(this.next() * 62)))
    return String.fromCharCode(...codes)
  }

  state(): number {
    return this.a
  }

  skip(n: number): void {
    this.a = (this.a + Math.imul(n, 0x6d2b79f5)) >>> 0
  }
}

export function seededRandom(seed: number): Random {
  return new Mulberry32(seed >>> 0)
}

export const FNV_OFFSET = 0x811c9dc5

/** FNV-1a state `h` moved on by the characters of `s`; `hashString` of a concatenation equals chained calls. */
export function fnv1a(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h
}

/** FNV-1a state `h` moved on by the low 32 bits of `n`, taken as one word. */
export const fnvWord = (h: number, n: number): number => Math.imul(h ^ (n | 0), 0x01000193)

/** A stable 32-bit hash of a string (FNV-1a), to derive per-object randomness from an id. */
export function hashString(s: string): number {
  return fnv1a(FNV_OFFSET, s) >>> 0
}
