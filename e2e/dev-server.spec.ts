// Every screen on the development server, where React reports misuse (a component setting
// another's state while rendering, a missing key) that the production build the other specs run
// keeps quiet about. One document per start: a cold first load of a screen with banners, then
// every screen by its links. Any console error or warning fails it.
import type { ConsoleMessage } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { PORT } from '../playwright.config'
import { crawl, settled } from './crawl'
import { expect, test } from './fixtures'

const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 2)
const DEV_URL = `http://localhost:${DEV_PORT}`

let server: ViteDevServer | undefined

test.beforeAll(async () => {
  server = await createServer({
    server: { port: DEV_PORT, strictPort: true, hmr: false },
    // Every module is scanned for its dependencies at the start, lazy screens' included: a
    // dependency found only when a screen loads makes Vite bundle them all again mid-load, and a
    // page then runs two copies of React (a fresh clone's first run has no bundles yet).
    optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'] },
    logLevel: 'error',
  })
  await server.listen()
})

test.afterAll(async () => {
  await server?.close()
})

test.use({ baseURL: DEV_URL })

/** React's development warnings and errors, and the app's own; Vite's debug lines are neither. */
const isProblem = (m: ConsoleMessage) => m.type() === 'error' || m.type() === 'warning'

test('every screen renders on the development server without a console error or warning', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('console', (m) => {
    if (isProblem(m)) problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  // A cold first load of a screen with banners and data: the first-screen gate at work.
  await page.goto('/wallet')
  expect(new URL(page.url()).origin, 'the development server, not the build').toBe(DEV_URL)
  await settled(page)
  expect(problems, 'the first load of /wallet').toEqual([])
  const visited = await crawl(page)
  expect(visited.length).toBeGreaterThan(10)
  expect(problems).toEqual([])
})
