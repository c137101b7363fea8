// The interface in the reader's language (docs/i18n.md): chosen in Settings, applied at once
// without a reload and remembered; the browser's language by default; Arabic mirrors the shell;
// what a reader was doing (a form being typed) stays as it was across the change.
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../src/lib/constants'
import { expect, expectNoA11yViolationsInBothThemes, test, testInOwnContext } from './fixtures'

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

test('Arabic mirrors the shell: the sidebar on the right edge, the page right to left, axe clean', async ({ page }) => {
  await page.goto('/settings')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const link = nav(page).getByRole('link', { name: 'نظرة عامة' })
  await expect(link).toBeVisible()
  const box = await nav(page).boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x + box.width, 'the sidebar ends at the right edge').toBeCloseTo(width, -1)
  await expectNoA11yViolationsInBothThemes(page)
})

testInOwnContext.describe('a German browser', () => {
  testInOwnContext.use({ locale: 'de-DE' })
  testInOwnContext('opens in German, with no choice made', async ({ page }) => {
    await page.goto('/')
    await expect(nav(page).getByRole('link', { name: 'Übersicht' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})
