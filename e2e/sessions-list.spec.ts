// Conversations list: filters kept in the URL (product, period, contact, a non-Latin
// search), the keyboard (/ to search, j/k and End over the virtualized rows, more pages as
// the end comes near), the CSV export against the API's own answer, a product-locked key,
// and the same list served by the standalone mock server. axe in both themes.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  mockControl,
  test,
  waitForDemo,
} from './fixtures'
import { useLanguage } from './support/i18n'

interface SessionJson {
  id: string
  product_id: string
  started_at: string
  contact: { name?: string; email?: string; phone?: string } | null
}
interface ProductJson {
  id: string
  name: string
  slug: string
}

const table = (page: Page) => page.getByRole('table', { name: /^Conversations/ })
const rowLinks = (page: Page) => table(page).getByRole('link')
const footer = (page: Page) => page.getByText(/ loaded, more as you scroll$|^All [\d,]+ conversations?$/)
/** With no filter the summary counts every conversation: the footer says how many, and how many are loaded. */
const loadedOfAll = (loaded: number) =>
  new RegExp(`^[\\d,]+ conversations match · ${loaded} loaded, more as you scroll$`)

/** Every page of a list, from the API the page itself talks to (demo mode: the mock in its worker). */
async function apiAll<T>(page: Page, path: string, key = 'ak_test_write'): Promise<T[]> {
  await waitForDemo(page)
  return page.evaluate(
    async ([path, key]) => {
      const all: unknown[] = []
      let after = ''
      for (;;) {
        const sep = path.includes('?') ? '&' : '?'
        const res = await fetch(`/v1${path}${sep}limit=100${after ? `&starting_after=${after}` : ''}`, {
          headers: { 'X-Api-Key': key },
        })
        const body = (await res.json()) as { data: { id: string }[]; has_more: boolean }
        all.push(...body.data)
        const last = body.data.at(-1)
        if (!body.has_more || !last) return all
        after = last.id
      }
    },
    [path, key] as const,
  ) as Promise<T[]>
}

/** One page of a list, as the API answers it. */
async function apiPage<T>(page: Page, path: string, key = 'ak_test_write'): Promise<T[]> {
  await waitForDemo(page)
  return page.evaluate(
    async ([path, key]) => {
      const body = (await (await fetch(`/v1${path}`, { headers: { 'X-Api-Key': key } })).json()) as { data: unknown[] }
      return body.data
    },
    [path, key] as const,
  ) as Promise<T[]>
}

/** The local calendar day `days` days ago, as a date input holds it. */
const localDay = (page: Page, days: number) =>
  page.evaluate((days) => {
    const d = new Date()
    d.setDate(d.getDate() - days)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, days)

const allConversations = (n: number) => `All ${n} conversation${n === 1 ? '' : 's'}`

/** Local midnight `days` days ago in the page's time zone, as the UTC instant the presets send. */
const localMidnight = (page: Page, days: number) =>
  page.evaluate((days) => {
    const now = new Date()
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).toISOString()
  }, days)

async function productBySlug(page: Page, slug: string): Promise<ProductJson> {
  const product = (await apiAll<ProductJson>(page, '/products')).find((p) => p.slug === slug)
  if (!product) throw new Error(`no product ${slug}`)
  return product
}

