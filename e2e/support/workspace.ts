// One browser context per Playwright worker, kept from test to test, with the demo's mock worker
// kept alive in it. A new context costs the browser a renderer, the service worker's install and
// the mock's whole start (its code and its seed): a cold load here took about 1.2 CPU-seconds
// against 0.6 for a new tab in a kept context, and the suite is CPU-bound.
//
// Between tests the kept context is put back to a first visit's state: every tab but the keeper
// closed, its storage cleared, its permissions and the listeners a test added removed, and the
// workspace reset through the mock's own control. A test whose state cannot be put back (a moved
// mock clock) gets the context thrown away, and the next test a new one.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { mockState } from '../../src/api/contract/mock-controls'

/** What the keeper page holds: the mock worker's port and a way to ask it, as a tab's requests go. */
interface KeeperWindow {
  __askMock: (method: string, path: string, body?: object) => Promise<{ status: number; text: string }>
}

/** How the app opened its SharedWorker, recorded by an init script in the first tab. */
interface SharedWorkerCall {
  url: string
  options: WorkerOptions
}

export class KeptWorkspace {
  private context: BrowserContext | null = null
  private keeper: Page | null = null
  /** The listeners the running test put on the context (Playwright keeps its own there too). */
  private added: [string, (...args: unknown[]) => void][] = []

  constructor(
    private readonly browser: Browser,
    private readonly contextOptions: Parameters<Browser['newContext']>[0],
  ) {}

  /** The kept context, opened with the demo's workspace alive in it. */
  async open(): Promise<BrowserContext> {
    if (this.context) return this.context
    const context = await this.browser.newContext(this.contextOptions)
    try {
      this.keeper = await this.firstVisit(context)
      // The first tab stored what a visit stores; the tests start from none of it.
      await this.keeper.evaluate(() => localStorage.clear())
    } catch (error) {
      await context.close()
      throw error
    }
    // Playwright's clock is the context's, and nothing takes it back out: a test that sets it
    // must run in a context of its own: `test.use({ isolation: 'fresh' })`, or `testInOwnContext`.
    for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const)
      context.clock[method] = () => {
        throw new Error(`page.clock.${method} needs a context of the test's own: test.use({ isolation: 'fresh' })`)
      }
    for (const method of ['on', 'once', 'addListener', 'prependListener'] as const) {
      const original = context[method].bind(context) as (event: string, listener: () => void) => BrowserContext
      Object.assign(context, {
        [method]: (event: string, listener: () => void) => {
          this.added.push([event, listener])
          return original(event, listener)
        },
      })
    }
    this.context = context
    return context
  }

  /**
   * Puts the context back to a first visit's state after `testInfo`'s test, or throws it away when
   * that cannot be done (the test failed, or it moved the mock's clock).
   */
  async clean(testInfo: TestInfo): Promise<void> {
    const { context, keeper } = this
    if (!context || !keeper) return
    try {
      for (const [event, listener] of this.added.splice(0)) context.off(event as 'page', listener)
      // A closing tab saves what it showed (the demo's repeat-visit cache): close first, then clear.
      await Promise.all(
        context
          .pages()
          .filter((p) => p !== keeper)
          .map((p) => p.close()),
      )
      await context.clearPermissions()
      if (testInfo.status !== testInfo.expectedStatus || keeper.isClosed()) throw new Error('discard')
      const state = await this.ask('GET', '/_mock')
      const mock = mockState.parse(JSON.parse(state.text))
      // The mock's clock only moves forward; a workspace seeded at a moved clock is not the seed.
      if (mock.offset_ms !== 0) throw new Error('discard')
      if (mock.time_scale !== 1) await this.ask('POST', '/_mock/time-scale', { time_scale: 1 })
      const reset = await this.ask('POST', '/_mock/reset', {})
      if (reset.status !== 200 && reset.status !== 204) throw new Error(`reset answered ${reset.status}`)
      await keeper.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    } catch {
      await this.discard()
    }
  }

  async discard(): Promise<void> {
    const context = this.context
    this.context = null
    this.keeper = null
    this.added = []
    if (!context) return
    // Pages first: closing a context after a failed test has Playwright screenshot its pages,
    // and the keeper is a background tab, which Chromium gives no frames.
    await Promise.all(context.pages().map((p) => p.close()))
    // The mock saved its workspace in the origin's IndexedDB; a new context starts without it.
    await context.close()
  }

  private async ask(method: string, path: string, body?: object) {
    const keeper = this.keeper
    if (!keeper) throw new Error('no keeper')
    return keeper.evaluate(
      ({ method, path, body }) => (window as unknown as KeeperWindow).__askMock(method, path, body),
      { method, path, body },
    )
  }

  /**
   * Loads the app once (its service worker is installed then, as on a first visit), with an init
   * script that notes how it opens its mock worker, and leaves the keeper holding that worker.
   */
  private async firstVisit(context: BrowserContext): Promise<Page> {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const Original = window.SharedWorker
      const seen: { url: string; options: WorkerOptions }[] = []
      ;(window as unknown as { __sharedWorkers: typeof seen }).__sharedWorkers = seen
      window.SharedWorker = class extends Original {
        constructor(url: string | URL, options?: string | WorkerOptions) {
          super(url, options)
          seen.push({
            url: new URL(url, location.href).href,
            options: typeof options === 'string' ? { name: options } : (options ?? {}),
          })
        }
      }
    })
    await page.goto('/settings')
    const handle = await page.waitForFunction(() => {
      const seen = (window as unknown as { __sharedWorkers?: SharedWorkerCall[] }).__sharedWorkers
      return seen?.[0]
    })
    const call = (await handle.jsonValue()) as SharedWorkerCall
    // The keeper joins this worker before this tab goes, so the workspace never ends.
    const keeper = await this.startKeeper(context, call)
    await page.close()
    return keeper
  }

  /**
   * A tab that holds the mock's worker and nothing else: a static file of the origin (no app, so
   * nothing of a visit is saved from it), with a port to the worker for the resets.
   */
  private async startKeeper(context: BrowserContext, call: SharedWorkerCall): Promise<Page> {
    const keeper = await context.newPage()
    await keeper.goto('/favicon.svg')
    await keeper.evaluate(({ url, options }) => {
      const worker = new SharedWorker(url, options)
      const waiting = new Map<number, (answer: { status: number; text: string }) => void>()
      let next = 0
      worker.port.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type: string; id?: number; status?: number; body?: ArrayBuffer | null }
        if (data.id === undefined) return
        const done = waiting.get(data.id)
        waiting.delete(data.id)
        done?.({
          status: data.type === 'response' ? (data.status ?? 0) : 0,
          text: data.body ? new TextDecoder().decode(data.body) : '',
        })
      })
      worker.port.start()
      ;(window as unknown as KeeperWindow).__askMock = (method, path, body) =>
        new Promise((resolve) => {
          const id = ++next
          waiting.set(id, resolve)
          const bytes = body ? new TextEncoder().encode(JSON.stringify(body)).buffer : null
          worker.port.postMessage(
            {
              type: 'request',
              id,
              url: new URL(path, location.origin).href,
              method,
              headers: body ? [['content-type', 'application/json']] : [],
              body: bytes,
            },
            bytes ? [bytes] : [],
          )
        })
    }, call)
    return keeper
  }
}
