// The tool library: the list with URL-kept filters, creating each kind with inputs (a validation
// error inside the inputs list, reordering, the JSON Schema), editing, try-it, attaching to several
// products (one refused by its If-Match), refused and accepted deletes, and read-only and locked
// keys; axe on each state.
import type { Page } from '@playwright/test'
import { toolList } from '../src/api/contract'
import {
  apiRequest as api,
  expect,
  keepWorkspaceAlive,
  mockControl,
  productBySlug,
  readOnlyNotice,
  stubFetch,
  test,
  waitForDemo,
} from './fixtures'
import { useLanguage } from './support/i18n'
import { idempotencyKeysSent, refuseNext } from './submissions'

/** Opens a tool from the list, found by a search, as a user would. */
async function openTool(page: Page, name: string) {
  await page.goto(`/tools?q=${name}`)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return page.url().split('/').at(-1) ?? ''
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const inputRow = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Input ${n}:`) })
/** A control of one input row, by its exact label ("Name" is also inside "Move unnamed up"). */
const rowField = (page: Page, n: number, label: string) => inputRow(page, n).getByLabel(label, { exact: true })
const toolName = (page: Page) => page.getByRole('region', { name: 'Basics' }).getByLabel('Name')

async function openNewTool(page: Page) {
  await page.goto('/tools/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New tool' })).toBeVisible()
  await waitForDemo(page)
}

test('lists tools; kind and search live in the URL', async ({ page, expectNoA11yViolationsInBothThemes }) => {
  await page.goto('/tools')
  const table = page.getByRole('table', { name: 'Tools' })
  // 28 tools: a first page of 20, newest first, and a next one.
  await expect(table.getByRole('row')).toHaveCount(21)
  await expect(page.getByRole('navigation', { name: 'Tool pages' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' })).toBeVisible()
  await expectNoA11yViolationsInBothThemes()

  // Cursor paging: the cursor lives in the URL; Previous comes back to the same first row.
  const firstTool = table.getByRole('row').nth(1).getByRole('link')
  const firstName = (await firstTool.textContent()) ?? ''
  const pages = page.getByRole('navigation', { name: 'Tool pages' })
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/after=/)
  await expect(table.getByRole('row')).toHaveCount(9)
  await expect(firstTool).not.toHaveText(firstName)
  await pages.getByRole('button', { name: 'Previous page' }).click()
  await expect(page).not.toHaveURL(/after=/)
  await expect(firstTool).toHaveText(firstName)

  await page.getByLabel('Kind').selectOption('static')
  await expect(page).toHaveURL(/kind=static/)
  const filtered = page.getByRole('table', { name: 'Tools matching the filters' })
  await expect(filtered.getByRole('link', { name: 'refund_policy' })).toBeVisible()
  await expect(filtered.getByRole('link', { name: 'create_ticket' })).toHaveCount(0)
  await page.getByLabel('Search').fill('hours')
  await expect(page).toHaveURL(/q=hours/)
  await expect(filtered.getByRole('row')).toHaveCount(2)
  await page.reload()
  await expect(page.getByLabel('Kind')).toHaveValue('static')
  await expect(
    page.getByRole('table', { name: 'Tools matching the filters' }).getByRole('link', { name: 'support_hours' }),
  ).toBeVisible()
})

test('creates an HTTP tool: an error inside the inputs list, reordering, the JSON Schema', async ({
  page,
  expectNoA11yViolations,
}) => {
  await openNewTool(page)
  await page.getByRole('radio', { name: /^HTTP tool/ }).check()
  await toolName(page).fill('open_case')
  await page.getByLabel('Method').selectOption('POST')
  await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/cases?team={{team}}')
  await page.getByRole('button', { name: 'Add header' }).click()
  await page.getByLabel('Header 1 name').fill('Content-Type')
  await page.getByLabel('Header 1 value').fill('application/json')
  await page.getByLabel('Body template').fill('{"subject":"{{subject}}","team":"{{team}}"}')

  await page.getByRole('button', { name: 'Add input' }).click()
  await expect(rowField(page, 1, 'Name')).toBeFocused()
  await rowField(page, 1, 'Name').fill('Subject Line')
  await page.getByRole('button', { name: 'Add input' }).click()
  await rowField(page, 2, 'Name').fill('team')
  await rowField(page, 2, 'Description').fill('Which team takes the case.')
  await rowField(page, 2, 'Allowed values').fill('billing\nsupport')
  await rowField(page, 2, 'Required').check()

  await page.getByRole('button', { name: 'Create tool' }).click()
  const badName = rowField(page, 1, 'Name')
  await expect(badName).toHaveAttribute('aria-invalid', 'true')
  await expect(badName).toBeFocused()
  await expect(inputRow(page, 1).getByText(/lower-case letters, digits and underscores/)).toBeVisible()
  await expect(rowField(page, 2, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations()

  await badName.fill('subject')
  await expect(badName).not.toHaveAttribute('aria-invalid', 'true')
  // Reordering moves the row and its values; focus follows the moved row.
  await page.getByRole('button', { name: 'Move team up' }).click()
  await expect(inputRow(page, 1)).toHaveAccessibleName('Input 1: team')
  await expect(rowField(page, 1, 'Allowed values')).toHaveValue('billing\nsupport')
  const schema = page.getByLabel('Input schema (JSON)')
  await expect(schema).toContainText('"team": {')
  const text = (await schema.textContent()) ?? ''
  expect(JSON.parse(text)).toEqual({
    type: 'object',
    properties: {
      team: { type: 'string', description: 'Which team takes the case.', enum: ['billing', 'support'] },
      subject: { type: 'string' },
    },
    required: ['team'],
    additionalProperties: false,
  })

  // The server refuses the second input's name (the contract cannot know it is taken) and a
  // field the form does not have. Demo mode answers from a service worker, out of page.route's
  // reach, so the page's own fetch answers this one create.
  await refuseNext(page, 'POST', '^/v1/tools$', 'validation_failed', [
    { pointer: '#/inputs/1/name', code: 'not_unique', detail: 'another tool input is already called subject' },
    { pointer: '#/labels', code: 'unknown_field', detail: 'Labels are not accepted here.' },
  ])
  await page.getByRole('button', { name: 'Create tool' }).click()
  const refusedName = rowField(page, 2, 'Name')
  await expect(refusedName).toHaveAttribute('aria-invalid', 'true')
  await expect(refusedName).toBeFocused()
  await expect(inputRow(page, 2).getByText('Another tool input is already called subject.')).toBeVisible()
  await expect(rowField(page, 1, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('list', { name: 'Other problems' })).toHaveText('Labels are not accepted here.')
  // Nothing typed is lost.
  await expect(refusedName).toHaveValue('subject')
  await expect(rowField(page, 1, 'Name')).toHaveValue('team')
  await expect(rowField(page, 1, 'Description')).toHaveValue('Which team takes the case.')
  await expect(rowField(page, 1, 'Allowed values')).toHaveValue('billing\nsupport')
  await expect(rowField(page, 1, 'Required')).toBeChecked()
  await expect(toolName(page)).toHaveValue('open_case')
  await expect(page.getByLabel('Method')).toHaveValue('POST')
  await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/cases?team={{team}}')
  await expect(page.getByLabel('Header 1 value')).toHaveValue('application/json')
  await expect(page.getByLabel('Body template')).toHaveValue('{"subject":"{{subject}}","team":"{{team}}"}')

  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'open_case' })).toBeVisible()
  await expect(toasts(page).getByText('Created open_case')).toBeVisible()
  await expect(inputRow(page, 1)).toHaveAccessibleName('Input 1: team')
  await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/cases?team={{team}}')
})

test('creates an LLM tool and a static tool; leaving a started one asks first', async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.goto('/tools/new?kind=llm')
  await waitForDemo(page)
  await expect(page.getByRole('radio', { name: /^LLM tool/ })).toBeChecked()
  await toolName(page).fill('rewrite_politely')
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Rewrite the text politely, keeping its meaning.')
  await page.getByRole('button', { name: 'Add input' }).click()
  await rowField(page, 1, 'Name').fill('text')
  await rowField(page, 1, 'Required').check()
  await expectNoA11yViolations()

  // Leaving with what was typed asks first; staying keeps it all.
  await page.getByRole('main').getByRole('link', { name: 'Tools' }).first().click()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/\/tools\/new/)
  await expect(toolName(page)).toHaveValue('rewrite_politely')

  // A successful create leaves without asking.
  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'rewrite_politely' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('LLM', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveValue(
    'Rewrite the text politely, keeping its meaning.',
  )
  await expect(inputRow(page, 1)).toHaveAccessibleName('Input 1: text')
  await expect(rowField(page, 1, 'Required')).toBeChecked()
  await expect(rowField(page, 1, 'Type')).toHaveValue('string')

  // In the app, not by reloading: the demo workspace lives as long as the tab.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tools' }).click()
  await page.getByRole('link', { name: 'New tool' }).click()
  await page.getByRole('radio', { name: /^Static tool/ }).check()
  await toolName(page).fill('office_address')
  await page.getByRole('textbox', { name: 'Content' }).fill('Brightdesk, {{city}} office')
  await page.getByRole('button', { name: 'Add input' }).click()
  await rowField(page, 1, 'Name').fill('city')
  await rowField(page, 1, 'Allowed values').fill('Berlin\nLisbon')
  await expectNoA11yViolations()
  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'office_address' })).toBeVisible()
  // Try it: the static content with the input filled in.
  const tryIt = page.getByRole('form', { name: 'Try-it inputs' })
  await tryIt.getByLabel(/^city/).selectOption('Lisbon')
  await expect(page.getByLabel('Content it would return')).toHaveText('Brightdesk, Lisbon office')

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tools' }).click()
  await page.getByLabel('Kind').selectOption('static')
  const table = page.getByRole('table', { name: 'Tools matching the filters' })
  await expect(table.getByRole('link', { name: 'office_address' })).toBeVisible()
  const inputsColumn = await table.getByRole('columnheader').allTextContents()
  const officeRow = table.getByRole('row').filter({ hasText: 'office_address' })
  await expect(officeRow.getByRole('cell').nth(inputsColumn.indexOf('Inputs'))).toHaveText('1')
  await expect(officeRow.getByRole('cell').nth(inputsColumn.indexOf('Kind'))).toHaveText('Static')
})

test('a resend after a lost answer keeps the Idempotency-Key and creates one tool', async ({ page }) => {
  await page.goto('/tools/new?kind=static')
  await waitForDemo(page)
  const keys = idempotencyKeysSent(page, /^\/v1\/tools$/)
  await stubFetch(page, { method: 'POST', path: '^/v1/tools$', answer: 'lose' })
  await toolName(page).fill('lost_answer_probe')
  await page.getByRole('textbox', { name: 'Content' }).fill('Created once, whatever the network does.')
  await page.getByRole('button', { name: 'Create tool' }).click()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('The API could not be reached')
  await expect(alert).toBeFocused()
  await expect(toolName(page)).toHaveValue('lost_answer_probe')

  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'lost_answer_probe' })).toBeVisible()
  expect(keys).toEqual([expect.any(String), keys[0]])
  const { body } = await api(page, 'GET', '/tools?q=lost_answer_probe')
  expect(toolList.parse(body).data.filter((t) => t.name === 'lost_answer_probe')).toHaveLength(1)
})

test('edits a tool; try-it shows the request it would send', async ({ page, expectNoA11yViolationsInBothThemes }) => {
  await openTool(page, 'create_ticket')
  await expect(page.getByRole('list', { name: 'Products using this tool' }).getByRole('link')).toHaveText([
    'Internal IT Helpdesk',
    'Support Assistant',
  ])
  await expectNoA11yViolationsInBothThemes()

  const tryIt = page.getByRole('form', { name: 'Try-it inputs' })
  await tryIt.getByLabel(/^subject/).fill('Printer says "offline"')
  await tryIt.getByLabel(/^description/).fill('Path C:\\temp')
  await tryIt.getByLabel(/^priority/).selectOption('high')
  await tryIt.getByLabel(/^email/).fill('ann+test@example.com')
  const request = page.getByLabel('Request it would send')
  await expect(request).toContainText('POST https://api.brightdesk.io/v2/tickets')
  await expect(request).toContainText('Content-Type: application/json')
  await expect(request).toContainText(
    '{"subject":"Printer says \\"offline\\"","description":"Path C:\\\\temp","priority":"high","requester":"ann+test@example.com","channel":"agent"}',
  )
  await expect(page.getByLabel('Call an MCP client would make')).toContainText('"priority": "high"')

  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveAccessibleDescription(/^Nothing to save yet/)
  await page
    .getByRole('region', { name: 'Basics' })
    .getByLabel('Description')
    .fill('Open a ticket for the support team.')
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toasts(page).getByText('Changes saved')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()
  // A second tab keeps the demo workspace (and the save) alive across the reload.
  await keepWorkspaceAlive(page)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Basics' }).getByLabel('Description')).toHaveValue(
    'Open a ticket for the support team.',
  )
})

test('a product name too long for its row wraps beside its checkbox, not below it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTool(page, 'escalation_contacts')
  await page.getByRole('button', { name: 'Attach to products' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach escalation_contacts to products' })
  await dialog.getByLabel('Search products').fill('northwind')
  const box = await dialog.getByRole('checkbox', { name: /^Northwind Outfitters/ }).boundingBox()
  const name = await dialog.getByText(/^Northwind Outfitters/).boundingBox()
  if (!box || !name) throw new Error('not laid out')
  expect(name.height).toBeGreaterThan(box.height * 2)
  expect(name.x).toBeGreaterThan(box.x + box.width)
  expect(Math.abs(name.y - box.y)).toBeLessThan(box.height)
})

test('attaches to several products; one changed meanwhile is refused, then retried', async ({
  page,
  expectNoA11yViolations,
}) => {
  await openTool(page, 'escalation_contacts')
  await expect(page.getByText('Not used by any product')).toBeVisible()
  await page.getByRole('button', { name: 'Attach to products' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach escalation_contacts to products' })
  await expect(dialog.getByRole('checkbox', { name: /Billing Bot/ })).toBeVisible()
  await expectNoA11yViolations()

  // Ticked in this order, attached in this order: Billing Bot's write comes second, after the other writer's.
  await dialog.getByRole('checkbox', { name: /Returns Desk/ }).check()
  // The search runs in the API; a product ticked before a search stays ticked.
  await dialog.getByLabel('Search products').fill('billing')
  await expect(dialog.getByRole('checkbox', { name: /Returns Desk/ })).toHaveCount(0)
  await dialog.getByRole('checkbox', { name: /Billing Bot/ }).check()
  await dialog.getByLabel('Search products').fill('')
  await expect(dialog.getByRole('checkbox', { name: /Returns Desk/ })).toBeChecked()
  // Another writer changes Billing Bot while the attaches run (slowed down so the race is certain):
  // the dialog's write to it carries the version it read, now stale, and is refused.
  const billing = await productBySlug(page, 'billing-bot')
  expect(await mockControl(page, 'faults', { latency_ms: 1_500 })).toBe(200)
  await dialog.getByRole('button', { name: 'Attach to 2 products' }).click()
  const bumped = await api(page, 'PATCH', `/products/${billing.id}`, {
    body: { summary: 'Changed elsewhere.' },
    ifMatch: `"${billing.version}"`,
  })
  expect(bumped.status).toBe(200)
  await expect(dialog.getByRole('status')).toHaveText('Attached to 1 of 2 products; 1 refused.')
  expect(await mockControl(page, 'faults', {})).toBe(200)
  const results = dialog.getByRole('list', { name: 'Results' })
  await expect(results.getByRole('listitem').filter({ hasText: 'Returns Desk' })).toContainText('Attached')
  await expect(results.getByRole('listitem').filter({ hasText: 'Billing Bot' })).toContainText(
    'Not attached: It changed since the list was read',
  )
  await expectNoA11yViolations()

  await dialog.getByRole('button', { name: 'Retry the refused product' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Attached to 2 products.')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('list', { name: 'Products using this tool' }).getByRole('link')).toHaveText([
    'Billing Bot',
    'Returns Desk',
  ])
  // The other writer's change survived: nothing was overwritten.
  const after = await productBySlug(page, 'billing-bot')
  expect(after.summary).toBe('Changed elsewhere.')
})

test('deleting: in use names the products; refused when attached meanwhile; accepted when unused', async ({
  page,
  expectNoA11yViolations,
}) => {
  await openTool(page, 'create_ticket')
  await page.getByRole('button', { name: 'Delete…' }).click()
  let dialog = page.getByRole('dialog', { name: 'create_ticket is in use' })
  await expect(dialog.getByRole('link')).toHaveText(['Internal IT Helpdesk', 'Support Assistant'])
  await expect(dialog.getByRole('button', { name: 'Delete tool' })).toHaveCount(0)
  await expectNoA11yViolations()
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  const toolId = await openTool(page, 'check_inventory')
  const inventory = await productBySlug(page, 'inventory-mcp')
  await page.getByRole('button', { name: 'Delete…' }).click()
  dialog = page.getByRole('dialog', { name: 'Delete check_inventory?' })
  await expect(dialog).toContainText('No product uses this tool')
  // Someone attaches it just before the delete arrives (both slowed down so the order is certain).
  expect(await mockControl(page, 'faults', { latency_ms: 1_500 })).toBe(200)
  const attaching = api(page, 'PATCH', `/products/${inventory.id}`, {
    body: { tool_ids: [toolId] },
    ifMatch: `"${inventory.version}"`,
  })
  await dialog.getByRole('button', { name: 'Delete tool' }).click()
  expect((await attaching).status).toBe(200)
  const alert = page.getByRole('dialog').getByRole('alert')
  await expect(alert).toContainText('The API refused: the tool is in use')
  await expect(alert.getByRole('link', { name: 'Inventory MCP' })).toBeVisible()
  expect(await mockControl(page, 'faults', {})).toBe(200)
  await expectNoA11yViolations()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('list', { name: 'Products using this tool' }).getByRole('link')).toHaveText([
    'Inventory MCP',
  ])

  await openTool(page, 'translate_reply')
  await page.getByRole('button', { name: 'Delete…' }).click()
  dialog = page.getByRole('dialog', { name: 'Delete translate_reply?' })
  await expect(dialog).toContainText('No product uses this tool')
  await dialog.getByRole('button', { name: 'Delete tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible()
  await expect(toasts(page).getByText('Deleted translate_reply')).toBeVisible()
  await page.getByLabel('Search').fill('translate_reply')
  await expect(page.getByText('No tools match these filters')).toBeVisible()
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('sees tools without enabled write controls; try-it still works', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/tools?q=create_ticket')
    await expect(page.getByRole('button', { name: 'New tool' })).toBeDisabled()
    await page.getByRole('link', { name: 'create_ticket' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'create_ticket' })).toBeVisible()
    await expect(readOnlyNotice(page)).toBeVisible()
    for (const name of ['Delete…', 'Attach to products', 'Save changes', 'Add input', 'Add header'])
      await expect(page.getByRole('button', { name })).toBeDisabled()
    await expect(toolName(page)).toBeDisabled()
    await expect(rowField(page, 1, 'Name')).toBeDisabled()
    await page
      .getByRole('form', { name: 'Try-it inputs' })
      .getByLabel(/^subject/)
      .fill('Hello')
    await expect(page.getByLabel('Request it would send')).toContainText('"subject":"Hello"')
    await expectNoA11yViolations()
  })
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })

  test('does not see the tool library', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/tools')
    await expect(page.getByRole('heading', { level: 1, name: 'Tools are not available with this key' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' })).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoA11yViolations()

    // A deep link to a tool, or to creating one, meets the same notice.
    for (const path of ['/tools/tool_0123456789abcdef', '/tools/new']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Tools are not available with this key' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
    }
  })
})

test('a tool name is an identifier: the form says so by the field, the API refuses it, the document states it', async ({
  page,
  expectNoA11yViolations,
}) => {
  await openNewTool(page)
  await expect(toolName(page)).toHaveAccessibleDescription(
    /up to 64 letters, digits, underscores or hyphens, with no spaces/,
  )
  await page.getByRole('radio', { name: /^HTTP tool/ }).check()
  await toolName(page).fill('check warranty')
  await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/warranty/{{serial}}')
  await page.getByLabel('Body template').fill('{"order": "{{order_id}}"}')
  // Placeholders no input defines are named before the save, not only in "Try it".
  const request = page.getByRole('region', { name: 'Request' })
  await expect(request).toContainText('No input is called {{serial}}, {{order_id}}: they are sent as written.')
  await page.getByRole('button', { name: 'Add input' }).click()
  await rowField(page, 1, 'Name').fill('serial')
  await expect(request).toContainText('No input is called {{order_id}}: it is sent as written.')
  await rowField(page, 1, 'Name').fill('order_id')
  await page.getByRole('button', { name: 'Add input' }).click()
  await rowField(page, 2, 'Name').fill('serial')
  await expect(request).not.toContainText('No input is called')

  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(toolName(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(toolName(page)).toHaveAccessibleDescription(
    /Use up to 64 letters, digits, underscores or hyphens, with no spaces, such as check_warranty\./,
  )
  await expectNoA11yViolations()
  await toolName(page).fill('check_warranty')
  await page.getByRole('button', { name: 'Create tool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'check_warranty' })).toBeVisible()

  // The mock refuses it as a field error of its own, whatever sends it.
  const refused = await api(page, 'POST', '/tools', { body: { kind: 'static', name: 'check warranty', content: 'x' } })
  expect(refused.status).toBe(422)
  expect(refused.body).toMatchObject({ errors: [{ pointer: '#/name' }] })
  // And the published document says so.
  const doc = await page.evaluate(async () => (await fetch('/v1/openapi.json')).text())
  const schemas = (JSON.parse(doc) as { components: { schemas: Record<string, unknown> } }).components.schemas
  expect(JSON.stringify(schemas.ToolCreate)).toContain('"pattern":"^[A-Za-z0-9_-]{1,64}$"')
  expect(JSON.stringify(schemas.ToolUpdate)).toContain('"pattern":"^[A-Za-z0-9_-]{1,64}$"')
})

test('in German the new tool form speaks German, its hints whole sentences around what is typed', async ({ page }) => {
  await useLanguage(page, 'de', 'de-DE')
  await page.goto('/tools/new')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Tool')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.getByRole('radio', { name: /^HTTP-Tool/ }).check()
  await expect(page.getByRole('region', { name: 'Anfrage' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).first().fill('check warranty')
  await page.getByRole('button', { name: 'Tool erstellen' }).click()
  await expect(
    page.getByText('Verwenden Sie bis zu 64 Buchstaben, Ziffern, Unterstriche oder Bindestriche, ohne Leerzeichen'),
  ).toBeVisible()
})
