// "Now" as the API sees it: the browser's clock against a real API; in demo mode the mock's clock, which runs at
// real speed plus an offset that advancing it grows (its speed setting scales only retry and refresh waits).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { getConfig, type ApiMode } from '../api/config'
import { mockQueries } from '../api/mock'
import { observable } from '../lib/observable'
import { useApiConfig } from './capabilities'

/** How far the mock's clock is ahead of this browser's, as last read; 0 until read and outside demo mode. */
const mockOffset = observable(0)

/** The API's time for a given browser time: the mock keeps `offset_ms` on top of the real clock. */
export const apiTime = (mode: ApiMode, realNow: number, offsetMs: number): number =>
  mode === 'demo' ? realNow + offsetMs : realNow

/** The mock's offset as last read (a screen using `useNow` keeps it current). */
export const setMockOffset = (offsetMs: number): void => mockOffset.set(offsetMs)

/** The API's "now" in ms, for event handlers; components use `useNow` so they follow the clock. */
export const now = (): number => apiTime(getConfig().mode, Date.now(), mockOffset.get())

/**
 * The mock's offset, read from its state in demo mode; the state is refetched when
 * the clock moves (the demo panel's invalidation, or the mock's change broadcast).
 */
export function useClockOffset(): number {
  const { mode } = useApiConfig()
  const demo = mode === 'demo'
  const state = useQuery({ ...mockQueries.state(), enabled: demo })
  const read = demo ? state.data?.offset_ms : undefined
  useEffect(() => {
    if (read !== undefined) setMockOffset(read)
  }, [read])
  const offset = useSyncExternalStore(
    (listener) => mockOffset.subscribe(listener),
    () => mockOffset.get(),
  )
  return demo ? (read ?? offset) : 0
}

/** The API's "now": follows a moved mock clock at once, and the real clock every `tickMs` (relative times move on). */
export function useNow(tickMs = 30_000): number {
  const { mode } = useApiConfig()
  const offset = useClockOffset()
  const [real, setReal] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setReal(Date.now()), tickMs)
    return () => clearInterval(timer)
  }, [tickMs])
  return apiTime(mode, real, offset)
}
