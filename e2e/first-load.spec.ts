// A cold load of every screen, with each demo key and with a locked key against a real API:
// nothing in the console, no request the API refuses or that fails (no probe by a refused write),
// no workspace-level request by a product-locked key, from the first document on, and the key's
// rights announced on every answer (the browser adapter's header contract). Cold means no demo
// cache either: the cache brings the last visit's rights with it (src/app/demo-cache.ts), so a
// load from it knows the key's lock before any request, and would hide a first load that does not.
import type { APIRequestContext, Page, Request } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { endpointOf } from '../src/api/client/urls'
import { OPERATIONS } from '../src/api/contract/operations'
import { STORAGE_KEYS } from '../src/lib/constants'
import { BANNERS_BUDGET_MS } from '../src/app/first-screen-budgets'
import { DEMO_READY_MARK } from '../src/app/boot/boot-demo'
import { settled } from './crawl'
import {
  DEMO_KEYS,
  expect,
  faultFromHeader,
  keepWorkspaceAlive,
  openRequestLog,
  rememberRealApi,
  test,
  waitForDemo,
  type DemoKey,
} from './fixtures'

// A cold start is what these tests look at: each gets a browser context of its own.
test.use({ isolation: 'fresh' })

const LOCKED: readonly DemoKey[] = ['ak_test_locked', 'ak_test_locked_read']

/** `GET /tools`, …: what a product-locked key may not ask (403 key_product_locked). */
const WORKSPACE_LEVEL = new Set(OPERATIONS.filter((o) => o.access === 'workspace').map((o) => `${o.method} ${o.path}`))

/** The first object's id in a list, asked as `as`; 'none' for an empty or refused list. */
type FirstId = (path: string, as: DemoKey) => Promise<string>

/** Ids to open, read with the key under test, so a locked key gets its own product's objects. */
async function screensFor(key: DemoKey, firstId: FirstId): Promise<string[]> {
  const first = (path: string, as: DemoKey = key) => firstId(path, as)
  // Workspace screens by ids a workspace key sees: a locked key must not even ask for them.
  const webhook = await first('/webhooks?limit=1', 'ak_test_read')
  return [
    '/',
    '/products',
    '/products/new',
    `/products/${await first('/products?limit=1')}`,
    '/tools',
    '/tools/new',
    `/tools/${await first('/tools?limit=1', 'ak_test_read')}`,
    '/knowledge-bases',
    `/knowledge-bases/${await first('/knowledge-bases?limit=1', 'ak_test_read')}`,
    '/sessions',
    `/sessions/${await first('/sessions?limit=1')}`,
    '/wallet',
    `/wallet/entries/${await first('/wallet/entries?limit=1', 'ak_test_read')}`,
    '/webhooks',
    '/webhooks/new',
    `/webhooks/${webhook}`,
    `/webhooks/${webhook}/deliveries/${await first(`/webhooks/${webhook}/deliveries?limit=1`, 'ak_test_read')}`,
    '/webhooks/verify-signature',
    '/verify-user',
    '/api',
    '/api/log',
    '/settings',
  ]
}

/** The demo's ids, asked through a tab of the app (the mock answers only there). */
const demoIds =
  (page: Page): FirstId =>
  (path, as) =>
    page.evaluate(
      async ([path, as]) => {
        const res = await fetch(`/v1${path}`, { headers: { 'X-Api-Key': as } })
        const body = (await res.json()) as { data?: { id: string }[] }
        return body.data?.[0]?.id ?? 'none'
      },
      [path, as] as const,
    )

/** The standalone mock's ids, asked from the test. */
const serverIds =
  (request: APIRequestContext): FirstId =>
  async (path, as) => {
    const res = await request.get(`${MOCK_SERVER_URL}/v1${path}`, { headers: { 'X-Api-Key': as } })
    const body = (await res.json()) as { data?: { id: string }[] }
    return body.data?.[0]?.id ?? 'none'
  }

/**
 * Watches `page` from its next document on: what went wrong, the rights each /v1 answer announced,
 * and the empty-POST probes. A locked key's workspace-level request is a problem even where the
 * API would answer it (a wasted request is still one the key cannot use).
 */
