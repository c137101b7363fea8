// Every screen under the mock's faults: 500s and offline show a clear error with a Retry that
// recovers once the fault is gone; a 429 burst is waited out per Retry-After with no user action,
// and the wait is said; forms keep every typed value when a submit fails; a slow answer says so.
// The panel (from the header) turns each fault on once; the rest goes through /_mock for speed.
// Screens are walked a few at a time in tabs of their own, on Playwright's clock: react-query's
// waits before it asks again, and a 429's Retry-After, pass at once whenever no request is on its
// way, rather than in real time; every retry is still asked, by the app's own timers.
import type { BrowserContext, Page, Request } from '@playwright/test'
import {
  deliveryList,
  knowledgeBaseList,
  productList,
  sessionList,
  toolList,
  walletEntryList,
  webhookList,
} from '../src/api/contract'
import { mockState } from '../src/api/contract/mock-controls'
import {
  expect,
  expectNoA11yViolations,
  faultFromHeader,
  keepWorkspaceAlive,
  mockControl,
  test,
  waitForDemo,
} from './fixtures'

// The fault walks drive the page's clock (Playwright's is the context's): a context of their own.
test.use({ isolation: 'fresh' })

// One after another in one worker: each walk drives several tabs at once, and two walks side by
// side would starve the other worker's tests of the two cores.
test.describe.configure({ mode: 'default' })

/**
 * `data`: loads from the API on open, so a fault shows as an error with a Retry. `form`: asks the
 * API only on submit (the forms test below covers that), so it must simply open. `log`: the
 * request log, which lists the failed requests of its own page load. `rights`: settings, which
 * reads only the key's rights, and those survive a fault: a 500 still carries the rights headers,
 * and the tab's earlier answers already told them.
 */
interface Screen {
  name: string
  path: string
  kind?: 'data' | 'form' | 'log' | 'rights'
}

async function api(page: Page, path: string): Promise<unknown> {
  return page.evaluate(
    async (path) => (await fetch(`/v1${path}`, { headers: { 'X-Api-Key': 'ak_test_write' } })).json() as unknown,
    path,
  )
}

/** A webhook that has deliveries, and its newest one. */
async function someDelivery(page: Page): Promise<{ webhook: string; delivery: string }> {
  for (const hook of webhookList.parse(await api(page, '/webhooks?limit=100')).data) {
    const found = deliveryList.parse(await api(page, `/webhooks/${hook.id}/deliveries?limit=1`)).data[0]
    if (found) return { webhook: hook.id, delivery: found.id }
  }
  throw new Error('the seed has no webhook delivery')
}

/** Every screen, with one real object each for the detail screens, in groups walked side by side. */
async function screens(page: Page): Promise<Screen[][]> {
  const product = productList.parse(await api(page, '/products?limit=1')).data[0]
  const session = sessionList.parse(await api(page, '/sessions?limit=1')).data[0]
  const webhook = webhookList.parse(await api(page, '/webhooks?limit=1')).data[0]
  const tool = toolList.parse(await api(page, '/tools?limit=1')).data[0]
  const kb = knowledgeBaseList.parse(await api(page, '/knowledge-bases?limit=1')).data[0]
  const entry = walletEntryList.parse(await api(page, '/wallet/entries?limit=1')).data[0]
  if (!product || !session || !webhook || !tool || !kb || !entry) throw new Error('the seed lacks an object')
  const { webhook: hookWithDelivery, delivery } = await someDelivery(page)
  return [
    [
      { name: 'products', path: '/products' },
      { name: 'overview', path: '/' },
      { name: 'product detail', path: `/products/${product.id}` },
    ],
    [
      { name: 'tools', path: '/tools' },
      { name: 'tool detail', path: `/tools/${tool.id}` },
      { name: 'knowledge bases', path: '/knowledge-bases' },
      { name: 'knowledge-base detail', path: `/knowledge-bases/${kb.id}` },
    ],
    [
      { name: 'sessions', path: '/sessions' },
      { name: 'transcript', path: `/sessions/${session.id}` },
      { name: 'webhooks', path: '/webhooks' },
      { name: 'webhook detail', path: `/webhooks/${webhook.id}` },
    ],
    [
      { name: 'delivery detail', path: `/webhooks/${hookWithDelivery}/deliveries/${delivery}` },
      { name: 'wallet', path: '/wallet' },
      { name: 'wallet entry', path: `/wallet/entries/${entry.id}` },
      { name: 'settings', path: '/settings', kind: 'rights' },
    ],
    [
      { name: 'new product', path: '/products/new', kind: 'form' },
      { name: 'new tool', path: '/tools/new', kind: 'form' },
      { name: 'new endpoint', path: '/webhooks/new', kind: 'form' },
      { name: 'request log', path: '/api/log', kind: 'log' },
    ],
  ]
}

