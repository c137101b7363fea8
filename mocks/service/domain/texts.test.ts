import { describe, expect, it } from 'vitest'
import { createService } from '../index'
import { searchText } from './texts'
import { toMessage } from './views'

describe('the search text of a seeded conversation', () => {
  it('holds exactly the texts its transcript shows, opener and written texts included', () => {
    const svc = createService()
    const { store } = svc
    // Every 97th conversation, and those whose texts are written out or open with an agent's greeting.
    const sampled = [...store.sessions].filter(
      (s, i) => i % 97 === 0 || s.locale === 'he' || store.messages.get(s.id)?.[0]?.role === 'agent',
    )
    expect(sampled.length).toBeGreaterThan(40)
    for (const s of sampled) {
      const shown = (store.messages.get(s.id) ?? []).map((m) => toMessage(m, s).text)
      const contact = s.contact ? [s.contact.name, s.contact.email, s.contact.phone].filter((v) => v) : []
      expect(searchText(store, s)).toBe([...shown, ...contact].join('\n').toLowerCase())
    }
  })
})
