// The wallet as finance uses it: filters by type, period and product with the summary's
// figures checked against the API, the ledger's links from a refund to its debit and from a
// debit to its conversation, a CSV export compared row by row with the API's entries, the
// read-only and product-locked keys, and the screen against the standalone mock server.
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import type { z } from 'zod/mini'
import {
  messageList,
  productList,
  walletEntry,
  walletEntryList,
  walletSummary,
  wallet as walletSchema,
  type WalletEntry,
} from '../src/api/contract'
import { formatCredits, formatSignedCredits } from '../src/lib/format'
import { MOCK_SERVER_URL } from '../playwright.config'
import {
  apiGet,
  connectToMockServer,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  apiRequest,
  mockControl,
  productBySlug,
  test,
} from './fixtures'
import { parseCsv } from '../tests/csv-reader'
import { useLanguage } from './support/i18n'

const KEY = 'ak_test_write'

/** Every entry the API returns for a filter, walking the cursor. */
async function allEntries(page: Page, params: URLSearchParams): Promise<WalletEntry[]> {
  const out: WalletEntry[] = []
  for (;;) {
    const q = new URLSearchParams(params)
    q.set('limit', '100')
    const last = out.at(-1)
    if (last) q.set('starting_after', last.id)
    const pageOf = await apiGet(page, `/wallet/entries?${q}`, walletEntryList)
    out.push(...pageOf.data)
    if (!pageOf.has_more) return out
  }
}

/** Last month in the browser's time zone (the page's, pinned to Europe/Berlin), as UTC instants. */
const lastMonth = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    return {
      from: new Date(now.getFullYear(), now.getMonth() - 1, 1).toISOString(),
      to: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
    }
  })

/** Local midnight of two calendar days (YYYY-MM-DD, both included) as the UTC range the API takes. */
const localDays = (page: Page, since: string, until: string) =>
  page.evaluate(
    ([since, until]) => {
      const at = (day: string, plus: number) => {
        const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
        return new Date(y, m - 1, d + plus).toISOString()
      }
      return { from: at(since, 0), to: at(until, 1) }
    },
    [since, until] as const,
  )

/** A calendar day `daysAgo` before today in the page's time zone, as a date input takes it. */
const localDay = (page: Page, daysAgo: number) =>
  page.evaluate((daysAgo) => {
    const d = new Date()
    d.setDate(d.getDate() - daysAgo)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  }, daysAgo)

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The value of one labelled figure of a panel (its <dd>), not any text that happens to match elsewhere. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

/** Each summary figure, compared with /wallet/summary; the balances only where the API gives them. */
async function expectSummary(summary: Locator, api: z.output<typeof walletSummary>): Promise<void> {
  for (const [label, value] of [
    ['Top-ups', api.totals.top_up],
    ['Debits', api.totals.debit],
    ['Refunds', api.totals.refund],
  ] as const)
    // The visible amount; its sr-only twin spells the sign out in words.
    await expect(figure(summary, label).locator('[aria-hidden="true"]')).toHaveText(formatSignedCredits(value))
  for (const [label, value] of [
    ['Opening balance', api.opening_balance],
    ['Closing balance', api.closing_balance],
  ] as const)
    if (value === null) await expect(figure(summary, label)).toHaveCount(0)
    else await expect(figure(summary, label)).toHaveText(formatCredits(value))
}

/** The rows on screen are the API's entries at the same positions (read in one pass: a page can be 100 rows). */
async function expectRowsAre(page: Page, entries: readonly WalletEntry[]): Promise<void> {
  const rows = await ledger(page)
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const link = tr.querySelector('a')
        return {
          index: Number(tr.getAttribute('aria-rowindex')) - 2,
          text: link?.textContent ?? '',
          href: link?.getAttribute('href') ?? '',
        }
      }),
    )
  expect(rows.length).toBeGreaterThan(0)
  expect(rows).toEqual(
    rows.map(({ index }) => ({
      index,
      text: entries[index]?.description ?? "a row beyond the API's entries",
      href: `/wallet/entries/${entries[index]?.id}`,
    })),
  )
}

/** "-1.500" from -1500 millicredits, in integers, independently of the app's formatter. */
const decimal = (millicredits: number) => {
  const abs = Math.abs(millicredits)
  return `${millicredits < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`
}

/**
 * The CSV's header, in every language: the API's field names, in the API's order. Written out, not
 * imported from src/features/wallet/ledger-csv.ts: the test holds the app's header to this list.
 */
const CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'description',
  'amount_credits',
  'balance_after_credits',
  'product_id',
  'session_id',
  'message_id',
  'refund_of',
]

