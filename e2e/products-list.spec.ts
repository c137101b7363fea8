// /products as a user meets it: the seeded products, filters and search kept in the URL,
// cursor paging, the keyboard, the empty states, what read and locked keys may do, and
// duplicating a product into a new draft. axe in both themes on every state shown.
import type { Page } from '@playwright/test'
import { product as productSchema, productList } from '../src/api/contract'
import { apiGet, expect, stubFetch, test } from './fixtures'
import { formatCredits } from '../src/lib/format'
import { useLanguage } from './support/i18n'

const table = (page: Page) => page.getByRole('table', { name: /^Products/ })
/** Body rows only: the header row holds column headers, not cells. */
const rows = (page: Page) => table(page).locator('tbody tr')
const rowLinks = (page: Page) => table(page).locator('tbody [data-row-link]')

async function openList(page: Page, path = '/products'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(table(page).locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test('lists the seeded products with their kind, status, counts and price', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openList(page)
  const seeded = await apiGet(page, '/products', productList)
  expect(seeded.data.length).toBeGreaterThan(5)
  await expect(rows(page)).toHaveCount(seeded.data.length)

  const support = seeded.data.find((p) => p.slug === 'support-assistant')
  expect(support).toBeTruthy()
  if (!support) return
  const row = rows(page).filter({ has: page.getByRole('link', { name: support.name, exact: true }) })
  await expect(row).toContainText('Chat agent')
  await expect(row).toContainText(support.status === 'published' ? 'Published' : 'Draft')
  await expect(row).toContainText('support-assistant')
  await expect(row.getByRole('cell').nth(4)).toHaveText(String(support.tool_ids.length))
  await expect(row.getByRole('cell').nth(5)).toHaveText(String(support.knowledge_base_ids.length))
  await expect(row.getByRole('cell').nth(6)).toHaveText(support.price === null ? '—' : formatCredits(support.price))
  await expect(row.locator('time')).toHaveAttribute('title', /\d/)
  await expect(page.getByRole('link', { name: 'Products', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoA11yViolationsInBothThemes()

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(rows(page).first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolationsInBothThemes()
})

test('filters and search live in the URL and survive a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openList(page)

  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'MCP server' })
  await expect(page).toHaveURL(/[?&]kind=mcp_server/)
  await expect(rows(page).first()).toContainText('MCP server')
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('MCP server')

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Published' })
  await expect(page).toHaveURL(/[?&]status=published/)
  const expected = await apiGet(page, '/products?kind=mcp_server&status=published', productList)
  await expect(rows(page)).toHaveCount(expected.data.length)

  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'All kinds' })
  await expect(page).not.toHaveURL(/kind=/)
  await page.getByRole('searchbox', { name: 'Search' }).fill('support')
  await expect(page).toHaveURL(/[?&]q=support/)
  const matching = await apiGet(page, '/products?status=published&q=support', productList)
  expect(matching.data.length).toBeGreaterThan(0)
  await expect(rows(page)).toHaveCount(matching.data.length)

  await page.reload()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('published')
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('')
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('support')
  await expect(rows(page)).toHaveCount(matching.data.length)
})

test('a bad URL falls back to the unfiltered list; an empty workspace leads to New product', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openList(page, '/products?kind=robot&status=gone&after=nope&limit=9999')
  const all = await apiGet(page, '/products', productList)
  await expect(rows(page)).toHaveCount(all.data.length)
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('')

  // A workspace with no product yet. Demo mode answers from a service worker, out of
  // page.route's reach, so the page's own fetch gives the empty first page.
  await stubFetch(
    page,
    {
      method: 'GET',
      path: '^/v1/products$',
      answer: { status: 200, body: { data: [], has_more: false } },
      always: true,
    },
    { beforeLoad: true },
  )
  await openList(page)
  const empty = page.getByText('No products yet').locator('..')
  await expect(empty).toContainText('Create a chat agent or an MCP server')
  await expectNoA11yViolationsInBothThemes()
  await empty.getByRole('link', { name: 'New product' }).click()
  await expect(page).toHaveURL(/\/products\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible()
})

test('pages keep their cursor in the URL, forward and back', async ({ page }) => {
  await openList(page, '/products?limit=5')
  const firstPage = await rowLinks(page).allInnerTexts()
  expect(firstPage).toHaveLength(5)
  const pages = page.getByRole('navigation', { name: 'Product pages' })
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()

  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]after=prod_\w+/)
  await expect(page).toHaveURL(/[?&]limit=5/)
  await expect(rowLinks(page).first()).not.toHaveText(firstPage[0] ?? '')
  const secondPage = await rowLinks(page).allInnerTexts()
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false)

  await page.reload()
  await expect(rowLinks(page)).toHaveText(secondPage)

  await pages.getByRole('button', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/[?&]before=prod_\w+/)
  await expect(rowLinks(page)).toHaveText(firstPage)
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeEnabled()
})

