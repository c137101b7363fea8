// /products/new as a user fills it in: kind first, a slug suggested from the name and
// checked as it is typed, the API's taken-slug refusal on the field with nothing lost,
// one product per submission however often the button is pressed; axe on each state.
import type { Page } from '@playwright/test'
import { product as productSchema, productList } from '../src/api/contract'
import { expect, stubFetch, test, waitForDemo } from './fixtures'
import { idempotencyKeysSent, refuseNext } from './submissions'

const WRITE_KEY = 'ak_test_write'

async function countBySlug(page: Page, slug: string): Promise<number> {
  const body: unknown = await page.evaluate(
    async ({ slug, key }) =>
      (await fetch(`/v1/products?q=${slug}`, { headers: { 'X-Api-Key': key } })).json() as unknown,
    { slug, key: WRITE_KEY },
  )
  return productList.parse(body).data.filter((p) => p.slug === slug).length
}

async function getProduct(page: Page, id: string) {
  const body: unknown = await page.evaluate(
    async ({ id, key }) => (await fetch(`/v1/products/${id}`, { headers: { 'X-Api-Key': key } })).json() as unknown,
    { id, key: WRITE_KEY },
  )
  return productSchema.parse(body)
}

async function openForm(page: Page): Promise<void> {
  await page.goto('/products/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
}

const createButton = (page: Page) => page.getByRole('button', { name: 'Create product' })
const productUrl = /\/products\/prod_\w+$/

test('create a chat agent: suggested slug, format and taken-slug errors, nothing lost', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openForm(page)
  await expectNoA11yViolationsInBothThemes()
  await page.getByRole('radio', { name: 'Chat agent' }).check()

  const name = page.getByLabel('Name', { exact: true })
  const slug = page.getByLabel('Slug', { exact: true })
  await name.fill('Acme Support Bot (EU)')
  await expect(slug).toHaveValue('acme-support-bot-eu')

  await slug.fill('Acme Bot')
  await expect(page.getByText('Use lower-case letters only.')).toBeVisible()
  await expect(slug).toHaveAttribute('aria-invalid', 'true')
  await slug.fill('acme--bot')
  await expect(page.getByText('Use single hyphens between words.')).toBeVisible()
  // The user's own slug stays theirs when the name changes.
  await name.fill('Acme Support Bot')
  await expect(slug).toHaveValue('acme--bot')

  await slug.fill('support-assistant')
  const prompt = 'You are the support agent of Acme. Be brief.'
  await page.getByLabel('Prompt', { exact: true }).fill(prompt)
  await page.getByLabel('Price', { exact: true }).fill('1.5')
  await createButton(page).click()
  await expect(
    page.getByText('“support-assistant” is already used by another product. Choose another slug.'),
  ).toBeVisible()
  await expect(slug).toBeFocused()
  await expect(name).toHaveValue('Acme Support Bot')
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt)
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1.5')
  await expectNoA11yViolationsInBothThemes()

  // Leaving with something typed asks first; staying keeps every field.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(leave).toHaveCount(0)
  await expect(page).toHaveURL(/\/products\/new/)
  await expect(name).toHaveValue('Acme Support Bot')
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt)

  await slug.fill('acme-support-bot')
  await expect(page.getByText(/already used by another product/)).toHaveCount(0)
  await createButton(page).click()
  await expect(page).toHaveURL(productUrl)
  await expect(page.getByText('Created “Acme Support Bot”')).toBeVisible()
  // Created: nothing is left to lose, so the guard stays quiet.
  await expect(leave).toHaveCount(0)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(await getProduct(page, id)).toMatchObject({
    kind: 'chat_agent',
    status: 'draft',
    name: 'Acme Support Bot',
    slug: 'acme-support-bot',
    prompt,
    price: 1500,
  })
})

