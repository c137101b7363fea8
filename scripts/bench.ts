// `npm run bench`: builds the app, serves the production build (with its CSP) and measures
// it in headless Chromium: what each first route downloads (gzip), paint and first-row
// times over cold loads, route changes between cached screens, scrolling the longest lists,
// the mock's start-up and the JS heap. Prints a table and writes .bench/results.json.
// `--check` measures bytes only and fails when a byte budget is broken (CI runs it);
// timings are printed, never gated: machines are noisy.
import { STORAGE_KEYS } from '../src/lib/constants.ts'
import { DEMO_KEY } from '../src/api/contract/demo-keys'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { build } from 'vite'
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { createService, type MockService } from '../mocks/service'
import { manualClock } from '../mocks/service/clock'
import { snapshotOf } from '../mocks/service/snapshot'
import { DEMO_STORAGE } from '../src/api/contract/demo-storage'
import { TRAFFIC_PER_MINUTE_DEFAULT } from '../src/api/contract/mock-controls'
import { startMockServer, type MockServer } from '../mocks/server'
import { apiOrigins, securityHeaders } from './security-headers'
import { FIRST_ROW, type FirstRowSelectors } from './first-row'
import { serveStatic, type StaticHost } from './static-host'
import { benchLaunchOptions } from '../playwright.config'
import type { BootTable } from '../src/app/boot/boot'
import { DEMO_READY_MARK } from '../src/app/boot/boot-demo'
import {
  checkBudgets,
  gzipSize,
  demoChunks,
  settleAssets,
  type Asset,
  type BytesRow,
  type Mode,
  type Seen,
} from './bench-budgets'

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** Serve an existing build instead of building one (npm test reuses the e2e build in dist/). */
    dist: { type: 'string' },
    runs: { type: 'string', default: '7' },
    /** Only the mock's figures, in Node: no build, no browser. */
    mock: { type: 'boolean', default: false },
    /** Only the bytes and the loads: no route changes, scrolling, heap or mock figures. */
    loads: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const OUT_DIR = args.dist ?? '.bench/dist'
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4180)
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4011)
const ORIGIN = `http://localhost:${PREVIEW_PORT}`
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`
const ROUTES = ['/', '/products', '/sessions', '/wallet'] as const
const KEY = 'ak_test_write'

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—')
const name = (url: string) => new URL(url).pathname.replace('/assets/', '')

/** A fresh context, connected to the standalone mock (real) or in demo mode (the default). */
async function newContext(browser: Browser, mode: Mode): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
  // tsx keeps function names by wrapping them in `__name(…)`; functions sent to the page need it too.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f' })
  if (mode === 'real')
    await context.addInitScript(([name, value]) => sessionStorage.setItem(name, value), [
      STORAGE_KEYS.connection,
      JSON.stringify({ baseUrl: `${MOCK_ORIGIN}/v1`, apiKey: KEY }),
    ] as const)
  return context
}

/**
 * Records, from the document's start, when a screen first shows content (scripts/first-row.ts).
 * Read as `window.__firstContent`.
 */
function watchFirstContent(sel: FirstRowSelectors): void {
  const w = window as unknown as { __firstContent?: number; __armContent: (leaving?: string) => void }
  const ready = () => {
    const main = document.querySelector('main')
    if (!main || !main.querySelector(sel.title)) return false
    if (main.querySelector(sel.busy)) return false
    return Boolean(main.querySelector(location.pathname === '/' ? sel.overview : sel.rows))
  }
  // `leaving`: the path on screen now; its content must not count for the next screen.
  w.__armContent = (leaving?: string) => {
    w.__firstContent = undefined
    const check = () => {
      if (w.__firstContent === undefined && location.pathname !== leaving && ready())
        w.__firstContent = performance.now()
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
    check()
  }
  w.__armContent()
}

async function firstContent(page: Page): Promise<number> {
  const probe = () => (window as unknown as { __firstContent?: number }).__firstContent !== undefined
  try {
    await page.waitForFunction(probe, null, { timeout: 30_000 })
  } catch (e) {
    const state = await page.evaluate(() => ({
      busy: document.querySelectorAll('main [aria-busy="true"]').length,
      skeletons: document.querySelectorAll('main .animate-shimmer').length,
      h1: document.querySelector('main h1')?.textContent ?? null,
    }))
    throw new Error(`No content on ${page.url()} after 30 s: ${JSON.stringify(state)}`, { cause: e })
  }
  return page.evaluate(() => (window as unknown as { __firstContent: number }).__firstContent)
}

/** Each language's catalogs chunk in a build, gzip (its loaders are in the app's chunks). */
function languageBytes(assets: string): Record<string, number> {
  const sizes: Record<string, number> = {}
  for (const file of readdirSync(assets)) {
    const language = /^lang-(\w+)-[\w-]{8}\.js$/.exec(file)?.[1]
    // English's catalog is read by the pseudo-locale only.
    if (language && language !== 'en')
      sizes[language] = (sizes[language] ?? 0) + gzipSize(readFileSync(join(assets, file)))
  }
  return sizes
}

/** The build's files by name, and which of them only demo mode loads (see demoChunks). */
function readBuild(): { demo: Set<string>; mockBytes: number } {
  const files = new Map<string, string>()
  const bytes = new Map<string, Buffer>()
  for (const dir of [OUT_DIR, join(OUT_DIR, 'assets')])
    for (const f of readdirSync(dir).filter((f) => /\.(m?js|css)$/.test(f))) {
      bytes.set(f, readFileSync(join(dir, f)))
      files.set(f, bytes.get(f)!.toString('utf8'))
    }
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8')
  const base = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const table = /<script type="application\/json" id="boot-table">(.*?)<\/script>/s.exec(html)?.[1]
  if (!table) throw new Error(`No boot table in ${OUT_DIR}/index.html`)
  const boot = JSON.parse(table) as BootTable
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!)
  // boot.ts is the page's first script (scripts/first-load-plugin.ts).
  const first = entries[0]
  if (!first) throw new Error(`No scripts in ${OUT_DIR}/index.html`)
  const screens = boot.routes.flatMap(([, , paths]) => paths.map(base))
  // The app's entry imports boot too (its second script tag): boot counts for neither side.
  const appEntries = entries.slice(1).filter((f) => f !== first)
  const demo = demoChunks(files, [...appEntries, ...screens], base(boot.demo.start), first)
  // The mock's weight is read from the build, whether or not a page fetched it: Playwright never
  // sees the shared worker's script, and a chunk not asked for must not count as 0 bytes.
  const mockBytes = [...demo]
    .filter((f) => !files.get(f)!.includes('[MSW]'))
    .reduce((sum, f) => sum + gzipSize(bytes.get(f)!), 0)
  return { demo, mockBytes }
}

async function measureBytes(
  browser: Browser,
  build: ReturnType<typeof readBuild>,
  route: string,
  mode: Mode,
): Promise<BytesRow> {
  const context = await newContext(browser, mode)
  await context.addInitScript(watchFirstContent, FIRST_ROW)
  const page = await context.newPage()
  const assets: { url: string; seen: Promise<Seen> }[] = []
  const t0 = Date.now()
  context.on('request', (req) => {
    const url = req.url()
    if (!url.startsWith(ORIGIN) || !/\.(m?js|css)(\?|$)/.test(url)) return
    const start = Date.now() - t0
    assets.push({
      url,
      seen: req
        .response()
        .then(async (res): Promise<Seen> => {
          if (!res) return { url, problem: req.failure()?.errorText ?? 'no response' }
          if (!res.ok()) return { url, problem: `status ${res.status()}` }
          const body = await res.body()
          const text = body.toString('utf8')
          return {
            url,
            kind: url.includes('.css') ? 'css' : 'js',
            gzip: gzipSize(body),
            msw: text.includes('[MSW]'),
            start,
          }
        })
        .catch((e: unknown): Seen => ({ url, problem: e instanceof Error ? e.message : String(e) })),
    })
  })
  await page.goto(`${ORIGIN}${route}`)
  await firstContent(page)
  // Polling and live updates keep the network busy, so 'networkidle' never comes: allow
  // late chunks (the demo mock, prefetched routes) a moment instead.
  await page.waitForTimeout(2_000)
  // Playwright never reports the response to the shared worker's script: the mock's chunks are
  // weighed from the build (readBuild), so only they may go unanswered here.
  const settled = assets
    .filter(({ url }) => !build.demo.has(name(url)))
    .map(({ url, seen }) =>
      Promise.race([
        seen,
        new Promise<Seen>((done) => setTimeout(() => done({ url, problem: 'no response within 5 s' }), 5_000)),
      ]),
    )
  const demoSeen = assets.filter(({ url }) => build.demo.has(name(url)))
  const all = settleAssets(await Promise.all(settled))
  // MSW's runtime is a demo chunk: weigh it, and time it, from its response when there is one.
  for (const { seen } of demoSeen) {
    const s = await Promise.race([seen, new Promise<null>((done) => setTimeout(() => done(null), 1_000))])
    if (s && !('problem' in s) && s.msw) all.push(s)
  }
  await context.close()

  const seen = new Map(all.map((a) => [a.url, a]))
  const files = [...seen.values()]
  const mswFiles = files.filter((f) => f.msw)
  const app = files.filter((f) => !f.msw)
  const js = app.filter((f) => f.kind === 'js')
  const largest = js.reduce((a, b) => (b.gzip > a.gzip ? b : a), { url: `${ORIGIN}/-`, gzip: 0 } as Asset)
  const appEnd = Math.max(0, ...js.map((f) => f.start))
  return {
    route,
    mode,
    js: js.reduce((s, f) => s + f.gzip, 0),
    css: app.filter((f) => f.kind === 'css').reduce((s, f) => s + f.gzip, 0),
    total: app.reduce((s, f) => s + f.gzip, 0),
    largest: { name: name(largest.url), gzip: largest.gzip },
    msw: mswFiles.reduce((s, f) => s + f.gzip, 0),
    mock: mode === 'demo' ? build.mockBytes : 0,
    mswInAppChunks: app.some((f) => f.msw),
    // In parallel: MSW's chunk is asked for before the app's last chunk is.
    mswInParallel: mswFiles.length ? Math.min(...mswFiles.map((f) => f.start)) <= appEnd : null,
    files: files.length,
    appFiles: app.map((f) => ({ name: name(f.url), gzip: f.gzip, startMs: f.start })).sort((a, b) => b.gzip - a.gzip),
  }
}

interface LoadTiming {
  route: string
  mode: Mode
  /** The workspace's size: the demo's own, or the default for the standalone mock. */
  size: number
  visit: Visit
  fcp: number
  firstRow: number
  cls: number
  /** Loads, of RUNS, on which a skeleton was painted before the first row. */
  skeletonFrames: number
  /** Demo mode, from navigation start: when the mock could answer the app, and service-worker control. */
  demoReady: number
  swControl: number
  /** Real-API mode: when the first /v1 request left, and when the screen's own code had arrived. */
  dataLeft: number
  codeArrived: number
}

/** A first visit (a fresh profile) or a repeat visit (a reload of the same tab). */
type Visit = 'cold' | 'warm'

/**
 * Records, from the document's start: layout shifts (CLS, as the browser scores them), when a
 * skeleton first showed in main, and when the service worker took control. Read after the load.
 */
function watchLoad(): void {
  const w = window as unknown as { __cls: number; __skeletonAt?: number; __swControl?: number }
  w.__cls = 0
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value
  }).observe({ type: 'layout-shift', buffered: true })
  const skeleton = () => {
    if (w.__skeletonAt === undefined && document.querySelector('main .animate-shimmer, main [aria-busy="true"]'))
      w.__skeletonAt = performance.now()
  }
  new MutationObserver(skeleton).observe(document, { subtree: true, childList: true, attributes: true })
  if (navigator.serviceWorker?.controller) w.__swControl = 0
  navigator.serviceWorker?.addEventListener('controllerchange', () => (w.__swControl ??= performance.now()))
}

type LoadResult = Omit<LoadTiming, 'route' | 'mode' | 'size' | 'visit' | 'skeletonFrames'> & { skeleton: boolean }

/** One load of `route` in `page`, measured until it has settled: paints, rows, shifts, requests. */
async function measureLoad(page: Page, route: string, reload: boolean): Promise<LoadResult> {
  if (reload) await page.reload()
  else await page.goto(`${ORIGIN}${route}`)
  const firstRow = await firstContent(page)
  // Late banners and rows shift what is already painted: give them time to arrive before scoring.
  await page.waitForTimeout(1_000)
  return page.evaluate(
    ({ firstRow, demoReadyMark }) =>
      new Promise<LoadResult>((done) => {
        const w = window as unknown as { __cls: number; __skeletonAt?: number; __swControl?: number }
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const api = resources.filter((e) => new URL(e.name).pathname.startsWith('/v1/'))
        // The screen's own code: the first chunk of its row in the page's route table (scripts/first-load-plugin.ts).
        const table = (
          JSON.parse(document.getElementById('boot-table')?.textContent ?? '{"routes":[]}') as {
            routes: [string, boolean, string[]][]
          }
        ).routes
        const path = location.pathname.split('/').filter(Boolean)
        const own = table.find(
          ([p, layout]) =>
            !layout &&
            p.split('/').filter(Boolean).length === path.length &&
            p
              .split('/')
              .filter(Boolean)
              .every((s, i) => s.startsWith('$') || s === path[i]),
        )?.[2][0]
        const code = own ? resources.find((e) => new URL(e.name).pathname === own) : undefined
        const finish = (fcp: number) =>
          done({
            fcp,
            firstRow,
            cls: w.__cls,
            skeleton: w.__skeletonAt !== undefined && w.__skeletonAt < firstRow && firstRow > fcp,
            demoReady: performance.getEntriesByName(demoReadyMark)[0]?.startTime ?? Number.NaN,
            swControl: w.__swControl ?? Number.NaN,
            dataLeft: Math.min(...api.map((e) => e.startTime)),
            codeArrived: code?.responseEnd ?? Number.NaN,
          })
        const timeout = setTimeout(() => finish(Number.NaN), 5_000)
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (!entry) return
          clearTimeout(timeout)
          observer.disconnect()
          finish(entry.startTime)
        }).observe({ type: 'paint', buffered: true })
      }),
    { firstRow, demoReadyMark: DEMO_READY_MARK },
  )
}

/** The demo sizes a cold visit is measured at: the default, and what the demo panel's 10× leaves. */
const DEMO_SIZES = [1, 10] as const

/**
 * What a demo panel's reset to `size` leaves in the browser: the worker's snapshot of the fresh
 * workspace in IndexedDB (README, the demo workspace), from which the next visit seeds at that
 * size. Nothing else: no screen's cached answers, so the visit after it is still a first one.
 */
function resetSnapshot(size: number): unknown {
  return JSON.parse(JSON.stringify(snapshotOf(createService({ size }))))
}

/** Writes `snapshot` where the demo's worker looks for it, from a blank page of the site's origin. */
async function plantSnapshot(context: BrowserContext, snapshot: unknown): Promise<void> {
  const blank = `${ORIGIN}/__bench-blank`
  await context.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  )
  const page = await context.newPage()
  await page.goto(blank)
  await page.evaluate(
    ([{ db, store, key }, value]) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open(db, 1)
        req.onupgradeneeded = () => req.result.createObjectStore(store)
        req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
        req.onsuccess = () => {
          const tx = req.result.transaction(store, 'readwrite')
          tx.objectStore(store).put(value, key)
          tx.oncomplete = () => {
            req.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB could not be written'))
        }
      }),
    [DEMO_STORAGE, snapshot] as const,
  )
  await page.close()
  await context.unroute(blank)
}

/** A first visit in a fresh profile (holding `snapshot`, when given, as the demo's saved workspace), then a repeat visit: the same tab reloaded. */
async function visitTwice(
  browser: Browser,
  route: string,
  mode: Mode,
  snapshot?: unknown,
): Promise<{ cold: LoadResult; warm: LoadResult }> {
  const context = await newContext(browser, mode)
  if (snapshot !== undefined) await plantSnapshot(context, snapshot)
  await context.addInitScript(watchFirstContent, FIRST_ROW)
  await context.addInitScript(watchLoad)
  const page = await context.newPage()
  const cold = await measureLoad(page, route, false)
  const warm = await measureLoad(page, route, true)
  await context.close()
  return { cold, warm }
}

/** Clicks between cached screens through the sidebar; click to first content, per route. */
async function routeChanges(browser: Browser): Promise<Record<string, number>> {
  const context = await newContext(browser, 'demo')
  await context.addInitScript(watchFirstContent, FIRST_ROW)
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/`)
  await firstContent(page)
  const times: Record<string, number[]> = {}
  for (let round = 0; round < 4; round++)
    for (const route of [...ROUTES.slice(1), '/']) {
      const link = page.locator(`nav[aria-label="Main"] a[href="${route}"]`).first()
      if (!(await link.count())) continue
      // Armed and clicked in the page, so the time excludes the driver's round trip.
      const t = await page.evaluate((href) => {
        ;(window as unknown as { __armContent: (leaving: string) => void }).__armContent(location.pathname)
        const start = performance.now()
        document.querySelector<HTMLAnchorElement>(`nav[aria-label="Main"] a[href="${href}"]`)?.click()
        return start
      }, route)
      const done = await firstContent(page)
      // The first round fills the cache; only cached changes count.
      if (round > 0) (times[route] ??= []).push(done - t)
    }
  await context.close()
  return Object.fromEntries(Object.entries(times).map(([r, xs]) => [r, median(xs)]))
}

