// @vitest-environment jsdom
// A remembered choice (the language, the regional format): kept across visits, forgotten on null,
// and followed when another tab of the origin changes it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberedChoice } from './remembered'

const read = (stored: string | null) => (stored === 'de' || stored === 'ja' ? stored : null)
/** What a `storage` event in this tab says: another tab wrote `key` (null: cleared everything). */
const fromAnotherTab = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }))

afterEach(() => localStorage.clear())

describe('rememberedChoice', () => {
  it('starts from what storage holds, and ignores what it does not accept', () => {
    localStorage.setItem('k1', 'ja')
    expect(rememberedChoice('k1', read).get()).toBe('ja')
    localStorage.setItem('k2', 'klingon')
    expect(rememberedChoice('k2', read).get()).toBeNull()
  })

  it('remembers a choice, forgets it on null, and tells its listeners', () => {
    const choice = rememberedChoice('k3', read)
    const listener = vi.fn()
    choice.subscribe(listener)
    choice.choose('de')
    expect(localStorage.getItem('k3')).toBe('de')
    choice.choose(null)
    expect(localStorage.getItem('k3')).toBeNull()
    expect(choice.get()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('follows another tab: its key, or the whole storage cleared; not another key', () => {
    const choice = rememberedChoice('k4', read)
    localStorage.setItem('k4', 'de')
    fromAnotherTab('other')
    expect(choice.get()).toBeNull()
    fromAnotherTab('k4')
    expect(choice.get()).toBe('de')
    localStorage.clear()
    fromAnotherTab(null)
    expect(choice.get()).toBeNull()
  })
})
