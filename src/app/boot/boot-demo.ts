// The rest of the demo's start, for boot.ts: the link to the worker boot opened, and MSW's runtime
// over it. An entry of its own (scripts/first-load-plugin.ts), so boot reaches it by URL and a real
// API never loads it. The first screen's requests go straight to the worker; MSW, 160 K characters
// of script, is evaluated once that screen is in (docs/architecture.md, "The demo's first screen").
import { connectService, type OpenedWorker } from '../../../mocks/link'
import type { Interception } from '../../../mocks/browser'

/** A performance mark at the moment the demo can answer the app (the bench and the tests read it). */
export const DEMO_READY_MARK = 'agent-console:demo-ready'

export interface DemoHandle {
  /** True when every tab of this origin shares one workspace. */
  shared: boolean
  /**
   * How the client reaches the mock: straight to its worker until `intercept`, then through MSW's
   * service worker, as any request of the page (the Network panel and the tests see those).
   */
  fetch: typeof fetch
  /**
   * Starts MSW and sends every later request through it (each waits for it). Where it cannot start
   * (a browser without service workers, or one that refuses them), they go on straight to the worker.
   */
  intercept(): Promise<void>
  stop(): void
}

/**
 * Resolves once the worker has the workspace, seeded or restored. On a first visit MSW's service
 * worker is still installing: the first screen's requests go straight to the worker. A tab it
 * controlled from the start (a reload, a later visit) has MSW's runtime cached, and goes through it
 * from its first request.
 */
export async function startDemo(opened: OpenedWorker): Promise<DemoHandle> {
  const link = connectService(opened)
  let msw: Promise<Interception | null> | null = null
  const intercept = () =>
    (msw ??= import('../../../mocks/browser')
      .then((m) => m.intercept(link))
      .catch((e: unknown) => {
        console.warn('[demo] MSW could not start, so requests go straight to the mock’s worker:', e)
        return null
      }))
  const [{ shared }] = await Promise.all([link.ready, opened.controlled ? intercept() : null])
  // Its detail says whether the first screen asks through MSW (the tab controlled from the start).
  performance.mark(DEMO_READY_MARK, { detail: opened.controlled })
  return {
    shared,
    fetch: (input, init) =>
      msw ? msw.then((m) => (m ? fetch(input, init) : link.fetch(input, init))) : link.fetch(input, init),
    intercept: () => intercept().then(() => undefined),
    stop() {
      link.close()
      void msw?.then((m) => m?.stop())
    },
  }
}
