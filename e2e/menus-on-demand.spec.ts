// Menus whose code loads on first use (the theme menu, a product row's menu): the first
// opening is never lost, even from the keyboard while the code is still on its way, focus
// lands where Radix puts it and comes back to the button, and the table keeps its arrow keys.
import type { Page } from '@playwright/test'
import { MOCK_SERVER_URL } from '../playwright.config'
import { expect, test, rememberRealApi } from './fixtures'

// page.route holds chunks back; a kept context's service worker would take them out of its reach.
test.use({ isolation: 'fresh' })

// Against the standalone mock: in demo mode MSW's service worker answers the app's requests,
// chunks included, where page.route cannot hold them back.
test.beforeEach(async ({ page }) => {
  await rememberRealApi(page, `${MOCK_SERVER_URL}/v1`, 'ak_test_write')
})

/** Holds back the chunk whose file name starts with `name` until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('the theme menu opens from the keyboard before its code has loaded, on its first item', async ({
  page,
  expectNoA11yViolationsInBothThemes,
}) => {
  const release = await holdChunk(page, 'theme-menu')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  const button = page.getByRole('button', { name: 'Theme: System' })
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  // The stand-in button, before any menu code: axe in both themes (shell.spec checks the open menu).
  await expectNoA11yViolationsInBothThemes()

  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toHaveCount(0)
  release()
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeFocused()

  // From then on it is Radix's own menu: ArrowDown opens it, choosing closes it and keeps the choice.
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused()
  await page.getByRole('button', { name: 'Theme: Dark' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
})

test("a product row's menu opens from the keyboard on Open; arrows in the table still move between rows", async ({
  page,
}) => {
  const release = await holdChunk(page, 'row-actions-menu')
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const links = page.getByRole('table', { name: /^Products/ }).locator('tbody [data-row-link]')
  const actions = page.getByRole('button', { name: /^Actions for / })

  // ArrowDown on a row's button is the table's: the next row, no menu.
  await actions.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await expect(page.getByRole('menu')).toHaveCount(0)

  await actions.nth(1).focus()
  await page.keyboard.press('Enter')
  release()
  await expect(page.getByRole('menuitem', { name: 'Open' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Duplicate…' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(actions.nth(1)).toBeFocused()

  // Another row's first opening by pointer: the menu takes focus, no item is picked for the user.
  await actions.nth(2).click()
  await expect(page.getByRole('menu')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(actions.nth(2)).toBeFocused()
})
