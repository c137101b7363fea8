// Screenshots of a disabled write's tooltip (read-only key) by the right edge, where it is clamped.
import { expect, test } from '@playwright/test'
import { DEMO_KEY_STORAGE } from '../fixtures'
import { heading } from './screen'

const VIEWPORTS = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
} as const

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`tooltip ${colorScheme} ${width}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.addInitScript(([storageKey, key]) => localStorage.setItem(storageKey, key), [
        DEMO_KEY_STORAGE,
        'ak_test_read',
      ] as const)
      await page.goto('/products')
      await heading('Products')(page)
      await page.getByRole('button', { name: 'New product' }).hover()
      await expect(page.getByRole('tooltip')).toContainText('This key can only read')
      await page.screenshot({ path: `screenshots/tooltip-${colorScheme}-${width}.png` })
    })
  }
}
