// End-to-end tests against the production build (build + preview): the real bundle,
// the real service worker, no dependency re-optimisation mid-test.
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const CI = Boolean(process.env.CI)
// Ports may be moved (E2E_PORT, E2E_MOCK_PORT) so two checkouts can run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4173)
// `localhost`, not 127.0.0.1: Vite binds to whichever address localhost resolves to.
export const BASE_URL = `http://localhost:${PORT}`

/** The system Chromium when there is one (Playwright's own download is not needed then). */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) return fromEnv
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const executablePath = chromiumExecutable()

export const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  timezoneId: 'Europe/Berlin',
  locale: 'en-US',
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}

export const webServer = {
  // Typecheck runs before Playwright in npm test; here only the bundle is needed.
  command: `npx vite build && npx vite preview --port ${PORT} --strictPort`,
  url: BASE_URL,
  reuseExistingServer: !CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

/** The standalone mock, for specs that connect to a real API over loopback (e2e/real-api.spec.ts). */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010)
export const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_PORT}`
// The build's CSP must let the app reach the mock on whichever port it runs.
if (MOCK_PORT !== 4010) process.env.CONSOLE_API_ORIGINS ??= `${MOCK_SERVER_URL} http://localhost:${MOCK_PORT}`
export const mockServer = {
  command: `npm run mock:server -- --port ${MOCK_PORT}`,
  url: `${MOCK_SERVER_URL}/v1/openapi.json`,
  reuseExistingServer: !CI,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['screenshots/**'],
  fullyParallel: true,
  forbidOnly: CI,
  // One retry on CI only: a pass on retry is still reported as flaky, so it stays visible.
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace only when a test fails and is run again: recording one for every test (retain-on-failure)
    // made the suite about a third slower on two cores. Locally, `--trace on` records them.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: [webServer, mockServer],
})