/** What finance should find in each column: the API's fields, text guarded against formulas. */
const expectedCells = (e: WalletEntry): string[] => {
  const text = (t: string) => (/^[=+\-@\t\r]/.test(t) ? `'${t}` : t)
  return [
    e.id,
    e.created_at,
    e.type,
    text(e.description),
    decimal(e.amount),
    decimal(e.balance_after),
    e.type === 'debit' ? e.product_id : '',
    e.type === 'debit' ? e.session_id : '',
    e.type === 'debit' ? e.message_id : '',
    e.type === 'refund' ? e.refund_of : '',
  ]
}
const ledger = (page: Page) => page.getByRole('table', { name: /^Ledger entries/ })

async function openWallet(page: Page, path = '/wallet'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
  await expect(region(page, 'Summary')).toHaveAttribute('aria-busy', 'false')
}

test('filters by type, period and product, with totals that match the API and reconcile', async ({ page }) => {
  await openWallet(page)
  const wallet = await apiGet(page, '/wallet', walletSchema)
  await expect(region(page, 'Balance')).toContainText(`${formatCredits(wallet.balance)} credits`)

  // All time: opening 0, closing = the balance now, and the line says it reconciles.
  const summary = region(page, 'Summary')
  await expect(summary).toContainText('Reconciles')
  await expectSummary(summary, await apiGet(page, '/wallet/summary', walletSummary))
  await expect(figure(summary, 'Closing balance')).toHaveText(formatCredits(wallet.balance))

  await page.getByLabel('Period').selectOption({ label: 'Last month' })
  await page.getByRole('checkbox', { name: 'Debits' }).check()
  await page.getByRole('checkbox', { name: 'Refunds' }).check()
  await expect(page).toHaveURL(/period=last_month/)
  // Several types repeat the key, as the API takes them.
  await expect(page).toHaveURL(/[?&]type=debit&type=refund(&|$)/)
  const range = await lastMonth(page)
  const month = await apiGet(page, `/wallet/summary?from=${range.from}&to=${range.to}`, walletSummary)
  await expect(summary).toContainText(/Last month \(/)
  await expectSummary(summary, month)
  await expect(summary).toContainText('Reconciles')

  const product = (await apiGet(page, '/products?limit=100', productList)).data.find(
    (p) => p.name === 'Support Assistant',
  )
  if (!product) throw new Error('the seed has no Support Assistant')
  await page.getByLabel('Product').selectOption({ label: product.name })
  await expect(page).toHaveURL(new RegExp(`product_id=${product.id}`))
  const scoped = await apiGet(
    page,
    `/wallet/summary?from=${range.from}&to=${range.to}&product_id=${product.id}`,
    walletSummary,
  )
  await expectSummary(summary, scoped)
  await expect(summary).toContainText('Balances are kept for the whole workspace')

  // The ledger lists exactly the API's entries for these filters, newest first; their sum is the summary's.
  const params = new URLSearchParams({ from: range.from, to: range.to, product_id: product.id })
  params.append('type', 'debit')
  params.append('type', 'refund')
  const entries = await allEntries(page, params)
  expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(scoped.totals.debit + scoped.totals.refund)
  const rows = ledger(page).getByRole('row')
  await expect(rows.nth(1)).toContainText(entries[0]?.description ?? 'missing')
  await expect(rows.nth(1)).toContainText(formatSignedCredits(entries[0]?.amount ?? NaN))
  await expectRowsAre(page, entries)

  // The keyboard moves between rows; scrolling to the end loads the next page.
  await rows.nth(1).getByRole('link').first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(2).getByRole('link').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByText(/^(100 entries loaded|All [\d,]+ entries)/)).toBeVisible()

  // A reload keeps every filter.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Debits' })).toBeChecked()
  await expect(page.getByLabel('Product')).toHaveValue(product.id)
})

test('the filtered ledger with its rows on screen is axe-clean in both themes', async ({ page }) => {
  await openWallet(page)
  const product = (await apiGet(page, '/products?limit=100', productList)).data.find(
    (p) => p.name === 'Support Assistant',
  )
  if (!product) throw new Error('the seed has no Support Assistant')
  await openWallet(page, `/wallet?period=last_month&type=debit&type=refund&product_id=${product.id}`)
  // Rows with their entry, conversation and message links: WCAG 2.5.8's target size is checked on
  // those, and axe run before the rows arrive would check only the skeleton.
  await expect(ledger(page).getByRole('link', { name: 'Message', exact: true }).first()).toBeVisible()
  await expect(region(page, 'Summary')).toContainText('Balances are kept for the whole workspace')
  await expectNoA11yViolationsInBothThemes(page)
})

