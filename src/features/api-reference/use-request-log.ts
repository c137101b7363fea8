// The request log as React state: re-renders on every logged request.
import { useSyncExternalStore } from 'react'
import { requestLog, type RequestLogEntry } from '../../api/request-log'

const subscribe = (listener: () => void) => requestLog.subscribe(listener)
const snapshot = () => requestLog.entries()

export function useRequestLog(): readonly RequestLogEntry[] {
  return useSyncExternalStore(subscribe, snapshot)
}
