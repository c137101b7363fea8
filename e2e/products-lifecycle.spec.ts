// A product's life as its owner lives it: an MCP server created, held back by the checklist,
// given tools from a picker that reaches the whole library, refused by the API for a reason
// it lists, fixed, published and unpublished; the same product edited in two tabs; and a
// product-locked key landing on its own product. axe on each state shown.
import type { Page } from '@playwright/test'
import { knowledgeBaseList, product as productSchema, productList, toolList } from '../src/api/contract'
import {
  apiRequest,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  mockControl,
  stubFetch,
  test,
  waitForDemo,
} from './fixtures'
import { idempotencyKeysSent } from './submissions'

const KEY = 'ak_test_write'

const api = (page: Page, method: string, path: string, body?: object) => apiRequest(page, method, path, { body })

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('an MCP server from creation to published and back, the API’s refusal included', async ({ page }) => {
  test.slow()
  await page.goto('/products/new?kind=mcp_server')
  await waitForDemo(page)
  // More tools than one picker page holds: the seeded ones become the second page.
  const created = await page.evaluate(
    async ({ key }) => {
      const statuses: number[] = []
      for (let i = 1; i <= 40; i++) {
        const res = await fetch('/v1/tools', {
          method: 'POST',
          headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ kind: 'static', name: `bulk_tool_${String(i).padStart(2, '0')}`, content: 'x' }),
        })
        statuses.push(res.status)
      }
      return statuses
    },
    { key: KEY },
  )
  expect(created.every((s) => s === 201)).toBe(true)
  const allTools = toolList.parse((await api(page, 'GET', '/tools?limit=100')).body).data
  const oldest = allTools.at(-1)
  if (!oldest) throw new Error('no tools')

  await page.getByLabel('Name', { exact: true }).fill('Lifecycle MCP')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/products\/prod_\w+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Lifecycle MCP' })).toBeVisible()
  await expect(page).toHaveTitle('Lifecycle MCP · Products · Agent Console')

  // The checklist says what blocks publishing before anyone tries.
  const checklist = page.getByRole('region', { name: 'Pre-publish checklist' })
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'At least one tool is attached: Blocked' }),
  ).toBeVisible()
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toHaveAttribute('aria-disabled', 'true')
  await expect(publish).toHaveAccessibleDescription(/Attach a tool under Tools/)
  await expectNoA11yViolations(page)

  // The picker shows one page, and Load more reaches the rest of the library.
  const tools = page.getByRole('region', { name: 'Tools' })
  await tools.getByRole('button', { name: 'Attach tools' }).click()
  const picker = page.getByRole('dialog', { name: 'Attach tools' })
  const oldestBox = picker.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(oldest.name)}`) })
  await expect(picker.getByRole('checkbox')).toHaveCount(50)
  await expect(oldestBox).toHaveCount(0)
  await picker.getByRole('button', { name: 'Load more tools' }).click()
  await expect(picker.getByRole('checkbox')).toHaveCount(allTools.length)
  await expect(picker.getByRole('button', { name: 'Load more tools' })).toHaveCount(0)
  await oldestBox.check()
  await picker.getByRole('searchbox', { name: 'Search tools' }).fill('bulk_tool_07')
  await expect(picker.getByRole('checkbox')).toHaveCount(1)
  await picker.getByRole('checkbox', { name: /^bulk_tool_07/ }).check()
  await picker.getByRole('button', { name: 'Attach 2 tools' }).click()
  await expect(picker).toHaveCount(0)
  await expect(tools.getByRole('listitem').filter({ hasText: oldest.name })).toBeVisible()

  const kbs = page.getByRole('region', { name: 'Knowledge bases' })
  await kbs.getByRole('button', { name: 'Attach knowledge bases' }).click()
  const kbPicker = page.getByRole('dialog', { name: 'Attach knowledge bases' })
  await kbPicker.getByRole('checkbox', { name: /^Billing & Plans/ }).check()
  await kbPicker.getByRole('button', { name: 'Attach 1 knowledge base' }).click()
  await expect(kbs.getByRole('listitem').filter({ hasText: 'Billing & Plans' })).toBeVisible()
  await expect(checklist).toContainText('Nothing blocks publishing.')

  // Someone starts a refresh (bound to fail) after the dialog opened: the API refuses and says why.
  await publish.click()
  const confirm = page.getByRole('dialog', { name: 'Publish Lifecycle MCP?' })
  await expect(confirm).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)
  expect(await mockControl(page, 'faults', { fail_next_refresh: true })).toBe(200)
  const billing = knowledgeBaseList
    .parse((await api(page, 'GET', '/knowledge-bases?q=Billing')).body)
    .data.find((kb) => kb.name === 'Billing & Plans')
  const source = billing?.sources[0]
  if (!billing || !source) throw new Error('seed: no Billing & Plans source')
  expect((await api(page, 'POST', `/knowledge-bases/${billing.id}/sources/${source.id}/refresh`)).status).toBe(202)
  await confirm.getByRole('button', { name: 'Publish' }).click()
  await expect(toasts(page).getByText('The API refused to publish')).toBeVisible()
  // Refused: the header never claimed it was published.
  await expect(page.locator('header').getByText('Draft', { exact: true })).toBeVisible()
  const reasons = checklist.getByRole('list', { name: 'Reasons from the API' })
  await expect(reasons).toContainText(/Knowledge source/i)
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveAttribute('aria-disabled', 'true')
  await expectNoA11yViolations(page)

  // The fix: this server does not need that knowledge base.
  await kbs.getByRole('button', { name: 'Detach Billing & Plans' }).click()
  await expect(checklist).toContainText('Nothing blocks publishing.')
  await expect(reasons).toHaveCount(0)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await confirm.getByRole('button', { name: 'Publish' }).click()
  await expect(toasts(page).getByText('Lifecycle MCP is published')).toBeVisible()
  const mcp = page.getByRole('region', { name: 'MCP connection' })
  await expect(mcp.getByText(/\/mcp\/lifecycle-mcp$/)).toBeVisible()
  await expect(
    mcp.getByRole('list', { name: 'Tools in the manifest' }).getByRole('listitem').filter({ hasText: 'bulk_tool_07' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Unpublish' }).click()
  await page
    .getByRole('dialog', { name: 'Unpublish Lifecycle MCP?' })
    .getByRole('button', { name: 'Unpublish' })
    .click()
  await expect(toasts(page).getByText('Lifecycle MCP is unpublished')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(productSchema.parse((await api(page, 'GET', `/products/${id}`)).body).status).toBe('draft')
})

test('two tabs edit the same product: the second save is a conflict, never a silent overwrite', async ({ page }) => {
  await page.goto('/products?q=billing-bot')
  await page.getByRole('link', { name: 'Billing Bot' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Bot' })).toBeVisible()
  const url = page.url()

  const other = await page.context().newPage()
  await other.goto(url)
  await expect(other.getByRole('heading', { level: 1, name: 'Billing Bot' })).toBeVisible()

  await page.getByLabel('Summary').fill('Summary typed in the first tab.')
  await other.getByLabel('Summary').fill('Summary typed in the second tab.')
  await other.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(other).getByText('Changes saved')).toBeVisible()

  // The first tab learns of the newer version and keeps the user's text.
  await page.getByRole('button', { name: 'Save changes' }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this product' })
  await expect(conflict).toBeVisible()
  await expect(conflict).toContainText('Summary typed in the second tab.')
  // Its second line is a sentence of its own, capitalised whichever way the conflict was found.
  await expect(conflict.locator('p').nth(1)).toHaveText(
    /^(Your save was not applied: it|It) is now at version \d+, from another tab or another person\./,
  )
  await expect(page.getByLabel('Summary')).toHaveValue('Summary typed in the first tab.')
  await expectNoA11yViolationsInBothThemes(page)

  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  await expect(toasts(page).getByText('Changes saved')).toBeVisible()
  // The second tab, with nothing unsaved, follows without a reload.
  await expect(other.getByLabel('Summary')).toHaveValue('Summary typed in the first tab.')
  await expect(other.getByText('All changes saved')).toBeVisible()
})

test('a product-locked key lands on its product, and the list holds only it', async ({ page }) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.getByRole('radio', { name: /Support assistant, write/ }).click()
  await expect(page).toHaveURL(/\/products\/prod_\w+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
  await expect(page).toHaveTitle('Support Assistant · Products · Agent Console')
  await expect(page.getByRole('button', { name: 'Attach tools' })).toHaveAttribute('aria-disabled', 'true')
  await expectNoA11yViolations(page)

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click()
  const rows = page.getByRole('table', { name: /^Products/ }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Support Assistant')

  // Opening the app at its start with that key lands on the product too; the Overview stays a click away.
  await page.goto('/')
  await expect(page).toHaveURL(/\/products\/prod_\w+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
})

test('a duplicate resent after a lost answer keeps its Idempotency-Key and makes one copy', async ({ page }) => {
  await page.goto('/products?q=support-assistant')
  await page.getByRole('link', { name: 'Support Assistant' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support Assistant' })).toBeVisible()
  await waitForDemo(page)
  const sourceUrl = page.url()
  const keys = idempotencyKeysSent(page, /\/duplicate$/)
  await stubFetch(page, { method: 'POST', path: '/duplicate$', answer: 'lose' })

  await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate “Support Assistant”' })
  await dialog.getByLabel('Slug of the copy').fill('support-assistant-once')
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('The API could not be reached')
  await expect(alert).toBeFocused()
  await expect(dialog.getByLabel('Slug of the copy')).toHaveValue('support-assistant-once')

  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page).toHaveURL(/\/products\/prod_\w+$/)
  await expect(page).not.toHaveURL(sourceUrl)
  expect(keys).toEqual([expect.any(String), keys[0]])
  const copies = await api(page, 'GET', '/products?q=support-assistant-once')
  expect(productList.parse(copies.body).data.filter((p) => p.slug === 'support-assistant-once')).toHaveLength(1)
})