function watchLoads(page: Page, key: DemoKey) {
  const problems: string[] = []
  const pending = new Set<Request>()
  const rights = new Set<string>()
  const watched = { problems, pending, rights, probes: 0 }
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('request', (req) => {
    pending.add(req)
    const { pathname } = new URL(req.url())
    if (!pathname.startsWith('/v1/')) return
    const endpoint = endpointOf(req.method(), pathname.slice('/v1'.length))
    if (endpoint === 'POST /products') watched.probes++
    if (LOCKED.includes(key) && WORKSPACE_LEVEL.has(endpoint))
      problems.push(`workspace-level for a locked key: ${req.method()} ${pathname}`)
  })
  page.on('requestfailed', (req) => {
    pending.delete(req)
    // A request the app itself abandoned (a screen left mid-load) is not a failure of the load.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${req.method()} ${req.url()}`)
  })
  page.on('requestfinished', (req) => pending.delete(req))
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (res.status() >= 400) problems.push(`${res.status()}: ${res.request().method()} ${url.pathname}${url.search}`)
    if (url.pathname.startsWith('/v1/'))
      rights.add(`${res.headers()['x-api-key-scope']}|${res.headers()['x-api-key-product'] ?? '-'}`)
  })
  return watched
}

/** Opens each screen as a new document, and fails on what went wrong while it loaded. */
async function loadEach(page: Page, screens: string[], watched: ReturnType<typeof watchLoads>): Promise<void> {
  for (const path of screens) {
    const before = watched.problems.length
    await page.goto(path)
    await settled(page)
    // What the screen asked for has answered (polling screens ask again later; those answers count too).
    await expect.poll(() => [...watched.pending].filter((r) => r.url().includes('/v1/')).length).toBe(0)
    expect(watched.problems.slice(before), path).toEqual([])
  }
}

/** No probe was needed, and every /v1 answer said what this key may do. */
function expectRightsAnnounced(key: DemoKey, watched: ReturnType<typeof watchLoads>): void {
  expect(watched.probes, 'no empty POST /products probe').toBe(0)
  const scope = key.endsWith('read') ? 'read' : 'write'
  expect(watched.rights.size).toBe(1)
  const [announced] = [...watched.rights]
  expect(announced).toMatch(LOCKED.includes(key) ? new RegExp(`^${scope}\\|prod_\\w+$`) : new RegExp(`^${scope}\\|-$`))
}

for (const key of DEMO_KEYS) {
  test.describe(key, () => {
    test.use({ demoKey: key })

    test(`every screen loads cold with no console error and no refused, failed or workspace-level request`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.addInitScript((cache) => {
        try {
          localStorage.removeItem(cache)
        } catch {
          // No storage, no cache.
        }
      }, STORAGE_KEYS.demoCache)
      // The first load stores the demo key (the fixture's init script); the keeper tab then keeps the
      // workspace alive between the loads below, each a whole new document.
      let documents = 0
      page.on('load', () => void documents++)
      const watched = watchLoads(page, key)
      await loadEach(page, ['/settings'], watched)
      // MSW reloads a tab it finds registered but not yet controlled; the cold start must not give it the chance.
      expect(documents, 'a cold start is one document, not a reload').toBe(1)
      const keeper = await keepWorkspaceAlive(page)
      await waitForDemo(keeper)
      await loadEach(page, await screensFor(key, demoIds(keeper)), watched)
      expectRightsAnnounced(key, watched)
      await keeper.close()
    })
  })
}

for (const key of LOCKED)
  test(`a real API's locked key ${key}: every screen loads cold with no refused or workspace-level request`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await rememberRealApi(page, `${MOCK_SERVER_URL}/v1`, key)
    const watched = watchLoads(page, key)
    await loadEach(page, await screensFor(key, serverIds(request)), watched)
    expectRightsAnnounced(key, watched)
  })

/**
 * Recorded from the document's start: whether main showed the screen (its heading) with a skeleton
 * or a busy region still in it, and whether it showed it complete. Code still arriving shows the
 * router's own placeholder, which has no heading: it is not the screen waiting for its data.
 */
