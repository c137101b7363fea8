// Every screen in every language (docs/i18n.md). The pseudo-locale at 1280 and 390 px: no word
// outside a message, no message cut off, no sideways scroll. Arabic: mirrored (the page right to
// left, the sidebar at the right edge) and axe-clean in light and dark. German and Japanese: every
// screen opens, in its language. `I18N_SCREENS=/products,/tools` narrows the checks to some screens.
import type { Page } from '@playwright/test'
import { crawl, settled, type Visited } from './crawl'
import { expect, expectNoA11yViolationsInBothThemes, test } from './fixtures'
import { findUntranslated, useLanguage } from './support/i18n'

const only = process.env.I18N_SCREENS?.split(',').filter(Boolean) ?? []
const wanted = (path: string) =>
  only.length === 0 || only.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

async function expectAllTranslated(page: Page, found: string[], where: string): Promise<void> {
  const seen = await findUntranslated(page)
  found.push(
    ...seen.text.map((t) => `${where} text ${t}`),
    ...seen.attributes.map((a) => `${where} attribute ${a}`),
    ...seen.clipped.map((c) => `${where} clipped ${c}`),
    ...(seen.sideways ? [`${where} scrolls sideways`] : []),
  )
}

test.describe('the pseudo-locale', () => {
  test.describe.configure({ timeout: 240_000 })

  test('every screen at 1280 and 390 px: every word a message, none cut off, no sideways scroll', async ({ page }) => {
    await useLanguage(page, 'pseudo')
    await page.setViewportSize({ width: 1280, height: 900 })
    const found: string[] = []
    const visited: Visited[] = await crawl(page, async ({ path }) => {
      if (wanted(path)) await expectAllTranslated(page, found, `${path} @1280`)
    })
    await page.setViewportSize({ width: 390, height: 844 })
    for (const { path } of visited.filter((v) => wanted(v.path))) {
      await page.goto(path)
      await settled(page)
      await expectAllTranslated(page, found, `${path} @390`)
    }
    expect(found).toEqual([])
  })
})

test.describe('Arabic', () => {
  test.describe.configure({ timeout: 300_000 })

  test('every screen mirrored and axe-clean in light and dark', async ({ page }) => {
    await useLanguage(page, 'ar', 'ar-EG')
    await crawl(page, async ({ path }) => {
      if (!wanted(path)) return
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const nav = page
        .getByRole('navigation')
        .filter({ has: page.locator('a[href="/settings"]') })
        .first()
      const box = await nav.boundingBox()
      expect(box && box.x + box.width, `${path}: the sidebar at the right edge`).toBeGreaterThan(
        (page.viewportSize()?.width ?? 0) - 4,
      )
      await expectNoA11yViolationsInBothThemes(page)
    })
  })
})

for (const [language, overview] of [
  ['de', 'Übersicht'],
  ['ja', '概要'],
] as const)
  test(`every screen opens in ${language}`, async ({ page }) => {
    test.setTimeout(180_000)
    await useLanguage(page, language, language === 'de' ? 'de-DE' : 'ja-JP')
    const visited = await crawl(page, async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    })
    expect(visited.length).toBeGreaterThan(15)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(overview)
  })
