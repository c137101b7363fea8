// Screenshots of the menus and the drawer that load on first use: the theme menu, a product
// row's menu and the phone navigation drawer, open, in light and dark, wide and narrow.
import { expect, test, type Page } from '@playwright/test'
import { heading } from './screen'

const VIEWPORTS = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
} as const

const STATES: { name: string; path: string; ready: string; open(page: Page): Promise<void>; narrowOnly?: true }[] = [
  {
    name: 'theme-menu',
    path: '/',
    ready: 'Overview',
    async open(page) {
      await page.getByRole('button', { name: /^Theme: / }).click()
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible()
    },
  },
  {
    name: 'row-menu',
    path: '/products',
    ready: 'Products',
    async open(page) {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click()
      await expect(page.getByRole('menuitem', { name: 'Duplicate…' })).toBeVisible()
    },
  },
  {
    name: 'drawer',
    path: '/',
    ready: 'Overview',
    narrowOnly: true,
    async open(page) {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await expect(page.getByRole('dialog', { name: 'Agent Console' })).toBeVisible()
    },
  },
]

for (const state of STATES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      if (state.narrowOnly && width !== 'narrow') continue
      test(`${state.name} ${colorScheme} ${width}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
        await page.goto(state.path)
        await heading(state.ready)(page)
        await state.open(page)
        await page.screenshot({ path: `screenshots/${state.name}-${colorScheme}-${width}.png` })
      })
    }
  }
}