function watchFirstScreen(): void {
  const w = window as unknown as { __screen?: 'complete' | 'skeleton' }
  const check = () => {
    const main = document.querySelector('main')
    if (w.__screen || !main?.querySelector('h1')) return
    w.__screen = main.querySelector('.animate-shimmer, [aria-busy="true"]') ? 'skeleton' : 'complete'
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
}

const setLatency = (page: Page, latency_ms: number) =>
  page.evaluate(
    (body) => fetch('/_mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    JSON.stringify({ latency_ms }),
  )

test('a repeat visit shows each screen with the rows it last showed, never its skeleton first', async ({ page }) => {
  await page.addInitScript(watchFirstScreen)
  for (const path of ['/products', '/sessions', '/wallet', '/']) {
    await page.goto(path)
    await settled(page)
    // The mock answers late from now on: only what the last visit kept can paint the rows at once.
    await setLatency(page, 2_000)
    // Leaving the page keeps what it showed (src/app/demo-cache-save.ts); the reload paints it.
    await page.reload()
    // A navigation may still replace the document meanwhile (MSW taking a tab it does not control
    // yet): that document records its own first screen from its start, so the poll asks it again.
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __screen?: string }).__screen).catch(() => 'navigating'),
        { message: path },
      )
      .toBe('complete')
    await setLatency(page, 0)
  }
})

const firstRow = (page: Page, table: RegExp) => page.getByRole('table', { name: table }).locator('tbody tr').first()

/** Tools, from the sidebar: a screen after the first. */
async function openTools(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click()
  await expect(firstRow(page, /^Tools/)).toBeVisible()
}

/**
 * What answered the page's document, script and API requests (`worker …` or `network …`, as
 * Playwright reports them), and `expectServed`, which waits until the page's own resource timings
 * show an API request answered through its service worker (`workerStart` is set only then). Those
 * are the page's record: Playwright's report of a service worker's answer comes late, and once in a
 * long run did not come within 10 s. A failure names both, and the page's console warnings: the demo
 * says there when MSW could not start and its requests went straight to the mock's worker, out of
 * the network's sight (no resource timing at all).
 */
/**
 * Waits until the demo's service worker has claimed this page: a navigation that starts while it
 * still installs is not controlled from its start, and that document's first screen skips MSW.
 */
const untilControlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null)

function watchServed(page: Page) {
  const served: string[] = []
  const warnings: string[] = []
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())))
  page.on('response', (res) => {
    const { pathname, search } = new URL(res.url())
    const path = pathname.startsWith('/assets/')
      ? '/assets/'
      : pathname.startsWith('/v1/')
        ? pathname + search
        : pathname
    if (path === '/products' || path === '/assets/' || path.startsWith('/v1/'))
      served.push(`${res.fromServiceWorker() ? 'worker' : 'network'} ${path}`)
  })
  /** This document's /v1 requests as its resource timings list them: `worker …` or `network …`. */
  const timings = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ url: new URL(e.name), sw: (e as PerformanceResourceTiming).workerStart > 0 }))
        .filter(({ url }) => url.pathname.startsWith('/v1/'))
        .map(({ url, sw }) => `${sw ? 'worker' : 'network'} ${url.pathname}${url.search}`),
    )
  /** Whether this document's first screen asked through MSW, as boot-demo marked it. */
  const demoStart = () =>
    page.evaluate((name) => {
      const mark = performance.getEntriesByName(name, 'mark')[0] as PerformanceMark | undefined
      return mark ? JSON.stringify(mark.detail) : 'not marked'
    }, DEMO_READY_MARK)
  const expectServed = async (path: string, timeout?: number) => {
    try {
      await expect.poll(timings, { timeout }).toContain(`worker ${path}`)
    } catch (e) {
      throw new Error(
        [
          e instanceof Error ? e.message : String(e),
          `the page's timings: ${(await timings()).join(', ') || 'none'}`,
          `Playwright saw: ${served.join(', ') || 'nothing'}`,
          `console warnings: ${warnings.join(' | ') || 'none'}`,
          `the demo's start: ${await demoStart()}`,
        ].join('\n'),
      )
    }
  }
  return { served, timings, expectServed, demoStart }
}

