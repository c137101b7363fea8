// Shared Playwright fixtures: a demo key per test (`test.use({ demoKey: 'ak_test_read' })`),
// axe checks that fail on any WCAG 2.2 AA violation (in one theme or both), the mock's
// /_mock controls, and a page clock that can be pinned where dates on screen matter.
import { DEMO_KEY, DEMO_KEYS as DEMO_KEY_LIST } from '../src/api/contract/demo-keys'
import { createRequire } from 'node:module'
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { KeptWorkspace } from './support/workspace'
import type { AxeResults, RunOptions } from 'axe-core'
import type { z } from 'zod/mini'
import { productList, type Product } from '../src/api/contract'
import { MOCK_CHANNEL, mockChanged } from '../src/api/contract/mock-controls'
import { STORAGE_KEYS } from '../src/lib/constants'

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The demo workspace's keys (README, "Demo keys"). */
export const DEMO_KEYS = DEMO_KEY_LIST.map((k) => k.key)
export type DemoKey = (typeof DEMO_KEY_LIST)[number]['key']

/** Where the app remembers the picked demo key (localStorage; the demo keys are public). */
export const DEMO_KEY_STORAGE = STORAGE_KEYS.demoKey
/** Where the app remembers a chosen theme; absent means "follow the system". */
export const THEME_STORAGE = STORAGE_KEYS.theme

/** A real API remembered in the page's tab, as Settings leaves it with "Remember" ticked. */
export async function rememberRealApi(page: Page | BrowserContext, baseUrl: string, apiKey: string): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    STORAGE_KEYS.connection,
    JSON.stringify({ baseUrl, apiKey }),
  ] as const)
}

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party widget; keep this rare and say why. */
  exclude?: string[]
}

/** axe-core's browser build, put into a document the first time a test there asks for axe. */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source

/**
 * Runs axe over the page once it has settled and fails with a readable list of
 * violations. Settled: colour transitions (e.g. right after a theme switch) are
 * measured mid-way otherwise, and report contrast the user never sees at rest.
 *
 * axe runs in the page itself, injected once per document. @axe-core/playwright's builder injects
 * it again on every call and finishes each run in a new blank page: 0.7–1.3 s a call against
 * 0.15–0.4 s here, on a suite that calls axe about 250 times. The app has no frames; should one
 * appear, the run fails rather than skip it.
 */
export async function expectNoA11yViolations(
  page: Page,
  { exclude = [] }: A11yOptions = {},
  rules: readonly string[] | null = null,
): Promise<void> {
  expect(page.frames(), 'axe here checks the top document only').toHaveLength(1)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Pulses and spinners loop forever; only animations that end are waited for.
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: A11Y_TAGS },
    resultTypes: ['violations'],
  }
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      const { axe } = window as unknown as { axe: { run: (context: object, o: object) => Promise<AxeResults> } }
      // A transition that starts while axe runs (a toast fading out at the end of its time) would
      // be measured mid-way too: while axe looks, every transition jumps to its end.
      const style = document.createElement('style')
      style.textContent = '*, *::before, *::after { transition: none !important; }'
      document.head.append(style)
      try {
        const context = exclude.length > 0 ? { include: [document], exclude } : document
        return (await axe.run(context, options)).violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
        }))
      } finally {
        style.remove()
      }
    },
    { exclude, options },
  )
  const report = violations.map((v) => {
    const nodes = v.nodes
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
      .join('\n')
    return `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${nodes}`
  })
  expect(report, `axe found ${violations.length} violation(s)`).toEqual([])
}

/**
 * The rules of A11Y_TAGS whose answer can change with the theme. A theme changes colour tokens
 * only (src/styles.css): names, roles, structure and focus order are the light run's.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/**
 * Axe in light and then dark, by switching the emulated colour scheme (the app
 * follows the system unless a theme was chosen), then back to light. Dark runs only the
 * colour rules: every other rule answers as in light, and a full second run doubled axe's time.
 */
export async function expectNoA11yViolationsInBothThemes(page: Page, options: A11yOptions = {}): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /\blight\b/)
    await test.step(`axe, ${colorScheme}`, () =>
      expectNoA11yViolations(page, options, colorScheme === 'dark' ? COLOUR_RULES : null))
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/**
 * Waits until the in-browser mock answers. The service worker can control the page a
 * moment before MSW's handshake is done, when /v1 still falls through to the static
 * server's index.html; the mock's own JSON answer is the only reliable signal.
 */