async function openApp(page: Page): Promise<Screen[][]> {
  // Playwright's clock in every tab of the context, running at real speed until a walk moves it on.
  await page.clock.install()
  await page.goto('/settings')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  // Each screen is a fresh page load; the keeper tab holds the workspace (and its faults) meanwhile.
  await keepWorkspaceAlive(page)
  return screens(page)
}

async function readMock(page: Page) {
  await waitForDemo(page)
  return mockState.parse(await page.evaluate(async () => (await fetch('/_mock')).json() as unknown))
}

const failed = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: /^Retr/ }) })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** One tab per screen of the largest group, reused from group to group. */
async function tabs(page: Page, groups: Screen[][]): Promise<Page[]> {
  const count = Math.max(...groups.map((g) => g.length))
  const open = await Promise.all(Array.from({ length: count }, () => page.context().newPage()))
  // A new tab comes to the front, and Chromium holds back a hidden tab's animation frames: the
  // panel's controls in `page` would wait seconds to be seen as stable.
  await page.bringToFront()
  return open
}

/** A request of a tab to the API or to the mock's controls (not the app's files). */
const isApi = (request: Request) =>
  !request.serviceWorker() && /^\/(v1|_mock)(\/|$)/.test(new URL(request.url()).pathname)

/** react-query asks twice more before a query fails (src/app/query-client.ts). */
const RETRIES = 2

/**
 * A context's requests to the API and the mock: those on their way, and per tab the answers to
 * each URL its current document asked for (0: none came).
 */
interface Traffic {
  pending: Set<Request>
  answers: Map<Page, Map<string, number[]>>
}

function watchTraffic(context: BrowserContext): Traffic {
  const traffic: Traffic = { pending: new Set(), answers: new Map() }
  // A document's answers, apart from those of the document its tab showed before.
  const askedIn = new Map<Request, Map<string, number[]>>()
  const watch = (tab: Page) =>
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) traffic.answers.set(tab, new Map())
    })
  context.pages().forEach(watch)
  context.on('page', watch)
  const answered = (request: Request, status: number) => {
    const answers = askedIn.get(request)
    askedIn.delete(request)
    answers?.set(request.url(), [...(answers.get(request.url()) ?? []), status])
  }
  context.on('request', (request) => {
    if (!isApi(request)) return
    traffic.pending.add(request)
    const tab = request.frame().page()
    const answers = traffic.answers.get(tab) ?? new Map<string, number[]>()
    askedIn.set(request, answers)
    traffic.answers.set(tab, answers)
  })
  context.on('response', (response) => answered(response.request(), response.status()))
  context.on('requestfinished', (request) => void traffic.pending.delete(request))
  context.on('requestfailed', (request) => {
    traffic.pending.delete(request)
    // One the page gave up on itself (a document left, a query dropped) is no failure of the API's.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') askedIn.delete(request)
    else answered(request, 0)
  })
  return traffic
}

/** Each URL the document in `tab` asked for, with its answers. */
const answersIn = (traffic: Traffic, tab: Page) => [...(traffic.answers.get(tab)?.entries() ?? [])]

/** The most times one URL went unanswered or failed with a 5xx in `tab`. */
const mostFailures = (traffic: Traffic, tab: Page) =>
  Math.max(0, ...answersIn(traffic, tab).map(([, statuses]) => statuses.filter((s) => s === 0 || s >= 500).length))

/** The URLs in `tab` that a 429 refused; with `unanswered`, only those not answered since. */
const refused = (traffic: Traffic, tab: Page, { unanswered = false } = {}) =>
  answersIn(traffic, tab)
    .filter(([, statuses]) => statuses.includes(429) && !(unanswered && statuses.some((s) => s >= 200 && s < 300)))
    .map(([url]) => url)

/**
 * Resolves as `work` does, meanwhile moving the context's clock (openApp installs it) on with
 * `step` whenever none of its requests is known to be on its way. react-query waits 1 s and then
 * 2 s before it asks again: those waits pass at once instead of in real time, and every retry is
 * still asked, in order, by the app's own timers. Time does not jump under a request known to be on
 * its way, so none times out that would not have.
 */