test('once the demo’s service worker controls the tab, the app’s code and its pages skip it; the API still reaches the mock', async ({
  page,
}) => {
  const { served, expectServed } = watchServed(page)
  await page.goto('/settings')
  await waitForDemo(page)
  await untilControlled(page)
  served.length = 0
  await page.goto('/products')
  await settled(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/demo-service-worker\.js$/)
  await expect(firstRow(page, /^Products/)).toBeVisible()
  // The static routes (public/demo-service-worker.js): no script or page passes through a fetch handler…
  expect(served).toContain('network /products')
  expect(served).toContain('network /assets/')
  expect(served.filter((s) => s.startsWith('worker /assets/') || s === 'worker /products')).toEqual([])
  // …while the API's answers still come from the worker, that is from the mock.
  await expectServed('/v1/products')
})

test('a first visit’s first screen asks the mock’s worker itself; what comes after, and a reload, go through MSW', async ({
  page,
}) => {
  const { served, timings, expectServed, demoStart } = watchServed(page)
  await page.goto('/products')
  await expect(firstRow(page, /^Products/)).toBeVisible()
  expect(await demoStart()).toBe(JSON.stringify(false))
  // The app's own request log lists it all the same, as sent and answered.
  const log = await openRequestLog(page)
  for (const path of ['/products', '/wallet'])
    await expect(log.getByRole('button', { name: path, exact: true })).toBeVisible()
  await expect(log).toContainText('200')
  // A later screen's requests go through MSW's service worker.
  await openTools(page)
  await expectServed('/v1/tools')
  // Nothing of the first screen crossed the network, in the page's record or in Playwright's (read
  // once a later answer was in, so a late report cannot hide one): not even MSW's service worker,
  // still installing, saw it.
  const firstScreen = (s: string) => /^\w+ \/v1\/(products|wallet)(\?|$)/.test(s)
  expect([...(await timings()), ...served].filter(firstScreen)).toEqual([])
  // The tab is the service worker's now: the reloaded first screen goes through MSW from its first request.
  await untilControlled(page)
  served.length = 0
  await page.goto('/products')
  await expect(firstRow(page, /^Products/)).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/demo-service-worker\.js$/)
  expect(await demoStart()).toBe(JSON.stringify(true))
  await expectServed('/v1/products', 20_000)
  expect(served.filter((s) => s.startsWith('network /v1/'))).toEqual([])
})

test('where service workers are refused, the demo goes on without MSW: later screens and writes reach the worker', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  const page = await context.newPage()
  const warnings: string[] = []
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())))
  const network: string[] = []
  page.on('request', (req) => {
    if (/^\/(v1|_mock)(\/|$)/.test(new URL(req.url()).pathname)) network.push(req.url())
  })
  await page.goto('/products')
  await expect(firstRow(page, /^Products/)).toBeVisible()
  await expect.poll(() => warnings.join('\n')).toContain('MSW could not start')
  // A later screen, and a write (the demo panel's faults), with the fault it sets applied.
  await openTools(page)
  await faultFromHeader(page, 'Offline')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge bases' }).click()
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('could not be reached')
  expect(network).toEqual([])
  await context.close()
})

test('a switch to a locked key, once the first screen is long shown, asks nothing workspace-level', async ({
  page,
}) => {
  // Past the first screen's budgets the shell no longer waits for a new key's banners, so the
  // screen on view asks with the new key at once: only the rights may tell it what to leave out.
  await page.clock.install()
  await page.goto('/settings')
  await settled(page)
  await page.clock.fastForward(BANNERS_BUDGET_MS)
  const asked: string[] = []
  page.on('request', (req) => {
    const { pathname } = new URL(req.url())
    if (pathname.startsWith('/v1/')) asked.push(endpointOf(req.method(), pathname.slice('/v1'.length)))
  })
  await page.getByRole('radio', { name: 'Support assistant, write' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
  await settled(page)
  expect(asked, 'the locked key asked its product').toContain('GET /products/{product_id}')
  expect(asked.filter((endpoint) => WORKSPACE_LEVEL.has(endpoint))).toEqual([])
})
