// The API screen: the OpenAPI reference (search, deep links) and the live log of this tab's
// requests (expand, copy as curl with the key masked, errors with their problem body), axe-clean
// in both themes and without sideways scrolling on a phone.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  mockControl,
  openRequestLog,
  test,
  testInOwnContext,
  waitForDemo,
} from './fixtures'
import { useLanguage } from './support/i18n'

const KEY = 'ak_test_write'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const apiViews = (page: Page) => page.getByRole('navigation', { name: 'API views' })
const operation = (page: Page, summary: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: summary, exact: true }) })

async function openOverview(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
}

async function inDarkToo(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expectNoA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
}

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' })

// Light here; the phone test below checks the reference in dark too (axe over it is the slow part).
test.describe('light', () => {
  test('the reference renders the OpenAPI document readably', async ({ page }) => {
    await page.goto('/api')
    await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()
    const create = operation(page, 'Create a product')
    await expect(create).toBeVisible()
    await expect(create.getByText('/products', { exact: true })).toBeVisible()
    // Operations open in place, showing their body fields and a curl example.
    const toggle = create.getByRole('button', { name: 'Create a product' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(create.getByText('slug', { exact: true })).toBeVisible()
    await expect(create).toContainText('support-assistant')
    await expect(create).toContainText('X-Api-Key: $API_KEY')
    await expect(page.getByRole('heading', { level: 2, name: 'Webhook events' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'message.completed' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Errors' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'publish_blocked' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Operations' }).getByRole('link')).not.toHaveCount(0)
    // A response's fields open in place.
    await create.getByRole('button', { name: 'Show fields' }).first().click()
    await expect(create.getByRole('button', { name: 'Hide fields' })).toHaveAttribute('aria-expanded', 'true')
    await expectNoA11yViolations(page)
  })
})

test('the demo’s API serves its OpenAPI document: the committed one, which the contract generates', async ({
  page,
}) => {
  await page.goto('/api')
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()
  await waitForDemo(page)
  // The demo's worker fetches the document the first time it is asked, rather than carry its generator.
  const served = await page.evaluate(async () => {
    const res = await fetch('/v1/openapi.json')
    const doc: unknown = await res.json()
    return { status: res.status, type: res.headers.get('content-type'), doc }
  })
  expect(served.status).toBe(200)
  expect(served.type).toMatch(/^application\/json/)
  expect(served.doc).toEqual(JSON.parse(readFileSync(new URL('../src/api/openapi.json', import.meta.url), 'utf8')))
})

test('the reference filters by ?q=, and deep links open their operation', async ({ page }) => {
  await page.goto('/api')
  const search = page.getByRole('searchbox', { name: 'Search the reference' })
  await search.fill('webhook endpoint')
  await expect(page).toHaveURL(/[?&]q=webhook(\+|%20)endpoint/)
  await expect(operation(page, 'Register a webhook endpoint')).toBeVisible()
  await expect(operation(page, 'Create a product')).toHaveCount(0)
  await expect(page.getByText(/\d+ of 39 operations match/)).toBeVisible()
  await search.fill('no such thing anywhere')
  await expect(page.getByText('Nothing in the reference matches')).toBeVisible()

  // The search survives a reload: it is in the URL.
  await page.goto('/api?q=publish')
  await expect(page.getByRole('searchbox', { name: 'Search the reference' })).toHaveValue('publish')
  await expect(operation(page, 'Publish a product')).toBeVisible()
  await expect(operation(page, 'List products')).toHaveCount(0)

  // A deep link lands on its operation, opened.
  await page.goto('/api#createProduct')
  const linked = page.locator('#createProduct')
  await expect(linked).toBeInViewport()
  await expect(linked.getByRole('button', { name: 'Create a product' })).toHaveAttribute('aria-expanded', 'true')
  await expect(linked.getByText('slug', { exact: true })).toBeVisible()
  // Scrolled so the operation starts just under the sticky header.
  await expect.poll(async () => (await linked.boundingBox())?.y ?? -1).toBeLessThan(150)
  await expect(page.locator('#getWallet')).not.toBeInViewport()
  // The index beside the reference jumps the same way.
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: /Delete a tool/ })
    .click()
  await expect(page).toHaveURL(/#deleteTool$/)
  await expect(page.locator('#deleteTool')).toBeInViewport()
  await expect(page.locator('#deleteTool').getByText('tool_in_use')).toBeVisible()
})

testInOwnContext(
  'the request log shows this tab’s requests, live, with copy as curl and problem bodies',
  async ({ page, clipboard }) => {
    // A fake clock lets the test age the overview's cache (30 s fresh) and skip retry back-off.
    await page.clock.install()
    await openOverview(page)
    await openRequestLog(page)

    const log = page.getByRole('table', { name: /Requests made in this tab/ })
    const wallet = log.getByRole('button', { name: '/wallet', exact: true })
    await expect(wallet).toBeVisible()
    await expect(log.getByRole('button', { name: '/products?limit=100' })).toBeVisible()
    const walletRow = log.getByRole('row').filter({ has: page.getByRole('button', { name: '/wallet', exact: true }) })
    await expect(walletRow).toContainText('200 OK')
    await expect(walletRow).toContainText(/req_\w+/)
    const requestId = (await walletRow.getByText(/^req_\w+$/).innerText()).trim()
    await expectNoA11yViolations(page)

    // Expanding works from the keyboard.
    await wallet.focus()
    await page.keyboard.press('Enter')
    await expect(wallet).toHaveAttribute('aria-expanded', 'true')
    const detail = page.locator(`#${await wallet.getAttribute('aria-controls')}`)
    await expect(detail).toContainText(`Request id${requestId}`)
    await expect(detail).toContainText('X-Api-Key:••••••••')
    await expect(detail).not.toContainText(KEY)
    await detail.getByRole('button', { name: /Copy as curl/ }).click()
    await expect(page.getByText('Copied curl command')).toBeVisible()
    const curl = await clipboard.read()
    expect(curl).toContain('/v1/wallet')
    expect(curl).toContain('$API_KEY')
    expect(curl).not.toContain(KEY)
    await expectNoA11yViolations(page)
    await inDarkToo(page)
    await wallet.focus()
    await page.keyboard.press('Space')
    await expect(wallet).toHaveAttribute('aria-expanded', 'false')

    // Force 500s, let the overview refetch, then heal the API again.
    expect(await mockControl(page, 'faults', { error_rate: 1 })).toBe(200)
    await page.clock.fastForward(31_000)
    await mainNav(page).getByRole('link', { name: 'Overview' }).click()
    await expect
      .poll(async () => {
        await page.clock.fastForward(5_000)
        return page.getByRole('region', { name: 'Wallet' }).getByRole('alert').count()
      })
      .toBeGreaterThan(0)
    expect(await mockControl(page, 'faults', {})).toBe(200)

    await openRequestLog(page)
    await page.getByRole('radio', { name: /Errors/ }).check()
    await expect(page).toHaveURL(/status=errors/)
    const failed = log.getByRole('row').filter({ hasText: '500 Internal Server Error' })
    await expect(failed.first()).toBeVisible()
    await expect(log.getByRole('row').filter({ hasText: '200 OK' })).toHaveCount(0)
    const failedButton = failed.first().getByRole('button')
    await failedButton.click()
    const problem = page.locator(`#${await failedButton.getAttribute('aria-controls')}`)
    await expect(problem).toContainText('"code": "internal_error"')
    await expect(problem).toContainText(/"request_id": "req_\w+"/)
    await expectNoA11yViolations(page)

    // The text filter narrows by path; clearing the log empties it.
    await page.getByRole('radio', { name: /All/ }).check()
    await page.getByRole('searchbox', { name: 'Filter' }).fill('/sessions/summary')
    await expect(log.getByRole('button', { name: '/wallet', exact: true })).toHaveCount(0)
    await expect(log.getByRole('button', { name: /\/sessions\/summary/ }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Clear log' }).click()
    await expect(page.getByText('The log fills as you use the dashboard')).toBeVisible()
    await expect(apiViews(page).getByRole('link', { name: /Request log/ })).toContainText('0')
    await expectNoA11yViolations(page)
  },
)

test('in demo mode the log says its curl reaches only this tab, and offers the same request for npm run mock:server', async ({
  page,
  clipboard,
}) => {
  await openOverview(page)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await openRequestLog(page)
  const log = page.getByRole('table', { name: /Requests made in this tab/ })
  const wallet = log.getByRole('button', { name: '/wallet', exact: true })
  await wallet.click()
  // The status reads with its space, and the request id stays on one line.
  const row = log.getByRole('row').filter({ has: page.getByRole('button', { name: '/wallet', exact: true }) })
  expect(await row.getByText(/^200/).innerText()).toBe('200 OK')
  const idLines = await row.getByText(/^req_\w+$/).evaluate((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell)
    return range.getClientRects().length
  })
  expect(idLines).toBe(1)
  const detail = page.locator(`#${await wallet.getAttribute('aria-controls')}`)
  await expect(detail.getByRole('note')).toContainText('is an API only inside this tab')
  await detail.getByRole('button', { name: /Copy for mock:server/ }).click()
  const curl = await clipboard.read()
  expect(curl).toMatch(/^curl 'http:\/\/127\.0\.0\.1:4010\/v1\/wallet'/)
  expect(curl).toContain('"X-Api-Key: $API_KEY"')
  await expectNoA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the reference and the log fit the width', async ({ page }) => {
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.goto('/api#createProduct')
    await expect(page.locator('#createProduct')).toBeInViewport()
    await expect(page.getByRole('navigation', { name: 'Operations' })).toBeHidden()
    await noSidewaysScroll()
    await expectNoA11yViolations(page)
    await inDarkToo(page)

    await apiViews(page)
      .getByRole('link', { name: /Request log/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible()
    await noSidewaysScroll()
    await expectNoA11yViolations(page)
  })
})

test('in Arabic the reference is mirrored, its contract text and curl left to right', async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/api?q=createProduct')
  await expect(page.getByRole('heading', { level: 1, name: 'واجهة API' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByLabel('البحث في المرجع')).toHaveValue('createProduct')
  // The operation's words are the contract's, not translated; its curl reads left to right.
  const card = page.getByRole('article').first()
  await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('translate', 'no')
  await expect(card.getByRole('heading', { level: 4, name: 'مثال' })).toBeVisible()
  await expect(card.locator('pre')).toHaveCSS('direction', 'ltr')
  await expect(card.locator('pre')).toContainText('curl')
})
