// The log of the requests this tab made (for the API screen), secrets masked; curl.ts writes an entry as curl.
import type { Problem } from './contract'
import { observable } from '../lib/observable'

export interface RequestLogEntry {
  /** Local id, unique in this tab. */
  id: string
  method: string
  /** Relative to the base URL, e.g. `/products/prod_8fK2mQ4xLp`. */
  path: string
  /** The query string without `?`; empty when there is none. */
  query: string
  /** 0 when no answer came back. */
  status: number
  duration_ms: number
  started_at: string
  request_id: string | null
  /** The problem body of an error answer. */
  problem: Problem | null
  /** What went wrong when there was no problem body (network, contract). */
  error: { code: string; detail: string | null } | null
  /** As sent, with the API key and end-user token masked. */
  request_headers: Record<string, string>
  request_body: string | null
  /** The answer was a stored one (`Idempotent-Replayed: true`). */
  replayed: boolean
}

export const MASK = '••••••••'
/** Headers whose values never enter the log; curl reads them from these shell variables. */
export const SECRET_HEADERS: Record<string, string> = { 'x-api-key': 'API_KEY', 'x-user-token': 'USER_TOKEN' }

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) out[k] = k.toLowerCase() in SECRET_HEADERS ? MASK : v
  return out
}

const LOG_LIMIT = 200
const log = observable<readonly RequestLogEntry[]>([])
let seq = 0

export const requestLog = {
  /** Newest last, at most 200 entries. */
  entries: (): readonly RequestLogEntry[] => log.get(),
  subscribe: (listener: () => void) => log.subscribe(listener),
  clear: (): void => log.set([]),
  nextId: (): string => `r${++seq}`,
  add(entry: RequestLogEntry): void {
    // The entry is stored as given, so guard here too: nothing unmasked gets in.
    const safe = { ...entry, request_headers: maskHeaders(entry.request_headers) }
    log.update((list) => [...list.slice(Math.max(0, list.length - LOG_LIMIT + 1)), safe])
  },
}