test('the keyboard moves between rows and Enter opens a product', async ({ page }) => {
  await openList(page)
  const links = rowLinks(page)
  await page.locator('main').focus()
  await page.keyboard.press('j')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(2)).toBeFocused()
  await page.keyboard.press('k')
  await page.keyboard.press('ArrowUp')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('j')
  const href = await links.nth(1).getAttribute('href')
  expect(href).toMatch(/^\/products\/prod_\w+$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
})

test('a search with no results says so and clears back to the list', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openList(page, '/products?q=no-such-product-anywhere')
  await expect(page.getByText('No products match these filters')).toBeVisible()
  await expectNoA11yViolationsInBothThemes()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/q=/)
  await expect(rows(page).first().getByRole('link')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
})

test('duplicating a product opens the new draft, tools and knowledge bases attached', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  await openList(page)
  const source = (await apiGet(page, '/products?q=support-assistant', productList)).data.find(
    (p) => p.slug === 'support-assistant',
  )
  if (!source) throw new Error('seed: no support-assistant')
  await page.getByRole('button', { name: `Actions for ${source.name}` }).click()
  await page.getByRole('menuitem', { name: 'Duplicate…' }).click()
  const dialog = page.getByRole('dialog', { name: `Duplicate “${source.name}”` })
  await expect(dialog.getByLabel('Name of the copy')).toHaveValue(`${source.name} (copy)`)
  await expect(dialog.getByLabel('Slug of the copy')).toHaveValue('support-assistant-copy')
  await expect(dialog).toContainText(`Its ${source.tool_ids.length} tools and`)
  await expectNoA11yViolationsInBothThemes()

  await dialog.getByLabel('Slug of the copy').fill('Acme Support')
  await expect(dialog.getByText('Use lower-case letters only.')).toBeVisible()
  await dialog.getByLabel('Slug of the copy').fill('support-assistant-acme')
  await dialog.getByLabel('Name of the copy').fill('Support Assistant for Acme')
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click()

  await expect(page).toHaveURL(/\/products\/prod_\w+$/)
  const newId = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(newId).not.toBe(source.id)
  await expect(page.getByText('Duplicated as “Support Assistant for Acme”')).toBeVisible()
  const copy = await apiGet(page, `/products/${newId}`, productSchema)
  expect(copy).toMatchObject({
    status: 'draft',
    slug: 'support-assistant-acme',
    name: 'Support Assistant for Acme',
    tool_ids: source.tool_ids,
    knowledge_base_ids: source.knowledge_base_ids,
  })
})

test.describe('with a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('New product and Duplicate are disabled and say why', async ({ page, expectNoA11yViolationsInBothThemes }) => {
    await openList(page)
    const create = page.getByRole('button', { name: 'New product' })
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    await expect(create).toHaveAccessibleDescription(/can only read/)
    await create.focus()
    await expect(page.getByRole('tooltip')).toContainText('This key can only read')
    await expect(page).toHaveURL(/\/products$/)

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    const duplicate = page.getByRole('menuitem', { name: 'Duplicate…' })
    await expect(duplicate).toHaveAttribute('aria-disabled', 'true')
    await expect(duplicate).toHaveAccessibleDescription(/This key can only read/)
    await expectNoA11yViolationsInBothThemes()
  })
})

test.describe('with a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })

  test('sees only its product and cannot create one', async ({ page }) => {
    await openList(page)
    await expect(rows(page)).toHaveCount(1)
    await expect(rowLinks(page)).toHaveText('Support Assistant')
    await expect(page.getByRole('button', { name: 'New product' })).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('button', { name: 'New product' })).toHaveAccessibleDescription(/locked to/)
  })
})

test('in Arabic the list reads right to left, its words translated and its pager pointing the way it reads', async ({
  page,
}) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/products?limit=3')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'الاسم' })).toBeVisible()
  // "Next page" points left: its arrow is mirrored, and it sits to the left of "Previous page".
  const next = page.getByRole('button', { name: 'الصفحة التالية' })
  const previous = page.getByRole('button', { name: 'الصفحة السابقة' })
  await expect(next).toBeVisible()
  const arrow = next.locator('span[aria-hidden="true"]')
  expect(await arrow.evaluate((el) => getComputedStyle(el).scale)).toBe('-1 1')
  const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()]
  expect(nextBox && previousBox && nextBox.x < previousBox.x).toBe(true)
  // Names stay data: not translated, not reordered.
  await expect(page.getByRole('table').locator('tbody bdi[translate="no"]').first()).toBeVisible()
})
