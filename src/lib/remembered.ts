// A reader's choice remembered in localStorage (a display preference, nothing secret), null to
// follow the browser, and followed in every tab of the origin: a choice made in another tab applies
// here too, in place, as one made here would (`storage` fires in the other tabs; a null key: the
// storage was cleared).
import { observable } from './observable'

export interface RememberedChoice<T> {
  get(): T | null
  /** Remembers `next` (or forgets the choice, with null) and applies it. */
  choose(next: T | null): void
  subscribe(listener: () => void): () => void
}

/** `read` turns what storage holds into a choice, or null for anything it does not accept. */
export function rememberedChoice<T extends string>(
  key: string,
  read: (stored: string | null) => T | null,
): RememberedChoice<T> {
  const stored = (): T | null => {
    try {
      return read(globalThis.localStorage?.getItem(key) ?? null)
    } catch {
      return null
    }
  }
  const choice = observable<T | null>(stored())
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) choice.set(stored())
    })
  return {
    get: () => choice.get(),
    choose(next) {
      try {
        if (next) localStorage.setItem(key, next)
        else localStorage.removeItem(key)
      } catch {
        // Not remembered across visits, but applied now.
      }
      choice.set(next)
    },
    subscribe: (listener) => choice.subscribe(listener),
  }
}
