// Which API this tab talks to, restored before the first render (switching it, from the
// settings screen, is connect.ts: code the first screen does not carry). A real key is
// kept in memory, or in sessionStorage when the user asks; never in localStorage, a URL or a
// log (BRIEF §5).
import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'
import { DEMO_BASE_URL, baseUrlProblem, configure } from '../api/config'
import { observable } from '../lib/observable'
import { rememberedDemoKey } from './demo'
import { STORAGE_KEYS } from '../lib/constants'

/** The base URL is kept even when the key is not, so a reload can say which connection lost its key. */
const storedConnection = z.object({ baseUrl: z.string(), apiKey: z.optional(z.string().check(z.minLength(1))) })

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

function readStored(): z.infer<typeof storedConnection> | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.connection)
    if (raw === null) return null
    const parsed = storedConnection.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    // Refused storage or a damaged entry: start as if nothing was remembered.
    return null
  }
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
 * Called once before the first render: a real connection remembered in this tab's
 * session wins; otherwise demo mode with the demo key picked last time.
 */
export function restoreConnection(): Restored {
  const stored = readStored()
  if (stored && stored.baseUrl !== DEMO_BASE_URL && baseUrlProblem(stored.baseUrl) === null) {
    configure({ mode: 'remote', baseUrl: stored.baseUrl, apiKey: stored.apiKey ?? null })
    keeping.set(stored.apiKey ? 'session' : 'forgotten')
    return { mode: 'remote', keyForgotten: !stored.apiKey }
  }
  if (stored) clearStored()
  configure({ mode: 'demo', baseUrl: DEMO_BASE_URL, apiKey: rememberedDemoKey() })
  keeping.set(null)
  return { mode: 'demo' }
}