test('a first visit’s ledger, every kind of row on screen, is axe-clean in both themes', async ({ page }) => {
  // A new user's first look: no filter, the newest entries, row links beside their references,
  // on a wide screen and on a phone (where the date and type fold in under the row's link).
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openWallet(page)
    await expect(ledger(page).locator('tbody tr[aria-rowindex]').first()).toBeVisible()
    await expect(ledger(page).getByRole('link', { name: 'Conversation', exact: true }).first()).toBeVisible()
    await expectNoA11yViolationsInBothThemes(page)
  }
})

test('several types and a custom period list exactly what the API selects', async ({ page }) => {
  await openWallet(page, '/wallet?period=last_month')
  const summary = region(page, 'Summary')

  // Top-ups and refunds across products: every entry is listed, counted, and of a chosen type.
  await page.getByRole('checkbox', { name: 'Top-ups' }).check()
  await page.getByRole('checkbox', { name: 'Refunds' }).check()
  const range = await lastMonth(page)
  const chosen = new URLSearchParams({ from: range.from, to: range.to })
  chosen.append('type', 'top_up')
  chosen.append('type', 'refund')
  const few = await allEntries(page, chosen)
  await expect(page.getByText(`All ${few.length} ${few.length === 1 ? 'entry' : 'entries'}`)).toBeVisible()
  await expect(ledger(page).locator('tbody tr[aria-rowindex]')).toHaveCount(few.length)
  await expectRowsAre(page, few)
  for (const type of await ledger(page).locator('tbody tr[aria-rowindex] td:nth-child(2)').allInnerTexts())
    expect(['Top-up', 'Refund']).toContain(type.trim())

  // A custom period: two local days, both included, kept in the URL, summed by the API.
  await page.getByLabel('Period').selectOption({ label: 'Custom' })
  const [since, until] = [await localDay(page, 12), await localDay(page, 5)]
  await page.getByLabel('First day').fill(since)
  await page.getByLabel('Last day').fill(until)
  await expect(page).toHaveURL(new RegExp(`since=${since}.*until=${until}|until=${until}.*since=${since}`))
  const days = await localDays(page, since, until)
  await expectSummary(summary, await apiGet(page, `/wallet/summary?from=${days.from}&to=${days.to}`, walletSummary))
  await expect(summary).toContainText('Reconciles')
  await expect(page.getByRole('checkbox', { name: 'Top-ups' })).toBeChecked()
})

/** Where recordHighlights notes the position of the message the transcript highlighted. */
const HIGHLIGHTED = 'data-e2e-highlighted'
/** Set once a status said "Showing the linked message" while the message was highlighted. */
const ANNOUNCED = 'data-e2e-announced'

/**
 * Notes on <html> the position of each message the transcript highlights as linked, and whether
 * a status announced it. The highlight
 * lasts LINKED_HIGHLIGHT_MS (4 s); under load a locator could look only after it ended, so the test
 * reads the note instead. Navigation inside the app keeps the document, and with it the observer.
 */
