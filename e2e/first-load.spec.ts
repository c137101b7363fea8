// A cold load of every screen, with each demo key: nothing in the console, no request the API
// refuses or that fails (no probe by a refused write, no workspace read by a locked key), and
// the key's rights announced on the demo's answers (the browser adapter's header contract).
import type { Page, Request } from '@playwright/test'
import { settled } from './crawl'
import { DEMO_KEYS, expect, keepWorkspaceAlive, test, waitForDemo, type DemoKey } from './fixtures'

// A cold start is what these tests look at: each gets a browser context of its own.
test.use({ isolation: 'fresh' })

const LOCKED: readonly DemoKey[] = ['ak_test_locked', 'ak_test_locked_read']

/** Ids to open, read with the key under test, so a locked key gets its own product's objects. */
async function screensFor(page: Page, key: DemoKey): Promise<string[]> {
  await waitForDemo(page)
  const first = (path: string, as: string = key) =>
    page.evaluate(
      async ([path, as]) => {
        const res = await fetch(`/v1${path}`, { headers: { 'X-Api-Key': as } })
        const body = (await res.json()) as { data?: { id: string }[] }
        return body.data?.[0]?.id ?? 'none'
      },
      [path, as] as const,
    )
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

for (const key of DEMO_KEYS) {
  test.describe(key, () => {
    test.use({ demoKey: key })

    test(`every screen loads cold with no console error and no refused or failed request`, async ({ page }) => {
      test.setTimeout(120_000)
      // The first load stores the demo key (the fixture's init script); the keeper tab then keeps the
      // workspace alive between the loads below, each a whole new document.
      let documents = 0
      page.on('load', () => void documents++)
      await page.goto('/settings')
      await settled(page)
      // MSW reloads a tab it finds registered but not yet controlled; the cold start must not give it the chance.
      expect(documents, 'a cold start is one document, not a reload').toBe(1)
      const keeper = await keepWorkspaceAlive(page)
      const screens = await screensFor(keeper, key)

      const problems: string[] = []
      const pending = new Set<Request>()
      const rights = new Set<string>()
      let probes = 0
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`)
      })
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
      page.on('request', (req) => {
        pending.add(req)
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/products') probes++
      })
      page.on('requestfailed', (req) => {
        pending.delete(req)
        // A request the app itself abandoned (a screen left mid-load) is not a failure of the load.
        if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${req.method()} ${req.url()}`)
      })
      page.on('requestfinished', (req) => pending.delete(req))
      page.on('response', (res) => {
        const url = new URL(res.url())
        if (res.status() >= 400)
          problems.push(`${res.status()}: ${res.request().method()} ${url.pathname}${url.search}`)
        if (url.pathname.startsWith('/v1/'))
          rights.add(`${res.headers()['x-api-key-scope']}|${res.headers()['x-api-key-product'] ?? '-'}`)
      })

      for (const path of screens) {
        const before = problems.length
        await page.goto(path)
        await settled(page)
        // What the screen asked for has answered (polling screens ask again later; those answers count too).
        await expect.poll(() => [...pending].filter((r) => r.url().includes('/v1/')).length).toBe(0)
        expect(problems.slice(before), path).toEqual([])
      }

      expect(probes, 'no empty POST /products probe').toBe(0)
      // Every /v1 answer said what this key may do.
      const scope = key.endsWith('read') ? 'read' : 'write'
      expect(rights.size).toBe(1)
      const [announced] = [...rights]
      expect(announced).toMatch(
        LOCKED.includes(key) ? new RegExp(`^${scope}\\|prod_\\w+$`) : new RegExp(`^${scope}\\|-$`),
      )
      await keeper.close()
    })
  })
}

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
