// Where a real API key goes (docs/architecture.md, "Secrets"): connected to the standalone mock with a key that is
// not one of the public demo keys (registered through its /_mock/keys control), the key
// lives in memory, or in sessionStorage when "remember" is ticked, and nowhere else: not in
// localStorage, IndexedDB, cookies, any URL the tab visited, the console, page errors, the
// rendered page (API errors and the request log included), and it is sent only as
// X-Api-Key to the configured API origin. Sign-out leaves nothing of it behind.
import type { APIRequestContext, Page } from '@playwright/test'
import { BASE_URL, MOCK_SERVER_URL } from '../playwright.config'
import { crawl, settled } from './crawl'
import { expect, test } from './fixtures'

const API_URL = `${MOCK_SERVER_URL}/v1`
const APP_ORIGIN = new URL(BASE_URL).origin
const API_ORIGIN = new URL(MOCK_SERVER_URL).origin

/** A fresh private key per test, so parallel tests and the demo keys never stand in for it. */
async function registerKey(request: APIRequestContext): Promise<string> {
  const key = `ak_live_e2e_${crypto.randomUUID().replace(/-/g, '')}`
  const res = await request.post(`${MOCK_SERVER_URL}/_mock/keys`, { data: { key, label: 'Key-handling spec' } })
  expect(res.status(), 'the standalone mock needs POST /_mock/keys (restart a stale `npm run mock:server`)').toBe(201)
  return key
}

interface Seen {
  urls: string[]
  console: string[]
  errors: string[]
  requests: { url: string; headers: Record<string, string> }[]
}

/** Records everything the tab shows the outside world from here on. */
function watch(page: Page): Seen {
  const seen: Seen = { urls: [], console: [], errors: [], requests: [] }
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()))
  page.on('console', (msg) => seen.console.push(`${msg.type()}: ${msg.text()} ${JSON.stringify(msg.location())}`))
  page.on('pageerror', (err) => seen.errors.push(`${err.message}\n${err.stack ?? ''}`))
  // headers(), not allHeaders(): the latter waits for a response that an aborted request never gets.
  page.context().on('request', (req) => seen.requests.push({ url: req.url(), headers: req.headers() }))
  return seen
}

/** Everything the page keeps: both storages, every IndexedDB store's records, and cookies. */
async function everythingStored(page: Page): Promise<{ local: string; session: string; idb: string; cookies: string }> {
  const inPage = await page.evaluate(async () => {
    const readDb = (name: string, version: number | undefined) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(name, version)
        open.onerror = () => resolve(`unreadable ${name}`)
        open.onsuccess = () => {
          const db = open.result
          const stores = [...db.objectStoreNames]
          if (stores.length === 0) return resolve({ name, stores: {} })
          const tx = db.transaction(stores, 'readonly')
          const reads = stores.map((store) => ({
            store,
            keys: tx.objectStore(store).getAllKeys(),
            values: tx.objectStore(store).getAll(),
          }))
          tx.oncomplete = () => {
            db.close()
            resolve({
              name,
              stores: reads.map((r) => ({ store: r.store, keys: r.keys.result, values: r.values.result })),
            })
          }
        }
      })
    const dbs = await indexedDB.databases()
    const contents = await Promise.all(dbs.map((d) => readDb(d.name ?? '', d.version)))
    return {
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      idb: JSON.stringify(contents),
      cookie: document.cookie,
    }
  })
  const cookies = JSON.stringify(await page.context().cookies())
  return { local: inPage.local, session: inPage.session, idb: inPage.idb, cookies: `${inPage.cookie}${cookies}` }
}

/** The page's text, markup and every field's value: where a key would show if rendered. */
const rendered = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.outerHTML +
      [...document.querySelectorAll('input, textarea')]
        .map((el) => (el as HTMLInputElement | HTMLTextAreaElement).value)
        .join('\n'),
  )

async function expectNotRendered(page: Page, key: string, where: string): Promise<void> {
  expect(await rendered(page), `the key is shown on ${where}`).not.toContain(key)
}

async function connect(page: Page, key: string, remember: boolean): Promise<void> {
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'A real API' }).check()
  const form = page.getByRole('form', { name: 'Connect to an API' })
  await form.getByLabel('Base URL').fill(API_URL)
  await form.getByLabel('API key').fill(key)
  if (remember) await form.getByRole('checkbox', { name: 'Remember for this browser session' }).check()
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText(`API · ${new URL(API_ORIGIN).host}`)
  await settled(page)
}

/** A freshly registered key, connected with every request from then on watched for it. */
async function connectWatched(page: Page, request: APIRequestContext, remember: boolean) {
  const key = await registerKey(request)
  const seen = watch(page)
  await connect(page, key, remember)
  return { key, seen }
}

