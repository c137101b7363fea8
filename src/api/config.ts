// Where the client sends requests and with which key; in demo mode, when the in-browser mock is ready.
import { DEMO_BASE_URL, baseUrlProblem, normalizeBaseUrl } from '../lib/base-url'
import { observable } from '../lib/observable'

export { DEMO_BASE_URL, baseUrlProblem, normalizeBaseUrl }

export type ApiMode = 'demo' | 'remote'

export interface ApiConfig {
  mode: ApiMode
  /** `/v1` (same origin) in demo mode; an absolute http(s) URL ending in `/v1` otherwise. */
  baseUrl: string
  /** Held in memory only; whoever remembers it (sessionStorage) decides that outside the transport. */
  apiKey: string | null
  /**
   * The fetch to use; absent, the global one is read at call time so an MSW
   * patch installed later is still seen. Tests pass one that calls the mock in-process.
   */
  fetch?: typeof fetch
  /**
   * The answer to a GET the first script already sent for this URL with this key, once
   * (docs/architecture.md, "Boot"); undefined sends the request.
   */
  prefetched?: (url: string, apiKey: string) => Promise<Response> | undefined
}

const store = observable<ApiConfig>({ mode: 'demo', baseUrl: DEMO_BASE_URL, apiKey: null })

export const getConfig = (): Readonly<ApiConfig> => store.get()

/** One string per connection (mode, base URL, key): what answers and rights belong to. Held in memory only. */
export const connectionOf = (config: Readonly<ApiConfig>): string =>
  `${config.mode}|${config.baseUrl}|${config.apiKey ?? ''}`
export const subscribeConfig = (listener: () => void) => store.subscribe(listener)

/** Replaces part of the configuration. A base URL that `baseUrlProblem` refuses throws. */
export function configure(next: Partial<ApiConfig>): void {
  const merged = { ...store.get(), ...next }
  const problem = baseUrlProblem(merged.baseUrl)
  if (problem) throw new TypeError(`Invalid base URL ${JSON.stringify(merged.baseUrl)}: ${problem}`)
  store.set({ ...merged, baseUrl: normalizeBaseUrl(merged.baseUrl) })
}

/** The base URL as an absolute URL: a same-origin path resolves against the page (or localhost in Node). */
export function resolveBaseUrl(baseUrl: string): URL {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return new URL(normalizeBaseUrl(baseUrl), origin)
}

let mockFetch: Promise<typeof fetch | undefined> = Promise.resolve(undefined)

/**
 * main.tsx hands over the in-browser mock's start: demo-mode requests wait for it, so the first
 * screen never races the worker's seed, and then go through the fetch it brings (straight to the
 * worker for the first screen, through MSW later: docs/architecture.md, "Boot").
 */
export function setMockReady(ready: PromiseLike<{ fetch?: typeof fetch }>): void {
  mockFetch = Promise.resolve(ready).then((mock) => mock.fetch)
}

/**
 * Resolves when requests may be sent with this configuration, with the fetch that reaches the
 * demo's mock (undefined: the configured or global fetch).
 */
export const whenReady = (config: Readonly<ApiConfig>): Promise<typeof fetch | undefined> =>
  config.mode === 'demo' ? mockFetch : Promise.resolve(undefined)
