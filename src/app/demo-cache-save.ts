// The saving half of demo-cache.ts, loaded in demo mode only, after the first screen.
import type { QueryClient } from '@tanstack/react-query'
import { connectionOf, getConfig } from '../api/config'
import { capabilityKeys, type Capabilities } from './capabilities'
import { BUILD, MAX_BYTES, type Saved } from './demo-cache-format'
import { STORAGE_KEYS } from '../lib/constants'

/**
 * Only plain JSON survives a reload unchanged: a Headers or a Date would come back as something else.
 * A property left undefined (a list key's unset filters) is dropped by JSON as by the query's hash, so
 * it comes back the same; in an array it would come back null.
 */
function plain(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((v) => plain(v, depth + 1))
  if (typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  return Object.values(value).every((v) => v === undefined || plain(v, depth + 1))
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
    if (saved) localStorage.setItem(STORAGE_KEYS.demoCache, JSON.stringify(saved))
    else localStorage.removeItem(STORAGE_KEYS.demoCache)
  } catch {
    // Full or refused storage: the next visit shows skeletons, as a first visit does.
  }
}
