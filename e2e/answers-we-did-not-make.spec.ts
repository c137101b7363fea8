// Answers the mock never makes but the published document allows, or that a newer server may
// send within v1: the dashboard in real-API mode against `mock:server`, with one answer altered
// on its way (page.route sees these requests: no service worker answers in real-API mode).
import type { Page, Route } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { expect, expectNoA11yViolationsInBothThemes, test, rememberRealApi } from './fixtures'

// page.route alters the API's answers; a kept context's service worker would take them out of its reach.
test.use({ isolation: 'fresh' })

const BASE_URL = `${MOCK_SERVER_URL}/v1`

async function realApi(page: Page): Promise<void> {
  await rememberRealApi(page, BASE_URL, 'ak_test_write')
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Answers a GET of `path` (and its query) with the server's own answer, altered by `change`. */
async function alter(page: Page, path: string, change: (body: Json) => Json): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(`${BASE_URL}${path}`) && new URL(url).pathname === `/v1${path}`,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      const response = await route.fetch()
      const body: unknown = await response.json()
      await route.fulfill({ response, json: isObject(body) ? change(body) : body })
    },
  )
}

// A live update can refetch an altered list while the test ends: its handler then meets a
// disposed answer. Handlers still running when a test is over are let go without a failure.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

const items = (body: Json): Json[] => (Array.isArray(body.data) ? body.data.filter(isObject) : [])

test('a list shows every item it can read, and gives the one it cannot a row of its own', async ({ page }) => {
  await realApi(page)
  let brokenId = ''
  await alter(page, '/products', (body) => {
    const [first, second, ...rest] = items(body)
    brokenId = String(second?.id)
    // A field added by a newer server is ignored; a field of the wrong type spoils only its item.
    return { ...body, data: [{ ...first, added_later: { nested: true } }, { ...second, name: 12345 }, ...rest] }
  })
  await page.goto('/products')
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.getByRole('row')).not.toHaveCount(0)
  const unreadable = table.getByRole('row').filter({ hasText: 'This item could not be read' })
  await expect(unreadable).toHaveCount(1)
  await expect(unreadable).toContainText(brokenId)
  await expect(unreadable).toContainText(/name: /)
  await expect(unreadable).toContainText(/Request id req_\w+/)
  await expect(unreadable.getByRole('button', { name: 'Copy details' })).toBeVisible()
  // The readable products are all there, links and all.
  await expect(table.getByRole('link')).not.toHaveCount(0)
  await expect(page.getByText('Unexpected response from the API')).toHaveCount(0)
  await expectNoA11yViolationsInBothThemes(page)
})

test('regression: a boolean tool input with allowed values no longer refuses the tool library', async ({ page }) => {
  await realApi(page)
  await alter(page, '/tools', (body) => {
    const [first, ...rest] = items(body)
    const inputs = [{ name: 'flag', type: 'boolean', description: '', required: false, enum: ['yes', 2] }]
    return { ...body, data: [{ ...first, inputs }, ...rest] }
  })
  await page.goto('/tools')
  const table = page.getByRole('table', { name: 'Tools' })
  await expect(table.getByRole('link')).not.toHaveCount(0)
  await expect(table.getByText('This item could not be read')).toHaveCount(0)
  await expect(page.getByText(/allowed values must all be of type boolean|Unexpected response/)).toHaveCount(0)
})

test('an error code newer than the dashboard is handled by its status', async ({ page }) => {
  await realApi(page)
  await page.route(`${BASE_URL}/products/prod_newerCode01`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/problem+json',
      headers: { 'X-Request-Id': 'req_newer', 'X-Api-Key-Scope': 'write' },
      json: { type: 'x', title: 'Archived', status: 404, code: 'archived_elsewhere', request_id: 'req_newer' },
    }),
  )
  await page.goto('/products/prod_newerCode01')
  await expect(page.getByRole('heading', { name: 'No such product, or this key cannot see it' })).toBeVisible()
  await expect(page.getByText('Unexpected response from the API')).toHaveCount(0)
})

test('a kind or status newer than the dashboard shows as it came, in a neutral badge', async ({ page }) => {
  await realApi(page)
  let changedId = ''
  await alter(page, '/products', (body) => {
    const [first, ...rest] = items(body)
    changedId = String(first?.id)
    return { ...body, data: [{ ...first, kind: 'voice_agent', status: 'archived' }, ...rest] }
  })
  await page.goto('/products')
  const table = page.getByRole('table', { name: 'Products' })
  // The id is known once the altered answer has passed, which the rows' links say.
  await expect(table.getByRole('link')).not.toHaveCount(0)
  expect(changedId).toMatch(/^prod_/)
  const row = table.getByRole('row').filter({ has: page.locator(`a[href$="${changedId}"]`) })
  await expect(row).toContainText('voice_agent')
  await expect(row).toContainText('archived')
  await expect(table.getByText('This item could not be read')).toHaveCount(0)
  await expectNoA11yViolationsInBothThemes(page)
})

