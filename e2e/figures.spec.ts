// Figures and charts on answers the published document allows, in real-API mode: the exact
// answers that once took /wallet, the overview and a statement down. A sum past 2^53 shows "—"
// with its reason on hover and keyboard focus; a chart skips the value it cannot draw, says so
// under the drawing and still lists it in its table. No route error screen, no page error.
import type { Page, Route } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import type { WalletSummary } from '../src/api/contract'
import { expect, expectNoA11yViolationsInBothThemes, test } from './fixtures'

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
 * The runway's summaries (a `from` and no `to`): debits and refunds that add up to a spend of
 * 9,902,286,230,326,938 millicredits, the figure in "Not a whole number of millicredits".
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

function pastTheRange(real: Summary, url: URL): Summary {
  if (!url.searchParams.has('from')) return walletAnswer(real)
  return url.searchParams.has('to') ? real : runwayAnswer(real)
}

async function connectTo(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    'agent-console:connection',
    JSON.stringify({ baseUrl: BASE_URL, apiKey: KEY }),
  ] as const)
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('API ·')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"], main .animate-shimmer')).toHaveCount(0)
  return errors
}

/** The "—" of a figure, and its reason: in its text for screen readers, in a tooltip on hover and focus. */
async function expectReason(page: Page, dash: ReturnType<Page['locator']>, reason: string): Promise<void> {
  await expect(dash).toHaveText(`—Not shown: ${reason}`)
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

test.describe('a sum past 2^53', () => {
  test.beforeEach(({ page }) => changeSummaries(page, pastTheRange))

  test('the overview shows "—" for the spend, with why, in the wallet card and the runway alike', async ({ page }) => {
    const errors = await connectTo(page, '/')
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)

    const wallet = page.getByRole('region', { name: 'Wallet' })
    const spent = wallet.locator('dt', { hasText: /^Spent, last 7 days$/ }).locator('xpath=following-sibling::dd[1]')
    await expect(spent).toHaveText(/^—/)
    await expectReason(page, spent.locator('[data-unshown]'), TOO_LARGE)
    // "—" is not a link: nothing to open for a figure not known.
    await expect(spent.getByRole('link')).toHaveCount(0)

    const runway = page.getByRole('region', { name: 'Runway' })
    await expect(runway).toContainText('Not known')
    // Screen readers read the reason where the figure would be, so it is in the text here too.
    await expect(runway).toContainText(/Spent —Not shown: .+ credits in the last 7 days \(the 7 × 24 hours to now\)/)
    await expectReason(page, runway.locator('[data-unshown]').first(), TOO_LARGE)

    await expectNoA11yViolationsInBothThemes(page)
    expect(errors).toEqual([])
  })

  test('/wallet reconciles exactly past 2^53, shows "—" for the sum, and skips the balance it cannot draw', async ({
    page,
  }) => {
    const errors = await connectTo(page, '/wallet')
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)

    const summary = page.getByRole('region', { name: 'Summary' })
    const line = summary.getByText('Does not reconcile:')
    await expect(line).toContainText(/opening plus totals come to —Not shown: .+ credits, but the API reports a/)
    await expect(line).toContainText(
      'closing balance of 9,007,199,254,740.991 credits, a difference of -895,086,975,585.947 credits.',
    )
    await expectReason(page, line.locator('[data-unshown]'), TOO_LARGE)

    const balance = summary.getByRole('figure', { name: /Balance at the end of each day/ })
    await expect(balance).toContainText(
      'One value is not drawn; the table lists it: Sat, Nov 21, 2026 (too large to draw).',
    )
    await balance.getByRole('button', { name: 'Show table' }).click()
    await expect(balance.getByRole('row', { name: /Nov 21/ })).toContainText('— (not drawn)')
    await expect(balance.getByRole('row', { name: /Nov 20/ })).toContainText('4,951,143,115,164.469')

    const runway = page.getByRole('region', { name: 'Runway' })
    await expect(runway).toContainText('Not known')

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
  test(`a statement with ${name} draws every other day and names the one it skips`, async ({ page }) => {
    await changeSummaries(page, october([...days], opening))
    const errors = await connectTo(page, '/wallet/statements/2026-10')
    await expect(page.getByRole('heading', { level: 1, name: 'Statement for October 2026' })).toBeVisible()
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0)

    const chart = page.getByRole('figure', { name: /Spend by day/ })
    await expect(chart).toContainText(
      'One value is not drawn; the table lists it: Sat, Oct 3: -3,870,164,634,330.021 (below zero: the bars start at zero).',
    )
    // The drawing has a bar for every other day with spend, none for the skipped one.
    await expect(chart.locator('svg rect[rx]')).toHaveCount(days.filter((d) => d.debit < 0).length)
    await chart.getByRole('button', { name: 'Show table' }).click()
    await expect(chart.getByRole('row', { name: /Oct 3/ })).toContainText('-3,870,164,634,330.021 (not drawn)')

    await expectNoA11yViolationsInBothThemes(page)
    expect(errors).toEqual([])
  })
}

// For looking at, not for every run: `FIGURES_SHOTS=/tmp/figures-shots npx playwright test e2e/figures.spec.ts -g shots`.
const SHOTS = process.env.FIGURES_SHOTS
test.describe('shots', () => {
  test.skip(!SHOTS, 'screenshots only when FIGURES_SHOTS names a folder')
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [1366, 390]) {
      test.describe(`${colorScheme} ${width}`, () => {
        test.use({ colorScheme, viewport: { width, height: width > 500 ? 900 : 844 } })
        const name = (what: string) => `${SHOTS}/${what}-${colorScheme}-${width}.png`

        test('a figure shown as "—", its reason in focus', async ({ page }) => {
          await changeSummaries(page, pastTheRange)
          await connectTo(page, '/')
          const dash = page.getByRole('region', { name: 'Wallet' }).locator('[data-unshown]')
          await dash.scrollIntoViewIfNeeded()
          await dash.focus()
          await expect(page.getByRole('tooltip')).toBeVisible()
          await page.screenshot({ path: name('overview-unshown') })
          await dash.blur()
          await page.getByRole('region', { name: 'Runway' }).screenshot({ path: name('runway-unshown') })

          await page.goto('/wallet')
          await expect(page.locator('main [aria-busy="true"], main .animate-shimmer')).toHaveCount(0)
          const summary = page.getByRole('region', { name: 'Summary' })
          await summary.locator('[data-unshown]').first().hover()
          await expect(page.getByRole('tooltip')).toBeVisible()
          await page.screenshot({ path: name('wallet-unshown') })
          await page.mouse.move(0, 0)
          await summary.screenshot({ path: name('wallet-summary-skipped') })
        })

        test('a chart with a skipped value', async ({ page }) => {
          await changeSummaries(
            page,
            october(
              [
                { date: '2026-10-02', debit: -SPEND },
                { date: '2026-10-03', debit: SPEND },
                { date: '2026-10-04', debit: -1_500_000_000_000 },
              ],
              2 * SPEND,
            ),
          )
          await connectTo(page, '/wallet/statements/2026-10')
          const panel = page.getByRole('region', { name: 'Spend by day', exact: true })
          await panel.screenshot({ path: name('statement-chart-skipped') })
          await panel.getByRole('button', { name: 'Show table' }).click()
          await panel.screenshot({ path: name('statement-table-skipped') })
        })
      })
    }
})
