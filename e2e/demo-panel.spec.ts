// The demo panel as a presenter uses it: opened from the header on any screen, live traffic
// seen on the overview without a reload, each control round-tripping to the mock's state
// (GET /_mock) and surviving a reload, the faults banner, a conversation made while offline
// and after the trial, a confirmed reset, and the wallet drained to zero. axe in both themes.
import type { Page } from '@playwright/test'
import { sessionSummary, wallet as walletSchema } from '../src/api/contract'
import { mockState } from '../src/api/contract/mock-controls'
import {
  closeEveryTab,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  keepWorkspaceAlive,
  mockControl,
  openDemoPanel,
  test,
  testInOwnContext,
  waitForDemo,
} from './fixtures'

async function getState(page: Page) {
  const body: unknown = await page.evaluate(async () => (await fetch('/_mock')).json() as unknown)
  return mockState.parse(body)
}

async function getBalance(page: Page): Promise<number> {
  const body: unknown = await page.evaluate(
    async () => (await fetch('/v1/wallet', { headers: { 'X-Api-Key': 'ak_test_write' } })).json() as unknown,
  )
  return walletSchema.parse(body).balance
}

/** Conversations in the whole workspace, every day and product. */
async function conversations(page: Page): Promise<number> {
  const body: unknown = await page.evaluate(
    async () =>
      (
        await fetch('/v1/sessions/summary?from=2000-01-01T00:00:00Z', { headers: { 'X-Api-Key': 'ak_test_write' } })
      ).json() as unknown,
  )
  return sessionSummary.parse(body).conversations
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()

async function openOverview(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await waitForDemo(page)
}

const section = (scope: Page | ReturnType<Page['getByRole']>, name: string | RegExp) =>
  scope.getByRole('region', { name })

test('live traffic turned on from the header shows new conversations on the overview, no reload', async ({ page }) => {
  await openOverview(page)
  const today = page.getByRole('region', { name: 'Conversations' }).locator('dt:text-is("Today") + dd')
  await expect(today).toHaveText(/^\d[\d,]*$/)
  const before = Number((await today.innerText()).replace(/,/g, ''))

  const panel = await openDemoPanel(page)
  await expectNoA11yViolationsInBothThemes(page)
  const traffic = section(panel, 'Live traffic')
  await traffic.getByLabel('Pace').selectOption({ label: 'One a second' })
  await expect(toast(page, 'Traffic pace: one a second')).toBeVisible()
  await traffic.getByRole('switch', { name: 'Live traffic' }).click()
  await expect(traffic.getByRole('switch', { name: 'Live traffic' })).toBeChecked()
  await expect(toast(page, 'Live traffic is on: one a second')).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).click()
  // Focus goes back to the button that opened the panel, not to the page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo panel' })).toBeFocused()

  await expect
    .poll(async () => Number((await today.innerText()).replace(/,/g, '')), { timeout: 15_000 })
    .toBeGreaterThan(before)
  expect((await getState(page)).traffic).toMatchObject({ enabled: true, per_minute: 60 })
})