export async function waitForDemo(page: Page): Promise<void> {
  // expect.poll, not waitForFunction: the latter takes a returned Promise as truthy.
  await expect
    .poll(
      () =>
        page
          .evaluate(async () => {
            try {
              const res = await fetch('/_mock')
              return (res.headers.get('content-type') ?? '').includes('application/json')
            } catch {
              return false
            }
          })
          // A navigation while the page starts (the router settling its first URL) destroys the
          // context the check ran in: not ready yet, ask again.
          .catch((error: unknown) => {
            if (error instanceof Error && error.message.includes('Execution context was destroyed')) return false
            throw error
          }),
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** Opens the demo panel from the header; resolves with the panel once its controls are on screen. */
/** Connects the app to `npm run mock:server` as a real API, as a user does in settings, for this browser session. */
export async function connectToMockServer(page: Page): Promise<void> {
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'A real API' }).check()
  const form = page.getByRole('form', { name: 'Connect to an API' })
  await form.getByLabel('Base URL').fill(`${MOCK_SERVER_URL}/v1`)
  await form.getByLabel('API key').fill(DEMO_KEY.write)
  await form.getByRole('checkbox', { name: 'Remember for this browser session' }).check()
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
}

export async function openDemoPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Demo panel' }).click()
  const panel = page.getByRole('dialog', { name: 'Demo panel' })
  await expect(panel.getByRole('switch', { name: 'Live traffic' })).toBeVisible()
  return panel
}

