// A first screen whose answers are slow (a slow API, or the demo computing its workspace on a slow
// CPU): main says it is still working until the banners know whether they show, then the screen's
// skeletons paint below them, and the rows take the skeletons' place without moving what is painted.
// Against the standalone mock as a real API, so each answer can be held back on its own.
import type { Page, Route } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { expect, expectNoA11yViolations, test, rememberRealApi } from './fixtures'

// A cold start is what these tests look at: each gets a browser context of its own.
test.use({ isolation: 'fresh' })

const BASE_URL = `${MOCK_SERVER_URL}/v1`

/** Holds every GET to the API until `release` lets through the ones its test picks. */
async function holdAnswers(page: Page): Promise<(pick: (url: URL) => boolean) => void> {
  let open = (_url: URL) => false
  let held: Route[] = []
  await page.route(`${BASE_URL}/**`, (route) => {
    if (route.request().method() !== 'GET' || open(new URL(route.request().url()))) return route.continue()
    held.push(route)
  })
  return (pick) => {
    const before = open
    open = (url) => before(url) || pick(url)
    const [go, stay] = [
      held.filter((r) => pick(new URL(r.request().url()))),
      held.filter((r) => !pick(new URL(r.request().url()))),
    ]
    held = stay
    for (const route of go) void route.continue()
  }
}

/**
 * What the banners need: the key's rights, announced on any answer (the products list, which the
 * overview asks for and the wallet's probe reads one of), and the wallet (the trial).
 */
const bannersAnswers = (url: URL) => url.pathname === '/v1/wallet' || url.pathname === '/v1/products'

for (const { path, heading, rows } of [
  { path: '/', heading: 'Overview', rows: (page: Page) => page.getByRole('region', { name: 'Runway' }) },
  { path: '/wallet', heading: 'Wallet', rows: (page: Page) => page.getByRole('table', { name: 'Ledger entries' }) },
]) {
  test(`${path}: a slow first screen waits for its banners, then its rows replace its skeletons in place`, async ({
    page,
  }) => {
    await rememberRealApi(page, BASE_URL, 'ak_test_write')
    await page.addInitScript(() => {
      type Rect = { y: number; height: number }
      type Shift = PerformanceEntry & {
        value: number
        sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[]
      }
      const w = window as unknown as { __shifts: string[] }
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[])
          w.__shifts.push(
            `${e.value.toFixed(4)} ${e.sources
              .map(
                ({ node, previousRect: was, currentRect: is }) =>
                  `"${(node?.textContent ?? '').slice(0, 30)}" y ${was.y}→${is.y}, height ${was.height}→${is.height}`,
              )
              .join(' | ')}`,
          )
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const release = await holdAnswers(page)
    await page.goto(path)
    const main = page.getByRole('main')

    // Past the screen's budget, without the banners' answers: no screen yet, and main says why.
    await expect(main.getByRole('status').filter({ hasText: 'Still working…' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0)
    await expectNoA11yViolations(page)

    // The rights and the wallet (a trial) are in: the trial's banner and the screen's skeletons paint together.
    release(bannersAnswers)
    await expect(main.getByText('Free trial:')).toBeVisible()
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(main.locator('.animate-shimmer').first()).toBeVisible()

    release(() => true)
    await expect(rows(page)).toBeVisible()
    await expect(main.locator('[aria-busy="true"], .animate-shimmer')).toHaveCount(0)
    // Late shifts are reported a frame after they happen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
    const cls = shifts.reduce((sum, s) => sum + Number.parseFloat(s), 0)
    expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.01)
  })
}
