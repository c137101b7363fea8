// Knowledge bases: the list (status, attached products, search in the URL), a base's sources,
// refreshing a source to ready and, with the mock's fault, to failed (watched without a reload,
// on the mock's clock, and no longer once none runs), a refresh refused because one already
// runs, the published products named before a refresh, and read-only and locked keys; axe on
// each state.
import type { Page } from '@playwright/test'
import { expect, mockControl, readOnlyNotice, test } from './fixtures'

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const source = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Sources' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

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

test('refreshes a source: refreshing at once, then ready without a reload; a refresh already running is refused', async ({
  page,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openKnowledgeBase(page, 'Help Center')
  await expect(page.getByRole('list', { name: 'Attached products' }).getByRole('link')).toHaveText([
    'Returns Desk',
    'Support Assistant',
  ])
  await expect(source(page, 'help.brightdesk.io').getByText('Website', { exact: true })).toBeVisible()
  await expect(source(page, 'Troubleshooting guide 2026.pdf').getByText('File', { exact: true })).toBeVisible()
  await expectNoA11yViolationsInBothThemes()

  // Someone else starts a refresh of the website while this page asks to confirm its own: the
  // page's refresh is refused (409 refresh_in_progress) and shows theirs instead. Theirs starts
  // once the dialog is open, since the demo pushes the change to this page as soon as it happens.
  const kbId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  const site = source(page, 'help.brightdesk.io')
  await expect(site.getByText('Ready', { exact: true })).toBeVisible()
  await site.getByRole('button', { name: 'Refresh help.brightdesk.io', exact: true }).click()
  const confirmSite = page.getByRole('dialog', { name: 'Refresh help.brightdesk.io?' })
  await expect(confirmSite.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled()
  const started = await page.evaluate(
    async ({ kbId, key }) => {
      const headers = { 'X-Api-Key': key }
      const kb = (await (await fetch(`/v1/knowledge-bases/${kbId}`, { headers })).json()) as {
        sources: { id: string; name: string }[]
      }
      const site = kb.sources.find((s) => s.name === 'help.brightdesk.io')
      const res = await fetch(`/v1/knowledge-bases/${kbId}/sources/${site?.id ?? ''}/refresh`, {
        method: 'POST',
        headers,
      })
      return res.status
    },
    { kbId, key: 'ak_test_write' },
  )
  expect(started).toBe(202)
  await confirmSite.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(toasts(page).getByText('help.brightdesk.io is already refreshing')).toBeVisible()
  await expect(site.getByText('Refreshing', { exact: true })).toBeVisible()
  await expect(site.getByRole('button', { name: 'Refresh help.brightdesk.io', exact: true })).toBeDisabled()

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
  await expect(row).toContainText(/now|seconds? ago|minute/)
  await expect(toasts(page).getByText('Troubleshooting guide 2026.pdf is refreshed')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Refresh Troubleshooting guide 2026.pdf' })).toBeEnabled()
  await expect(site.getByText('Ready', { exact: true })).toBeVisible()
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
    await expect(readOnlyNotice(page)).toBeVisible()
    const refreshButtons = page.getByRole('list', { name: 'Sources' }).getByRole('button')
    await expect(refreshButtons).toHaveCount(3)
    for (const b of await refreshButtons.all()) await expect(b).toBeDisabled()
    await expectNoA11yViolations()
  })
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })

  test('does not see knowledge bases, not even by a deep link', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/knowledge-bases')
    await expect(page.getByRole('heading', { level: 1, name: /^Knowledge bases are not available/ })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge bases' }),
    ).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoA11yViolations()

    await page.goto('/knowledge-bases/kb_0123456789abcdef')
    await expect(page.getByRole('heading', { level: 1, name: /^Knowledge bases are not available/ })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Sources' })).toHaveCount(0)
  })
})