async function whileTimeMovesOn<T>(traffic: Traffic, work: Promise<T>, step: () => Promise<void>): Promise<T> {
  let done = false
  const result = work.finally(() => (done = true))
  while (!done) {
    if (traffic.pending.size === 0) await step()
    await Promise.race([result.catch(() => undefined), new Promise((tick) => setTimeout(tick, 100))])
  }
  return result
}

/**
 * Opens a screen; resolves once it has asked the API (the app asks only once the tab's mock is up),
 * so moving the clock on cannot cut the tab's own start short.
 */
async function load(tab: Page, path: string): Promise<void> {
  const asked = tab.waitForRequest(isApi)
  await tab.goto(path)
  await asked
}

/** Under the fault: an error naming it, with a Retry (or, per kind, the form opens, the log lists the failure). */
async function seeFault(traffic: Traffic, tab: Page, screen: Screen, title: RegExp, logged: RegExp): Promise<void> {
  const offline = /could not be reached/.test(title.source)
  if (screen.kind === 'form') {
    await expect(heading(tab)).toBeVisible()
    await expect(tab.getByRole('main').getByRole('button', { name: /^(Create|Register)/ })).toBeVisible()
    return
  }
  if (screen.kind === 'log') {
    await expect(tab.getByRole('main').getByRole('table')).toContainText(logged)
    return
  }
  if (screen.kind === 'rights') {
    const rights = tab.getByRole('region', { name: 'Current connection' })
    if (offline) {
      // No answer to learn from: the rights this tab kept from an earlier load, or the outage named with a Retry.
      await expect(rights.getByText('Read and write').or(failed(tab).filter({ hasText: title }))).toBeVisible()
      return
    }
    // A 500 still carries the rights headers: they show, and nothing failed.
    await expect(rights).toContainText('Read and write')
    await expect(failed(tab)).toHaveCount(0)
    return
  }
  // react-query asks twice more before it gives up, and the tabs share two cores.
  await expect(failed(tab).first(), `an error on ${screen.name}`).toBeVisible({ timeout: 20_000 })
  await expect(failed(tab).first(), `the fault named on ${screen.name}`).toContainText(title)
  await expect
    .poll(() => mostFailures(traffic, tab), { message: `asked ${RETRIES} more times on ${screen.name}` })
    .toBeGreaterThanOrEqual(1 + RETRIES)
}

/** The fault gone: each failed part has its own Retry, and every one must bring its part back. */
async function recover(tab: Page, screen: Screen): Promise<void> {
  if (screen.kind !== 'form' && screen.kind !== 'log') {
    const retries = failed(tab).getByRole('button', { name: 'Retry', exact: true })
    // One part at a time, each Retry bringing back its own part (a panel fed by several queries
    // asks again for all of them). By keyboard: a toast in the corner can cover a Retry from the
    // pointer, and a click would wait for it to leave.
    const parts = await retries.count()
    let presses = 0
    for (let n = parts; n > 0; n = await retries.count()) {
      await retries.first().press('Enter')
      presses++
      await expect.poll(() => retries.count(), { message: `a Retry on ${screen.name} asks again` }).toBeLessThan(n)
    }
    expect(presses, `one Retry per failed part of ${screen.name}`).toBe(parts)
  }
  await expect(failed(tab), `every part of ${screen.name} back`).toHaveCount(0)
  await expect(heading(tab)).toBeVisible()
}

interface WalkOptions {
  /** Turns the fault on for the first group, as a user would (the rest use /_mock). */
  first?: () => Promise<void>
  /** What the request log lists for a request the fault failed. */
  logged: RegExp
}

async function walk(page: Page, groups: Screen[][], fault: object, title: RegExp, options: WalkOptions) {
  const traffic = watchTraffic(page.context())
  const moveOn = () => page.clock.fastForward(1_000)
  const open = await tabs(page, groups)
  for (const [n, group] of groups.entries()) {
    await test.step(group.map((s) => s.name).join(', '), async () => {
      if (n === 0 && options.first) await options.first()
      else expect(await mockControl(page, 'faults', fault)).toBe(200)
      await Promise.all(group.map((screen, i) => load(open[i] as Page, screen.path)))
      await whileTimeMovesOn(
        traffic,
        Promise.all(group.map((screen, i) => seeFault(traffic, open[i] as Page, screen, title, options.logged))),
        moveOn,
      )
      // The fault banner is on every screen, and the failure is announced accessibly.
      if (n === 0) {
        const first = open[0] as Page
        await expect(first.getByRole('main').getByText(/^Demo faults are on:/)).toBeVisible()
        await expectNoA11yViolations(first)
      }
      expect(await mockControl(page, 'faults', {})).toBe(200)
      await whileTimeMovesOn(traffic, Promise.all(group.map((screen, i) => recover(open[i] as Page, screen))), moveOn)
    })
  }
  await Promise.all(open.map((tab) => tab.close()))
}

