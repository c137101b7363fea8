// Connecting to `npm run mock:server` as a real API on loopback, from the settings
// screen: the overview loads from it, the key stays out of localStorage (and out of
// sessionStorage unless remembered), a reload keeps or forgets it as promised, and
// demo mode comes back. axe-clean in both themes. A first screen's first requests leave
// with boot, before the screen's code, and are sent once.
import type { Page } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { FIRST_REQUESTS } from '../src/app/boot/first-requests'
import { STORAGE_KEYS } from '../src/lib/constants'
import { expect, expectNoA11yViolations, openRequestLog, test, rememberRealApi } from './fixtures'

const BASE_URL = `${MOCK_SERVER_URL}/v1`
const HOST = new URL(MOCK_SERVER_URL).host
const KEY = 'ak_test_write'

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' })
const current = (page: Page) => page.getByRole('region', { name: 'Current connection' })

/**
 * What the page keeps. The demo cache saved before connecting names the demo key it was saved
 * under (demo keys are public, and here the same string as the real key), so a record of the
 * demo connection is left out: the check is that the real connection's key is never kept.
 */
const storage = (page: Page) =>
  page.evaluate((demoCache) => {
    const local: Record<string, string> = { ...localStorage }
    const cache = local[demoCache]
    if (cache?.includes('"connection":"demo|')) delete local[demoCache]
    return { local: JSON.stringify(local), session: JSON.stringify({ ...sessionStorage }) }
  }, STORAGE_KEYS.demoCache)

/** Fills the real-API form and connects; resolves on the overview, loaded from the server. */
async function connect(page: Page, { remember }: { remember: boolean }): Promise<void> {
  await page.goto('/settings')
  await expect(connection(page)).toContainText('Demo mode')
  await page.getByRole('radio', { name: 'A real API' }).check()
  const form = page.getByRole('form', { name: 'Connect to an API' })
  await form.getByLabel('Base URL').fill(BASE_URL)
  await form.getByLabel('API key').fill(KEY)
  if (remember) await form.getByRole('checkbox', { name: 'Remember for this browser session' }).check()

  const fromServer = page.waitForResponse((res) => res.url().startsWith(`${BASE_URL}/`) && res.ok())
  await form.getByRole('button', { name: 'Connect' }).click()
  await fromServer
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(connection(page)).toHaveText(`API · ${HOST}`)
  await expectOverviewFromServer(page)
}

async function expectOverviewFromServer(page: Page): Promise<void> {
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Wallet' })).toContainText(/[\d,]+\.\d+ credits/)
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(/\d+ products/)
}

async function backToDemo(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).first().click()
  await current(page).getByRole('button', { name: 'Back to demo mode' }).click()
  await expect(connection(page)).toHaveText('Demo mode · Workspace, write')
  await expect(current(page)).toContainText('Demo workspace')
  const after = await storage(page)
  expect(after.session).not.toContain(KEY)
  expect(after.session).not.toContain(BASE_URL)
  await page.goto('/')
  await expect(connection(page)).toHaveText('Demo mode · Workspace, write')
  await expectOverviewFromServer(page)
}

// Each flow in one theme, so both themes are checked without running every flow twice.
test.describe('light', () => {
  test.use({ colorScheme: 'light' })

  test('a key kept in memory only is gone after a reload, and settings says so', async ({ page }) => {
    await connect(page, { remember: false })
    await expectNoA11yViolations(page)
    const kept = await storage(page)
    expect(kept.local).not.toContain(KEY)
    expect(kept.session).not.toContain(KEY)
    expect(page.url()).not.toContain(KEY)

    await page.reload()
    // The app goes there itself; a request sent meanwhile without a key may name the 401 instead.
    await expect(page).toHaveURL(/\/settings\?reason=(key_forgotten|missing_api_key)$/)
    await expect(page.getByRole('alert').filter({ hasText: 'forgotten when the page reloaded' })).toBeVisible()
    await expect(connection(page)).toHaveText(`API · ${HOST}`)
    await expect(current(page)).toContainText('Not entered')
    await expect(page.getByRole('form', { name: 'Connect to an API' }).getByLabel('Base URL')).toHaveValue(BASE_URL)
    await expectNoA11yViolations(page)

    await backToDemo(page)
  })
})

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' })

  test('a remembered key survives a reload in sessionStorage only', async ({ page }) => {
    await connect(page, { remember: true })
    const kept = await storage(page)
    expect(kept.local).not.toContain(KEY)
    expect(kept.session).toContain(KEY)

    // No mock starts in remote mode: every API request reaches the server itself.
    const requests: string[] = []
    page.on('request', (req) => requests.push(req.url()))
    await page.reload()
    await expect(connection(page)).toHaveText(`API · ${HOST}`)
    await expectOverviewFromServer(page)
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/v1/'))).not.toContainEqual(
      expect.stringMatching(/^http:\/\/localhost/),
    )
    expect(requests.some((url) => url.startsWith(`${BASE_URL}/`))).toBe(true)

    await page.getByRole('link', { name: 'Settings' }).first().click()
    await expect(current(page)).toContainText('Remembered for this browser session')
    await expect(current(page)).toContainText('Read and write')
    await expectNoA11yViolations(page)

    await backToDemo(page)
  })
})

test('a first screen asks the API before its code has arrived, and asks once', async ({ page }) => {
  await rememberRealApi(page, BASE_URL, KEY)
  const asked: string[] = []
  page.on('request', (req) => asked.push(`${req.method()} ${req.url()}`))
  for (const [path, requests] of Object.entries(FIRST_REQUESTS)) {
    asked.length = 0
    await page.goto(path)
    await expect(connection(page)).toHaveText(`API · ${HOST}`)
    await expect(page.locator('main [aria-busy="true"], main .animate-shimmer')).toHaveCount(0)
    await expect(page.locator('main h1')).toBeVisible()
    const urls = requests.map((r) => new URL(`${BASE_URL}${r}`).href)
    // Boot's request is the app's: the transport took its answer rather than asking again.
    for (const url of urls)
      expect(
        asked.filter((a) => a === `GET ${url}`),
        `${path}: ${url}`,
      ).toHaveLength(1)
    // Sent as the page started, before boot asked for the screen's own chunk (its first in the route table).
    const order = await page.evaluate(
      ([urls, path]) => {
        const table = JSON.parse(document.getElementById('boot-table')?.textContent ?? '{}') as {
          routes: [string, boolean, string[]][]
        }
        const own = table.routes.find(([pattern, layout]) => !layout && pattern === path)?.[2][0] ?? ''
        const started = (name: string) =>
          performance.getEntriesByType('resource').find((e) => e.name === name)?.startTime ?? Number.NaN
        return { api: Math.max(...urls.map(started)), code: started(new URL(own, location.href).href) }
      },
      [urls, path] as const,
    )
    expect(order.api, path).toBeLessThanOrEqual(order.code)
    // And the app asked for each itself (its request log lists what its transport sent or took):
    // a listed request no screen asks for any more would leave the log without it.
    const log = await openRequestLog(page)
    for (const request of requests) await expect(log.getByRole('button', { name: request, exact: true })).toBeVisible()
  }
})