/** An object that does not exist, and the request log: the two places an API's answer is shown verbatim. */
async function errorsAndLog(page: Page, key: string): Promise<void> {
  await page.goto('/products/prod_doesnotexist00')
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/not found|no product/i))
      .first(),
  ).toBeVisible()
  await expectNotRendered(page, key, 'a 404 object page')
  // The log lives in memory: reach it by links, not by loading a document.
  await page.getByRole('navigation', { name: 'Main' }).first().locator('a[href^="/api"]').first().click()
  await page.locator('a[href^="/api/log"]').first().click()
  await expect(page).toHaveURL(/\/api\/log/)
  await expect(page.getByText('prod_doesnotexist00').first()).toBeVisible()
  // Opening each logged request shows its headers and curl command.
  const closed = page.locator('main button[aria-expanded="false"]')
  for (let opened = 0; opened < 5 && (await closed.count()) > 0; opened++) await closed.first().click()
  await expectNotRendered(page, key, 'the request log')
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).first().click()
  await page
    .getByRole('region', { name: 'Current connection' })
    .getByRole('button', { name: 'Back to demo mode' })
    .click()
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  // MSW's service worker lets go of a tab that navigates away while it is the worker's only one;
  // MSW then takes the tab back with one reload. Look at the tab once the mock holds it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false))
    .toBe(true)
  await settled(page)
}

/** What every test ends with: the key was never stored where it must not be, nor shown, nor sent elsewhere. */
async function expectKeyContained(page: Page, key: string, seen: Seen): Promise<void> {
  const stored = await everythingStored(page)
  expect(stored.local, 'localStorage').not.toContain(key)
  expect(stored.session, 'sessionStorage after sign-out').not.toContain(key)
  expect(stored.idb, 'IndexedDB').not.toContain(key)
  expect(stored.cookies, 'cookies').not.toContain(key)
  expect(
    seen.urls.filter((u) => u.includes(key)),
    'URLs visited',
  ).toEqual([])
  expect(seen.urls.length).toBeGreaterThan(5)
  expect(
    seen.console.filter((c) => c.includes(key)),
    'console',
  ).toEqual([])
  expect(
    seen.errors.filter((e) => e.includes(key)),
    'page errors',
  ).toEqual([])
  await expectNotRendered(page, key, 'settings after sign-out')

  const requests = seen.requests
  const elsewhere = requests.filter((r) => {
    if (/^(data|blob):/.test(r.url)) return false
    const origin = new URL(r.url).origin
    return origin !== APP_ORIGIN && origin !== API_ORIGIN
  })
  expect(
    elsewhere.map((r) => r.url),
    'requests to other origins',
  ).toEqual([])
  const carrying = requests.filter((r) => JSON.stringify(r).includes(key))
  expect(carrying.length, 'requests that carried the key').toBeGreaterThan(5)
  for (const r of carrying) {
    expect(new URL(r.url).origin, `the key went to ${r.url}`).toBe(API_ORIGIN)
    expect(r.url).not.toContain(key)
    const named = Object.entries(r.headers).filter(([, value]) => value.includes(key))
    expect(named, `headers of ${r.url}`).toEqual([['x-api-key', key]])
  }
}

test('a key kept in memory: every sidebar screen, an API error, reload and sign-out keep it contained', async ({
  page,
  request,
}) => {
  test.slow()
  const { key, seen } = await connectWatched(page, request, false)
  expect((await everythingStored(page)).session, 'not remembered').not.toContain(key)

  // Client-side only: a document load would forget an unremembered key.
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  const sections = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? '/'))])
  expect(sections.length).toBeGreaterThanOrEqual(6)
  for (const section of sections) {
    await nav.locator(`a[href="${section}"]`).first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(section)
    await settled(page)
    await expectNotRendered(page, key, section)
  }

  await page.reload()
  await expect(page).toHaveURL(/\/settings\?reason=/)
  expect((await everythingStored(page)).session).not.toContain(key)
  await expectNotRendered(page, key, 'settings after a reload')

  await signOut(page)
  await expectKeyContained(page, key, seen)
})

test('a remembered key: every screen, an API error and the request log, reload and sign-out keep it contained', async ({
  page,
  request,
}) => {
  test.slow()
  const { key, seen } = await connectWatched(page, request, true)
  expect((await everythingStored(page)).session, 'remembered in sessionStorage').toContain(key)

  const visited = await crawl(page, async ({ path }) => expectNotRendered(page, key, path))
  expect(visited.length).toBeGreaterThanOrEqual(10)
  await errorsAndLog(page, key)

  await page.reload()
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText(`API · ${new URL(API_ORIGIN).host}`)
  await settled(page)
  await signOut(page)
  await expectKeyContained(page, key, seen)
  // Demo mode again: the tab's requests from here on carry only the demo key.
  const before = seen.requests.length
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Products' }).click()
  await settled(page)
  const after = seen.requests.slice(before)
  expect(after.filter((r) => JSON.stringify(r).includes(key))).toEqual([])
})