interface ScrollResult {
  what: string
  rows: number
  frames: number
  droppedFrames: number
  longTasks: number
  longestTask: number
}

/**
 * Scrolls for `seconds` with a steady wheel over `over` (a list's own scroll container; main
 * when not given) and counts jank. Rows reached: the furthest virtual row index rendered.
 */
async function scrollJank(page: Page, what: string, seconds = 4, over?: Locator): Promise<ScrollResult> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] }
    w.__long = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration)
    }).observe({ type: 'longtask' })
  })
  if (over) await over.scrollIntoViewIfNeeded().catch(() => undefined)
  const box = (await (over ?? page.locator('main')).boundingBox()) ?? { x: 0, y: 0, width: 800, height: 600 }
  const top = Math.max(box.y, 0)
  await page.mouse.move(box.x + box.width / 2, top + Math.min(box.y + box.height - top, 700) / 2)
  const frames = page.evaluate(
    (duration) =>
      new Promise<number[]>((done) => {
        const deltas: number[] = []
        let last = performance.now()
        const end = last + duration
        const step = (now: number) => {
          deltas.push(now - last)
          last = now
          if (now < end) requestAnimationFrame(step)
          else done(deltas)
        }
        requestAnimationFrame(step)
      }),
    seconds * 1000,
  )
  const stopAt = Date.now() + seconds * 1000
  while (Date.now() < stopAt) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(16)
  }
  const deltas = await frames
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long)
  const rows = await page.evaluate(() => {
    const indexed = [...document.querySelectorAll('main [data-index]')]
    const max = indexed.reduce((m, el) => Math.max(m, Number(el.getAttribute('data-index') ?? 0) + 1), 0)
    return max || document.querySelectorAll('main tbody tr, main [role="row"], main article, main li').length
  })
  const frame = median(deltas)
  return {
    what,
    rows,
    frames: deltas.length,
    // A frame that took more than one and a half of the usual ones dropped at least one.
    droppedFrames: deltas.filter((d) => d > frame * 1.5 && d > 20).length,
    longTasks: long.length,
    longestTask: Math.max(0, ...long),
  }
}

