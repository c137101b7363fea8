// The demo cache's saved form, shared by its reader (demo-cache.ts, on the first paint) and its
// writer (demo-cache-save.ts, loaded when the tab is first hidden).
import type { QueryKey } from '@tanstack/react-query'
import type { Capabilities } from './capabilities'

/** A new build may read other shapes: its cache starts empty. */
export const BUILD = String(import.meta.env.VITE_BUILD_ID ?? 'dev')
/** Older than this, the rows would mislead more than a skeleton. */
export const MAX_AGE_MS = 24 * 3_600_000
/** localStorage is small and synchronous: a screen's answers, not the whole workspace. */
export const MAX_BYTES = 1_000_000

export interface Saved {
  build: string
  connection: string
  savedAt: number
  capabilities: Capabilities | null
  queries: [QueryKey, unknown, number][]
}
