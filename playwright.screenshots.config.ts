// `npm run screenshots`: every screen in light and dark, wide and narrow, into
// screenshots/ for people to look at. Not part of the test run.
import { defineConfig } from '@playwright/test'
import { BASE_URL, chromium, webServer } from './playwright.config'

export default defineConfig({
  testDir: 'e2e/screenshots',
  fullyParallel: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL: BASE_URL },
  projects: [{ name: 'chromium', use: chromium }],
  webServer,
})