async function recordHighlights(page: Page): Promise<void> {
  await page.evaluate(
    ({ highlighted, announced }) => {
      const root = document.documentElement
      root.removeAttribute(highlighted)
      root.removeAttribute(announced)
      new MutationObserver(() => {
        const li = document.querySelector('li[data-linked]')
        if (!li) return
        root.setAttribute(highlighted, li.getAttribute('aria-posinset') ?? '')
        const statuses = [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent)
        if (statuses.some((text) => text.includes('Showing the linked message'))) root.setAttribute(announced, '')
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    },
    { highlighted: HIGHLIGHTED, announced: ANNOUNCED },
  )
}

test('a refund leads to its debit, and a debit to its conversation and message', async ({ page }) => {
  await openWallet(page, '/wallet?type=refund')
  const refunds = (await apiGet(page, '/wallet/entries?type=refund&limit=1', walletEntryList)).data
  const refund = refunds[0]
  if (refund?.type !== 'refund') throw new Error('the seed has no refund')

  const first = ledger(page).getByRole('row').nth(1)
  await expect(first).toContainText(refund.description)
  await first.getByRole('link', { name: /Refunded debit/ }).click()
  await expect(page).toHaveURL(`/wallet/entries/${refund.refund_of}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Debit of/ })).toBeVisible()
  const debit = await apiGet(page, `/wallet/entries/${refund.refund_of}`, walletEntry)
  if (debit.type !== 'debit') throw new Error('a refund refunds a debit')
  await expect(page.getByRole('link', { name: refund.id })).toBeVisible()
  await expect(page.getByText(formatCredits(debit.balance_after))).toBeVisible()
  await expectNoA11yViolations(page)

  // The transcript loads up to the linked message, scrolls to it, focuses and highlights it.
  const ids: string[] = []
  for (let more = true; more;) {
    const after = ids.at(-1)
    const got = await apiGet(
      page,
      `/sessions/${debit.session_id}/messages?limit=100${after ? `&starting_after=${after}` : ''}`,
      messageList,
    )
    ids.push(...got.data.map((m) => m.id))
    more = got.has_more
  }
  const position = String(ids.indexOf(debit.message_id) + 1)
  await recordHighlights(page)
  await page.getByRole('link', { name: debit.message_id }).click()
  await expect(page).toHaveURL(`/sessions/${debit.session_id}#${debit.message_id}`)
  const focused = page.locator('li[aria-posinset]:focus')
  await expect(focused).toHaveAttribute('aria-posinset', position)
  await expect(focused).toBeInViewport()
  await expect(page.locator('html')).toHaveAttribute(HIGHLIGHTED, position)
  await expect(page.locator('html')).toHaveAttribute(ANNOUNCED)
  await page.goBack()
  await page.getByRole('link', { name: debit.session_id }).click()
  await expect(page).toHaveURL(`/sessions/${debit.session_id}`)

  // Straight from a ledger row: its Message link opens the transcript at that message. (The
  // link is in the URL form of earlier versions, which bookmarks may hold.)
  await openWallet(page, `/wallet?type=${encodeURIComponent(JSON.stringify(['debit']))}`)
  await expect(page.getByRole('checkbox', { name: 'Debits' })).toBeChecked()
  const row = ledger(page).getByRole('row').nth(1)
  const href = await row.getByRole('link').first().getAttribute('href')
  const shown = await apiGet(page, href ?? '/wallet/entries/none', walletEntry)
  if (shown.type !== 'debit') throw new Error('the debit filter listed another type')
  await recordHighlights(page)
  await row.getByRole('link', { name: 'Message', exact: true }).click()
  await expect(page).toHaveURL(`/sessions/${shown.session_id}#${shown.message_id}`)
  await expect(page.locator('html')).toHaveAttribute(HIGHLIGHTED)
  await expect(page.locator('li[aria-posinset]:focus')).toHaveAttribute(
    'aria-posinset',
    (await page.locator('html').getAttribute(HIGHLIGHTED)) ?? 'none',
  )
  // A hash naming a message of another conversation is reported, not an error.
  await page.goto(`/sessions/${debit.session_id}#msg_notinthisone`)
  await expect(page.getByText('The linked message msg_notinthisone is not in this conversation.')).toBeVisible()
})

test('a CSV opens cleanly in spreadsheet software: a UTF-8 byte order mark, CJK and curly quotes as written', async ({
  page,
}) => {
  await openWallet(page)
  // A product named in Chinese with curly quotes: its debits carry the name into their description.
  const product = await productBySlug(page, 'support-assistant')
  const name = '客服助手 “Pro”'
  const renamed = await apiRequest(page, 'PATCH', `/products/${product.id}`, {
    body: { name },
    ifMatch: `"${product.version}"`,
  })
  expect(renamed.status).toBe(200)
  expect(await mockControl(page, 'conversations', { product_id: product.id, messages: 2 })).toBe(201)

  await openWallet(page, '/wallet?type=debit')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const bytes = await readFile(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [head, ...rows] = parseCsv(bytes.toString('utf8'))
  const description = head?.indexOf('description') ?? -1
  expect(rows.some((r) => r[description]?.startsWith(`${name} · `))).toBe(true)
})

test('exports exactly the filtered entries, every page, as CSV', async ({ page }) => {
  await openWallet(page, '/wallet?period=last_30_days')
  await page.getByRole('checkbox', { name: 'Refunds' }).check()
  await page.getByRole('checkbox', { name: 'Top-ups' }).check()
  await page.getByRole('textbox', { name: 'Lowest amount, credits' }).fill('0.5')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/min_amount=500/)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await readFile(await (await download).path(), 'utf8')
  await expect(page.getByText(/^Exported \d+ entr/)).toBeVisible()

  const range = await page.evaluate(() => {
    const now = new Date()
    return {
      from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29).toISOString(),
      to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString(),
    }
  })
  const params = new URLSearchParams({ from: range.from, to: range.to, min_amount: '500' })
  params.append('type', 'top_up')
  params.append('type', 'refund')
  const entries = await allEntries(page, params)
  // Every column of every line is the API's entry, in the API's order.
  const [head, ...cells] = parseCsv(file)
  expect(head).toEqual(CSV_COLUMNS)
  expect(entries.length).toBeGreaterThan(0)
  expect(cells).toEqual(entries.map(expectedCells))

  // A wide filter spans many pages; the file still holds every entry, not only the loaded ones.
  await page.goto('/wallet?period=last_30_days')
  const many = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const all = (await readFile(await (await many).path(), 'utf8')).trimEnd().split('\r\n').length - 1
  const wide = new URLSearchParams({ from: range.from, to: range.to })
  expect(all).toBe((await allEntries(page, wide)).length)
  expect(all).toBeGreaterThan(100)

  // A slow API: the running count shows, and Cancel stops the export without a file.
  expect(await mockControl(page, 'faults', { latency_ms: 600 })).toBe(200)
  let downloaded = false
  page.on('download', () => (downloaded = true))
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Exporting… [1-9][\d,]* entries$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel export' }).click()
  await expect(page.getByText('Export cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  expect(downloaded).toBe(false)
  expect(await mockControl(page, 'faults', {})).toBe(200)
})

test('in Arabic the wallet reads right to left, its figures left to right, and its CSV is the same machine format', async ({
  page,
}) => {
  // Arabic words with Arabic-Indic digits on screen: the file must still be the machine's.
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/wallet?type=refund')
  await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // An amount keeps its sign before its digits inside the mirrored page.
  const amount = page.locator('tr:has([data-row-link])').first().locator('td').nth(3).locator('span[dir="ltr"]')
  await expect(amount).toHaveCSS('direction', 'ltr')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تصدير CSV' }).click()
  const [head, ...rows] = parseCsv(await readFile(await (await download).path(), 'utf8'))
  expect(head).toEqual(CSV_COLUMNS)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
    expect(row[2]).toBe('refund')
    expect(row[4]).toMatch(/^-?\d+\.\d{3}$/)
    expect(row[5]).toMatch(/^-?\d+\.\d{3}$/)
  }
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })
  test('sees the whole wallet', async ({ page }) => {
    await openWallet(page)
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    await expect(ledger(page).getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Wallet' })).toBeVisible()
  })
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })
  test('never sees the wallet', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/v1/wallet')) asked.push(req.url())
    })
    // Opened at the start page a locked key lands on its product; the Overview is a choice from the navigation.
    await page.goto('/sessions')
    // Once the key is known to be locked (the shell says so), nothing asks for the wallet.
    await expect(page.getByText(/^This key is locked to/)).toBeVisible()
    asked.length = 0
    await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('region', { name: 'Wallet' })).toHaveCount(0)
    // No way into the wallet anywhere: not the sidebar, not a figure.
    await expect(page.locator('a[href^="/wallet"]')).toHaveCount(0)
    // Nor does a typed-in /wallet handled in the app (no reload).
    await page.evaluate(() => {
      history.pushState({}, '', '/wallet')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    const notAvailable = page.getByRole('heading', { level: 1, name: 'The wallet is not available with this key' })
    await expect(notAvailable).toBeVisible()
    await expect(page.getByText(/credits/)).toHaveCount(0)
    expect(asked).toEqual([])
    // A cold deep link shows the same screen (its first read, before the probe answered, is refused).
    await page.goto('/wallet')
    await expect(notAvailable).toBeVisible()
    await expect(page.getByText(/credits/)).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})

test('works against the standalone mock server', async ({ page, request }) => {
  const base = `${MOCK_SERVER_URL}/v1`
  await connectToMockServer(page)

  await page.getByRole('link', { name: 'Wallet' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
  const get = async <S extends z.ZodMiniType>(path: string, schema: S) =>
    schema.parse(await (await request.get(`${base}${path}`, { headers: { 'X-Api-Key': KEY } })).json())
  const wallet = await get('/wallet', walletSchema)
  await expect(region(page, 'Balance')).toContainText(formatCredits(wallet.balance))
  await expect(region(page, 'Summary')).toContainText('Reconciles')

  await page.getByRole('checkbox', { name: 'Refunds' }).check()
  const refunds = await get('/wallet/entries?type=refund&limit=100', walletEntryList)
  await expect(page.getByText(`All ${refunds.data.length} entries`)).toBeVisible()
  await expect(ledger(page).getByRole('row')).toHaveCount(refunds.data.length + 1)
})