test('every control round-trips to the mock’s state and survives a reload', async ({ page }) => {
  test.slow()
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Demo panel' })
  await expect(panel.getByRole('switch', { name: 'Live traffic' })).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  await section(panel, 'Live traffic').getByLabel('Pace').selectOption({ label: '12 a minute' })
  await expect(toast(page, 'Traffic pace: 12 a minute')).toBeVisible()

  const clock = section(panel, 'Clock')
  await clock.getByLabel('Speed').selectOption({ label: '3,600×: an hour a second' })
  await expect(toast(page, 'The webhook clock runs at 3,600×: an hour a second')).toBeVisible()
  await expect(clock.getByLabel('Speed')).toHaveAccessibleDescription(/five-hour retry comes after 5 seconds/)
  await clock.getByRole('button', { name: '1 hour' }).click()
  await expect(clock).toContainText('1 h ahead of real time')

  const faults = section(panel, 'Faults')
  await faults.getByLabel('Latency (ms)').fill('-5')
  await faults.getByRole('button', { name: 'Apply faults' }).click()
  await expect(faults.getByText('Enter whole milliseconds from 0 to 30,000.')).toBeVisible()
  await faults.getByLabel('Latency (ms)').fill('20')
  await faults.getByLabel('Error rate (%)').fill('5')
  await faults.getByLabel('429 burst').check()
  await faults.getByLabel('Offline').check()
  await faults.getByLabel('Fail the next refresh').check()
  await faults.getByRole('button', { name: 'Apply faults' }).click()
  await expect(toast(page, 'Faults applied')).toBeVisible()
  await expect(faults).toContainText('Offline')
  // Faults outlive reloads, so every screen says they are on and where to turn them off.
  const banner = page.getByRole('main').getByText(/^Demo faults are on: Offline, 5 % errors, 20 ms latency/)
  await expect(banner).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open the demo panel' })).toHaveAttribute('href', '/settings#demo-panel')

  const trial = section(panel, 'Trial')
  await trial.getByRole('button', { name: 'End the trial now' }).click()
  await expect(toast(page, 'The trial has ended')).toBeVisible()
  await expect(trial).toContainText('Trial ended')

  // The mock's controls need no key: a conversation is made offline and after the trial all the same.
  const conversation = section(panel, 'Make one conversation now')
  await expect(conversation.getByLabel('Product')).toContainText('(chat agent)')
  await conversation.getByLabel('Messages').fill('2')
  await conversation.getByRole('button', { name: 'Make a conversation' }).click()
  await expect(toast(page, /^A conversation with .+ just happened$/)).toBeVisible()

  await trial.getByLabel('Days left').fill('9')
  await trial.getByRole('button', { name: 'Set days left' }).click()
  await expect(trial).toContainText('Free trial · 9 days left')

  const expected = {
    time_scale: 3600,
    traffic: { enabled: false, per_minute: 12 },
    faults: { latency_ms: 20, error_rate: 0.05, offline: true, fail_next_refresh: true, rate_limit_burst: true },
  }
  const state = await getState(page)
  expect(state).toMatchObject(expected)
  // The offset drifts by a millisecond or so as the clock is read.
  expect(state.offset_ms).toBeGreaterThan(3_590_000)

  // The workspace lives as long as a tab has it open; the mock saves it to IndexedDB as well.
  await keepWorkspaceAlive(page)
  await page.reload()
  await expect(panel.getByRole('switch', { name: 'Live traffic' })).toBeVisible()
  expect(await getState(page)).toMatchObject(expected)
  await expect(section(panel, 'Live traffic').getByLabel('Pace')).toHaveValue('12')
  await expect(section(panel, 'Clock').getByLabel('Speed')).toHaveValue('3600')
  await expect(section(panel, 'Faults').getByLabel('Offline')).toBeChecked()
  await expect(section(panel, 'Faults').getByLabel('Latency (ms)')).toHaveValue('20')
  await expect(section(panel, 'Trial')).toContainText('9 days left')

  await section(panel, 'Faults').getByRole('button', { name: 'Clear all faults' }).click()
  await expect(section(panel, 'Faults').getByText('None', { exact: true })).toBeVisible()
  expect((await getState(page)).faults).toMatchObject({ offline: false, latency_ms: 0, error_rate: 0 })
  await expect(page.getByRole('main').getByText(/^Demo faults are on/)).toHaveCount(0)

  await section(panel, 'Reset the demo workspace').getByRole('button', { name: 'Reset workspace…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reset the demo workspace?' })
  await confirm.getByRole('button', { name: 'Reset workspace' }).click()
  await expect(toast(page, 'The demo workspace was reset')).toBeVisible()
  await expect(section(panel, 'Live traffic').getByLabel('Pace')).toHaveValue('6')
  await expect(section(panel, 'Trial')).not.toContainText('9 days left')
  expect((await getState(page)).traffic).toMatchObject({ enabled: false, per_minute: 6 })
})

