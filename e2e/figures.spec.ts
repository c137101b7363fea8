// Figures and charts on answers the published document allows, in real-API mode: the exact
// answers that once took /wallet, the overview and a statement down. A sum past 2^53 shows "—"
// with its reason on hover and keyboard focus; a chart skips the value it cannot draw, says so
// under the drawing and still lists it in its table. No route error screen, no page error.
import type { Page, Route } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import type { WalletSummary } from '../src/api/contract'
import { expect, expectNoA11yViolationsInBothThemes, test, rememberRealApi } from './fixtures'
import { describeShots } from './support/shots'

// page.route alters the API's answers; a kept context's service worker would take them out of its reach.
test.use({ isolation: 'fresh' })

const BASE_URL = `${MOCK_SERVER_URL}/v1`
const KEY = 'ak_test_write'

/** Half of 9,902,286,230,326,938: every term a safe integer, their sum not. */
const HALF = 4_951_143_115_163_469
const MAX = Number.MAX_SAFE_INTEGER
/** The spend in the message "Bar values must be ≥ 0 (got -3870164634330021 …)". */
const SPEND = 3_870_164_634_330_021

const ROUTE_ERROR = 'Something went wrong on this page'

type Summary = WalletSummary
type Change = (real: Summary, url: URL) => Summary | null

/**
 * Answers /wallet/summary with the server's own answer changed by `change` (null: as it came),
 * so the headers (CORS, the key's rights) stay the server's.
 */
async function changeSummaries(page: Page, change: Change): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(`${BASE_URL}/wallet/summary`),
    async (route: Route) => {
      const response = await route.fetch()
      const real = (await response.json()) as Summary
      const changed = change(real, new URL(route.request().url()))
      await route.fulfill({ response, json: changed ?? real })
    },
  )
}

const noDays = { per_day: [], per_product: [], largest_sessions: [] }

/**
 * The runway's summaries (a `from` and no `to`) that broke the overview: debits and refunds that
 * add up to a spend of 9,902,286,230,326,938 millicredits, the figure in "Not a whole number of
 * millicredits". The document now says refunds are never negative, so this answer is refused.
 */
const runwayAnswer = (real: Summary): Summary => ({
  ...real,
  ...noDays,
  totals: { top_up: 0, debit: -HALF, refund: -HALF },
})

/** The wallet's all-time summary: an opening balance and top-ups that add up past 2^53. */
const walletAnswer = (real: Summary): Summary => ({
  ...real,
  ...noDays,
  opening_balance: HALF,
  closing_balance: MAX,
  totals: { top_up: HALF, debit: 0, refund: 0 },
  // The balance runs to 4,951,143,115,164.469 credits on the 20th, and past the range on the 21st.
  per_day: [
    { date: '2026-11-20', top_up: 1_000, debit: 0, refund: 0 },
    { date: '2026-11-21', top_up: HALF - 1_000, debit: 0, refund: 0 },
  ],
})

/** The all-time summary past the range; the others as they came. */
function pastTheRange(real: Summary, url: URL): Summary {
  return url.searchParams.has('from') ? real : walletAnswer(real)
}

/** The runway's summaries as they were when they broke the overview. */
function brokenRunway(real: Summary, url: URL): Summary | null {
  return url.searchParams.has('from') && !url.searchParams.has('to') ? runwayAnswer(real) : null
}

async function connectTo(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await rememberRealApi(page, BASE_URL, KEY)
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('API ·')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"], main .animate-shimmer')).toHaveCount(0)
  return errors
}

/** The "—" of a figure, and its reason: in its text for screen readers, in a tooltip on hover and focus. */
async function expectReason(page: Page, dash: ReturnType<Page['locator']>, reason: string): Promise<void> {
  await expect(dash).toHaveText(`—Not shown: ${reason}`)
  // hover() scrolls the dash into view and moves the pointer at once, but the page hears of the
  // scroll only with its next frame, and a hovered bubble closes on a scroll: on a busy machine that
  // frame came after the bubble had opened. Scrolled first, and hovered once the frame is past.
  await dash.scrollIntoViewIfNeeded()
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)))
  await dash.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await dash.focus()
  await expect(dash).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await dash.blur()
}

const TOO_LARGE = 'Too large to add up exactly: the sum is beyond ±9,007,199,254,740.991 credits.'

