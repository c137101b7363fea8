// Knowledge bases: the list (status, attached products, search in the URL), a base's sources,
// refreshing a source to ready and, with the mock's fault, to failed (watched without a reload,
// on the mock's clock), the published products named before a refresh, and read-only and
// locked keys; axe on each state.
import type { Page } from '@playwright/test'
import { expect, mockControl, test } from './fixtures'

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const source = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Sources' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })

async function openKnowledgeBase(page: Page, name: string) {
  await page.goto('/knowledge-bases')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** A refresh takes 3 to 6 s of mock time: move the mock's clock past it rather than wait. */
const finishRefreshes = (page: Page) => mockControl(page, 'clock', { advance_ms: 10_000 })

test('lists knowledge bases with status and products; search lives in the URL', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await page.goto('/knowledge-bases')
  const table = page.getByRole('table', { name: 'Knowledge bases' })
  const partners = table.getByRole('row').filter({ hasText: 'Partner Program' })
  await expect(partners).toContainText('1 source failed')
  await expect(partners).toContainText('Partner Portal Assistant')
  await expect(table.getByRole('row').filter({ hasText: 'Help Center' })).toContainText('Ready')
  await expectNoA11yViolationsInBothThemes()

  await page.getByLabel('Search').fill('ship')
  await expect(page).toHaveURL(/q=ship/)
  const filtered = page.getByRole('table', { name: 'Knowledge bases matching the search' })
  await expect(filtered.getByRole('link')).toHaveText(['Shipping & Returns'])
  await page.reload()
  await expect(page.getByLabel('Search')).toHaveValue('ship')
})

test('refreshes a source: refreshing at once, then ready without a reload', async ({
  page,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openKnowledgeBase(page, 'Help Center')
  await expect(page.getByRole('list', { name: 'Attached products' }).getByRole('link')).toHaveText([
    'Returns Desk',
    'Support Assistant',
  ])
  await expectNoA11yViolationsInBothThemes()

  const row = source(page, 'Troubleshooting guide 2026.pdf')
  await row.getByRole('button', { name: 'Refresh Troubleshooting guide 2026.pdf' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refresh Troubleshooting guide 2026.pdf?' })
  await expect(dialog.getByRole('list', { name: 'Published products using it' }).getByRole('listitem')).toHaveText([
    'Returns Desk',
    'Support Assistant',
  ])
  await expectNoA11yViolations()
  await dialog.getByRole('button', { name: 'Refresh', exact: true }).click()

  await expect(row.getByText('Refreshing', { exact: true })).toBeVisible()
  // A second refresh while one runs is not offered.
  await expect(row.getByRole('button', { name: 'Refresh Troubleshooting guide 2026.pdf' })).toBeDisabled()
  await expectNoA11yViolations()

  await finishRefreshes(page)
  await expect(row.getByText('Ready', { exact: true })).toBeVisible()
  await expect(row).toContainText('Last refreshed')
  await expect(row).toContainText(/just now|seconds? ago|minute/)
  await expect(toasts(page).getByText('Troubleshooting guide 2026.pdf is refreshed')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Refresh Troubleshooting guide 2026.pdf' })).toBeEnabled()
})

test('a refresh that fails shows failed with the reason', async ({ page, expectNoA11yViolations }) => {
  await openKnowledgeBase(page, 'Shipping & Returns')
  expect(await mockControl(page, 'faults', { fail_next_refresh: true })).toBe(200)
  const row = source(page, 'shop.brightdesk.io/help')
  await row.getByRole('button', { name: 'Refresh shop.brightdesk.io/help' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refresh shop.brightdesk.io/help?' })
  await expect(dialog).toContainText('Order Tracker')
  await dialog.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(row.getByText('Refreshing', { exact: true })).toBeVisible()

  await finishRefreshes(page)
  await expect(row.getByText('Failed', { exact: true })).toBeVisible()
  await expect(row).toContainText('Last error: Crawl stopped: the site answered 503')
  await expect(toasts(page).getByText('shop.brightdesk.io/help failed to refresh')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('1 source failed')
  await expectNoA11yViolations()
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('sees sources without a refresh it could use', async ({ page, expectNoA11yViolations }) => {
    await openKnowledgeBase(page, 'Help Center')
    await expect(
      page
        .getByText(/^This key can only read\./)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    for (const b of await page.getByRole('list', { name: 'Sources' }).getByRole('button').all())
      await expect(b).toBeDisabled()
    await expectNoA11yViolations()
  })
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })

  test('does not see knowledge bases', async ({ page }) => {
    await page.goto('/knowledge-bases')
    await expect(page.getByRole('heading', { level: 1, name: /^Knowledge bases are not available/ })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge bases' }),
    ).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Sources' })).toHaveCount(0)
  })
})
