// Finance in the reader's own format and the wallet's runway: the wallet, a statement and the
// overview under a German browser, Settings saying which locale is in force and switching it;
// then the demo panel's "drain the wallet" turning the runway into its warnings, axe in both
// themes.
import type { Page } from '@playwright/test'
import { wallet as walletSchema, walletSummary } from '../src/api/contract'
import { STORAGE_KEYS } from '../src/lib/constants'
import { formatCredits } from '../src/lib/format'
import { apiGet, expect, expectNoA11yViolationsInBothThemes, test, waitForDemo } from './fixtures'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test.describe('under a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('the wallet, a statement and the overview write numbers and dates the German way', async ({ page }) => {
    // English words with the browser's German figures: the regional format is its own setting
    // (docs/i18n.md), and this test is about figures; the German words have their own tests.
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), STORAGE_KEYS.language)
    await page.goto('/wallet')
    await waitForDemo(page)
    const { balance } = await apiGet(page, '/wallet', walletSchema)
    // 1.234,567: dots group, a comma before the decimals.
    await expect(region(page, 'Balance')).toContainText(`${formatCredits(balance, { locale: 'de-DE' })} credits`)
    await expect(region(page, 'Balance')).toContainText(/\d{1,3}(\.\d{3})*,\d{2,3} credits/)
    const runway = region(page, 'Runway')
    // "about 23 days, until 17. Dez.": the date in German too.
    await expect(runway).toContainText(/about \d+ days, until \d{1,2}\. \S+/)
    await expect(region(page, 'Summary')).toContainText('days in UTC')

    const now = new Date()
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
    const [y, m] = month.split('-').map(Number) as [number, number]
    const s = await apiGet(
      page,
      `/wallet/summary?from=${new Date(Date.UTC(y, m - 1, 1)).toISOString()}&to=${new Date(Date.UTC(y, m, 1)).toISOString()}`,
      walletSummary,
    )
    await page.goto(`/wallet/statements/${month}`)
    const figures = region(page, 'Figures')
    await expect(figures).toContainText('Reconciles')
    await expect(figures).toContainText(formatCredits(s.closing_balance ?? 0, { locale: 'de-DE' }))
    await expect(figures).toContainText(formatCredits(s.opening_balance ?? 0, { locale: 'de-DE' }))
    // Its days are German dates ("01.10.2026"); the words around them stay English.
    await expect(page.getByText(/UTC days, as the API buckets them/)).toContainText(/^01\.\d{2}\.\d{4} – /)

    await page.goto('/')
    await expect(region(page, 'Wallet')).toContainText(formatCredits(balance, { locale: 'de-DE' }))
    await expect(region(page, 'Runway')).toContainText(/about \d+ days/)

    // Settings says which locale is in force and why, and another can be chosen.
    await page.goto('/settings')
    const numbers = region(page, 'Format of numbers and dates')
    await expect(numbers.getByTestId('locale-in-force')).toHaveText(/de-DE, from your browser/)
    await expectNoA11yViolationsInBothThemes(page)
    await numbers.getByLabel('Regional format').selectOption('fr-FR')
    await expect(numbers.getByTestId('locale-in-force')).toHaveText(/fr-FR, chosen here/)
    await page.goto('/wallet')
    await expect(region(page, 'Balance')).toContainText(`${formatCredits(balance, { locale: 'fr-FR' })} credits`)
  })
})

test('draining the wallet from the demo panel turns the runway into plain warnings', async ({ page }) => {
  await page.goto('/wallet')
  await waitForDemo(page)
  const runway = region(page, 'Runway')
  await expect(runway).toContainText(/about \d+ days, until/)
  await expect(runway).toContainText('Spending most, last 7 days')

  await page.getByRole('banner').getByRole('button', { name: 'Demo panel' }).click()
  const panel = page.getByRole('dialog', { name: 'Demo panel' })
  await panel.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Drain the wallet…' }).click()
  await page
    .getByRole('dialog', { name: 'Drain the wallet?' })
    .getByRole('button', { name: 'Drain the wallet' })
    .click()
  await expect(panel.getByRole('region', { name: 'Wallet' })).toContainText('0.000 credits')
  await panel.getByRole('button', { name: 'Close' }).click()

  await expect(runway).toContainText('No credits left')
  await expect(runway).toContainText('The balance is used up')
  await expect(runway).toContainText(/The last 24 hours spent [\d,.]+ credits, over 3× the 7-day daily average/)
  await expect(runway.getByRole('link', { name: 'This month’s largest conversations' })).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  await page.goto('/')
  await expect(region(page, 'Runway')).toContainText('No credits left')
  await expect(region(page, 'Runway')).toContainText('a conversation may be running away')
})
