// Tables and headers hold their shape with every name, description and URL at the contract's
// maximum length: made once through the demo's API, then every list and detail screen that
// shows them is checked at 1280 px and at 390 px (no sideways scroll; no id, slug, amount or
// date broken over two lines), and a cut name is whole on hover.
import { createLongObjects, LONG, layoutProblems, longTextScreens, settled } from './long-text'
import { expect, openInApp, test } from './fixtures'

test('every list and detail screen holds maximum-length names, descriptions and URLs at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/settings')
  const objects = await createLongObjects(page)
  for (const screen of longTextScreens(objects)) {
    await test.step(screen.name, async () => {
      await page.setViewportSize({ width: 1280, height: 900 })
      // Through the app: the layout is the point here, not the load.
      await openInApp(page, screen.path)
      await settled(page)
      expect(await layoutProblems(page, { wide: true }), `${screen.name} at 1280 px`).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await layoutProblems(page, { wide: false }), `${screen.name} at 390 px`).toEqual([])
    })
  }

  // A slug cut to fit its column is whole on hover; the name beside it wraps, whole.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/products')
  const row = page.getByRole('row').filter({ hasText: LONG.productSlug.slice(0, 20) })
  await expect(row.getByTitle(LONG.productSlug).filter({ visible: true })).toHaveText(LONG.productSlug)
  await expect(row.getByRole('link', { name: LONG.productName })).toBeVisible()

  // A contact name cut to one line is whole on hover, and wraps whole when the keyboard is on it.
  await page.goto('/sessions')
  const contact = page.getByRole('link', { name: LONG.contactName })
  await expect(contact).toHaveAttribute('title', LONG.contactName)
  const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth
  expect(await contact.evaluate(cut)).toBe(true)
  await page.keyboard.press('j')
  await expect(contact).toBeFocused()
  expect(await contact.evaluate(cut)).toBe(false)
})