async function longestTranscript(): Promise<string | null> {
  let after: string | undefined
  for (let i = 0; i < 100; i++) {
    const url = new URL(`${MOCK_ORIGIN}/v1/sessions`)
    url.searchParams.set('limit', '100')
    if (after) url.searchParams.set('starting_after', after)
    const res = await fetch(url, { headers: { 'X-Api-Key': KEY } })
    const page = (await res.json()) as { data: { id: string; message_count: number }[]; has_more: boolean }
    const long = page.data.find((s) => s.message_count >= 5_000)
    if (long) return long.id
    if (!page.has_more) return null
    after = page.data.at(-1)?.id
  }
  return null
}

async function scrolling(browser: Browser): Promise<ScrollResult[]> {
  const results: ScrollResult[] = []
  const context = await newContext(browser, 'real')
  await context.addInitScript(watchFirstContent, FIRST_ROW)
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/sessions`)
  await firstContent(page).catch(() => undefined)
  if (new URL(page.url()).pathname === '/sessions') results.push(await scrollJank(page, 'sessions list', 6))
  const id = await longestTranscript()
  if (id) {
    await page.goto(`${ORIGIN}/sessions/${id}`)
    await firstContent(page).catch(() => undefined)
    // The transcript scrolls in its own box, not the page: the wheel goes over that box.
    const scroller = page
      .getByRole('list', { name: 'Messages, oldest first' })
      .locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]')
    await scroller.waitFor().catch(() => undefined)
    results.push(await scrollJank(page, '5,000-message transcript', 6, scroller))
  }
  await context.close()
  return results
}

async function mockStartup(browser: Browser): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    const context = await newContext(browser, 'demo')
    const page = await context.newPage()
    await page.goto(`${ORIGIN}/`)
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/v1/') && e instanceof PerformanceResourceTiming && e.responseEnd > 0),
    )
    out.push(
      await page.evaluate(() =>
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/v1/'))
            .map((e) => (e instanceof PerformanceResourceTiming ? e.responseEnd : Number.POSITIVE_INFINITY)),
        ),
      ),
    )
    await context.close()
  }
  return out
}

/** Visits every sidebar screen and a detail of each list, then reads the heap after a GC. */
async function heapAfterEveryScreen(browser: Browser): Promise<{ screens: number; usedBytes: number }> {
  const context = await newContext(browser, 'demo')
  await context.addInitScript(watchFirstContent, FIRST_ROW)
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/`)
  await firstContent(page)
  const links = await page
    .locator('nav[aria-label="Main"] a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? '/'))])
  let screens = 0
  for (const href of links) {
    await page.evaluate(() =>
      (window as unknown as { __armContent: (leaving: string) => void }).__armContent(location.pathname),
    )
    await page.locator(`nav[aria-label="Main"] a[href="${href}"]`).first().click()
    await firstContent(page).catch(() => undefined)
    screens++
    const detail = page.locator(`main a[href^="${href}/"]`).first()
    if (href !== '/' && (await detail.count())) {
      await page.evaluate(() =>
        (window as unknown as { __armContent: (leaving: string) => void }).__armContent(location.pathname),
      )
      await detail.click()
      await firstContent(page).catch(() => undefined)
      screens++
    }
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return { screens, usedBytes: usedSize }
}

function printTable(title: string, head: string[], rows: (string | number)[][]): void {
  const cells = [head, ...rows.map((r) => r.map(String))]
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  console.log(`\n${title}`)
  cells.forEach((r, n) => {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  })
}

const SEED_RUNS = 5

/** Runs `gc` when the flag lets it: heap figures after a full collection. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  const gc: unknown = runInNewContext('gc')
  if (typeof gc === 'function') Reflect.apply(gc, undefined, [])
}

/**
 * The mock's seed in this process: the first createService at a size (its code is warm from
 * the mock server, its data is not), the median of a few more, and the heap one keeps.
 */
function seedFigures(size: number): {
  size: number
  firstMs: number
  warmMs: number
  heapBytes: number
  arrayBufferBytes: number
} {
  collectGarbage()
  const before = process.memoryUsage()
  let t = performance.now()
  const kept = createService({ size })
  const firstMs = performance.now() - t
  collectGarbage()
  const after = process.memoryUsage()
  const heapBytes = after.heapUsed - before.heapUsed
  // The seed's columns are typed arrays, whose bytes lie outside the JS heap.
  const arrayBufferBytes = after.arrayBuffers - before.arrayBuffers
  const warm: number[] = []
  for (let i = 0; i < SEED_RUNS; i++) {
    t = performance.now()
    createService({ size })
    warm.push(performance.now() - t)
  }
  // Read after the heap figure, so the collection before it cannot free this service.
  void kept.base
  return { size, firstMs, warmMs: median(warm), heapBytes, arrayBufferBytes }
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!
}

/**
 * One sweep over the API of a fresh service at `size`: every list (first page and a page from
 * the middle), detail and summary once, in the order a visitor's screens would ask, each timed
 * from the Request to its read body, once the service has done what the adapters have it do when
 * first idle (writing the webhook history). Lazy indexes are built by the first answer that needs them.
 */
async function answerTimes(size: number): Promise<{ idleMs: number; answers: { path: string; ms: number }[] }> {
  const svc = createService({ size })
  // What the adapters have the service do once the first screen's requests are answered.
  const t0 = performance.now()
  svc.idle()
  const idleMs = performance.now() - t0
  const headers = { 'x-api-key': DEMO_KEY.write }
  const out: { path: string; ms: number }[] = []
  const get = async (path: string): Promise<unknown> => {
    const t = performance.now()
    const res = await svc.handle(new Request(`http://localhost/v1${path}`, { headers }))
    const body: unknown = await res.json()
    out.push({ path, ms: performance.now() - t })
    if (!res.ok) throw new Error(`${path}: ${res.status}`)
    return body
  }
  const ids = (body: unknown): string[] => (body as { data: { id: string }[] }).data.map((x) => x.id)
  const middle = (list: string[]) => list[Math.floor(list.length / 2)] ?? ''
  for (const kind of ['products', 'tools', 'knowledge-bases', 'webhooks'] as const) {
    const list = ids(await get(`/${kind}?limit=100`))
    if (list[0]) await get(`/${kind}/${list[0]}`)
  }
  const sessions = ids(await get('/sessions?limit=50'))
  await get(`/sessions?limit=50&starting_after=${middle(sessions)}`)
  await get(`/sessions?limit=50&has_contact=true`)
  await get('/sessions/summary')
  await get(`/sessions/summary?from=${iso(svc, -7)}`)
  for (const id of sessions.slice(0, 3)) {
    await get(`/sessions/${id}`)
    await get(`/sessions/${id}/messages?limit=100`)
  }
  await get('/wallet')
  const entries = ids(await get('/wallet/entries?limit=50'))
  await get(`/wallet/entries?limit=50&starting_after=${middle(entries)}`)
  await get('/wallet/entries?limit=50&type=refund')
  await get(`/wallet/entries?limit=50&session_id=${sessions[0] ?? ''}`)
  for (const id of entries.slice(0, 3)) await get(`/wallet/entries/${id}`)
  await get('/wallet/summary')
  await get(`/wallet/summary?from=${iso(svc, -30)}`)
  const hooks = [...svc.store.webhooks.keys()]
  for (const wh of hooks.slice(0, 3)) {
    const deliveries = ids(await get(`/webhooks/${wh}/deliveries?limit=50`))
    if (deliveries[0]) await get(`/webhooks/${wh}/deliveries/${deliveries[0]}`)
  }
  return { idleMs, answers: out }
}

const iso = (svc: MockService, days: number) => new Date(svc.now() + days * 86_400_000).toISOString()

/** `npm run mock:server -- --size N`: from spawning the process to its first `/v1/sessions` answer. */
async function serverFirstAnswer(size: number): Promise<number> {
  const port = MOCK_PORT + 1
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/server.ts', '--port', String(port), '--size', String(size)],
    {
      stdio: 'ignore',
    },
  )
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v1/sessions?limit=50`, { headers: { 'x-api-key': KEY } })
        if (res.ok) {
          await res.arrayBuffer()
          return performance.now() - started
        }
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 60_000) throw new Error('the mock server did not answer within 60 s')
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    child.kill()
  }
}

/**
 * What live traffic leaves behind: a 10× service on a clock moved on 10 minutes, one second at
 * a time, with the demo panel's traffic at `perMinute` conversations a minute. The heap it holds
 * (the untouched service's included) and its snapshot, which the demo saves in IndexedDB after
 * each change: the overlay only, so what traffic added, never the base.
 */
async function trafficFigures(
  perMinute: number,
  size = 10,
  minutes = 10,
): Promise<{
  perMinute: number
  heapBytes: number
  freshSnapshotBytes: number
  snapshotBytes: number
  snapshotGzip: number
  conversations: number
}> {
  collectGarbage()
  const before = process.memoryUsage().heapUsed
  const clock = manualClock(Date.now())
  const svc = createService({ size, clock })
  const freshSnapshotBytes = JSON.stringify(snapshotOf(svc)).length
  const sessionsBefore = svc.store.sessions.length
  const res = await svc.handle(
    new Request('http://localhost/_mock/traffic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, per_minute: perMinute }),
    }),
  )
  if (!res.ok) throw new Error(`/_mock/traffic answered ${res.status}`)
  for (let s = 0; s < minutes * 60; s++) await clock.advance(1_000)
  collectGarbage()
  const heapBytes = process.memoryUsage().heapUsed - before
  const snapshot = JSON.stringify(snapshotOf(svc))
  return {
    perMinute,
    heapBytes,
    freshSnapshotBytes,
    snapshotBytes: snapshot.length,
    snapshotGzip: gzipSync(snapshot).length,
    conversations: svc.store.sessions.length - sessionsBefore,
  }
}

/** The mock's own figures (README, `bench -- --mock`): seed time, heap, answer times at 10×, the server's start. */
async function mockFigures(): Promise<Record<string, unknown>> {
  const seed = [seedFigures(1), seedFigures(10)]
  const { idleMs, answers: sweep } = await answerTimes(10)
  const slowest = [...sweep].sort((a, b) => b.ms - a.ms).slice(0, 3)
  const server = [await serverFirstAnswer(1), await serverFirstAnswer(10)]
  // The demo panel's pace, and the fastest it offers.
  const traffic = [await trafficFigures(TRAFFIC_PER_MINUTE_DEFAULT), await trafficFigures(60)]
  printTable(
    'The mock in Node',
    ['measure', 'value'],
    [
      ...seed.flatMap((f) => [
        [
          `createService({ size: ${f.size} }), first after the module loaded / median of the next ${SEED_RUNS}`,
          `${ms(f.firstMs)} / ${ms(f.warmMs)}`,
        ],
        [
          `heap held by an untouched ${f.size}× service, after GC, + its typed arrays' buffers`,
          `${(f.heapBytes / 1024 / 1024).toFixed(1)} MB + ${(f.arrayBufferBytes / 1024 / 1024).toFixed(1)} MB`,
        ],
      ]),
      [
        `answers in one sweep over the API at 10× (${sweep.length}): p50 / p95 / max`,
        `${ms(
          percentile(
            sweep.map((x) => x.ms),
            50,
          ),
        )} / ${ms(
          percentile(
            sweep.map((x) => x.ms),
            95,
          ),
        )} / ${ms(Math.max(...sweep.map((x) => x.ms)))}`,
      ],
      ['slowest answers of the sweep', slowest.map((x) => `${x.path.replace(/\?.*/, '?…')} ${ms(x.ms)}`).join(', ')],
      ['the webhook history, written when the service is first idle (before the sweep), 10×', ms(idleMs)],
      ['mock:server, process start to first /v1/sessions answer, 1× / 10×', `${ms(server[0]!)} / ${ms(server[1]!)}`],
      ...traffic.map((t) => [
        `10 min of live traffic at 10×, ${t.perMinute} a minute (${t.conversations} conversations): heap held / snapshot, JSON (gzip), untouched → after`,
        `${mb(t.heapBytes)} / ${kb(t.freshSnapshotBytes)} → ${kb(t.snapshotBytes)} (${kb(t.snapshotGzip)})`,
      ]),
    ],
  )
  return {
    nodeSeedMs: seed[0]?.firstMs,
    seed,
    sweep,
    webhookHistoryMs: idleMs,
    serverFirstAnswer: { size1: server[0], size10: server[1] },
    traffic,
  }
}

