// The first script of the page, an entry of its own with no static imports (scripts/first-load-plugin.ts),
// so it runs while the vendor chunk is still on its way. It starts what would otherwise wait
// for the app's code: the screen's chunks, and in demo mode the mock (its shared worker seeds or
// restores the workspace, MSW's service worker installs, MSW's runtime downloads), all at once.
// main.tsx takes the running demo over through `globalThis.__agentConsoleBoot`.
import type { DemoHandle, OpenedWorker } from '../mocks/browser'

export interface BootHandoff {
  /** Starts the in-browser mock; the first call takes over the start boot already made. */
  startDemo(): Promise<DemoHandle>
}

declare global {
  var __agentConsoleBoot: BootHandoff | undefined
}

/** The key lib/connection.ts keeps a real connection under (boot.test.ts holds them equal). */
export const CONNECTION_KEY = 'agent-console:connection'
export const WORKER_NAME = 'agent-console-mock'
const ROUTE_TABLE_ID = 'route-chunks'

/**
 * Demo mode unless this tab remembers a real API: the rule of lib/connection's restoreConnection,
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

function openWorker(): OpenedWorker {
  // Both constructors are written out so Vite bundles the worker as its own chunk.
  const worker =
    typeof SharedWorker === 'function'
      ? new SharedWorker(new URL('../mocks/worker.ts', import.meta.url), { type: 'module', name: WORKER_NAME })
      : new Worker(new URL('../mocks/worker.ts', import.meta.url), { type: 'module', name: WORKER_NAME })
  // Listened for at once: an error before MSW's runtime arrives must not go unseen.
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => reject(new Error('The demo workspace could not start in a worker.')), {
      once: true,
    }),
  )
  failed.catch(() => undefined)
  return { worker, failed }
}

const startMock = (): Promise<DemoHandle> => {
  const opened = openWorker()
  // Registered now, the service worker installs while MSW's runtime downloads; MSW finds it registered.
  navigator.serviceWorker?.register(`${import.meta.env.BASE_URL}mockServiceWorker.js`).catch(() => undefined)
  return import('../mocks/browser').then((m) => m.startDemo(opened))
}

type RouteTable = [pattern: string, layout: boolean, files: string[]][]

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The chunks of the screen `path` names: its layouts', and the best-matching route's (static segments win). */
export function chunksFor(table: RouteTable, path: string): string[] {
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

function preloadScreen(): void {
  const json = document.getElementById(ROUTE_TABLE_ID)?.textContent
  if (!json) return
  for (const href of chunksFor(JSON.parse(json) as RouteTable, location.pathname)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.crossOrigin = ''
    document.head.append(link)
  }
}

function boot(): BootHandoff {
  let early: Promise<DemoHandle> | null = null
  try {
    if (!remembersRealApi(sessionStorage.getItem(CONNECTION_KEY))) early = startMock()
  } catch {
    // Storage refused: demo mode, as lib/connection decides then too.
    early = startMock()
  }
  preloadScreen()
  return {
    startDemo() {
      const taken = early
      early = null
      return taken ?? startMock()
    },
  }
}

// Imported by tests for its rules; it boots only in a page.
if (typeof document !== 'undefined') globalThis.__agentConsoleBoot = boot()
