// Which deprecation notices the user dismissed, and the hook the shell reads them with. The
// words (deprecation-messages.ts) load only with the notice, once a server flags an endpoint.
import { useSyncExternalStore } from 'react'
import { deprecations, type DeprecationNotice } from '../api/deprecations'
import { observable } from '../lib/observable'

const dismissed = observable<ReadonlySet<string>>(new Set())

/** Dismisses every notice shown at once; an endpoint met later, or whose headers change, shows again. */
export function dismissDeprecations(ids: readonly string[]): void {
  dismissed.update((set) => new Set([...set, ...ids]))
}

export const dismissDeprecation = (id: string): void => dismissDeprecations([id])

export const dismissedDeprecations = (): ReadonlySet<string> => dismissed.get()

function subscribe(listener: () => void): () => void {
  const a = deprecations.subscribe(listener)
  const b = dismissed.subscribe(listener)
  return () => {
    a()
    b()
  }
}

/** The transport's notices and the dismissals, as one snapshot that changes only when either does. */
export function useDeprecationNotices(): {
  notices: readonly DeprecationNotice[]
  dismissed: ReadonlySet<string>
} {
  const notices = useSyncExternalStore(subscribe, deprecations.list)
  const gone = useSyncExternalStore(subscribe, () => dismissed.get())
  return { notices, dismissed: gone }
}
