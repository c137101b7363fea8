// Every main screen under the mock's faults: 500s and offline show a clear error with a
// Retry that recovers once the fault is gone; a 429 burst is waited out per Retry-After
// with no user action; forms keep every typed value when a submit fails; a slow answer
// says so. The panel's Faults form is used once; the rest goes through /_mock for speed.
import type { Page } from '@playwright/test'
import { mockState, productList, sessionList, webhookList } from '../src/api/contract'
import { expect, expectNoA11yViolations, keepWorkspaceAlive, mockControl, test, waitForDemo } from './fixtures'

interface Screen {
  name: string
  path: string
}

async function api(page: Page, path: string): Promise<unknown> {
  return page.evaluate(
    async (path) => (await fetch(`/v1${path}`, { headers: { 'X-Api-Key': 'ak_test_write' } })).json() as unknown,
    path,
  )
}

/** The main screens, with one real object each for the detail screens. */
async function screens(page: Page): Promise<Screen[]> {
  const product = productList.parse(await api(page, '/products?limit=1')).data[0]
  const session = sessionList.parse(await api(page, '/sessions?limit=1')).data[0]
  const webhook = webhookList.parse(await api(page, '/webhooks?limit=1')).data[0]
  if (!product || !session || !webhook) throw new Error('the seed lacks a product, a session or a webhook')
  return [
    { name: 'overview', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'product detail', path: `/products/${product.id}` },
    { name: 'tools', path: '/tools' },
    { name: 'knowledge bases', path: '/knowledge-bases' },
    { name: 'sessions', path: '/sessions' },
    { name: 'transcript', path: `/sessions/${session.id}` },
    { name: 'webhooks', path: '/webhooks' },
    { name: 'webhook detail', path: `/webhooks/${webhook.id}` },
    { name: 'wallet', path: '/wallet' },
  ]
}

async function openApp(page: Page): Promise<Screen[]> {
  await page.goto('/settings')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  // Each screen is a fresh page load; the keeper tab holds the workspace (and its faults) meanwhile.
  await keepWorkspaceAlive(page)
  await page.bringToFront()
  return screens(page)
}

async function readMock(page: Page) {
  await waitForDemo(page)
  return mockState.parse(await page.evaluate(async () => (await fetch('/_mock')).json() as unknown))
}

const failed = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: /^Retr/ }) })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The fault is on: the screen names the failure and offers a Retry, which works once the fault is cleared. */
async function walk(page: Page, list: Screen[], fault: object, title: RegExp, axe: boolean): Promise<void> {
  for (const screen of list) {
    await test.step(screen.name, async () => {
      expect(await mockControl(page, 'faults', fault)).toBe(200)
      await page.goto(screen.path)
      await expect(failed(page).first()).toBeVisible()
      await expect(failed(page).first()).toContainText(title)
      if (axe && screen.name === 'products') await expectNoA11yViolations(page)
      expect(await mockControl(page, 'faults', {})).toBe(200)
      // Each failed part of the screen has its own Retry; every one must bring its part back.
      const retries = failed(page).getByRole('button', { name: 'Retry', exact: true })
      for (let n = await retries.count(), i = 0; n > 0 && i < 12; n = await retries.count(), i++)
        await retries
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined)
      await expect(failed(page)).toHaveCount(0)
      await expect(heading(page)).toBeVisible()
    })
  }
}

/** Verify-user asks the API only on submit: the error shows, and asking again works once the fault is gone. */
async function verifyUser(page: Page, fault: object, title: RegExp): Promise<void> {
  await page.goto('/verify-user')
  await expect(heading(page)).toHaveText('Verify a user')
  expect(await mockControl(page, 'faults', fault)).toBe(200)
  await page.getByRole('list', { name: 'Sample tokens' }).getByRole('button', { name: 'valid', exact: true }).click()
  const error = page.getByRole('main').getByRole('alert').filter({ hasText: title })
  await expect(error).toBeVisible()
  const token = page.getByLabel('End-user session token')
  const typed = await token.inputValue()
  expect(typed).not.toBe('')
  expect(await mockControl(page, 'faults', {})).toBe(200)
  const retry = error.getByRole('button', { name: 'Retry' })
  if (await retry.isVisible()) await retry.click()
  else await page.getByRole('button', { name: 'Verify token' }).click()
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('Valid token')
  await expect(token).toHaveValue(typed)
}

test('500s on every screen: a clear error, and Retry recovers once the fault is cleared', async ({ page }) => {
  test.setTimeout(120_000)
  const list = await openApp(page)

  // The panel's own control, once, as a presenter would use it.
  const faults = page.getByRole('region', { name: 'Demo panel' }).getByRole('region', { name: 'Faults' })
  await faults.getByLabel('Error rate (%)').fill('100')
  await faults.getByRole('button', { name: 'Apply faults' }).click()
  await expect(faults).toContainText('100 % errors')
  expect((await readMock(page)).faults.error_rate).toBe(1)

  await walk(page, list, { error_rate: 1 }, /server error|internal/i, true)
  await verifyUser(page, { error_rate: 1 }, /server error|internal/i)
})

