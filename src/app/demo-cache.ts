// Demo mode only: what the screens showed when the tab was last hidden, so the next visit paints
// its rows at once while the mock restarts behind it (the refetch then replaces them). The demo
// workspace is public sample data. A real API's answers never come here (docs/architecture.md, "Secrets"): transcripts
// and contacts are personal data, so real-API mode keeps answers in memory only.
import type { QueryClient } from '@tanstack/react-query'
import { connectionOf, getConfig } from '../api/config'
import { capabilityKeys } from './capabilities'
import { BUILD, MAX_AGE_MS, type Saved } from './demo-cache-format'
import { STORAGE_KEYS } from '../lib/constants'

/**
 * Puts the last visit's answers back, stale, so the screens show them and refetch at once.
 * Only for the same build and demo key, and not when too old. Answers how many it restored.
 */
export function restoreDemoCache(client: QueryClient, now = Date.now()): number {
  const config = getConfig()
  let saved: Saved
  try {
    if (config.mode !== 'demo') {
      localStorage.removeItem(STORAGE_KEYS.demoCache)
      return 0
    }
    const raw = localStorage.getItem(STORAGE_KEYS.demoCache)
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

/**
 * Demo mode: puts the last visit's answers back, and saves them whenever the tab is hidden or left
 * (the saving code loads after the first screen). Real-API mode forgets any the demo kept.
 */
export function keepDemoCache(client: QueryClient): void {
  restoreDemoCache(client)
  if (getConfig().mode !== 'demo') return
  void import('./demo-cache-save').then(({ saveDemoCache }) => {
    const save = () => saveDemoCache(client)
    addEventListener('pagehide', save)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') save()
    })
  })
}