test('filters by product, period and contact, searches in Cyrillic, keeps it all in the URL', async ({ page }) => {
  await page.goto('/sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible()
  await expect(rowLinks(page).first()).toBeVisible()

  const product = await productBySlug(page, 'support-assistant')
  await page.getByLabel('Product', { exact: true }).selectOption({ label: product.name })
  await page.getByLabel('Started', { exact: true }).selectOption({ label: 'Last 30 days' })
  await page.getByLabel('Contact', { exact: true }).selectOption({ label: 'With a contact' })
  const param = (name: string) => new URL(page.url()).searchParams.get(name)
  await expect
    .poll(() => [param('product'), param('period'), param('contact')])
    .toEqual([product.id, 'last_30_days', 'with'])
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const rows = table(page).locator('tbody tr[data-index]')
  await expect(rows.first()).toBeVisible()
  const products = await rows.locator('td:nth-child(2)').allTextContents()
  expect(new Set(products)).toEqual(new Set([product.name]))
  expect(await rows.getByRole('link').allTextContents()).not.toContain('Anonymous visitor')
  await expectNoA11yViolationsInBothThemes(page)

  // A non-Latin search, across messages: the API's answer for the same filter is what is listed.
  const search = page.getByLabel('Search messages and contacts')
  await search.fill('доставку')
  await expect.poll(() => param('q')).toBe('доставку')
  const from = await localMidnight(page, 29)
  const expected = await apiAll<SessionJson>(
    page,
    `/sessions?product_id=${product.id}&has_contact=true&from=${from}&q=${encodeURIComponent('доставку')}`,
  )
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThanOrEqual(50)
  await expect(footer(page)).toHaveText(allConversations(expected.length))
  await expect(rowLinks(page).first()).toHaveAttribute('href', new RegExp(`/sessions/${expected[0]?.id}\\?`))

  // A reload keeps everything; nonsense finds nothing and says how to get out of it.
  await page.reload()
  await expect(search).toHaveValue('доставку')
  await expect(page.getByLabel('Contact', { exact: true })).toHaveValue('with')
  await search.fill('zzqxj no such words')
  await expect(page.getByText('No conversations match these filters')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/sessions$/)
  await expect(search).toHaveValue('')

  // A custom period of one local day, with a contact: both days ride in the URL, and the
  // rows are the API's for that day.
  await page.getByLabel('Contact', { exact: true }).selectOption({ label: 'With a contact' })
  await page.getByLabel('Started', { exact: true }).selectOption({ label: 'Custom' })
  const day = await localDay(page, 9)
  await page.getByLabel('First day').fill(day)
  await page.getByLabel('Last day').fill(day)
  await expect.poll(() => [param('period'), param('since'), param('until')]).toEqual(['custom', day, day])
  const inDay = await apiAll<SessionJson>(
    page,
    `/sessions?has_contact=true&from=${await localMidnight(page, 9)}&to=${await localMidnight(page, 8)}`,
  )
  expect(inDay.length).toBeGreaterThan(0)
  await expect(footer(page)).toHaveText(allConversations(inDay.length))
  await expect(rowLinks(page).first()).toHaveAttribute('href', new RegExp(`/sessions/${inDay[0]?.id}\\?`))

  // Search by a seeded contact's e-mail address finds that contact's conversations.
  const withEmail = (await apiPage<SessionJson>(page, '/sessions?has_contact=true&limit=100')).find(
    (s) => s.contact?.email,
  )
  const email = withEmail?.contact?.email ?? 'missing'
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await search.fill(email)
  await expect.poll(() => param('q')).toBe(email)
  const byEmail = await apiAll<SessionJson>(page, `/sessions?q=${encodeURIComponent(email)}`)
  expect(byEmail.map((s) => s.id)).toContain(withEmail?.id)
  await expect(footer(page)).toHaveText(allConversations(byEmail.length))
  await expect(rowLinks(page).first()).toHaveAttribute('href', new RegExp(`/sessions/${byEmail[0]?.id}\\?`))
})

test('/ focuses the search, j/k and End move over the rows, more load near the end', async ({ page }) => {
  await page.goto('/sessions')
  await expect(rowLinks(page).first()).toBeVisible()
  await expect(footer(page)).toHaveText(loadedOfAll(50))

  // ? lists this screen's keys.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const listed = help.getByRole('region', { name: 'Conversations' })
  for (const name of ['Next conversation', 'Previous conversation', 'Search conversations'])
    await expect(listed.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1)
  await page.keyboard.press('Escape')
  // Gone from the page, not only hidden: the dialog gives focus back as it unmounts, which
  // would take it from the search box if / came first.
  await expect(help).toHaveCount(0)

  const search = page.getByLabel('Search messages and contacts')
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  // Typing is typing: j goes into the box, not to the rows.
  await page.keyboard.type('j')
  await expect(search).toHaveValue('j')
  await search.fill('')
  await search.press('Escape')
  await expect(search).not.toBeFocused()

  const links = rowLinks(page)
  const first = await links.nth(0).getAttribute('href')
  const second = await links.nth(1).getAttribute('href')
  await page.keyboard.press('j')
  await expect(page.locator(':focus')).toHaveAttribute('href', first ?? '')
  await page.keyboard.press('j')
  await expect(page.locator(':focus')).toHaveAttribute('href', second ?? '')
  await page.keyboard.press('k')
  await expect(page.locator(':focus')).toHaveAttribute('href', first ?? '')

  // End reaches the last loaded row (scrolled into view) and loads the next page.
  const focusedRow = page.locator(':focus').locator('xpath=ancestor::tr')
  await page.keyboard.press('End')
  await expect(page.locator(':focus')).toBeInViewport()
  await expect(focusedRow).toHaveAttribute('data-index', '49')
  await expect(footer(page)).toHaveText(loadedOfAll(100))
  await page.keyboard.press('ArrowDown')
  await expect(focusedRow).toHaveAttribute('data-index', '50')
  // A short list has every row in the DOM; past 100 the virtualizer (fetched only then) keeps
  // just the rows in view, taking over where the user is, focus included.
  const rendered = table(page).locator('tbody tr[data-index]')
  expect(await rendered.count()).toBe(100)
  await page.keyboard.press('End')
  await expect(footer(page)).toHaveText(loadedOfAll(150))
  await expect.poll(() => rendered.count()).toBeLessThan(40)
  await expect(focusedRow).toHaveAttribute('data-index', '99')
  await expect(page.locator(':focus')).toBeInViewport()
  await page.keyboard.press('End')
  await expect(focusedRow).toHaveAttribute('data-index', '149')
  await expect(page.locator(':focus')).toBeInViewport()

  // While a new filter loads, the old filter's rows stay dimmed on screen: j/k wait for the new ones.
  expect(await mockControl(page, 'faults', { latency_ms: 1500 })).toBe(200)
  await page.getByLabel('Contact', { exact: true }).selectOption({ label: 'Without a contact' })
  const scroller = page.locator('div:has(> table)')
  await expect(scroller).toHaveAttribute('aria-busy', 'true')
  const stale = await links.first().getAttribute('href')
  await links.first().focus()
  await page.keyboard.press('j')
  await expect(page.locator(':focus')).toHaveAttribute('href', stale ?? '')
  expect(await mockControl(page, 'faults', {})).toBe(200)
  await expect(scroller).toHaveAttribute('aria-busy', 'false')
  await page.keyboard.press('j')
  await expect(page.locator(':focus')).toHaveAttribute('href', /contact=without/)
})

test('exports the filtered list as CSV, with the cap stated, matching the API', async ({ page }) => {
  await page.goto('/sessions?contact=without&period=last_7_days')
  await expect(rowLinks(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export conversations as CSV' })
  await expect(dialog).toContainText('up to 5,000')
  await expect(dialog).toContainText('without a contact')
  await expect(dialog).toContainText('phone numbers such as +49 30… included, gets a leading apostrophe')
  await expectNoA11yViolations(page)

  // A slow API: the running count shows, and Cancel stops the export without a file.
  let downloads = 0
  page.on('download', () => downloads++)
  expect(await mockControl(page, 'faults', { latency_ms: 700 })).toBe(200)
  await dialog.getByRole('button', { name: 'Export CSV' }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Fetching conversations' })).toBeVisible()
  await expect(dialog).toContainText('100 conversations so far, 100 at a time…')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await mockControl(page, 'faults', {})).toBe(200)
  expect(downloads).toBe(0)
  await page.getByRole('button', { name: 'Export CSV' }).click()

  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^conversations-.*\.csv$/)
  const file = readFileSync(await download.path(), 'utf8')
  // A UTF-8 byte order mark first, for spreadsheet software (src/lib/csv.ts).
  expect(file.charAt(0)).toBe('\uFEFF')
  const lines = file.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'id,product_id,product_name,started_at,last_message_at,messages,input_tokens,output_tokens,cost_credits,contact_name,contact_email,contact_phone',
  )
  await expect(dialog).toContainText(`Downloaded ${(lines.length - 1).toLocaleString('en-US')} conversation`)

  // The same filter, asked of the API: the browser's last 7 local days, contact absent.
  const from = await localMidnight(page, 6)
  const expected = await apiAll<SessionJson>(page, `/sessions?has_contact=false&from=${from}`)
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected.map((s) => s.id))

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused()
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })

  test('sees only its product, with the product filter fixed and saying so', async ({ page }) => {
    await page.goto('/sessions')
    await expect(rowLinks(page).first()).toBeVisible()
    const product = page.getByLabel('Product', { exact: true })
    await expect(product).toBeDisabled()
    await expect(product).toHaveAccessibleDescription('Fixed: this key is locked to this product.')
    const name = await product.locator('option:checked').textContent()
    expect(name).toBe('Support Assistant')
    const products = await table(page).locator('tbody tr[data-index] td:nth-child(2)').allTextContents()
    expect(new Set(products)).toEqual(new Set(['Support Assistant']))
    await expectNoA11yViolationsInBothThemes(page)

    // Another product named in the URL changes nothing, and its conversations do not exist for this key.
    const other = (await apiAll<ProductJson>(page, '/products')).find((p) => p.slug !== 'support-assistant')
    await page.goto(`/sessions?product=${other?.id}`)
    await expect(rowLinks(page).first()).toBeVisible()
    await expect(product.locator('option:checked')).toHaveText('Support Assistant')
    const shown = await table(page).locator('tbody tr[data-index] td:nth-child(2)').allTextContents()
    expect(new Set(shown)).toEqual(new Set(['Support Assistant']))
    const [foreign] = await apiPage<SessionJson>(page, `/sessions?product_id=${other?.id}&limit=1`)
    await page.goto(`/sessions/${foreign?.id}`)
    await expect(page.getByText('No such conversation', { exact: true })).toBeVisible()
  })
})

