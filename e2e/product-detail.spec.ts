// The product page: edit and save with If-Match, a conflict from another writer, attach and
// detach (with Undo), the pre-publish checklist, an MCP server's manifest and snippet, a
// read-only key, and the not-found state; axe in both themes. Publishing, the two-tab
// conflict and the locked key are in products-lifecycle.spec.ts.
import type { Page } from '@playwright/test'
import { product as productSchema } from '../src/api/contract'
import {
  apiRequest as api,
  changeNoticesDelivered,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  openInApp,
  productBySlug,
  releaseFetch,
  serverError,
  stubFetch,
  test,
  waitForDemo,
} from './fixtures'
import { refuseNext } from './submissions'

/** Opens the product page from its slug, the way a user arrives from a link: through the app. */
async function openProduct(page: Page, slug: string) {
  await page.goto('/')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  const product = await productBySlug(page, slug)
  await openInApp(page, `/products/${product.id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  return product
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test('edits the summary and saves it; a reload shows it', async ({ page }) => {
  await openProduct(page, 'support-assistant')
  await expect(
    page.getByRole('region', { name: 'Recent conversations' }).getByRole('list', { name: 'Latest conversations' }),
  ).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  const summary = page.getByLabel('Summary')
  await summary.fill('Answers Brightdesk questions from the help center, day and night.')
  await expect(page.getByText('Unsaved changes: Summary')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(page).getByText('Changes saved')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Summary')).toHaveValue(
    'Answers Brightdesk questions from the help center, day and night.',
  )

  // The activity panels lead to the screens that hold the whole story, filtered to this product.
  const productId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await expect(page.getByRole('link', { name: 'Its debits in the wallet' })).toHaveAttribute(
    'href',
    `/wallet?product_id=${productId}`,
  )
  await page.getByRole('link', { name: 'All its conversations' }).click()
  await expect(page).toHaveURL(`/sessions?product=${productId}`)
})

test('a refused save shows the field error and what names no field together, keeping the edits', async ({ page }) => {
  const product = await openProduct(page, 'support-assistant')
  await refuseNext(page, 'PATCH', `^/v1/products/${product.id}$`, 'already_exists', [
    { pointer: '#/slug', code: 'already_exists', detail: 'The slug is taken.' },
    { pointer: '#/tool_ids/0', code: 'unknown_reference', detail: 'Tool tool_gone00 does not exist.' },
  ])
  const form = page.getByRole('form', { name: 'Edit product' })
  // Clean, Save says why it waits, as every edit form's does.
  await expect(form.getByRole('button', { name: 'Save changes' })).toHaveAccessibleDescription(/^Nothing to save yet/)
  const slug = form.getByLabel('Slug')
  await slug.fill('taken-slug')
  await form.getByLabel('Summary').fill('Still here after the refusal.')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByText('“taken-slug” is already used by another product. Choose another slug.')).toBeVisible()
  await expect(slug).toBeFocused()
  await expect(form.getByRole('list', { name: 'Other problems' })).toHaveText('Tool tool_gone00 does not exist.')
  await expect(slug).toHaveValue('taken-slug')
  await expect(form.getByLabel('Summary')).toHaveValue('Still here after the refusal.')
  await expect(page.getByText('Unsaved changes: Slug, Summary')).toBeVisible()
})

test('Reload theirs discards my edits after a confirmation', async ({ page }) => {
  const product = await openProduct(page, 'billing-bot')
  await page.getByLabel('Summary').fill('Mine.')
  const current = productSchema.parse((await api(page, 'GET', `/products/${product.id}`)).body)
  await api(page, 'PATCH', `/products/${product.id}`, { body: { summary: 'Theirs.' }, ifMatch: `"${current.version}"` })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByRole('button', { name: 'Reload theirs' }).click()
  await page.getByRole('button', { name: 'Discard mine, reload theirs' }).click()
  await expect(page.getByLabel('Summary')).toHaveValue('Theirs.')
  await expect(page.getByText('All changes saved')).toBeVisible()
})

test('attaches a tool from the picker, detaches it and undoes the detach', async ({ page }) => {
  await openProduct(page, 'support-assistant')
  const tools = page.getByRole('region', { name: 'Tools' })
  await tools.getByRole('button', { name: 'Attach tools' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach tools' })
  await dialog.getByRole('searchbox', { name: 'Search tools' }).fill('invoice')
  await dialog.getByRole('checkbox', { name: /^get_invoice/ }).check()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Attach 1 tool' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(tools.getByRole('listitem').filter({ hasText: 'get_invoice' })).toBeVisible()

  await tools.getByRole('button', { name: 'Detach get_invoice' }).click()
  await expect(tools.getByRole('listitem').filter({ hasText: 'get_invoice' })).toHaveCount(0)
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Detached get_invoice' })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(tools.getByRole('listitem').filter({ hasText: 'get_invoice' })).toBeVisible()
  await expect(toasts(page).getByText('get_invoice is attached again')).toBeVisible()

  // A detach the server fails: gone at once, back when the 500 arrives, and said so. Demo mode
  // answers from a service worker, out of page.route's reach, so the page's own fetch answers,
  // held until the test has seen the optimistic state. The notice of the Undo's write comes first:
  // its refetch would otherwise show the tool again while the detach is held.
  await changeNoticesDelivered(page)
  await stubFetch(page, { method: 'PATCH', path: '^/v1/products/[^/]+$', answer: serverError, hold: true })
  await tools.getByRole('button', { name: 'Detach get_invoice' }).click()
  await expect(tools.getByRole('listitem').filter({ hasText: 'get_invoice' })).toHaveCount(0)
  await releaseFetch(page)
  await expect(toasts(page).getByText('Could not detach get_invoice; it is still attached')).toBeVisible()
  await expect(tools.getByRole('listitem').filter({ hasText: 'get_invoice' })).toBeVisible()
})

test('the checklist of a draft agent with an empty prompt shows what blocks publishing', async ({ page }) => {
  await openProduct(page, 'it-helpdesk')
  const checklist = page.getByRole('region', { name: 'Pre-publish checklist' })
  await expect(checklist.getByRole('listitem').filter({ hasText: 'The prompt is written: Blocked' })).toBeVisible()
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Knowledge sources are ready: Blocked' }),
  ).toContainText('failed')
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toHaveAttribute('aria-disabled', 'true')
  await expect(publish).toHaveAccessibleDescription(/Publishing is blocked/)
  await expectNoA11yViolationsInBothThemes(page)
})

test.describe('an MCP server', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('shows the manifest and copies the client configuration', async ({ page }) => {
    const product = await openProduct(page, 'order-tracker')
    const mcp = page.getByRole('region', { name: 'MCP connection' })
    const manifest = mcp.getByRole('list', { name: 'Tools in the manifest' })
    await expect(manifest.getByRole('listitem').filter({ hasText: 'get_order' })).toBeVisible()
    await expect(manifest.getByRole('list', { name: 'Inputs of get_order' })).toBeVisible()

    await mcp.getByRole('button', { name: 'Copy client configuration' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toEqual({ mcpServers: { 'order-tracker': { url: product.mcp_url } } })
    // The demo's URL is the tab's own origin: the panel says nothing answers MCP there.
    await expect(mcp.getByRole('note')).toContainText('this URL exists only inside this tab')
    // An MCP server has instructions and client sessions, not a prompt and conversations.
    await expect(page.getByRole('textbox', { name: 'Instructions' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Recent client sessions' })).toBeVisible()
    await expect(page.getByRole('main').getByText(/conversation/i)).toHaveCount(0)

    await mcp.getByRole('button', { name: 'Raw JSON' }).click()
    await expect(mcp.getByRole('figure', { name: 'Manifest JSON' })).toContainText('"input_schema"')
    await expectNoA11yViolationsInBothThemes(page)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the page fits and stays accessible', async ({ page }) => {
    await openProduct(page, 'order-tracker')
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoA11yViolationsInBothThemes(page)
  })
})

test.describe('with a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('every write is disabled with the reason', async ({ page }) => {
    await openProduct(page, 'support-assistant')
    const save = page.getByRole('button', { name: 'Save changes' })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await expect(save).toHaveAccessibleDescription(/This key can only read/)
    await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveAttribute('aria-disabled', 'true')
    const attach = page.getByRole('button', { name: 'Attach tools' })
    await expect(attach).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByLabel('Summary')).not.toBeEditable()
    for (const control of [
      page.getByRole('button', { name: 'Attach knowledge bases' }),
      page.getByRole('button', { name: /^Detach / }).first(),
      page.getByRole('button', { name: 'Duplicate', exact: true }),
    ]) {
      await expect(control).toHaveAttribute('aria-disabled', 'true')
      await expect(control).toHaveAccessibleDescription(/This key can only read/)
    }
    // In view first: a scroll that moves the trigger closes its tooltip.
    await attach.scrollIntoViewIfNeeded()
    await attach.focus()
    await expect(page.getByRole('tooltip')).toContainText('This key can only read')
    await expectNoA11yViolations(page)

    // A draft's Publish gives the key's reason before any checklist rule.
    await openProduct(page, 'it-helpdesk')
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await expect(publish).toHaveAttribute('aria-disabled', 'true')
    await expect(publish).toHaveAccessibleDescription(/This key can only read/)
  })
})

/** From the product's page with an unsaved edit, back to the list by its breadcrumb; the guard's answer. */
async function leaveForList(page: Page, answer: 'Stay on this page' | 'Discard and leave'): Promise<void> {
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click()
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: answer }).click()
}

test('leaving with unsaved edits asks first', async ({ page }) => {
  await openProduct(page, 'support-assistant')
  await page.getByLabel('Name').fill('Support Assistant EU')
  await leaveForList(page, 'Stay on this page')
  await expect(page.getByLabel('Name')).toHaveValue('Support Assistant EU')
  await leaveForList(page, 'Discard and leave')
  await expect(page).toHaveURL(/\/products$/)
})

test('staying when the browser asks before a reload keeps the demo answering', async ({ page }) => {
  await openProduct(page, 'support-assistant')
  await page.getByLabel('Name').fill('Support Assistant EU')
  // The browser's own prompt (a reload is out of the router's reach): stay on the page.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await page.evaluate(() => void setTimeout(() => location.reload()))
  expect(await asked).toBe('beforeunload')
  await expect(page.getByLabel('Name')).toHaveValue('Support Assistant EU')
  // MSW told its worker the tab was gone at beforeunload; the tab's mock must still answer.
  await leaveForList(page, 'Discard and leave')
  await expect(page.getByRole('main').getByRole('link', { name: 'Support Assistant', exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})

test('an unknown product says so', async ({ page }) => {
  await page.goto('/products/prod_doesnotexist00')
  await expect(
    page.getByRole('heading', { level: 1, name: 'No such product, or this key cannot see it' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})
