// The overview on a clean profile: real figures from the demo workspace, in both
// themes and at both widths, axe-clean; and one workspace shared by every tab.
import type { Locator, Page } from '@playwright/test'
import {
  knowledgeBaseList,
  productList,
  sessionSummary,
  wallet as walletSchema,
  webhookList,
} from '../src/api/contract'
import { formatCount, formatCredits, formatTokens } from '../src/lib/format'
import { apiGet, expect, expectNoA11yViolations, mockControl, test, testInOwnContext } from './fixtures'
import { useLanguage } from './support/i18n'

const KEY = 'ak_test_write'

const credits = formatCredits

const panel = (page: Page, name: string) => page.getByRole('region', { name })

/** The value of one labelled figure (its first <dd>). */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

/** Local midnight `daysAgo` days back in the page's time zone, as the overview sends it. */
const localMidnight = (page: Page, daysAgo: number) =>
  page.evaluate((daysAgo) => {
    const now = new Date()
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo).toISOString()
  }, daysAgo)

/** A search the app writes: a list repeats its key, everything URL-encoded, keys in the order given. */
const href = (path: string, search: Record<string, string | string[]> = {}) => {
  const q = Object.entries(search)
    .flatMap(([k, v]) => (typeof v === 'string' ? [v] : v).map((one) => `${k}=${encodeURIComponent(one)}`))
    .join('&')
  return q ? `${path}?${q}` : path
}

async function openOverview(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Demo mode · Workspace, write')
  // Every panel has finished loading when none is busy any more.
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
}

// Each theme once and each width once: light on a wide screen, dark on a phone.
for (const [colorScheme, width, viewport] of [
  ['light', 'wide', { width: 1280, height: 900 }],
  ['dark', 'narrow', { width: 390, height: 844 }],
] as const) {
  test.describe(`${colorScheme}, ${width}`, () => {
    test.use({ colorScheme, viewport })

    test('shows the workspace figures the API reports', async ({ page }) => {
      await openOverview(page)
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)

      const wallet = await apiGet(page, '/wallet', walletSchema)
      await expect(panel(page, 'Wallet')).toContainText(`${credits(wallet.balance)} credits`)
      if (wallet.trial_ends_at) await expect(panel(page, 'Wallet')).toContainText(/Free trial · \d+ days? left/)

      const products = await apiGet(page, '/products?limit=100', productList)
      const published = products.data.filter((p) => p.status === 'published').length
      const products_ = panel(page, 'Products')
      await expect(products_).toContainText(`${products.data.length} products`)
      await expect(products_.getByRole('definition').first()).toHaveText(String(published))

      const conversations = panel(page, 'Conversations')
      await expect(conversations.getByRole('table', { name: 'Conversations per day (UTC)' })).toBeVisible()
      await expect(conversations.getByText('Last 7 days', { exact: true })).toBeVisible()

      const webhooks = await apiGet(page, '/webhooks?limit=100', webhookList)
      const attention = webhooks.data.filter((w) => w.status === 'disabled' || w.failing_since !== null)
      for (const w of attention) await expect(panel(page, 'Webhook endpoints')).toContainText(w.url)

      // Usage over the last 30 days, from local midnight 29 days ago (the page's time zone).
      const from = await page.evaluate(() => {
        const now = new Date()
        return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29).toISOString()
      })
      const usage = await apiGet(page, `/sessions/summary?from=${from}`, sessionSummary)
      const usage_ = panel(page, 'Usage')
      await expect(usage_).toContainText(credits(usage.cost))
      await expect(usage_).toContainText(usage.conversations.toLocaleString('en-US'))
      await expect(usage_.getByRole('table', { name: 'By model' }).getByRole('row')).toHaveCount(
        usage.per_model.length + 1,
      )
      await expect(usage_.getByRole('table', { name: 'By product' }).getByRole('row')).toHaveCount(
        usage.per_product.length + 1,
      )

      const bases = await apiGet(page, '/knowledge-bases?limit=100', knowledgeBaseList)
      const failed = bases.data.flatMap((kb) => kb.sources.filter((src) => src.status === 'failed'))
      for (const src of failed) await expect(panel(page, 'Knowledge sources')).toContainText(src.name)

      await expectNoA11yViolations(page)
    })
  })
}

