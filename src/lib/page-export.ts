// What the screen on view offers the command palette's "Export the current list as CSV":
// a list screen registers its own export while mounted, and the palette (loaded on
// demand, in another feature) runs it, so the export is the screen's, filters and all.
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { observable } from '../api/observable'

export interface PageExport {
  /** What is exported, for the palette's second line: "Conversations under the current filters". */
  what: string
  /** Why it cannot run now (nothing to export), or null. */
  disabledReason: string | null
  run: () => void
}

const current = observable<PageExport | null>(null)

/** Registers the screen's export for as long as the screen is mounted. */
export function usePageExport(what: string, run: () => void, disabledReason: string | null = null): void {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  useEffect(() => {
    const entry: PageExport = { what, disabledReason, run: () => latest.current() }
    current.set(entry)
    return () => {
      if (current.get() === entry) current.set(null)
    }
  }, [what, disabledReason])
}

export const usePageExportEntry = (): PageExport | null =>
  useSyncExternalStore(
    (listener) => current.subscribe(listener),
    () => current.get(),
    () => null,
  )
