// The first script of the page, an async entry of its own (scripts/first-load-plugin.ts), so it
// runs as soon as it arrives, while the vendor chunk is still on its way. It decides the mode
// from what this tab remembers, once, and starts what would otherwise wait for the app's code:
// the screen's chunks, and in demo mode the mock (its shared worker seeds or restores the
// workspace, MSW's service worker installs, MSW's runtime downloads), or with a real API the
// screen's first requests. The app's entry imports `booted` from here: the module system hands
// it over. The sequence: docs/architecture.md, "Boot".
import type { OpenedWorker } from '../../../mocks/link'
import { DEMO_BASE_URL, baseUrlProblem } from '../../lib/base-url'
import { API_ACCEPT, BOOT_TABLE_ID, STORAGE_KEYS } from '../../lib/constants'
import type * as BootDemo from './boot-demo'

export type DemoHandle = BootDemo.DemoHandle

/** What this tab talks to, decided once, before any app code runs. */
export type BootConnection = { mode: 'demo' } | { mode: 'remote'; baseUrl: string; apiKey: string | null }

export interface Boot {
  connection: BootConnection
  /** Starts the in-browser mock; the first call takes over the start boot already made. */
  startDemo(): Promise<DemoHandle>
  /** The answer to a GET boot already sent (real-API mode) for this URL with this key, once. */
  take(url: string, apiKey: string): Promise<Response> | undefined
}

/** What the build writes into index.html beside boot (JSON, never executed, so the CSP holds). */
export interface BootTable {
  /** `[pattern, layout, files]`: a layout's files serve every path under its pattern. */
  routes: [pattern: string, layout: boolean, files: string[]][]
  /** boot-demo's chunk, and the chunks it loads next (MSW's runtime) to preload at once. */
  demo: { start: string; preload: string[] }
  /** Per screen path, what it asks the API first in real-API mode (first-requests.ts). */
  requests: Readonly<Record<string, readonly string[]>>
}

const WORKER_NAME = 'agent-console-mock'

/**
 * A real API when this tab remembers a base URL the app accepts (and, if kept, its key); demo mode
 * for anything else, storage refused or damaged included.
 */
export function decideConnection(stored: string | null): BootConnection {
  try {
    const { baseUrl, apiKey = null } = JSON.parse(stored ?? '{}') as { baseUrl?: unknown; apiKey?: unknown }
    if (typeof baseUrl === 'string' && baseUrl.trim() !== DEMO_BASE_URL && baseUrlProblem(baseUrl) === null)
      if (apiKey === null || (typeof apiKey === 'string' && apiKey)) return { mode: 'remote', baseUrl, apiKey }
  } catch {
    // Not JSON, or not an object: nothing usable was remembered.
  }
  return { mode: 'demo' }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The chunks of the screen `path` names: its layouts', and the best-matching route's (static segments win). */
export function chunksFor(table: BootTable['routes'], path: string): string[] {
  const want = segmentsOf(path)
  const fits = (pattern: string[], layout: boolean) =>
    (layout ? want.length >= pattern.length : want.length === pattern.length) &&
    pattern.every((s, i) => s.startsWith('$') || s === want[i])
  let best: { score: number; files: string[] } | null = null
  const files: string[] = []
  for (const [pattern, layout, chunks] of table) {
    const segments = segmentsOf(pattern)
    if (!fits(segments, layout)) continue
    if (layout) files.push(...chunks)
    else {
      const score = segments.filter((s) => !s.startsWith('$')).length
      if (!best || score > best.score) best = { score, files: chunks }
    }
  }
  return [...new Set([...files, ...(best?.files ?? [])])]
}

function preload(href: string): void {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  link.crossOrigin = ''
  document.head.append(link)
}

function openWorker(): OpenedWorker {
  // Both constructors are written out so Vite bundles the worker as its own chunk.
  const worker =
    typeof SharedWorker === 'function'
      ? new SharedWorker(new URL('../../../mocks/worker.ts', import.meta.url), { type: 'module', name: WORKER_NAME })
      : new Worker(new URL('../../../mocks/worker.ts', import.meta.url), { type: 'module', name: WORKER_NAME })
  // Listened for at once: an error before MSW's runtime arrives must not go unseen.
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => reject(new Error('The demo workspace could not start in a worker.')), {
      once: true,
    }),
  )
  failed.catch(() => undefined)
  // Before boot registers the demo's service worker, which may claim the tab before boot-demo runs.
  return { worker, failed, controlled: !!navigator.serviceWorker?.controller }
}

/** Starts what the page needs before the app's code (exported for its tests; it runs once, below). */
export function boot(table: BootTable): Boot {
  const startDemo = (): Promise<DemoHandle> => {
    const opened = openWorker()
    // Registered now, the service worker installs while MSW's runtime downloads; MSW finds it registered.
    navigator.serviceWorker?.register(`${import.meta.env.BASE_URL}demo-service-worker.js`).catch(() => undefined)
    table.demo.preload.forEach(preload)
    // By its URL, so boot-demo's imports (Vite's preload helper) stay out of this chunk.
    return (import(/* @vite-ignore */ table.demo.start) as Promise<typeof BootDemo>).then((m) => m.startDemo(opened))
  }
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(STORAGE_KEYS.connection)
  } catch {
    // Storage refused: demo mode.
  }
  const connection = decideConnection(stored)
  let early: Promise<DemoHandle> | null = connection.mode === 'demo' ? startDemo() : null
  const answers = new Map<string, Promise<Response>>()
  // A real API: the screen's first requests leave now, while the app's code is on its way.
  if (connection.mode === 'remote' && connection.apiKey !== null)
    for (const path of table.requests[location.pathname] ?? []) {
      const url = new URL(connection.baseUrl.trim().replace(/\/+$/, '') + path).href
      const answer = fetch(url, { headers: { Accept: API_ACCEPT, 'X-Api-Key': connection.apiKey } })
      // A failure is the transport's to report, when it takes this answer.
      answer.catch(() => undefined)
      answers.set(`${connection.apiKey} ${url}`, answer)
    }
  chunksFor(table.routes, location.pathname).forEach(preload)
  return {
    connection,
    startDemo() {
      const taken = early
      early = null
      return taken ?? startDemo()
    },
    take(url, apiKey) {
      const answer = answers.get(`${apiKey} ${url}`)
      answers.delete(`${apiKey} ${url}`)
      return answer
    },
  }
}

const json = typeof document === 'undefined' ? null : document.getElementById(BOOT_TABLE_ID)?.textContent
/** What boot started; null where no page served the build's table (unit tests). */
export const booted: Boot | null = json ? boot(JSON.parse(json) as BootTable) : null
