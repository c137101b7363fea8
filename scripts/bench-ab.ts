// `npm run bench:ab -- <dist> <other dist>`: cold first visits of two builds of the demo, taken
// in turns in one browser, so the machine's drift (FCP moved 700 → 970 ms here between two runs
// of one build) falls on both alike. Per route and build, medians of FCP, the first real row (in
// the DOM, then painted: its frame's layout and paint come between), the main thread's task that
// rendered that row and its busy time until then (from a trace): the two last are the page's own
// work, which a change to a screen's render moves first.
import { chromium, type Browser } from '@playwright/test'
import { parseArgs } from 'node:util'
import { benchLaunchOptions } from '../playwright.config'
import { FIRST_ROW, type FirstRowSelectors } from './first-row'
import { apiOrigins, securityHeaders } from './security-headers'
import { serveStatic } from './static-host'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    routes: { type: 'string', default: '/,/products,/sessions,/wallet' },
  },
})
if (positionals.length < 2) {
  console.error('usage: npm run bench:ab -- <dist> <other dist> [--runs 7] [--routes /,/wallet]')
  process.exit(2)
}
const dists = positionals
const routes = args.routes.split(',')
const RUNS = Math.max(1, Number(args.runs))
const PORT = Number(process.env.BENCH_PORT ?? 4180)

interface Load {
  fcp: number
  row: number
  painted: number
  rowTask: number
  busy: number
}

interface TraceEvent {
  name: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/** In the page from its start: when `main` first shows a real row (scripts/first-row.ts). */
function watchRow(sel: FirstRowSelectors): void {
  const w = window as unknown as { __row?: number }
  new MutationObserver(() => {
    const main = document.querySelector('main')
    if (w.__row !== undefined || !main?.querySelector(sel.title) || main.querySelector(sel.busy)) return
    if (main.querySelector(location.pathname === '/' ? sel.overview : sel.rows)) w.__row = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

async function load(browser: Browser, origin: string, route: string): Promise<Load | null> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
  // tsx names the functions it passes to the page with a helper the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f' })
  await context.addInitScript(watchRow, FIRST_ROW)
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'],
  })
  await page.goto(`${origin}${route}`)
  await page.waitForFunction(() => (window as { __row?: number }).__row !== undefined, null, { timeout: 30_000 })
  await page.waitForTimeout(400)
  const { fcp, row } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    row: (window as unknown as { __row: number }).__row,
  }))
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  await context.close()
  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!nav) return null
  const rowAt = nav.ts + row * 1000
  const tasks = traceEvents.filter(
    (e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.ts >= nav.ts && e.ts < rowAt,
  )
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0)
  // The frame that holds the row leaves the main thread, laid out and painted, with the first commit after it.
  const committed = Math.min(
    ...traceEvents
      .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'Commit' && e.ts >= rowAt)
      .map(end),
  )
  return {
    fcp,
    row,
    painted: (committed - nav.ts) / 1000,
    rowTask: (tasks.find((e) => end(e) >= rowAt)?.dur ?? 0) / 1000,
    busy: tasks.reduce((sum, e) => sum + Math.min(end(e), rowAt) - e.ts, 0) / 1000,
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

const hosts = await Promise.all(dists.map((dir, i) => serveStatic(dir, PORT + i, securityHeaders(apiOrigins()))))
const browser = await chromium.launch(benchLaunchOptions)
const loads = new Map<string, Load[]>()
try {
  for (let run = 0; run < RUNS; run++)
    for (const route of routes)
      for (let j = 0; j < dists.length; j++) {
        // Each round starts with the other build, so neither always follows the other.
        const i = (j + run) % dists.length
        const measured = await load(browser, `http://localhost:${PORT + i}`, route)
        const key = `${route}\t${dists[i]}`
        if (measured) loads.set(key, [...(loads.get(key) ?? []), measured])
      }
} finally {
  await browser.close()
  await Promise.all(hosts.map((h) => h.close()))
}
console.log(`Cold demo visits, 1×, ${RUNS} per route and build, medians (ms)`)
console.log(
  ['route', 'build', 'FCP', 'first row', 'row painted', 'row − FCP', "row's task", 'busy until row'].join('\t'),
)
for (const [key, xs] of loads) {
  const m = (f: (l: Load) => number) => Math.round(median(xs.map(f)))
  console.log(
    [
      key,
      m((l) => l.fcp),
      m((l) => l.row),
      m((l) => l.painted),
      m((l) => Math.max(0, l.painted - l.fcp)),
      m((l) => l.rowTask),
      m((l) => l.busy),
    ].join('\t'),
  )
}