test('every figure matches the API and opens its screen, from a few parallel requests', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname.startsWith('/v1/')) asked.push(`${url.pathname}${url.search}`)
  })
  await openOverview(page)
  // One request per panel and period (products walk pages only past 100), and the runway's two
  // wallet summaries (7 days and 24 hours back). No probe for the key's rights: every answer's
  // X-Api-Key-Scope and X-Api-Key-Product headers tell them.
  const summary = '/v1/sessions/summary?from=…'
  expect(asked.map((u) => u.replace(/from=[^&]+/, 'from=…')).sort()).toEqual(
    [
      '/v1/products?limit=100',
      summary,
      summary,
      summary,
      '/v1/wallet',
      '/v1/wallet/summary?from=…',
      '/v1/wallet/summary?from=…',
      '/v1/webhooks?limit=100',
      '/v1/knowledge-bases?limit=100',
    ].sort(),
  )

  const [week, today, wallet, drafts] = await Promise.all([
    localMidnight(page, 6).then((from) => apiGet(page, `/sessions/summary?from=${from}`, sessionSummary)),
    localMidnight(page, 0).then((from) => apiGet(page, `/sessions/summary?from=${from}`, sessionSummary)),
    apiGet(page, '/wallet', walletSchema),
    apiGet(page, '/products?status=draft&limit=100', productList),
  ])
  const usage = await apiGet(page, `/sessions/summary?from=${await localMidnight(page, 29)}`, sessionSummary)
  const conversations = panel(page, 'Conversations')
  await expect(figure(conversations, 'Last 7 days')).toHaveText(formatCount(week.conversations))
  await expect(figure(conversations, 'Today')).toHaveText(formatCount(today.conversations))
  await expect(figure(conversations, 'Messages')).toHaveText(formatCount(week.messages))
  await expect(figure(conversations, 'Charged, credits')).toHaveText(credits(week.cost))
  await expect(figure(panel(page, 'Usage'), 'Tokens')).toHaveText(
    formatTokens(usage.tokens.input + usage.tokens.output),
  )
  await expect(figure(panel(page, 'Usage'), 'Messages')).toHaveText(formatCount(usage.messages))
  // One window, one number: the wallet card's spend is the runway's, said in words once.
  const spent = (await figure(panel(page, 'Wallet'), 'Spent, last 7 days').textContent()) ?? ''
  expect(spent).toMatch(/^[\d,]+\.\d+$/)
  await expect(panel(page, 'Runway')).toContainText(
    `Spent ${spent} credits in the last 7 days (the 7 × 24 hours to now)`,
  )
  await expect(page.getByText('the 7 × 24 hours to now')).toHaveCount(1)
  await expect(figure(panel(page, 'Wallet'), 'Balance')).toContainText(credits(wallet.balance))
  expect(drafts.has_more).toBe(false)
  await expect(figure(panel(page, 'Products'), 'Draft')).toHaveText(String(drafts.data.length))

  // Every labelled figure is a link, and each goes where its label says.
  const debits = ['debit']
  const expected: Record<string, Record<string, string>> = {
    Wallet: {
      Balance: '/wallet',
      'Spent, last 7 days': href('/wallet', { type: ['debit', 'refund'] }),
      Updated: '/wallet',
    },
    Products: { Published: '/products?status=published', Draft: '/products?status=draft' },
    Usage: {
      'Spend, credits': href('/wallet', { period: 'last_30_days', type: debits }),
      Tokens: '/sessions?period=last_30_days',
      Conversations: '/sessions?period=last_30_days',
      Messages: '/sessions?period=last_30_days',
    },
    Conversations: {
      'Last 7 days': '/sessions?period=last_7_days',
      Today: '/sessions?period=today',
      Messages: '/sessions?period=last_7_days',
      'Charged, credits': href('/wallet', { period: 'last_7_days', type: debits }),
    },
  }
  for (const [name, figures] of Object.entries(expected)) {
    const labels = (await panel(page, name).locator('dt').allTextContents()).map((t) => t.trim())
    expect(labels.sort()).toEqual(Object.keys(figures).sort())
    for (const [label, target] of Object.entries(figures))
      await expect(figure(panel(page, name), label).getByRole('link')).toHaveAttribute('href', target)
  }
  // The breakdowns: a product's figures open that product's conversations and debits; a model's, the period's.
  const byProduct = panel(page, 'Usage').getByRole('table', { name: 'By product' })
  for (const p of usage.per_product) {
    const row = byProduct.getByRole('row').filter({ has: page.locator(`a[href="/products/${p.product_id}"]`) })
    const links = row.getByRole('cell').getByRole('link')
    await expect(links).toHaveCount(3)
    const sessions = href('/sessions', { period: 'last_30_days', product: p.product_id })
    await expect(links.nth(0)).toHaveAttribute('href', sessions)
    await expect(links.nth(1)).toHaveAttribute('href', sessions)
    await expect(links.nth(2)).toHaveAttribute(
      'href',
      href('/wallet', { period: 'last_30_days', type: debits, product_id: p.product_id }),
    )
  }
  const byModel = panel(page, 'Usage').getByRole('table', { name: 'By model' })
  for (const m of usage.per_model) {
    const links = byModel
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: m.model, exact: true }) })
      .getByRole('cell')
      .getByRole('link')
    await expect(links).toHaveCount(3)
    await expect(links.nth(0)).toHaveAttribute('href', '/sessions?period=last_30_days')
    await expect(links.nth(1)).toHaveAttribute('href', '/sessions?period=last_30_days')
    await expect(links.nth(2)).toHaveAttribute('href', href('/wallet', { period: 'last_30_days', type: debits }))
  }

  await panel(page, 'Products')
    .getByRole('link', { name: /published products$/ })
    .click()
  await expect(page).toHaveURL('/products?status=published')
  await page.goBack()
  await panel(page, 'Conversations').getByRole('link', { name: 'All conversations' }).click()
  await expect(page).toHaveURL('/sessions')
  await page.goBack()
  await panel(page, 'Usage').getByRole('link', { name: 'Wallet for the period' }).click()
  await expect(page).toHaveURL('/wallet?period=last_30_days')
  await page.goBack()
  await panel(page, 'Wallet')
    .getByRole('link', { name: /^[\d,]+\.\d+$/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
  await page.goBack()
  const failing = panel(page, 'Webhook endpoints')
    .getByRole('link', { name: /^https?:/ })
    .first()
  const url = await failing.innerText()
  await failing.click()
  await expect(page).toHaveURL(/\/webhooks\/wh_\w+$/)
  await expect(page.getByText(url).first()).toBeVisible()
  await page.goBack()
  await panel(page, 'Knowledge sources').getByRole('link', { name: 'All knowledge bases' }).click()
  await expect(page).toHaveURL('/knowledge-bases')
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })
  test('sees only its product, with no workspace-level panels', async ({ page }) => {
    // Opened at the start page a locked key lands on its product; the Overview is a choice from the navigation.
    await page.goto('/sessions')
    await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Connection' })).toContainText(/Support assistant/i)
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
    for (const name of ['Wallet', 'Webhook endpoints', 'Knowledge sources'])
      await expect(panel(page, name)).toHaveCount(0)
    await expect(panel(page, 'Usage')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test('every tab sees the same workspace', async ({ page, context }) => {
  await openOverview(page)
  const lastWeek = panel(page, 'Conversations').getByRole('definition').first()
  const before = Number((await lastWeek.innerText()).replace(/,/g, ''))

  const other = await context.newPage()
  await openOverview(other)
  const product = await apiGet(other, '/products?status=published&limit=1', productList)
  const productId = product.data[0]?.id
  expect(productId).toBeTruthy()
  const created = await other.evaluate(async (product_id) => {
    const res = await fetch('/_mock/conversations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id, messages: 2 }),
    })
    return res.status
  }, productId)
  expect(created).toBe(201)

  await page.reload()
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
  await expect(panel(page, 'Conversations').getByRole('definition').first()).toHaveText(
    (before + 1).toLocaleString('en-US'),
  )
})

test('an unknown address shows a readable not-found page', async ({ page }) => {
  await page.goto('/no-such-screen')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the overview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expectNoA11yViolations(page)
})

/**
 * The demo workspace lives in a SharedWorker, which ends with its last tab; a
 * second tab keeps it (and what a test changed) alive across a reload.
 */
async function keepWorkspaceAlive(page: Page): Promise<void> {
  const keeper = await page.context().newPage()
  await openOverview(keeper)
  // Chromium gives a hidden tab no animation frames, and a click waits for frames to see its target stable.
  await page.bringToFront()
}

testInOwnContext('a failing API shows the error with its request id, and Retry recovers', async ({ page }) => {
  // Playwright's clock: the client's waits before it asks again pass when the test moves it on.
  await page.clock.install()
  await openOverview(page)
  await keepWorkspaceAlive(page)
  expect(await mockControl(page, 'faults', { error_rate: 1 })).toBe(200)
  const failures: string[] = []
  page.on('response', (res) => {
    if (res.status() === 500) failures.push(new URL(res.url()).pathname)
  })
  await page.reload()

  const wallet = panel(page, 'Wallet')
  const alert = wallet.getByRole('alert')
  // The client retries a 500 twice before showing it, 1 s and then 2 s later.
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000)
      return alert.count()
    })
    .toBeGreaterThan(0)
  // The dashboard's own sentence for the code, then the server's words, marked as the server's.
  await expect(alert).toContainText('The API failed on its side')
  await expect(alert).toContainText('From the server: A fault injected by /_mock/faults.')
  expect(failures.filter((path) => path === '/v1/wallet').length, 'asked, then twice more').toBeGreaterThanOrEqual(3)
  await expect(alert).toContainText(/Request id\s*req_\w+/)
  await expectNoA11yViolations(page)

  expect(await mockControl(page, 'faults', {})).toBe(200)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(wallet).toContainText(/[\d,]+\.\d+ credits/)
  await expect(wallet.getByRole('alert')).toHaveCount(0)
})

