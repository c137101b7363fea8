// The base workspace is a pure function of the seed and the UTC day: a link to a
// transaction, a conversation or a delivery opens the same thing for whoever follows it
// that day, whenever their browser or server started.
import { describe, expect, it } from 'vitest'
import { manualClock } from '../service/clock'
import { toDeliveryView } from '../service/domain/webhook-views'
import { toMessage, toSession } from '../service/domain/views'
import { createService, type MockService } from '../service/index'
import { START } from '../service/tests/support'
import { seedDay } from './index'

const DAY = 86_400_000
const MINUTE = 60_000

/** Every base record by id, as the API shows it. */
function contentById(svc: MockService): Map<string, string> {
  const { store } = svc
  const out = new Map<string, string>()
  for (const s of store.sessions) {
    out.set(s.id, JSON.stringify(toSession(s)))
    for (const m of store.messages.get(s.id) ?? []) out.set(m.id, JSON.stringify(toMessage(m, s)))
  }
  for (const e of store.ledger) out.set(e.id, JSON.stringify(e))
  for (const d of store.deliveriesById.values()) out.set(d.id, JSON.stringify(toDeliveryView(d)))
  return out
}

describe('the base workspace', () => {
  const day = seedDay(START)
  const early = createService({ clock: manualClock(day + 5 * MINUTE) })
  const late = createService({ clock: manualClock(day + DAY - 10 * MINUTE) })

  it('is the same at any time of one UTC day: every id names the same content', () => {
    const a = contentById(early)
    const b = contentById(late)
    expect(a.size).toBeGreaterThan(50_000)
    expect([...b.keys()]).toEqual([...a.keys()])
    const differing = [...a].filter(([id, content]) => b.get(id) !== content).map(([id]) => id)
    expect(differing).toEqual([])
    expect(late.base.fingerprint).toBe(early.base.fingerprint)
  })
})
