// Which API this tab talks to, restored before the first render (switching it, from the
// settings screen, is connect.ts: code the first screen does not carry). A real key is
// kept in memory, or in sessionStorage when the user asks; never in localStorage, a URL or a
// log (docs/architecture.md, "Secrets").
import { useSyncExternalStore } from 'react'
import { DEMO_BASE_URL, configure } from '../api/config'
import type { BootConnection } from './boot/boot'
import { observable } from '../lib/observable'
import { rememberedDemoKey } from './demo'
import { STORAGE_KEYS } from '../lib/constants'

/** How this tab keeps the key of a real connection; null in demo mode. */
export type KeyKeeping = 'memory' | 'session' | 'forgotten' | null

/** Set here on restore and by connect.ts on a switch. */
export const keeping = observable<KeyKeeping>(null)

export function useKeyKeeping(): KeyKeeping {
  return useSyncExternalStore(
    (listener) => keeping.subscribe(listener),
    () => keeping.get(),
  )
}

/** Forgets the remembered connection (connect.ts, when the tab goes back to the demo). */
export function clearStored(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.connection)
  } catch {
    // Nothing was stored if storage is refused.
  }
}

export type Restored = { mode: 'demo' } | { mode: 'remote'; keyForgotten: boolean }

/**
 * Called once before the first render, with what boot decided: a real connection remembered in
 * this tab's session wins; otherwise demo mode with the demo key picked last time.
 */
export function restoreConnection(decided: BootConnection): Restored {
  if (decided.mode === 'remote') {
    configure({ mode: 'remote', baseUrl: decided.baseUrl, apiKey: decided.apiKey })
    keeping.set(decided.apiKey ? 'session' : 'forgotten')
    return { mode: 'remote', keyForgotten: !decided.apiKey }
  }
  // Whatever was remembered is not a connection the app can use.
  clearStored()
  configure({ mode: 'demo', baseUrl: DEMO_BASE_URL, apiKey: rememberedDemoKey() })
  keeping.set(null)
  return { mode: 'demo' }
}