async function main(): Promise<void> {
  // The site's CSP must allow the standalone mock this script starts.
  process.env.CONSOLE_API_ORIGINS = MOCK_ORIGIN
  const started = Date.now()
  if (args.mock) {
    const figures = await mockFigures()
    mkdirSync('.bench', { recursive: true })
    writeFileSync('.bench/mock.json', `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`)
    console.log(`\nWrote .bench/mock.json in ${Math.round((Date.now() - started) / 1000)} s.`)
    return
  }
  if (!args['no-build'] && !args.dist) {
    console.log('Building…')
    await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } })
  }
  let server: StaticHost | null = null
  let mock: MockServer | null = null
  let browser: Browser | null = null
  try {
    server = await serveStatic(OUT_DIR, PREVIEW_PORT, securityHeaders(apiOrigins()))
    mock = await startMockServer({ port: MOCK_PORT })
    const launched = await chromium.launch(benchLaunchOptions)
    browser = launched

    // Bytes do not depend on timing, so a mode's routes load side by side (each in its own context).
    const bytes: BytesRow[] = []
    const built = readBuild()
    for (const mode of ['real', 'demo'] as const)
      bytes.push(...(await Promise.all(ROUTES.map((route) => measureBytes(launched, built, route, mode)))))
    printTable(
      'First route downloads (gzip; app = the app’s own JS and CSS)',
      ['route', 'mode', 'app JS', 'CSS', 'app total', 'largest chunk', 'MSW', 'mock', 'files'],
      bytes.map((b) => [
        b.route,
        b.mode,
        kb(b.js),
        kb(b.css),
        kb(b.total),
        `${b.largest.name} ${kb(b.largest.gzip)}`,
        b.mode === 'demo' ? kb(b.msw) : '—',
        b.mode === 'demo' ? kb(b.mock) : '—',
        b.files,
      ]),
    )
    const languages = languageBytes(join(OUT_DIR, 'assets'))
    printTable(
      'Language catalogs (gzip; loaded on demand, one language at a time)',
      ['language', 'catalogs'],
      Object.entries(languages).map(([language, size]) => [language, kb(size)]),
    )
    const budgets = checkBudgets(bytes, languages)
    printTable(
      'Byte budgets',
      ['budget', 'actual', 'limit', 'result'],
      budgets.map((b) => [
        b.name,
        b.budget > 1000 ? kb(b.actual) : b.actual,
        b.budget > 1000 ? kb(b.budget) : b.budget,
        b.ok ? 'ok' : 'BROKEN',
      ]),
    )
    const results: Record<string, unknown> = { date: new Date().toISOString(), bytes, languages, budgets }

    if (!args.check) {
      console.log(`\nCold loads: ${RUNS} per route, mode and demo size…`)
      const timings: LoadTiming[] = []
      const loads = [{ mode: 'real' as const, size: 1 }, ...DEMO_SIZES.map((size) => ({ mode: 'demo' as const, size }))]
      for (const { mode, size } of loads) {
        const snapshot = mode === 'demo' && size > 1 ? resetSnapshot(size) : undefined
        for (const route of ROUTES) {
          const runs: { cold: LoadResult; warm: LoadResult }[] = []
          for (let i = 0; i < RUNS; i++) runs.push(await visitTwice(browser, route, mode, snapshot))
          for (const visit of ['cold', 'warm'] as const) {
            const of = (pick: (r: LoadResult) => number) => median(runs.map((r) => pick(r[visit])))
            timings.push({
              route,
              mode,
              size,
              visit,
              fcp: of((r) => r.fcp),
              firstRow: of((r) => r.firstRow),
              cls: of((r) => r.cls),
              skeletonFrames: runs.filter((r) => r[visit].skeleton).length,
              demoReady: of((r) => r.demoReady),
              swControl: of((r) => r.swControl),
              dataLeft: of((r) => r.dataLeft),
              codeArrived: of((r) => r.codeArrived),
            })
          }
        }
      }
      printTable(
        `Loads: a first visit (cold) and a reload of the same tab (warm), median of ${RUNS}`,
        [
          'route',
          'mode',
          'size',
          'visit',
          'FCP',
          'first row',
          'row − FCP',
          'CLS',
          'skeleton painted',
          'demo ready / SW control',
          'data left / code arrived',
        ],
        timings.map((t) => [
          t.route,
          t.mode,
          `${t.size}×`,
          t.visit,
          ms(t.fcp),
          ms(t.firstRow),
          ms(Math.max(0, t.firstRow - t.fcp)),
          t.cls.toFixed(3),
          `${t.skeletonFrames}/${RUNS}`,
          t.mode === 'demo' ? `${ms(t.demoReady)} / ${ms(t.swControl)}` : '—',
          t.mode === 'real' ? `${ms(t.dataLeft)} / ${ms(t.codeArrived)}` : '—',
        ]),
      )
      results.timings = timings
    }

    if (!args.check && !args.loads) {
      const changes = await routeChanges(browser)
      printTable(
        'Route changes between cached screens (median, click to content)',
        ['to', 'time'],
        Object.entries(changes).map(([r, t]) => [r, ms(t)]),
      )
      const scroll = await scrolling(browser)
      printTable(
        'Scrolling (6 s of steady wheel)',
        ['list', 'rows reached', 'frames', 'dropped', 'long tasks > 50 ms', 'longest'],
        scroll.map((s) => [s.what, s.rows, s.frames, s.droppedFrames, s.longTasks, ms(s.longestTask)]),
      )
      const startup = await mockStartup(browser)
      const heap = await heapAfterEveryScreen(browser)
      printTable(
        'Demo mode and memory',
        ['measure', 'value'],
        [
          ['first /v1 answer in demo mode (median, from navigation)', ms(median(startup))],
          [`JS heap after ${heap.screens} screens, after GC`, `${(heap.usedBytes / 1024 / 1024).toFixed(1)} MB`],
        ],
      )
      Object.assign(results, {
        routeChanges: changes,
        scroll,
        mockStartup: startup,
        heap,
        ...(await mockFigures()),
      })
    }

    mkdirSync('.bench', { recursive: true })
    writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
    const broken = budgets.filter((b) => !b.ok)
    console.log(`\nWrote .bench/results.json in ${Math.round((Date.now() - started) / 1000)} s.`)
    console.log(`budgets: ${budgets.length - broken.length} passed, ${broken.length} failed`)
    if (args.check && broken.length) process.exitCode = 1
  } finally {
    await browser?.close()
    await mock?.close()
    await server?.close()
  }
}

await main()