test('lists, searches and opens conversations served by the standalone mock server', async ({ page }) => {
  const base = `${MOCK_SERVER_URL}/v1`
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'A real API' }).check()
  const form = page.getByRole('form', { name: 'Connect to an API' })
  await form.getByLabel('Base URL').fill(base)
  await form.getByLabel('API key').fill('ak_test_write')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()

  const listed = page.waitForResponse((r) => r.url().startsWith(`${base}/sessions?`) && r.ok())
  await page.getByRole('navigation').getByRole('link', { name: 'Conversations' }).click()
  await listed
  await expect(rowLinks(page).first()).toBeVisible()

  const searched = page.waitForResponse((r) => r.url().includes('q=%E6%B3%A8%E6%96%87') && r.ok())
  await page.getByLabel('Search messages and contacts').fill('注文')
  const body = (await (await searched).json()) as { data: SessionJson[] }
  expect(body.data.length).toBeGreaterThan(0)
  await expect(rowLinks(page).first()).toHaveAttribute('href', new RegExp(`/sessions/${body.data[0]?.id}\\?q=`))
  await rowLinks(page).first().click()
  await expect(page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('article').first()).toBeVisible()
  await page.getByLabel('Find in transcript').fill('注文')
  await expect(page.getByText(/^1 of [\d,]+ match/)).toBeVisible()
})

test('in German the list speaks German and keeps its filters', async ({ page }) => {
  await useLanguage(page, 'de', 'de-DE')
  await page.goto('/sessions?contact=with')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unterhaltungen')
  await expect(page.getByRole('columnheader', { name: 'Unterhaltung', exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Kontakt', exact: true })).toHaveValue('with')
  await expect(page.getByRole('button', { name: 'Filter zurücksetzen' }).first()).toBeVisible()
})