test('offline on every screen: “could not be reached”, and Retry recovers', async ({ page }) => {
  test.setTimeout(120_000)
  const list = await openApp(page)
  await walk(page, list, { offline: true }, /could not be reached/, true)
  await verifyUser(page, { offline: true }, /could not be reached/)
})

/**
 * Moves the mock's clock to 5 s before its next minute: the burst's Retry-After (the rest of the
 * minute) is then short, yet long enough for a page load to reach the mock before the minute ends.
 */
async function nearMinuteEnd(page: Page): Promise<void> {
  const now = Date.parse((await readMock(page)).now)
  const toNext = 60_000 - (now % 60_000)
  expect(await mockControl(page, 'clock', { advance_ms: (toNext - 5_000 + 60_000) % 60_000 })).toBe(200)
}

test('a 429 burst on every screen is waited out per Retry-After, with no user action', async ({ page }) => {
  test.setTimeout(90_000)
  const list = await openApp(page)
  for (const screen of list) {
    await test.step(screen.name, async () => {
      await nearMinuteEnd(page)
      expect(await mockControl(page, 'faults', { rate_limit_burst: true })).toBe(200)
      await page.goto(screen.path)
      await expect(heading(page)).toBeVisible({ timeout: 15_000 })
      // The burst was spent on this screen's requests, and none of its errors reached the user.
      await expect.poll(async () => (await readMock(page)).faults.rate_limit_burst).toBe(false)
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0, { timeout: 6_000 })
    })
  }
})

test('forms keep every typed value when a submit fails with a 500 or offline', async ({ page }) => {
  test.setTimeout(60_000)
  await openApp(page)
  for (const [fault, title] of [
    [{ error_rate: 1 }, /server error|internal/i],
    [{ offline: true }, /could not be reached/],
  ] as const) {
    await test.step(`product create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/products/new')
      await expect(heading(page)).toHaveText('New product')
      await page.getByRole('radio', { name: 'Chat agent' }).check()
      await page.getByLabel('Name', { exact: true }).fill('Fault Tolerant Bot')
      await page.getByLabel('Prompt', { exact: true }).fill('Stay calm under faults.')
      await page.getByLabel('Price', { exact: true }).fill('1.25')
      expect(await mockControl(page, 'faults', fault)).toBe(200)
      await page.getByRole('button', { name: 'Create product' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Fault Tolerant Bot')
      await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('fault-tolerant-bot')
      await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('Stay calm under faults.')
      await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1.25')
      expect(await mockControl(page, 'faults', {})).toBe(200)
    })

    await test.step(`tool create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/tools/new')
      await expect(heading(page)).toHaveText('New tool')
      await page.getByRole('radio', { name: /^HTTP tool/ }).check()
      const name = page.getByRole('region', { name: 'Basics' }).getByLabel('Name')
      await name.fill('fault_probe')
      await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/probe')
      await page.getByLabel('Body template').fill('{"q":"x"}')
      expect(await mockControl(page, 'faults', fault)).toBe(200)
      await page.getByRole('button', { name: 'Create tool' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(name).toHaveValue('fault_probe')
      await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/probe')
      await expect(page.getByLabel('Body template')).toHaveValue('{"q":"x"}')
      expect(await mockControl(page, 'faults', {})).toBe(200)
    })

    await test.step(`webhook create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/webhooks/new')
      await expect(heading(page)).toHaveText('New endpoint')
      await page.getByLabel('URL').fill('https://ok.sandbox.invalid/faults')
      await page.getByLabel('conversation.created').check()
      await page.getByLabel('Description').fill('Fault probe')
      expect(await mockControl(page, 'faults', fault)).toBe(200)
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(page.getByLabel('URL')).toHaveValue('https://ok.sandbox.invalid/faults')
      await expect(page.getByLabel('conversation.created')).toBeChecked()
      await expect(page.getByLabel('Description')).toHaveValue('Fault probe')
      expect(await mockControl(page, 'faults', {})).toBe(200)
      // The same submission goes through once the fault is gone.
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
    })
  }
})

test('a slow answer shows progress, then the data', async ({ page }) => {
  await openApp(page)
  expect(await mockControl(page, 'faults', { latency_ms: 3_500 })).toBe(200)
  await page.goto('/wallet')
  await expect(page.getByRole('status').filter({ hasText: 'Still working…' }).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(page.getByRole('region', { name: 'Balance', exact: true })).toContainText('credits', { timeout: 10_000 })
  await expect(page.getByText('Still working…')).toHaveCount(0)
})