/** Verify-user asks the API only on submit: the error shows, and asking again works once the fault is gone. */
async function verifyUser(page: Page, fault: object, title: RegExp): Promise<void> {
  await page.goto('/verify-user')
  await expect(heading(page)).toHaveText('Verify a user')
  expect(await mockControl(page, 'faults', fault)).toBe(200)
  await page.getByRole('list', { name: 'Sample tokens' }).getByRole('button', { name: 'valid', exact: true }).click()
  const error = page.getByRole('main').getByRole('alert').filter({ hasText: title })
  await expect(error).toBeVisible()
  const token = page.getByLabel('End-user session token')
  const typed = await token.inputValue()
  expect(typed).not.toBe('')
  expect(await mockControl(page, 'faults', {})).toBe(200)
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('Valid token')
  await expect(token).toHaveValue(typed)
}

test('500s on every screen: a clear error, and Retry recovers once the fault is cleared', async ({ page }) => {
  test.setTimeout(120_000)
  const groups = await openApp(page)

  const first = async () => {
    // The panel's own control, as a presenter would use it.
    const faults = page.getByRole('region', { name: 'Demo panel' }).getByRole('region', { name: 'Faults' })
    await faults.getByLabel('Error rate (%)').fill('100')
    await faults.getByRole('button', { name: 'Apply faults' }).click()
    await expect(faults).toContainText('100 % errors')
    expect((await readMock(page)).faults.error_rate).toBe(1)
  }
  await walk(page, groups, { error_rate: 1 }, /server error|internal/i, { first, logged: /500/ })
  await verifyUser(page, { error_rate: 1 }, /server error|internal/i)
})

test('offline on every screen: “could not be reached”, and Retry recovers', async ({ page }) => {
  test.setTimeout(120_000)
  const groups = await openApp(page)
  const first = () => faultFromHeader(page, 'Offline')
  await walk(page, groups, { offline: true }, /could not be reached/, { first, logged: /No answer/ })
  await verifyUser(page, { offline: true }, /could not be reached/)
})

/**
 * Moves the mock's clock to `seconds` before its next minute: the burst's Retry-After (the rest of
 * the minute) is then short, yet long enough for the page loads to reach the mock before it ends.
 */
async function nearMinuteEnd(page: Page, seconds: number): Promise<void> {
  const now = Date.parse((await readMock(page)).now)
  const toNext = 60_000 - (now % 60_000)
  expect(await mockControl(page, 'clock', { advance_ms: (toNext - seconds * 1_000 + 60_000) % 60_000 })).toBe(200)
}

test('a 429 burst on every screen is waited out per Retry-After, saying so, with no user action', async ({ page }) => {
  test.setTimeout(120_000)
  const groups = (await openApp(page))
    .map((g) => g.filter((s) => s.kind === undefined || s.kind === 'rights'))
    .filter((g) => g.length > 0)
  const traffic = watchTraffic(page.context())
  // The burst lasts to the end of the mock's minute: the mock's clock and the tabs' move on together.
  const moveOn = async () => {
    expect(await mockControl(page, 'clock', { advance_ms: 5_000 })).toBe(200)
    await page.clock.fastForward(5_000)
  }
  const open = await tabs(page, groups)
  for (const [n, group] of groups.entries()) {
    await test.step(group.map((s) => s.name).join(', '), async () => {
      // Time enough to read the countdown: on a slow machine setting the fault and loading three
      // tabs took most of 10 s. The clocks move on only once every tab has been told to wait.
      await nearMinuteEnd(page, 15)
      if (n === 0) await faultFromHeader(page, '429 burst')
      else expect(await mockControl(page, 'faults', { rate_limit_burst: true })).toBe(200)
      await Promise.all(
        group.map(async (screen, i) => {
          const tab = open[i] as Page
          await load(tab, screen.path)
          await expect
            .poll(() => refused(traffic, tab).length, { message: `a 429 on ${screen.name}` })
            .toBeGreaterThan(0)
          // The overview's panels say why they wait (tables show their skeleton rows).
          if (screen.name === 'overview')
            await expect(tab.getByText(/^Rate limited, retrying in \d+ s…$/).first()).toBeVisible()
        }),
      )
      await whileTimeMovesOn(
        traffic,
        Promise.all(
          group.map(async (screen, i) => {
            const tab = open[i] as Page
            await expect(heading(tab)).toBeVisible({ timeout: 20_000 })
            await expect(tab.getByText(/^Rate limited, retrying/)).toHaveCount(0, { timeout: 20_000 })
            // Every request the burst refused was asked again, by the app itself, and answered.
            await expect
              .poll(() => refused(traffic, tab, { unanswered: true }), { message: `refused on ${screen.name}` })
              .toEqual([])
          }),
        ),
        moveOn,
      )
      // The burst was spent on these requests, and none of their errors reached the user.
      await expect.poll(async () => (await readMock(page)).faults.rate_limit_burst).toBe(false)
      for (const tab of open.slice(0, group.length))
        await expect(tab.getByRole('main').getByRole('alert')).toHaveCount(0, { timeout: 6_000 })
    })
  }
  await Promise.all(open.map((tab) => tab.close()))
})

