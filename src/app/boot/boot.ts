// The first script of the page, an async entry of its own with no imports at all (scripts/first-load-plugin.ts),
// so it runs as soon as it arrives, while the vendor chunk is still on its way. It starts what
// would otherwise wait for the app's code: the screen's chunks, and in demo mode the mock (its
// shared worker seeds or restores the workspace, MSW's service worker installs, MSW's runtime
// downloads), all at once. main.tsx takes the running demo over through `globalThis.__agentConsoleBoot`.
import type { DemoHandle, OpenedWorker } from '../../../mocks/browser'
import type * as BootDemo from './boot-demo'

export interface BootHandoff {
  /** Starts the in-browser mock; the first call takes over the start boot already made. */
  startDemo(): Promise<DemoHandle>
  /** The answer to a GET boot already sent (real-API mode) for this URL with this key, once. */
  take(url: string, apiKey: string): Promise<Response> | undefined
}

declare global {
  var __agentConsoleBoot: BootHandoff | undefined
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

/** src/lib/constants.ts's names, written in by the build (scripts/first-load-plugin.ts): boot imports nothing. */
declare const __BOOT_NAMES__: { connection: string; table: string; accept: string }

const WORKER_NAME = 'agent-console-mock'

/**
 * Demo mode unless this tab remembers a real API: the rule of connection.ts's restoreConnection,
 * read loosely. Where the two disagree, main.tsx starts the mock itself (a slower start, never a
 * wrong one): a remote connection never gets MSW from here.
 */
export function remembersRealApi(stored: string | null): boolean {
  if (stored === null) return false
  try {
    const baseUrl: unknown = (JSON.parse(stored) as { baseUrl?: unknown } | null)?.baseUrl
    return typeof baseUrl === 'string' && /^https?:\/\//i.test(baseUrl.trim())
  } catch {
    return false
  }
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
  return { worker, failed }
}

/** Starts what the page needs before the app's code (exported for its tests; it runs once, below). */
export function boot(table: BootTable): BootHandoff {
  const startMock = (): Promise<DemoHandle> => {
    const opened = openWorker()
    // Registered now, the service worker installs while MSW's runtime downloads; MSW finds it registered.
    navigator.serviceWorker?.register(`${import.meta.env.BASE_URL}mockServiceWorker.js`).catch(() => undefined)
    table.demo.preload.forEach(preload)
    // By its URL, so this file imports nothing (not even Vite's preload helper) and runs at once.
    return (import(/* @vite-ignore */ table.demo.start) as Promise<typeof BootDemo>).then((m) => m.startMock(opened))
  }
  let early: Promise<DemoHandle> | null = null
  const answers = new Map<string, Promise<Response>>()
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(__BOOT_NAMES__.connection)
  } catch {
    // Storage refused: demo mode, as connection.ts decides then too.
  }
  if (!remembersRealApi(stored)) early = startMock()
  else
    try {
      // A real API: the screen's first requests leave now, while the app's code is on its way.
      const { baseUrl, apiKey } = JSON.parse(stored ?? '') as { baseUrl: string; apiKey?: unknown }
      if (typeof apiKey === 'string')
        for (const path of table.requests[location.pathname] ?? []) {
          const url = new URL(baseUrl.trim().replace(/\/+$/, '') + path).href
          const answer = fetch(url, { headers: { Accept: __BOOT_NAMES__.accept, 'X-Api-Key': apiKey } })
          // A failure is the transport's to report, when it takes this answer.
          answer.catch(() => undefined)
          answers.set(`${apiKey} ${url}`, answer)
        }
    } catch {
      // A base URL the app will refuse too: it asks (and explains) itself.
    }
  chunksFor(table.routes, location.pathname).forEach(preload)
  return {
    startDemo() {
      const taken = early
      early = null
      return taken ?? startMock()
    },
    take(url, apiKey) {
      const answer = answers.get(`${apiKey} ${url}`)
      answers.delete(`${apiKey} ${url}`)
      return answer
    },
  }
}

// Imported by tests for its rules; it boots only in a page.
const json = typeof document === 'undefined' ? null : document.getElementById(__BOOT_NAMES__.table)?.textContent
if (json) globalThis.__agentConsoleBoot = boot(JSON.parse(json) as BootTable)