test('every field is checked on submit and the first error takes focus', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openForm(page)
  await createButton(page).click()
  await expect(page.getByText('Choose a chat agent or an MCP server.')).toBeVisible()
  await page.getByRole('radio', { name: 'MCP server' }).check()
  await page.getByLabel('Price', { exact: true }).fill('0.0005')
  await createButton(page).click()
  await expect(page.getByText('Enter a name.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(page.getByText('Credits have at most 3 decimals (1 credit = 1,000 millicredits).')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolationsInBothThemes()

  await page.getByLabel('Name', { exact: true }).fill('Weather MCP')
  await page.getByLabel('Price', { exact: true }).fill('0.25')
  await createButton(page).click()
  await expect(page).toHaveURL(productUrl)
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(await getProduct(page, id)).toMatchObject({ kind: 'mcp_server', slug: 'weather-mcp', price: 250 })
})

test('a double click, or a resend after a lost answer, makes one product', async ({ page }) => {
  await openForm(page)
  await page.getByRole('radio', { name: 'Chat agent' }).check()
  await page.getByLabel('Name', { exact: true }).fill('Double Click Agent')
  await createButton(page).dblclick()
  await expect(page).toHaveURL(productUrl)
  expect(await countBySlug(page, 'double-click-agent')).toBe(1)

  // The first create reaches the API but its answer is lost on the way back. Demo mode
  // answers from a service worker, out of page.route's reach, so the page's own fetch drops it.
  await openForm(page)
  // The demo installs its own fetch as it starts: the wrapper goes on top of it, not under.
  await waitForDemo(page)
  const keys = idempotencyKeysSent(page, /^\/v1\/products$/)
  await stubFetch(page, { method: 'POST', path: '^/v1/products$', answer: 'lose' })
  await page.getByRole('radio', { name: 'Chat agent' }).check()
  await page.getByLabel('Name', { exact: true }).fill('Lost Answer Agent')
  await page.getByLabel('Summary', { exact: true }).fill('Created once, whatever the network does.')
  await createButton(page).click()
  await expect(page.getByText('The API could not be reached')).toBeVisible()
  await expect(page).toHaveURL(/\/products\/new/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lost Answer Agent')
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Created once, whatever the network does.')
  expect(await countBySlug(page, 'lost-answer-agent')).toBe(1)

  await createButton(page).click()
  await expect(page).toHaveURL(productUrl)
  expect(await countBySlug(page, 'lost-answer-agent')).toBe(1)
  expect(keys).toEqual([expect.any(String), keys[0]])
})

test('a refusal naming a field and something else shows both, keeps every value, and a resend creates', async ({
  page,
}) => {
  await openForm(page)
  await waitForDemo(page)
  // The API has no such refusal on demand, so the page's own fetch answers this one create.
  await refuseNext(page, 'POST', '^/v1/products$', 'already_exists', [
    { pointer: '#/slug', code: 'already_exists', detail: 'The slug is taken.' },
    { pointer: '#/tool_ids/0', code: 'unknown_reference', detail: 'Tool tool_gone00 does not exist.' },
  ])
  await page.getByRole('radio', { name: 'Chat agent' }).check()
  await page.getByLabel('Name', { exact: true }).fill('Both Kinds Agent')
  await page.getByLabel('Summary', { exact: true }).fill('Refused twice over.')
  await createButton(page).click()

  const slug = page.getByLabel('Slug', { exact: true })
  await expect(
    page.getByText('“both-kinds-agent” is already used by another product. Choose another slug.'),
  ).toBeVisible()
  await expect(slug).toHaveAttribute('aria-invalid', 'true')
  await expect(slug).toBeFocused()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert.getByRole('list', { name: 'Other problems' })).toHaveText('Tool tool_gone00 does not exist.')
  await expect(alert).toContainText('req_e2e_already_exists')
  // A refusal is an answer: resending unchanged would only be refused again, so no Retry.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Both Kinds Agent')
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Refused twice over.')
  await expect(slug).toHaveValue('both-kinds-agent')

  await createButton(page).click()
  await expect(page).toHaveURL(productUrl)
  expect(await countBySlug(page, 'both-kinds-agent')).toBe(1)
})

test('after a refusal the same values go under a new key, so a slug freed meanwhile is not refused from memory', async ({
  page,
}) => {
  await openForm(page)
  await waitForDemo(page)
  const write = (method: string, path: string, body: object, ifMatch?: string) =>
    page.evaluate(
      async ({ method, path, body, key, ifMatch }) => {
        const headers: Record<string, string> = { 'X-Api-Key': key, 'Content-Type': 'application/json' }
        if (ifMatch) headers['If-Match'] = ifMatch
        return (await fetch(`/v1${path}`, { method, headers, body: JSON.stringify(body) })).json() as unknown
      },
      { method, path, body, key: WRITE_KEY, ifMatch },
    )
  const blocker = productSchema.parse(
    await write('POST', '/products', { kind: 'mcp_server', name: 'Blocker', slug: 'freed-slug' }),
  )
  const keys = idempotencyKeysSent(page, /^\/v1\/products$/)
  await page.getByRole('radio', { name: 'MCP server' }).check()
  await page.getByLabel('Name', { exact: true }).fill('Freed Slug')
  await createButton(page).click()
  await expect(page.getByText('“freed-slug” is already used by another product. Choose another slug.')).toBeVisible()

  // The other product moves away; the server keeps the refusal under the first key for 24 h.
  await write('PATCH', `/products/${blocker.id}`, { slug: 'freed-slug-old' }, `"${blocker.version}"`)
  await createButton(page).click()
  await expect(page).toHaveURL(productUrl)
  expect(keys).toEqual([expect.any(String), expect.any(String)])
  expect(keys[1]).not.toBe(keys[0])
  expect(await countBySlug(page, 'freed-slug')).toBe(1)
})

test('the kind can be chosen from the URL', async ({ page }) => {
  await page.goto('/products/new?kind=mcp_server')
  await expect(page.getByRole('radio', { name: 'MCP server' })).toBeChecked()
  await expect(page.getByRole('group', { name: /Describe the MCP server/ })).toBeVisible()
})

test.describe('with a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('the form says why it cannot create', async ({ page }) => {
    await openForm(page)
    await expect(page.getByText('This key can only read.').first()).toBeVisible()
    await page.getByRole('radio', { name: 'Chat agent' }).check()
    await page.getByLabel('Name', { exact: true }).fill('Not allowed')
    await expect(createButton(page)).toHaveAttribute('aria-disabled', 'true')
    await expect(createButton(page)).toHaveAccessibleDescription(/can only read/)
    // Enter in a field submits a form; this one stays put.
    await page.getByLabel('Name', { exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/products\/new$/)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Not allowed')
  })
})
