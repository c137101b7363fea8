// The worker's kept browser context (e2e/support/workspace.ts) gives each test a first visit's
// state: what one test wrote to the workspace, to storage or to the mock's controls, and the tabs
// and listeners it left, are gone when the next test starts. Serial: one worker, in this order.
import { productList } from '../src/api/contract'
import { mockState } from '../src/api/contract/mock-controls'
import { apiGet, apiRequest, expect, mockControl, productBySlug, test, THEME_STORAGE, waitForDemo } from './fixtures'

test.describe.configure({ mode: 'serial' })

const RENAMED = 'Renamed by the test before'
let contextUsed: unknown

test('a test changes the workspace, storage and the mock, and leaves a tab open', async ({ page }) => {
  await page.goto('/products')
  await waitForDemo(page)
  const product = (await apiGet(page, '/products?limit=1', productList)).data[0]!
  expect((await apiRequest(page, 'PATCH', `/products/${product.id}`, { body: { name: RENAMED } })).status).toBe(200)
  expect(await mockControl(page, 'faults', { latency_ms: 50 })).toBe(200)
  expect(await mockControl(page, 'time-scale', { time_scale: 60 })).toBe(200)
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE)
  // This test's own page may still ask (a change notice's refetch comes a moment after the writes
  // above), and the service worker fetch for it: those are this test's. A tab's request reaches this
  // listener otherwise only if it outlived the test (the next test's first page load).
  page.context().on('request', (request) => {
    if (request.serviceWorker() !== null || request.frame().page() === page) return
    throw new Error('a listener of the test before')
  })
  await page.context().newPage()
  contextUsed = page.context()
})

test('the next test starts from the seed, with nothing of the test before', async ({ page }) => {
  // The same kept context, so this test shows that it was put back, not replaced.
  expect(page.context()).toBe(contextUsed)
  expect(page.context().pages()).toHaveLength(2)
  await page.goto('/products')
  await waitForDemo(page)
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE)).toBeNull()
  const state = mockState.parse(await page.evaluate(async () => (await fetch('/_mock')).json() as unknown))
  expect(state.faults.latency_ms).toBe(0)
  expect(state.time_scale).toBe(1)
  const names = (await apiGet(page, '/products?limit=100', productList)).data.map((p) => p.name)
  expect(names).not.toContain(RENAMED)
  expect((await productBySlug(page, 'billing-bot')).name).toBe('Billing Bot')
})
