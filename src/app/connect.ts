// Switching the API this tab talks to, from the settings screen and the command palette: another
// demo key, back to the demo, or a real API tested first. Apart from connection.ts, which
// restores the connection before the first render, so no first screen carries this code.
import { callApi } from '../api/client'
import { DEMO_BASE_URL, configure, getConfig, normalizeBaseUrl } from '../api/config'
import { isApiError, type ApiError } from '../api/errors'
import { clearStored, keeping } from './connection'
import { STORAGE_KEYS } from '../lib/constants'
import { isDemoKey, rememberDemoKey, rememberedDemoKey, startDemo, stopDemo } from './demo'

/** Writes what may be kept; answers whether the key itself was kept. */
function writeStored(baseUrl: string, apiKey: string | null): boolean {
  try {
    sessionStorage.setItem(STORAGE_KEYS.connection, JSON.stringify(apiKey ? { baseUrl, apiKey } : { baseUrl }))
    return apiKey !== null
  } catch {
    return false
  }
}

/** Picks another demo key; only meaningful in demo mode. */
export function selectDemoKey(key: string): void {
  if (!isDemoKey(key)) throw new TypeError(`${key} is not a demo key`)
  configure({ apiKey: key })
  rememberDemoKey(key)
}

/** Back to the in-browser workspace: the real connection is forgotten, the mock starts (again). */
export function switchToDemo(key: string = rememberedDemoKey()): Promise<{ shared: boolean }> {
  clearStored()
  keeping.set(null)
  const demoKey = isDemoKey(key) ? key : rememberedDemoKey()
  configure({ mode: 'demo', baseUrl: DEMO_BASE_URL, apiKey: demoKey })
  rememberDemoKey(demoKey)
  return startDemo()
}

export interface RemoteCandidate {
  baseUrl: string
  apiKey: string
}

export type ProbeOutcome =
  { ok: true; trialExpired: boolean } | { ok: false; error: ApiError } | { ok: false; error: null; reason: 'timeout' }

const PROBE_TIMEOUT_MS = 15_000

/**
 * A cheap read (`GET /products?limit=1`) through the client with the candidate's
 * configuration, so it is validated and logged like any request. The client reads
 * the configuration synchronously when a call starts, so the candidate is in place
 * for no time at all: nothing else can send with it meanwhile.
 */
async function probe(candidate: RemoteCandidate): Promise<ProbeOutcome> {
  const previous = getConfig()
  let pending: Promise<unknown>
  try {
    configure({ mode: 'remote', baseUrl: candidate.baseUrl, apiKey: candidate.apiKey })
    pending = callApi('listProducts', { query: { limit: 1 }, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
  } finally {
    configure(previous)
  }
  try {
    await pending
    return { ok: true, trialExpired: false }
  } catch (e) {
    if (isApiError(e)) return e.code === 'trial_expired' ? { ok: true, trialExpired: true } : { ok: false, error: e }
    return { ok: false, error: null, reason: 'timeout' }
  }
}

/**
 * Tests the candidate and, when it answers, switches to it. A 402 still switches:
 * the key is good and the dashboard explains the ended trial on every screen.
 */
export async function connectRemote(candidate: RemoteCandidate, remember: boolean): Promise<ProbeOutcome> {
  const baseUrl = normalizeBaseUrl(candidate.baseUrl)
  const apiKey = candidate.apiKey.trim()
  // MSW answers this origin's /v1 in demo mode; a real API on the same origin must be reached past it.
  const sameOrigin = new URL(baseUrl).origin === location.origin
  const wasDemo = getConfig().mode === 'demo'
  if (sameOrigin && wasDemo) await stopDemo()
  const outcome = await probe({ baseUrl, apiKey })
  if (!outcome.ok) {
    if (sameOrigin && wasDemo) void startDemo()
    return outcome
  }
  configure({ mode: 'remote', baseUrl, apiKey })
  const kept = writeStored(baseUrl, remember ? apiKey : null)
  keeping.set(kept ? 'session' : 'memory')
  // Another origin is never intercepted, but stopping frees the worker port and leaves MSW idle.
  if (wasDemo) await stopDemo()
  return outcome
}
