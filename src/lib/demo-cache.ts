// Demo mode only: what the screens showed when the tab was last hidden, so the next visit paints
// its rows at once while the mock restarts behind it (the refetch then replaces them). The demo
// workspace is public sample data. A real API's answers never come here (BRIEF §5): transcripts
// and contacts are personal data, so real-API mode keeps answers in memory only.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { connectionOf, getConfig } from '../api/config'
import { capabilityKeys, type Capabilities } from './capabilities'

const STORAGE_KEY = 'agent-console:demo-cache'
/** A new build may read other shapes: its cache starts empty. */
const BUILD = String(import.meta.env.VITE_BUILD_ID ?? 'dev')
/** Older than this, the rows would mislead more than a skeleton. */
export const MAX_AGE_MS = 24 * 3_600_000
/** localStorage is small and synchronous: a screen's answers, not the whole workspace. */
const MAX_BYTES = 1_000_000

interface Saved {
  build: string
  connection: string
  savedAt: number
  capabilities: Capabilities | null
  queries: [QueryKey, unknown, number][]
}

/** Only plain JSON survives a reload unchanged: a Headers or a Date would come back as something else. */
function plain(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((v) => plain(v, depth + 1))
  if (typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  return Object.values(value).every((v) => plain(v, depth + 1))
}

/** The answers the screens on view are using, newest first, up to MAX_BYTES. */
export function snapshotOf(client: QueryClient, now = Date.now()): Saved | null {
  const config = getConfig()
  if (config.mode !== 'demo') return null
  const capabilitiesKey = capabilityKeys.of(config)
  const queries: Saved['queries'] = []
  let bytes = 0
  const used = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success' && q.getObserversCount() > 0)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  for (const q of used) {
    if (q.queryKey[0] === capabilityKeys.all[0] || !plain(q.queryKey) || !plain(q.state.data)) continue
    const size = JSON.stringify(q.state.data).length
    if (bytes + size > MAX_BYTES) continue
    bytes += size
    queries.push([q.queryKey, q.state.data, q.state.dataUpdatedAt])
  }
  return {
    build: BUILD,
    connection: connectionOf(config),
    savedAt: now,
    capabilities: client.getQueryData<Capabilities>(capabilitiesKey) ?? null,
    queries,
  }
}

export function saveDemoCache(client: QueryClient): void {
  try {
    const saved = snapshotOf(client)
    if (saved) localStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Full or refused storage: the next visit shows skeletons, as a first visit does.
  }
}

/**
 * Puts the last visit's answers back, stale, so the screens show them and refetch at once.
 * Only for the same build and demo key, and not when too old. Answers how many it restored.
 */
export function restoreDemoCache(client: QueryClient, now = Date.now()): number {
  const config = getConfig()
  let saved: Saved
  try {
    if (config.mode !== 'demo') {
      localStorage.removeItem(STORAGE_KEY)
      return 0
    }
    const raw = localStorage.getItem(STORAGE_KEY)
    if (raw === null) return 0
    saved = JSON.parse(raw) as Saved
  } catch {
    return 0
  }
  if (
    saved?.build !== BUILD ||
    saved.connection !== connectionOf(config) ||
    !(now - saved.savedAt < MAX_AGE_MS) ||
    !Array.isArray(saved.queries)
  )
    return 0
  if (saved.capabilities)
    client.setQueryData(capabilityKeys.of(config), saved.capabilities, { updatedAt: saved.savedAt })
  for (const [key, data, updatedAt] of saved.queries)
    // Stale at once (older than any staleTime), so each screen asks the mock again as it mounts.
    client.setQueryData(key, data, { updatedAt: Math.min(updatedAt, saved.savedAt - 60_000) })
  return saved.queries.length
}

/** Saves whenever the tab is hidden or left; leaving demo mode drops what was saved. */
export function keepDemoCache(client: QueryClient): void {
  const save = () => saveDemoCache(client)
  addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save()
  })
}