test('a workspace without webhook endpoints says so', async ({ page }) => {
  await openOverview(page)
  await keepWorkspaceAlive(page)
  const ids = (await apiGet(page, '/webhooks?limit=100', webhookList)).data.map((w) => w.id)
  const statuses = await page.evaluate(
    async ({ ids, key }) => {
      const out: number[] = []
      for (const id of ids)
        out.push((await fetch(`/v1/webhooks/${id}`, { method: 'DELETE', headers: { 'X-Api-Key': key } })).status)
      return out
    },
    { ids, key: KEY },
  )
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set([204]))

  await page.reload()
  await expect(panel(page, 'Webhook endpoints')).toContainText('No webhook endpoints')
  await expectNoA11yViolations(page)
})

test('without SharedWorker the demo runs in a dedicated worker', async ({ page }) => {
  // Browsers without SharedWorker (Chrome on Android, older Safari) take this path.
  await page.addInitScript(() => Object.defineProperty(window, 'SharedWorker', { value: undefined }))
  await openOverview(page)
  expect(await page.evaluate(() => typeof SharedWorker)).toBe('undefined')
  const wallet = await apiGet(page, '/wallet', walletSchema)
  await expect(panel(page, 'Wallet')).toContainText(`${credits(wallet.balance)} credits`)
})

test('in Arabic the page is mirrored and the usage charts run time right to left, and say so', async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نظرة عامة')
  const usage = panel(page, 'الاستخدام')
  const chart = usage.getByRole('figure', { name: /^الإنفاق اليومي/ })
  await expect(chart).toContainText('يسير الزمن من اليمين إلى اليسار')
  // The oldest day's label sits right of the newest one's: time runs in the reading direction.
  const labels = chart.locator('[data-axis-label]')
  const [oldest, newest] = await Promise.all([labels.first().boundingBox(), labels.last().boundingBox()])
  expect(oldest && newest && oldest.x > newest.x).toBe(true)
})
