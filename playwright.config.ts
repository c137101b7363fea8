// End-to-end tests against the production build (build + preview): the real bundle,
// the real service worker, no dependency re-optimisation mid-test.
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const CI = Boolean(process.env.CI)
// Ports may be moved (E2E_PORT, E2E_MOCK_PORT) so two checkouts can run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4173)
// `localhost`, not 127.0.0.1: Vite binds to whichever address localhost resolves to.
export const BASE_URL = `http://localhost:${PORT}`

/** Debian's Chromium (package `chromium`), a browser as a visitor runs it. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's build of Chromium's headless shell (package `chromium-headless-shell`): the build
 * Playwright itself runs headless tests in, the page without a browser's UI around it. The same 33
 * tests (products-list, tools, wallet) took 148 busy CPU-seconds here in it against 204 in the full
 * Chromium, and the whole e2e suite 739 s against 953: the suite is CPU-bound on two cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser the tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the headless shell, else the
 * system Chromium, else Playwright's own download.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (fromEnv) return fromEnv
  return [HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path))
}

const executablePath = chromiumExecutable()

/** The features Playwright itself turns off (chromiumSwitches.ts in playwright-core, 1.65). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Where the full Chromium runs (no headless shell installed, and the bench), it loads its address
 * bar's popup, a WebUI page, into a renderer of its own for every window it opens, and Playwright
 * opens one per browser context: 0.5 CPU-seconds per context here (10 contexts: 6.7–7.2 s of CPU
 * with it, 2.1 s without), next to the page under test, on a machine that e2e keeps CPU-bound. No
 * test uses the address bar.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

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
      // Chromium keeps only the last --disable-features it is given, so Playwright's own list is
      // repeated (scripts/browser-flags.test.ts holds it equal to the installed Playwright's).
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
    ],
  },
}

/**
 * What the bench launches: the system Chromium when there is one, a browser as a visitor runs it
 * (its figures then compare with earlier runs), else the tests' browser.
 */
export const benchLaunchOptions = {
  ...chromium.launchOptions,
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
}

/** The standalone mock, for specs that connect to a real API over loopback (e2e/real-api.spec.ts). */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010)
export const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_PORT}`
/** The port after the mock's: the API that answers from the document (e2e/support/generated-api.ts), started by its spec. */
export const GENERATED_API_PORT = MOCK_PORT + 1

/** Serves dist/ as it is: `npm test` builds it beforehand (scripts/test-all.mjs), beside the unit tests. */
const PREBUILT = process.env.E2E_PREBUILT === '1'

export const webServer = {
  // Typecheck runs before Playwright in npm test; here only the bundle is needed.
  command: `${PREBUILT ? '' : 'npx vite build && '}npx tsx scripts/static-host.ts dist ${PORT}`,
  url: BASE_URL,
  reuseExistingServer: !CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // The build's CSP must let the app reach both APIs on whichever ports they run. Given to the
  // server's command only: set in this process, it would reach whatever imports this file.
  env: {
    CONSOLE_API_ORIGINS:
      process.env.CONSOLE_API_ORIGINS ??
      [MOCK_SERVER_URL, `http://localhost:${MOCK_PORT}`, `http://127.0.0.1:${GENERATED_API_PORT}`].join(' '),
  },
}

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
  // Vitest's files (*.test.ts) sit next to the support they test.
  testIgnore: ['screenshots/**', '**/*.test.ts'],
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
