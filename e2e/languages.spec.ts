// The interface in the reader's language (docs/i18n.md): chosen in Settings, applied at once
// without a reload and remembered, in every tab; the browser's language by default (Arabic's
// mirrored shell, every screen: languages-walk.spec.ts); what a reader was doing (a form being typed, a list's filters, an open dialog) stays
// as it was across the change.
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../src/lib/constants'
import { expect, test, testInOwnContext } from './fixtures'

const nav = (page: Page) => page.getByRole('navigation').first()

test('a language picked in Settings applies at once, keeps what is being typed, and is remembered', async ({
  page,
}) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  // Something a reader is in the middle of: a base URL typed into the real-API form.
  await page.getByRole('radio', { name: 'A real API' }).check()
  // Found by its place, not its label: the label changes language with the page.
  const baseUrl = page.locator('form input:not([type=radio])').first()
  const typed = 'https://api.example.test/v1'
  await baseUrl.fill(typed)

  let loads = 0
  page.on('load', () => loads++)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await expect(nav(page).getByRole('link', { name: 'Übersicht' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
  await expect(baseUrl).toHaveValue(typed)
  expect(loads, 'no reload').toBe(0)

  await page.reload()
  await expect(nav(page).getByRole('link', { name: 'Übersicht' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe('de')

  // Back to the browser's language (English here).
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('')
  await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a language chosen in another tab applies here in place: the list keeps its filters, the open dialog its typed text', async ({
  page,
  context,
}) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Published' })
  await page.getByRole('searchbox', { name: 'Search' }).fill('support')
  await expect(page).toHaveURL(/[?&]status=published/)
  await expect(page).toHaveURL(/[?&]q=support/)
  // "Status" is the same word in German; the search box is found by its kind, its label changes.
  const status = page.getByRole('combobox', { name: 'Status', exact: true })
  const search = page.locator('main input[type="search"]')
  await expect(status).toHaveValue('published')
  await expect(search).toHaveValue('support')

  // A dialog open with a name being typed in it.
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Duplicate…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText(/^Duplicate “/)
  const name = dialog.getByRole('textbox').first()
  const typed = 'Support for Acme, in progress'
  await name.fill(typed)

  let loads = 0
  page.on('load', () => loads++)
  const other = await context.newPage()
  await other.goto('/settings')
  await other.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await expect(other.locator('html')).toHaveAttribute('lang', 'de')

  await page.bringToFront()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(dialog.getByRole('heading')).toHaveText(/ duplizieren$/)
  await expect(dialog.getByRole('button', { name: 'Duplizieren', exact: true })).toBeVisible()
  await expect(name).toHaveValue(typed)
  expect(loads, 'no reload').toBe(0)

  await dialog.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]status=published/)
  await expect(page).toHaveURL(/[?&]q=support/)
  await expect(status).toHaveValue('published')
  await expect(search).toHaveAccessibleName('Suchen')
  await expect(search).toHaveValue('support')
  expect(loads, 'no reload').toBe(0)
})

testInOwnContext.describe('a German browser', () => {
  testInOwnContext.use({ locale: 'de-DE' })
  testInOwnContext('opens in German, with no choice made', async ({ page }) => {
    await page.goto('/')
    await expect(nav(page).getByRole('link', { name: 'Übersicht' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})