/** The header's Demo panel, a fault ticked in its Faults form and applied, then closed again. */
export async function faultFromHeader(page: Page, label: '429 burst' | 'Offline'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Demo panel' }).click()
  const faults = page.getByRole('dialog', { name: 'Demo panel' }).getByRole('region', { name: 'Faults' })
  await faults.getByLabel(label).check()
  await faults.getByRole('button', { name: 'Apply faults' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Faults applied')).toBeVisible()
  await page.getByRole('dialog', { name: 'Demo panel' }).getByRole('button', { name: 'Close' }).click()
}

/**
 * Opens this tab's request log by clicking through (a reload would empty it: it lives in the tab's
 * memory); resolves with its table.
 */
export async function openRequestLog(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click()
  await page
    .getByRole('navigation', { name: 'API views' })
    .getByRole('link', { name: /Request log/ })
    .click()
  await expect(page).toHaveURL(/\/api\/log/)
  return page.getByRole('table', { name: /Requests made in this tab/ })
}

/** The banner a read-only key sees above a screen's controls (the narrow layout hides a copy). */
export const readOnlyNotice = (page: Page) =>
  page
    .getByText(/^This key can only read\./)
    .filter({ visible: true })
    .first()

/** Calls one of the mock's /_mock controls from inside the page (the mock lives in the page's worker). */
export async function mockControl(page: Page, name: string, body: object = {}): Promise<number> {
  await waitForDemo(page)
  return page.evaluate(
    async ({ name, body }) =>
      (
        await fetch(`/_mock/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name, body },
  )
}

/** The app's router, which TanStack Router leaves on the window. */
interface RouterWindow {
  __TSR_ROUTER__: {
    navigate: (options: { href: string }) => Promise<void>
    state: {
      status: 'pending' | 'idle'
      location: { href: string; pathname: string }
      resolvedLocation?: { href: string }
    }
  }
}

/**
 * Opens `path` in the document already loaded, through the app's router as its links do; resolves
 * once the router has settled on it (it is idle and resolved only once React has rendered the new
 * screen). Cheaper than a page load by about half a CPU-second, where a test does not look at the
 * load itself.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => (window as unknown as RouterWindow).__TSR_ROUTER__.navigate({ href }), path)
  // The address as the router keeps it may differ in its query (defaults, order): its path may not.
  const pathname = path.replace(/\?.*/, '')
  await page.waitForFunction((pathname) => {
    const { state } = (window as unknown as RouterWindow).__TSR_ROUTER__
    return (
      state.status === 'idle' &&
      state.location.pathname === pathname &&
      state.resolvedLocation?.href === state.location.href
    )
  }, pathname)
}

/**
 * Resolves once the mock's change notices for everything done so far have reached the page. The
 * mock announces what changed a moment later (at most every 250 ms, one notice for all), and the
 * app refetches what a notice names: one that came in after a test's next optimistic write would
 * replace that write's state on screen with the server's. A notice posted after this starts
 * listening carries every change made before (a notice is posted to the channels open then, in the
 * order they were opened: the app's first); a control that changes nothing makes sure one comes.
 */
export async function changeNoticesDelivered(page: Page): Promise<void> {
  await waitForDemo(page)
  const notice = await page.evaluate(async (name) => {
    const channel = new BroadcastChannel(name)
    const heard = new Promise<unknown>((resolve) => channel.addEventListener('message', (e) => resolve(e.data)))
    const { faults } = (await (await fetch('/_mock')).json()) as { faults: { latency_ms: number } }
    const noOp = await fetch('/_mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latency_ms: faults.latency_ms }),
    })
    if (!noOp.ok) throw new Error(`/_mock/faults answered ${noOp.status}`)
    const data = await heard
    channel.close()
    return data
  }, MOCK_CHANNEL)
  mockChanged.parse(notice)
}

/**
 * Asks the demo API from inside the page, as the app's own requests go (the mock answers only
 * through the page's worker), and checks the answer with the contract.
 */
export async function apiGet<S extends z.ZodMiniType>(
  page: Page,
  path: string,
  schema: S,
  key: DemoKey = DEMO_KEY.write,
): Promise<z.output<S>> {
  // A first visit's first screen asks the mock's worker itself; the page's own fetch reaches the
  // mock once MSW intercepts, right after it.
  await waitForDemo(page)
  const body: unknown = await page.evaluate(
    async ({ path, key }) => {
      const res = await fetch(`/v1${path}`, { headers: { 'X-Api-Key': key } })
      if (!res.ok) throw new Error(`${path} answered ${res.status}`)
      return (await res.json()) as unknown
    },
    { path, key },
  )
  return schema.parse(body)
}

/** A seeded product, found by its slug through the demo API: tests name products the way the seed does. */
export async function productBySlug(page: Page, slug: string): Promise<Product> {
  const found = (await apiGet(page, `/products?q=${slug}`, productList)).data.find((p) => p.slug === slug)
  if (!found) throw new Error(`no product ${slug}`)
  return found
}

/**
 * Any request to the demo API from inside the page, a write included: its status and its JSON
 * body (null for a 204), unchecked, so a test can look at a refusal as well as a success.
 */
export async function apiRequest(
  page: Page,
  method: string,
  path: string,
  { body, ifMatch, key = DEMO_KEY.write }: { body?: object; ifMatch?: string; key?: DemoKey } = {},
): Promise<{ status: number; body: unknown }> {
  await waitForDemo(page)
  return page.evaluate(
    async ({ method, path, body, ifMatch, key }) => {
      const headers: Record<string, string> = { 'X-Api-Key': key }
      if (body) headers['Content-Type'] = 'application/json'
      if (ifMatch) headers['If-Match'] = ifMatch
      const res = await fetch(`/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
      return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) }
    },
    { method, path, body, ifMatch, key },
  )
}

/**
 * The demo workspace lives in a SharedWorker, which ends with its last tab; a
 * second tab keeps it (and what a test changed through /_mock) alive across a reload.
 * `page` is brought back to the front: Chromium gives a hidden tab no animation frames, so its
 * transitions never finish (axe waits for them) and a click waits seconds to see its target stable.
 */
export async function keepWorkspaceAlive(page: Page): Promise<Page> {
  const keeper = await page.context().newPage()
  await keeper.goto('/')
  await expect(keeper.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await page.bringToFront()
  return keeper
}

/**
 * Closes `page`, the app's last tab, and waits until the shared worker and its workspace have
 * ended; resolves with a plain page of the origin (no app, no worker) to work on IndexedDB.
 * The test needs a context of its own (`isolation: 'fresh'`): a kept context's keeper holds the worker.
 */
export async function closeEveryTab(page: Page): Promise<Page> {
  const context = page.context()
  await page.close()
  const plain = await context.newPage()
  await plain.goto('/favicon.svg')
  const cdp = await context.newCDPSession(plain)
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  await expect
    .poll(
      async () =>
        (await cdp.send('Target.getTargets')).targetInfos.filter(
          (t) => t.type === 'shared_worker' && t.browserContextId === targetInfo.browserContextId,
        ).length,
      { message: 'the workspace’s shared worker ends with its last tab' },
    )
    .toBe(0)
  await cdp.detach()
  return plain
}

/**
 * Pins the page's clock (Date and timers stay consistent). The mock runs in a
 * worker on real time, so pin only where the page's own date logic is tested.
 */
export async function pinClock(page: Page, at: string | Date): Promise<void> {
  await page.clock.setSystemTime(new Date(at))
}

/**
 * One answer of the page's own fetch, standing in for the API. Demo mode answers from a service
 * worker, out of `page.route`'s reach, so a rare server answer is staged in the page instead.
 */
export interface FetchStub {
  method: string
  /** A regular expression's source, matched against the request's path. */
  path: string
  /** One matched against the query string too (`q=billing`), where the path alone is asked for by others. */
  query?: string
  /**
   * `lose`: the request reaches the server but its answer never arrives (a network error);
   * otherwise this status and JSON body (`application/problem+json` from 400 up).
   */
  answer: 'lose' | { status: number; body: unknown }
  /** Every matching request, not only the first. */
  always?: boolean
  /** Held until `releaseFetch(page)`, so the test can look at what the page shows meanwhile. */
  hold?: boolean
}

/** Stages `stub` in the page now, or with `beforeLoad` in every document the page loads from now on. */
export async function stubFetch(page: Page, stub: FetchStub, { beforeLoad = false } = {}): Promise<void> {
  const install = ({ method, path, query, answer, always, hold }: FetchStub) => {
    const original = window.fetch.bind(window)
    const pattern = new RegExp(path)
    const queryPattern = new RegExp(query ?? '')
    let used = false
    window.fetch = async (input, init) => {
      const req = new Request(input, init)
      const url = new URL(req.url)
      if ((used && !always) || req.method !== method || !pattern.test(url.pathname) || !queryPattern.test(url.search))
        return original(input, init)
      used = true
      if (hold) await new Promise((release) => window.addEventListener('e2e:release', release, { once: true }))
      if (answer === 'lose') {
        await original(input, init)
        throw new TypeError('Failed to fetch')
      }
      const type = answer.status >= 400 ? 'application/problem+json' : 'application/json'
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': type } })
    }
  }
  if (beforeLoad) await page.addInitScript(install, stub)
  else await page.evaluate(install, stub)
}

/** Lets a held stub answer. */
export const releaseFetch = (page: Page): Promise<void> =>
  page.evaluate(() => void window.dispatchEvent(new Event('e2e:release')))

/** A 500 problem, as the API sends one. */
export const serverError = {
  status: 500,
  body: {
    type: 'urn:agent-platform:problem:internal_error',
    title: 'Internal server error',
    status: 500,
    code: 'internal_error',
    detail: 'A fault injected by the test.',
    request_id: 'req_e2e_fault',
  },
} as const

export interface AppFixtures {
  /** The demo key remembered before the app loads; absent, the app's default (ak_test_write). */
  demoKey: DemoKey | undefined
  /**
   * `kept`: the test runs in its worker's kept context (e2e/support/workspace.ts), put back to a
   * first visit's state after each test. `fresh`: a context of its own, for a test that looks at
   * a cold start, closes every tab, or moves a clock no reset puts back (Playwright's `page.clock`).
   * A test with other context options, and every retry, gets a fresh one anyway; one test alone
   * asks for it by being declared with `testInOwnContext`.
   */
  isolation: 'kept' | 'fresh'
  expectNoA11yViolations: (options?: A11yOptions) => Promise<void>
  expectNoA11yViolationsInBothThemes: (options?: A11yOptions) => Promise<void>
  /** The page may read and write the clipboard; `read` is what the app copied last. */
  clipboard: { read: () => Promise<string> }
}

export const test = base.extend<AppFixtures, { keptWorkspace: KeptWorkspace }>({
  demoKey: [undefined, { option: true }],
  isolation: ['kept', { option: true }],
  keptWorkspace: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        workerInfo.project.use
      const kept = new KeptWorkspace(browser, {
        viewport,
        locale,
        timezoneId,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
      })
      await use(kept)
      await kept.discard()
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, keptWorkspace, isolation, baseURL, viewport, locale, timezoneId, colorScheme, permissions },
    use,
    testInfo,
  ) => {
    const project = testInfo.project.use
    const ownOptions =
      baseURL !== project.baseURL ||
      JSON.stringify(viewport) !== JSON.stringify(project.viewport) ||
      locale !== project.locale ||
      timezoneId !== project.timezoneId ||
      (colorScheme ?? 'light') !== (project.colorScheme ?? 'light') ||
      (permissions?.length ?? 0) > 0
    if (isolation === 'fresh' || ownOptions || testInfo.retry > 0) {
      // Playwright gives a context opened during a test the test's own options.
      const context = await browser.newContext()
      await use(context)
      await context.close()
      return
    }
    await use(await keptWorkspace.open())
    await keptWorkspace.clean(testInfo)
  },
  page: async ({ page, demoKey }, use) => {
    // Runs before the app's own scripts, once per tab, so a key picked later in the test survives a reload.
    if (demoKey)
      await page.addInitScript(
        ([storageKey, key]) => {
          if (sessionStorage.getItem('e2e:demo-key-set')) return
          localStorage.setItem(storageKey, key)
          sessionStorage.setItem('e2e:demo-key-set', '1')
        },
        [DEMO_KEY_STORAGE, demoKey] as const,
      )
    await use(page)
  },
  expectNoA11yViolations: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options))
  },
  expectNoA11yViolationsInBothThemes: async ({ page }, use) => {
    await use((options) => expectNoA11yViolationsInBothThemes(page, options))
  },
  clipboard: async ({ context, page }, use) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await use({ read: () => page.evaluate(() => navigator.clipboard.readText()) })
  },
})

/** `test`, for one test that needs a browser context of its own (see AppFixtures.isolation). */
// Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
export const testInOwnContext = test.extend({ isolation: async ({}, use) => use('fresh') })

export { expect }