test('an event type and a delivery status newer than the dashboard are plain rows of the delivery log', async ({
  page,
}) => {
  await realApi(page)
  const list = await page.request.get(`${BASE_URL}/webhooks?limit=1`, { headers: { 'X-Api-Key': 'ak_test_write' } })
  const [endpoint] = items((await list.json()) as Json)
  const webhookId = String(endpoint?.id)
  await alter(page, `/webhooks/${webhookId}/deliveries`, (body) => {
    const [first, ...rest] = items(body)
    return { ...body, data: [{ ...first, event_type: 'conversation.closed', status: 'expired' }, ...rest] }
  })
  await page.goto(`/webhooks/${webhookId}`)
  const table = page.getByRole('table', { name: 'Deliveries' })
  const row = table.getByRole('row').filter({ hasText: 'conversation.closed' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('expired')
  await expect(table.getByText('This item could not be read')).toHaveCount(0)
  await expect(page.getByText('Unexpected response from the API')).toHaveCount(0)
})

test('a garbled X-Api-Key-Product counts as absent: the header says what the scope tells, not "Access unknown"', async ({
  page,
}) => {
  await realApi(page)
  await page.route(
    (url) => url.href.startsWith(`${BASE_URL}/`),
    async (route: Route) => {
      const response = await route.fetch()
      const headers = { ...response.headers(), 'x-api-key-product': 'not a product id' }
      await route.fulfill({ response, headers })
    },
  )
  const probes: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') probes.push(req.url())
  })
  await page.goto('/products')
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('link')).not.toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Key access' })).toHaveText('Read & write')
  await expect(page.getByText('Access unknown')).toHaveCount(0)
  // The scope header alone told the rights: no empty POST /products to find them out.
  await page.getByRole('link', { name: 'Tools' }).first().click()
  await expect(page.getByRole('table', { name: 'Tools' }).getByRole('link')).not.toHaveCount(0)
  expect(probes).toEqual([])
})

test('a ledger that began long ago lists its statements a year at a time, not with a request per month at once', async ({
  page,
}) => {
  await realApi(page)
  const monthsAsked = new Set<string>()
  await page.route(
    (url) => new URL(url).pathname === '/v1/wallet/summary',
    async (route: Route) => {
      const from = new URL(route.request().url()).searchParams.get('from')
      if (from) {
        monthsAsked.add(from.slice(0, 7))
        return route.fallback()
      }
      // The whole ledger's summary, as a server whose first entry is 40 months old answers it.
      const response = await route.fetch()
      const body: unknown = await response.json()
      const perDay: unknown = isObject(body) ? body.per_day : null
      if (!isObject(body) || !Array.isArray(perDay)) return route.fulfill({ response })
      const day = new Date()
      day.setUTCMonth(day.getUTCMonth() - 39, 1)
      const first = { date: day.toISOString().slice(0, 10), top_up: 1_000, debit: 0, refund: 0 }
      await route.fulfill({ response, json: { ...body, per_day: [first, ...perDay.filter(isObject)] } })
    },
  )
  await page.goto('/wallet/statements')
  const table = page.getByRole('table', { name: /Monthly statements/ })
  // A header row, then the newest twelve months.
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(page.getByText('12 of 40 months shown')).toBeVisible()
  expect(monthsAsked.size).toBe(12)

  await page.getByRole('button', { name: 'Show 12 earlier months' }).click()
  await expect(table.getByRole('row')).toHaveCount(25)
  // Focus lands on the first month added, so a keyboard user goes on from where the list grew.
  await expect(table.getByRole('row').nth(13).getByRole('link').first()).toBeFocused()
  await page.getByRole('button', { name: 'Show 12 earlier months' }).click()
  await page.getByRole('button', { name: 'Show 4 earlier months' }).click()
  await expect(table.getByRole('row')).toHaveCount(41)
  await expect(page.getByRole('button', { name: /earlier month/ })).toHaveCount(0)
  await expect(table.getByRole('row').nth(37).getByRole('link').first()).toBeFocused()
  expect(monthsAsked.size).toBe(40)
  await expectNoA11yViolationsInBothThemes(page)
})
