// /verify-user with the seed's sample tokens: each verdict as the API gives it, and a
// product-locked key, for which another product's token is unknown; axe in both themes.
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolationsInBothThemes, test, waitForDemo } from './fixtures'
import { useLanguage } from './support/i18n'

async function open(page: Page) {
  await page.goto('/verify-user')
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a user' })).toBeVisible()
  await waitForDemo(page)
}

const verdict = (page: Page) => page.getByRole('region', { name: 'Verdict' })
const sample = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Sample tokens' }).getByRole('button', { name: label, exact: true })

test('each sample token gets its verdict', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: 'Verify token' }).click()
  await expect(page.getByText('Paste a token to verify.')).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  await sample(page, 'valid').click()
  await expect(verdict(page)).toContainText('Valid token')
  await expect(verdict(page)).toContainText('Support Assistant')
  await expect(verdict(page).getByText(/^usr_/)).toBeVisible()
  await expect(verdict(page)).toContainText(/\(in \d+ (days|weeks)\)/)
  await expectNoA11yViolationsInBothThemes(page)

  const refused: [string, string][] = [
    ['expired', 'Expired'],
    ['tampered', 'Bad signature'],
    ['unknown product', 'Unknown'],
    ['malformed', 'Malformed'],
  ]
  for (const [label, reason] of refused) {
    await sample(page, label).click()
    await expect(verdict(page)).toContainText('Not valid')
    await expect(verdict(page)).toContainText(reason)
  }
  // A workspace key sees every product: another product's token is valid.
  await sample(page, 'other product').click()
  await expect(verdict(page)).toContainText('Valid token')
  await expect(verdict(page)).toContainText('Billing Bot')

  // A pasted token is checked the same way.
  await page.getByLabel('End-user session token').fill('eut_garbage')
  await page.getByRole('button', { name: 'Verify token' }).click()
  await expect(verdict(page)).toContainText('Malformed')
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked_read' })
  test('verifies its own product’s users; another product’s token is unknown', async ({ page }) => {
    await open(page)
    await sample(page, 'valid').click()
    await expect(verdict(page)).toContainText('Valid token')
    await sample(page, 'other product').click()
    await expect(verdict(page)).toContainText('Unknown')
  })
})

test('in German the verdict and its reason are German, the user and the token as written', async ({ page }) => {
  await useLanguage(page, 'de', 'de-DE')
  await page.goto('/verify-user')
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzer verifizieren' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await waitForDemo(page)
  await page.getByRole('list', { name: 'Beispieltokens' }).getByRole('button', { name: 'expired', exact: true }).click()
  const result = page.getByRole('region', { name: 'Ergebnis' })
  await expect(result).toContainText('Ungültig')
  await expect(result).toContainText('Abgelaufen')
  await expect(result.locator('code')).toHaveText('expired')
})
