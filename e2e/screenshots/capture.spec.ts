// Captures each screen of screens.ts in light/dark × wide/narrow as full-page PNGs.
import { test } from '@playwright/test'
import { DEMO_KEY_STORAGE } from '../fixtures'
import { SCREENS } from './screens'

const VIEWPORTS = {
  wide: { width: 1440, height: 900 },
  narrow: { width: 390, height: 844 },
} as const

for (const screen of SCREENS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test(`${screen.name} ${colorScheme} ${width}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
        if (screen.demoKey)
          await page.addInitScript(([storageKey, key]) => localStorage.setItem(storageKey, key), [
            DEMO_KEY_STORAGE,
            screen.demoKey,
          ] as const)
        await page.goto(screen.path)
        await screen.ready(page)
        await screen.act?.(page)
        await page.screenshot({ path: `screenshots/${screen.name}-${colorScheme}-${width}.png`, fullPage: true })
      })
    }
  }
}
