// Loads every remaining page of a cursor-paged infinite query, one after another, for
// the actions that need the whole list (find in a transcript, jump to the end, export).
// Cancellable; the query's own state reports progress and errors.
import type { InfiniteQueryObserverResult } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

interface Paged {
  hasNextPage: boolean
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<InfiniteQueryObserverResult<unknown, unknown>>
}

export interface LoadAll {
  /** Resolves once every page is loaded (true), or false when cancelled or a page failed. */
  loadAll: () => Promise<boolean>
  cancel: () => void
  running: boolean
}

export function useLoadAll(query: Paged): LoadAll {
  const [running, setRunning] = useState(false)
  const run = useRef<{ cancelled: boolean; done: Promise<boolean> } | null>(null)
  const latest = useRef(query)
  useEffect(() => {
    latest.current = query
  })
  useEffect(
    () => () => {
      if (run.current) run.current.cancelled = true
    },
    [],
  )

  const loadAll = useCallback((): Promise<boolean> => {
    if (run.current) return run.current.done
    if (!latest.current.hasNextPage) return Promise.resolve(true)
    const state = { cancelled: false, done: Promise.resolve(false) }
    state.done = (async () => {
      setRunning(true)
      try {
        // Each answer carries the observer's next state, so the loop never reads a stale `hasNextPage`.
        let result = await latest.current.fetchNextPage({ cancelRefetch: false })
        while (!state.cancelled && !result.isError && result.hasNextPage)
          result = await result.fetchNextPage({ cancelRefetch: false })
        return !state.cancelled && !result.isError && !result.hasNextPage
      } finally {
        if (run.current === state) run.current = null
        setRunning(false)
      }
    })()
    run.current = state
    return state.done
  }, [])

  const cancel = useCallback(() => {
    if (run.current) run.current.cancelled = true
  }, [])

  return { loadAll, cancel, running }
}