test('regression: the runway answer that took the overview down is refused in its panel, and the screen stands', async ({
  page,
}) => {
  await changeSummaries(page, brokenRunway)
  const errors = await connectTo(page, '/')
  await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)
  const runway = page.getByRole('region', { name: 'Runway' })
  await expect(runway).toContainText('Unexpected response from the API')
  await expect(runway).toContainText('totals.refund')
  // The rest of the overview is there.
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(/\d+ products/)
  await expectNoA11yViolationsInBothThemes(page)
  expect(errors).toEqual([])
})

test.describe('a sum past 2^53', () => {
  test.beforeEach(({ page }) => changeSummaries(page, pastTheRange))

  test('/wallet reconciles exactly past 2^53, shows "—" for the sum, and skips the balance it cannot draw', async ({
    page,
  }) => {
    const errors = await connectTo(page, '/wallet')
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)

    const summary = page.getByRole('region', { name: 'Summary' })
    const line = summary.getByText('Does not reconcile:')
    await expect(line).toContainText(/opening plus totals come to —Not shown: .+ credits, but the API reports a/)
    await expect(line).toContainText(
      'closing balance of 9,007,199,254,740.991 credits, a difference of −895,086,975,585.947 credits.',
    )
    await expectReason(page, line.locator('[data-unshown]'), TOO_LARGE)

    const balance = summary.getByRole('figure', { name: /Balance at the end of each day/ })
    await expect(balance).toContainText(
      'One value is not drawn; the table lists it: Sat, Nov 21, 2026 (too large to draw).',
    )
    await balance.getByRole('button', { name: 'Show table' }).click()
    await expect(balance.getByRole('row', { name: /Nov 21/ })).toContainText('— (not drawn)')
    await expect(balance.getByRole('row', { name: /Nov 20/ })).toContainText('4,951,143,115,164.469')

    await expectNoA11yViolationsInBothThemes(page)
    expect(errors).toEqual([])
  })
})

/** October 2026's summary: `debit` per day as given, the totals their sum, balances that follow. */
function october(days: { date: string; debit: number }[], opening: number): Change {
  return (real, url) => {
    if (!url.searchParams.get('from')?.startsWith('2026-10-01')) return null
    const debit = days.reduce((sum, d) => sum + d.debit, 0)
    return {
      ...real,
      ...noDays,
      opening_balance: opening,
      closing_balance: opening + debit,
      totals: { top_up: 0, debit, refund: 0 },
      entry_count: Math.max(real.entry_count, days.length),
      per_day: days.map((d) => ({ date: d.date, top_up: 0, debit: d.debit, refund: 0 })),
    }
  }
}

for (const [name, days, opening] of [
  // The month that broke: its debits come to −3,870,164,634,330.021 credits, but one day's is positive.
  [
    'a debit total of −3,870,164,634,330,021 millicredits',
    [
      { date: '2026-10-02', debit: -2 * SPEND + 1_500 },
      { date: '2026-10-03', debit: SPEND },
      { date: '2026-10-04', debit: -1_500 },
    ],
    2 * SPEND,
  ],
  ['a positive debit total', [{ date: '2026-10-03', debit: SPEND }], 0],
] as const) {
  test(`regression: a statement with ${name} is refused in place, and the screen stands`, async ({ page }) => {
    await changeSummaries(page, october([...days], opening))
    const errors = await connectTo(page, '/wallet/statements/2026-10')
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)
    // The document now says a day's debits are never positive: the answer is refused, named, retriable.
    const refused = page.getByRole('alert').filter({ hasText: 'Unexpected response from the API' })
    await expect(refused.first()).toContainText(/per_day\.\d+\.debit|totals\.debit/)
    await expect(refused.first()).toContainText('GET /wallet/summary')
    await expectNoA11yViolationsInBothThemes(page)
    expect(errors).toEqual([])
  })
}

// For looking at, not for every run (e2e/support/shots.ts).
describeShots((name) => {
  test('a figure shown as "—", its reason in focus', async ({ page }) => {
    await changeSummaries(page, pastTheRange)
    await connectTo(page, '/wallet')
    const summary = page.getByRole('region', { name: 'Summary' })
    const dash = summary.locator('[data-unshown]').first()
    await dash.scrollIntoViewIfNeeded()
    await dash.focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await page.screenshot({ path: name('wallet-unshown') })
    await dash.blur()
    await summary.screenshot({ path: name('wallet-summary-skipped') })
  })
})
