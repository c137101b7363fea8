import { describe, expect, it } from 'vitest'
import { ID_PREFIXES } from '../../src/api/contract'
import { CONTACT_DRAWS, contactFor, LOCALES } from '../seed/texts'
import { iso } from './domain/figures'
import { sessionViolations } from './domain/ledger-invariants'
import { seededRandom } from './random'
import type { StoredSession } from './sessions'
import { restore, snapshotOf } from './snapshot'
import { newService } from './tests/support'

const laterId = (n: number) => `${ID_PREFIXES.session}_later${String(n).padStart(11, '0')}`

/** A conversation that happened after the seed, with no messages yet. */
function later(id: string, startedAt: number, productId: string): StoredSession {
  const at = iso(startedAt)
  return {
    id,
    product_id: productId,
    started_at: at,
    last_message_at: at,
    message_count: 0,
    tokens: { input: 0, output: 0 },
    cost: 0,
    contact: null,
    created_at: at,
    updated_at: at,
    locale: 'en',
  }
}

describe('the conversations of the seed and after it', () => {
  const svc = newService()
  const { sessions } = svc.store
  const product = sessions.at(0)?.product_id ?? ''
  const tied = sessions.at(10) as StoredSession
  const added = [
    later(laterId(1), Date.parse(tied.started_at), product),
    later(laterId(2), Date.parse(tied.started_at), product),
    later(laterId(3), svc.now(), product),
    later(laterId(4), 0, product),
  ]
  for (const s of added) {
    sessions.insert(s)
    svc.store.messages.set(s.id, [])
  }
  const all = [...sessions]

  it('stand newest first, a later one before every one that started no later, each at its place by id', () => {
    expect(all).toHaveLength(svc.base.sessions + added.length)
    expect(all[0]?.id).toBe(laterId(3))
    expect(all.at(-1)?.id).toBe(laterId(4))
    const at = (id: string) => all.findIndex((s) => s.id === id)
    // The second inserted at the same time stands before the first, and both before the seeded one.
    expect(at(laterId(2))).toBe(at(laterId(1)) - 1)
    expect(at(tied.id)).toBe(at(laterId(1)) + 1)
    all.forEach((s, i) => {
      if (i % 97 === 0 || !sessions.isSeeded(s.id)) expect(sessions.placeOf(s.id)).toBe(i)
    })
    expect(sessionViolations(svc.store, svc.now())).toEqual([])
  })

  it('find the first that started before a time, and select by column without objects', () => {
    for (const s of [tied, ...all.filter((_, i) => i % 500 === 0)]) {
      const t = Date.parse(s.started_at)
      expect(sessions.firstStartedBefore(t)).toBe(all.filter((x) => x.started_at >= s.started_at).length)
    }
    const withContact = all.flatMap((s, i) => (s.contact ? [i] : []))
    const picked = sessions.select(0, sessions.length, (s) =>
      typeof s === 'number' ? (sessions.base?.hasContact(s) ?? false) : s.contact != null,
    )
    expect([...picked]).toEqual(withContact)
  })

  it('are found by id, and an id that differs in one character is not', () => {
    for (const s of all.filter((_, i) => i % 50 === 0)) expect(sessions.get(s.id)).toEqual(s)
    const id = tied.id
    const other = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`
    expect(sessions.has(other)).toBe(false)
    expect(sessions.get(`${ID_PREFIXES.message}_${id.slice(-16)}`)).toBeUndefined()
  })

  it('keep their order through a snapshot', () => {
    const fresh = newService()
    expect(restore(fresh, JSON.parse(JSON.stringify(snapshotOf(svc))))).toEqual({ restored: true })
    expect(fresh.store.sessions.later.map((s) => s.id)).toEqual(sessions.later.map((s) => s.id))
    expect([...fresh.store.sessions].map((s) => s.id)).toEqual(all.map((s) => s.id))
  })
})

describe('a seeded contact', () => {
  it('takes the same number of draws whatever it holds, so the seed can skip them and draw it later', () => {
    for (const locale of [...LOCALES, 'he'])
      for (let seed = 1; seed < 200; seed++) {
        const rng = seededRandom(seed)
        contactFor(rng, locale)
        const skipped = seededRandom(seed)
        skipped.skip(CONTACT_DRAWS)
        expect(rng.state()).toBe(skipped.state())
      }
  })
})