/**
 * The screen's notice of the mock's faults: it comes and goes above a form and moves its submit
 * button, and a click aimed before the move lands elsewhere. Faults are set and cleared, then the
 * notice waited for, before a click.
 */
const faultsNotice = (page: Page) => page.getByRole('main').getByText(/^Demo faults are on:/)

async function setFaults(page: Page, faults: object): Promise<void> {
  expect(await mockControl(page, 'faults', faults)).toBe(200)
  await expect(faultsNotice(page)).toBeVisible()
}

async function clearFaults(page: Page): Promise<void> {
  expect(await mockControl(page, 'faults', {})).toBe(200)
  await expect(faultsNotice(page)).toHaveCount(0)
}

test('forms keep every typed value when a submit fails with a 500 or offline', async ({ page }) => {
  test.setTimeout(60_000)
  await openApp(page)
  for (const [fault, title] of [
    [{ error_rate: 1 }, /server error|internal/i],
    [{ offline: true }, /could not be reached/],
  ] as const) {
    await test.step(`product create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/products/new')
      await expect(heading(page)).toHaveText('New product')
      await page.getByRole('radio', { name: 'Chat agent' }).check()
      await page.getByLabel('Name', { exact: true }).fill('Fault Tolerant Bot')
      await page.getByLabel('Prompt', { exact: true }).fill('Stay calm under faults.')
      await page.getByLabel('Price', { exact: true }).fill('1.25')
      await setFaults(page, fault)
      await page.getByRole('button', { name: 'Create product' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Fault Tolerant Bot')
      await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('fault-tolerant-bot')
      await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('Stay calm under faults.')
      await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1.25')
      await clearFaults(page)
    })

    await test.step(`tool create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/tools/new')
      await expect(heading(page)).toHaveText('New tool')
      await page.getByRole('radio', { name: /^HTTP tool/ }).check()
      const name = page.getByRole('region', { name: 'Basics' }).getByLabel('Name')
      await name.fill('fault_probe')
      await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/probe')
      await page.getByLabel('Body template').fill('{"q":"x"}')
      await setFaults(page, fault)
      await page.getByRole('button', { name: 'Create tool' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(name).toHaveValue('fault_probe')
      await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/probe')
      await expect(page.getByLabel('Body template')).toHaveValue('{"q":"x"}')
      await clearFaults(page)
    })

    await test.step(`webhook create, ${JSON.stringify(fault)}`, async () => {
      await page.goto('/webhooks/new')
      await expect(heading(page)).toHaveText('New endpoint')
      await page.getByLabel('URL').fill('https://ok.sandbox.invalid/faults')
      await page.getByLabel('conversation.created').check()
      await page.getByLabel('Description').fill('Fault probe')
      await setFaults(page, fault)
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: title })).toBeVisible()
      await expect(page.getByLabel('URL')).toHaveValue('https://ok.sandbox.invalid/faults')
      await expect(page.getByLabel('conversation.created')).toBeChecked()
      await expect(page.getByLabel('Description')).toHaveValue('Fault probe')
      await clearFaults(page)
      // The same submission goes through once the fault is gone.
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
    })
  }
})

test('a slow answer shows progress, then the data', async ({ page }) => {
  await openApp(page)
  expect(await mockControl(page, 'faults', { latency_ms: 3_500 })).toBe(200)
  await page.goto('/wallet')
  await expect(page.getByRole('status').filter({ hasText: 'Still working…' }).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(page.getByRole('region', { name: 'Balance', exact: true })).toContainText('credits', { timeout: 10_000 })
  await expect(page.getByText('Still working…')).toHaveCount(0)
})
