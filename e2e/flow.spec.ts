// The flow carries through: what a user did on one screen is there on the next (a search in the
// transcript's find box, a filtered list behind a breadcrumb), a blocked step links to its fix,
// the keyboard never drops focus to <body>, and every shortcut and screen can be found.
import type { Page } from '@playwright/test'
import { knowledgeBaseList, product as productSchema } from '../src/api/contract'
import { apiGet, apiRequest, expect, productBySlug, test, waitForDemo } from './fixtures'

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  await expect(page.locator('main h1')).toBeVisible()
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test('a text search carries into the transcript’s find box, its current match in view', async ({ page }) => {
  await open(page, '/sessions')
  await page.getByLabel('Search messages and contacts').fill('order')
  await expect(page).toHaveURL(/[?&]q=order/)
  // The list has the search's answer, not the unfiltered rows it showed while it asked.
  await expect(page.getByText(/conversations match|^All \d+ conversations?$/)).toHaveText(
    /^(More than 50 conversations match · more load as you scroll|All \d+ conversations?)$/,
  )
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  const first = page.getByRole('table').locator('a[href^="/sessions/sess_"]').first()
  await first.click()
  const find = page.getByLabel('Find in transcript')
  await expect(find).toHaveValue('order')
  const hit = page.locator('mark[data-current-hit]')
  await expect(hit).toHaveText(/^order$/i)
  await expect(hit).toBeInViewport({ ratio: 1 })
})

test('a breadcrumb returns to the list as it was filtered', async ({ page }) => {
  await open(page, '/webhooks?status=disabled')
  const row = page
    .getByRole('table', { name: /^Webhook endpoints/ })
    .locator('a[href^="/webhooks/wh_"]')
    .first()
  await row.click()
  await expect(page).toHaveURL(/\/webhooks\/wh_\w+$/)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Webhooks' }).click()
  await expect(page).toHaveURL(/\/webhooks\?status=disabled$/)
  await expect(page.getByLabel('Status')).toHaveValue('disabled')

  // The ledger too: an entry's breadcrumb returns to the debits it was opened from.
  await open(page, '/wallet?type=debit')
  await page
    .getByRole('table', { name: /^Ledger entries/ })
    .locator('a[href^="/wallet/entries/"]')
    .first()
    .click()
  await expect(page).toHaveURL(/\/wallet\/entries\/\w+$/)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Wallet' }).click()
  await expect(page).toHaveURL(/\/wallet\?type=debit$/)
})

test('the conversations can be narrowed to this week', async ({ page }) => {
  await open(page, '/sessions')
  await page.getByLabel('Started').selectOption({ label: 'This week' })
  await expect(page).toHaveURL(/[?&]period=this_week/)
  await expect(page.getByText(/This week \(/).first()).toBeVisible()
})

test('the ? sheet lists the screens’ shortcuts from anywhere; the palette finds the statements', async ({ page }) => {
  await open(page, '/')
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const screens = sheet.getByRole('region', { name: 'On lists and transcripts' })
  await expect(screens).toContainText('Next row of a list')
  await expect(screens).toContainText('Previous row of a list')
  await expect(screens).toContainText('Search the conversations')
  await expect(screens).toContainText('From a transcript, back to its list')
  await page.keyboard.press('Escape')

  const palette = page.getByRole('dialog', { name: 'Command palette' })
  for (const word of ['statement', 'monthly']) {
    await page.keyboard.press('Control+k')
    await expect(palette).toBeVisible()
    await page.keyboard.type(word)
    const statements = palette.getByRole('option', { name: /Go to the monthly statements/ })
    await expect(statements).toBeVisible()
    if (word === 'monthly') await statements.click()
    else await page.keyboard.press('Escape')
  }
  await expect(page).toHaveURL(/\/wallet\/statements$/)
})

test('Duplicate suggests the slug from the new name, as New product does', async ({ page }) => {
  const product = await (async () => {
    await open(page, '/')
    return productBySlug(page, 'support-assistant')
  })()
  await page.goto(`/products/${product.id}`)
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Duplicate “${product.name}”` })
  await expect(dialog.getByLabel('Slug of the copy')).toHaveValue('support-assistant-copy')
  await dialog.getByLabel('Name of the copy').fill('Acme Support (EU)')
  await expect(dialog.getByLabel('Slug of the copy')).toHaveValue('acme-support-eu')
  // A slug of one's own stays.
  await dialog.getByLabel('Slug of the copy').fill('acme-eu')
  await dialog.getByLabel('Name of the copy').fill('Acme Support (EU) 2')
  await expect(dialog.getByLabel('Slug of the copy')).toHaveValue('acme-eu')
})

test('a detach by keyboard leaves focus on the next row, and U undoes it while its toast is up', async ({ page }) => {
  await open(page, '/')
  const product = await productBySlug(page, 'support-assistant')
  expect(product.tool_ids.length).toBeGreaterThanOrEqual(2)
  await page.goto(`/products/${product.id}`)
  const tools = page.getByRole('region', { name: 'Tools' })
  const detach = tools.getByRole('button', { name: /^Detach / })
  await expect(detach).toHaveCount(product.tool_ids.length)
  // The tools' names, once read (an id stands in until then).
  await expect(tools.getByRole('button', { name: /^Detach tool_/ })).toHaveCount(0)
  const firstName = ((await detach.first().getAttribute('aria-label')) ?? '').replace(/^Detach /, '')
  const secondLabel = (await detach.nth(1).getAttribute('aria-label')) ?? ''

  await detach.first().focus()
  await page.keyboard.press('Enter')
  await expect(tools.getByRole('button', { name: `Detach ${firstName}` })).toHaveCount(0)
  await expect(tools.getByRole('button', { name: secondLabel })).toBeFocused()
  await expect(toasts(page).getByText(`Detached ${firstName}`)).toBeVisible()

  await page.keyboard.press('u')
  await expect(toasts(page).getByText(`${firstName} is attached again`)).toBeVisible()
  await expect(tools.getByRole('button', { name: `Detach ${firstName}` })).toBeVisible()
})

test('a blocked publish links to the knowledge base whose source blocks it', async ({ page }) => {
  await open(page, '/')
  const kb = (await apiGet(page, '/knowledge-bases?limit=100', knowledgeBaseList)).data.find((k) =>
    k.sources.some((s) => s.status === 'failed'),
  )
  if (!kb) throw new Error('seed: no knowledge base with a failed source')
  const created = await apiRequest(page, 'POST', '/products', {
    body: {
      kind: 'chat_agent',
      name: 'Flow blocked agent',
      slug: 'flow-blocked-agent',
      prompt: 'Help.',
      knowledge_base_ids: [kb.id],
    },
  })
  expect(created.status).toBe(201)
  const draft = productSchema.parse(created.body)

  await page.goto(`/products/${draft.id}`)
  const checklist = page.getByRole('region', { name: 'Pre-publish checklist' })
  const fix = checklist.getByRole('link', { name: `Refresh the failed source of ${kb.name}` })
  await fix.click()
  await expect(page).toHaveURL(new RegExp(`/knowledge-bases/${kb.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: kb.name })).toBeVisible()
})