testInOwnContext(
  'a reset at 10× seeds ten times the conversations, and the size outlasts every tab closing',
  async ({ page }) => {
    // Seeding and saving ten times the workspace takes the browser's worker a few seconds on a busy machine.
    test.setTimeout(120_000)
    await openOverview(page)
    const before = await conversations(page)
    const panel = await openDemoPanel(page)
    const reset = section(panel, 'Reset the demo workspace')
    await expect(reset).toContainText('Size now: 1× the default')
    await reset.getByRole('button', { name: 'Reset workspace…' }).click()
    const confirm = page.getByRole('dialog', { name: 'Reset the demo workspace?' })
    await expect(confirm.getByRole('radio', { name: '1× (the default)' })).toBeChecked()
    await confirm.getByRole('radio', { name: '10×' }).check()
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Reset workspace' }).click()
    await expect(toast(page, 'The demo workspace was reset')).toBeVisible({ timeout: 30_000 })
    await expect(reset).toContainText('Size now: 10× the default')
    expect((await getState(page)).size).toBe(10)
    const larger = await conversations(page)
    expect(larger).toBeGreaterThan(9 * before)
    expect(larger).toBeLessThan(11 * before)

    // With every tab closed the shared worker ends: the next one seeds the saved size again.
    const plain = await closeEveryTab(page)
    const next = await plain.context().newPage()
    await openOverview(next)
    expect((await getState(next)).size).toBe(10)
    expect(await conversations(next)).toBe(larger)

    // A reset that names no size goes back to the default.
    expect(await mockControl(next, 'reset')).toBe(200)
    expect((await getState(next)).size).toBe(1)
    expect(await conversations(next)).toBe(before)
  },
)

test('draining the wallet brings the balance to zero on the open overview', async ({ page }) => {
  await openOverview(page)
  const balance = page.getByRole('region', { name: 'Wallet' }).locator('dd').first()
  await expect(balance).not.toHaveText(/^0\.000 credits$/)

  const panel = await openDemoPanel(page)
  const wallet = section(panel, 'Wallet')
  await expect(wallet).toContainText(/\d credits/)
  await wallet.getByRole('button', { name: 'Drain the wallet…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Drain the wallet?' })
  await expect(confirm).toContainText('the whole balance')
  await expectNoA11yViolations(page)
  await confirm.getByRole('button', { name: 'Drain the wallet' }).click()
  await expect(toast(page, 'The wallet is drained')).toBeVisible()
  await expect(wallet).toContainText('0.000 credits')
  await expect(wallet.getByRole('button', { name: 'Drain the wallet…' })).toHaveAttribute('aria-disabled', 'true')
  await panel.getByRole('button', { name: 'Close' }).click()

  await expect(balance).toHaveText('0.000 credits')
  expect(await getBalance(page)).toBe(0)
})

test.describe('under a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('the panel says its controls act on the demo, not through the key', async ({ page }) => {
    await openOverview(page)
    const panel = await openDemoPanel(page)
    await expect(panel.getByText(/^These controls act on the demo itself/)).toContainText(
      'not through your API key. The key can only read',
    )
    await expectNoA11yViolations(page)
  })
})

test('under a write key the panel adds no note about the key', async ({ page }) => {
  await openOverview(page)
  const panel = await openDemoPanel(page)
  await expect(panel.getByText(/^These controls act on the demo itself/)).toHaveCount(0)
})

test('the pseudo-locale is one click in the panel: every word bracketed at once, the panel still open', async ({
  page,
}) => {
  await openOverview(page)
  const panel = await openDemoPanel(page)
  const pseudo = section(panel, 'Pseudo-locale').getByRole('checkbox', {
    name: 'Show every screen in the pseudo-locale',
  })
  // Found again by its id: its name changes language with the page.
  const box = page.locator(`[id="${await pseudo.getAttribute('id')}"]`)
  await box.check()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-x-pseudo')
  // The screen behind the open (modal) panel, and the panel itself.
  await expect(page.locator('main h1')).toHaveText(/^⟦Öṽéŕṽîéŵ·*⟧$/)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^⟦Đéɱö þàñéļ·*⟧$/)
  await expect(section(dialog, /^⟦Þśéûđö-ļöçàļé/)).toBeVisible()
  await expect(box).toBeChecked()

  await box.uncheck()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('main h1')).toHaveText('Overview')
  await expect(section(panel, 'Pseudo-locale')).toBeVisible()
})
