// Settings in demo mode: the four demo keys (a locked one lands on its product), the real-API
// form's validation and a failed connection test, and the alert a 401 leads to; axe-clean in both
// themes. The demo panel's controls are in demo-panel.spec.ts.
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, expectNoA11yViolationsInBothThemes, test } from './fixtures'

const KEYS = [
  { label: 'Workspace, write', scope: 'Read and write', reach: 'Whole workspace' },
  { label: 'Workspace, read', scope: 'Read only', reach: 'Whole workspace' },
  { label: 'Support assistant, write', scope: 'Read and write', reach: 'Locked to Support Assistant' },
  { label: 'Support assistant, read', scope: 'Read only', reach: 'Locked to Support Assistant' },
] as const

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' })
const current = (page: Page) => page.getByRole('region', { name: 'Current connection' })
/** Sonner's toasts live in the "Notifications" region. */
const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()

async function openSettings(page: Page, path = '/settings'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(connection(page)).toContainText('Demo mode')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test('each demo key changes the connection and what the key may do; a locked one lands on its product', async ({
  page,
}) => {
  await openSettings(page)
  await expect(page.getByRole('radio', { name: 'Workspace, write' })).toBeChecked()
  await expectNoA11yViolationsInBothThemes(page)

  for (const key of [...KEYS.slice(1), KEYS[0]]) {
    await page.getByRole('radio', { name: key.label }).click()
    await expect(connection(page)).toHaveText(`Demo mode · ${key.label}`)
    await expect(toast(page, `Now using the demo key “${key.label}”`)).toBeVisible()
    if (key.reach.startsWith('Locked')) {
      // Everything a locked key can reach hangs off its product's page.
      await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    }
    await expect(current(page)).toContainText(key.scope)
    await expect(current(page)).toContainText(key.reach)
  }
  await expectNoA11yViolations(page)

  await page.getByRole('radio', { name: 'Support assistant, read' }).click()
  await expect(connection(page)).toHaveText('Demo mode · Support assistant, read')
  await page.reload()
  await expect(connection(page)).toHaveText('Demo mode · Support assistant, read')
  await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
})

test('the real-API form validates next to each field and keeps what was typed', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openSettings(page)
  await page.getByRole('radio', { name: 'A real API' }).check()
  const form = page.getByRole('form', { name: 'Connect to an API' })
  await expect(form).toContainText('API keys are created in the platform’s own dashboard (Settings → API keys)')

  const url = form.getByLabel('Base URL')
  const key = form.getByLabel('API key')
  await url.fill('not a url')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  await expect(url).toHaveAccessibleDescription(/Enter a full URL, such as https:\/\/api\.example\.com\/v1\./)
  await expect(key).toHaveAccessibleDescription('Enter the API key.')
  await expect(url).toBeFocused()
  await expect(url).toHaveValue('not a url')
  await expectNoA11yViolations(page)

  // Validated as typed once the field has been checked.
  await url.fill('https://api.example.com/v2')
  await expect(form.getByText('The base URL ends with the version segment /v1.')).toBeVisible()
  await url.fill('http://127.0.0.1:9/v1')
  await expect(url).not.toHaveAttribute('aria-invalid')

  await key.fill('ak_live_typed_secret')
  await expect(key).toHaveAttribute('type', 'password')
  await form.getByRole('button', { name: 'Show key' }).click()
  await expect(key).toHaveAttribute('type', 'text')
  await form.getByRole('button', { name: 'Hide key' }).click()
  await expect(key).toHaveAttribute('type', 'password')
  await expect(form.getByRole('checkbox', { name: 'Remember for this browser session' })).not.toBeChecked()
  await expect(form).toContainText('kept in memory only')

  // Nothing listens on port 9: the test fails, says why, and nothing is switched or lost.
  await form.getByRole('button', { name: 'Connect' }).click()
  const alert = form.getByRole('alert')
  await expect(alert).toContainText('The browser could not reach http://127.0.0.1:9')
  await expect(alert).toContainText('CORS')
  await expect(url).toHaveValue('http://127.0.0.1:9/v1')
  await expect(key).toHaveValue('ak_live_typed_secret')
  await expect(connection(page)).toContainText('Demo mode')
  await expectNoA11yViolations(page)
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    'ak_live_typed_secret',
  )
})

test('a refused key leads to settings with the reason, which can be dismissed', async ({ page }) => {
  await openSettings(page, '/settings?reason=invalid_api_key')
  const alert = page.getByRole('alert').filter({ hasText: 'The API refused the key (401 invalid_api_key)' })
  await expect(alert).toBeVisible()
  await expectNoA11yViolations(page)
  await alert.getByRole('button', { name: 'Dismiss this message' }).click()
  await expect(alert).toBeHidden()
  await expect(page).toHaveURL(/\/settings$/)
})

test('in Arabic: the page mirrors, its panels speak Arabic, and ids and URLs stay left to right', async ({ page }) => {
  await openSettings(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'تنسيق الأرقام والتواريخ' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'لوحة العرض التجريبي' })).toBeVisible()
  // The demo key's id is code: left to right inside the mirrored page.
  const connectionAr = page.getByRole('region', { name: 'الاتصال الحالي' })
  await expect(connectionAr.getByText('ak_test_write')).toHaveAttribute('dir', 'ltr')
  await expectNoA11yViolationsInBothThemes(page)
})
