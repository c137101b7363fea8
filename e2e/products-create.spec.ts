// /products/new as a user fills it in: kind first, a slug suggested from the name and
// checked as it is typed, the API's taken-slug refusal on the field with nothing lost,
// one product per submission however often the button is pressed; axe on each state.
import type { Page } from '@playwright/test'
import { product as productSchema, productList } from '../src/api/contract'
import { expect, stubFetch, test, waitForDemo } from './fixtures'

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
  const keys: (string | undefined)[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/products')
      keys.push(req.headers()['idempotency-key'])
  })
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
  expect(keys).toHaveLength(2)
  expect(keys[0]).toBeTruthy()
  expect(keys[1]).toBe(keys[0])
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
