// Every screen in every language (docs/i18n.md), in one walk: each screen is reached once, then
// shown in each language in place, as a reader switching language in another tab would see it (no
// reload, so the walk checks that too). The pseudo-locale at 1280 and 390 px: no word outside a
// message, no message cut off, no sideways scroll. Arabic: mirrored (the page right to left, the
// sidebar at the right edge) and axe-clean in light and dark. German and Japanese: in their
// language. `I18N_SCREENS=/products,/tools` narrows the checks to some screens.
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../src/lib/constants'
import { crawl } from './crawl'
import { expect, expectNoA11yViolationsInBothThemes, test } from './fixtures'
import { findUntranslated, useLanguage } from './support/i18n'

const only = process.env.I18N_SCREENS?.split(',').filter(Boolean) ?? []
const wanted = (path: string) =>
  only.length === 0 || only.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

const WIDE = { width: 1280, height: 900 }
const NARROW = { width: 390, height: 844 }

async function expectAllTranslated(page: Page, found: string[], where: string): Promise<void> {
  // The router writes a screen's title a moment after the screen shows (an effect), and every
  // screen has one of its own: until it is there, the page still carries the app's name alone.
  await expect.poll(() => page.title(), { message: `${where}: the screen's own title` }).toContain('⟦')
  const seen = await findUntranslated(page)
  found.push(
    ...seen.text.map((t) => `${where} text ${t}`),
    ...seen.attributes.map((a) => `${where} attribute ${a}`),
    ...seen.clipped.map((c) => `${where} clipped ${c}`),
    ...(seen.sideways ? [`${where} scrolls sideways`] : []),
  )
}

/** The sidebar's list, found by what it links to: its name changes with the language. */
const sidebar = (page: Page) =>
  page
    .getByRole('navigation')
    .filter({ has: page.locator('a[href="/settings"]') })
    .first()

const OVERVIEW: Record<string, string> = { pseudo: '⟦Öṽéŕṽîéŵ', ar: 'نظرة عامة', de: 'Übersicht', ja: '概要' }

/**
 * The language and regional format another tab of this browser chose: the page follows the
 * `storage` event in place (src/lib/language.ts, src/lib/locale.ts).
 */
async function switchTo(page: Page, language: string, locale: string): Promise<void> {
  await page.evaluate(
    ([keys, language, locale]) => {
      for (const [key, value] of [
        [keys.locale, locale],
        [keys.language, language],
      ] as const) {
        localStorage.setItem(key, value)
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
      }
    },
    [STORAGE_KEYS, language, locale] as const,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'pseudo' ? 'en-x-pseudo' : language)
  // The page has re-rendered in the language: the sidebar names the overview in it.
  await expect(sidebar(page).locator('a[href="/"]').first()).toContainText(OVERVIEW[language] ?? '')
}

test('every screen in the pseudo-locale, Arabic, German and Japanese', async ({ page }) => {
  test.setTimeout(420_000)
  // Figures and dates in Japanese while the pseudo-locale shows, so Intl's words are not taken for ours.
  await useLanguage(page, 'pseudo', 'ja-JP')
  await page.setViewportSize(WIDE)
  const found: string[] = []
  const visited = await crawl(page, async ({ path }) => {
    if (!wanted(path)) return
    await test.step(`${path}: pseudo-locale`, async () => {
      await expectAllTranslated(page, found, `${path} @1280`)
      await page.setViewportSize(NARROW)
      await expectAllTranslated(page, found, `${path} @390`)
      await page.setViewportSize(WIDE)
    })

    await test.step(`${path}: Arabic`, async () => {
      await switchTo(page, 'ar', 'ar-EG')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const box = await sidebar(page).boundingBox()
      expect(box && box.x + box.width, `${path}: the sidebar at the right edge`).toBeGreaterThan(WIDE.width - 4)
      if (path === '/') await expect(page.locator('main')).toContainText(/[٠-٩]/)
      await expectNoA11yViolationsInBothThemes(page)
    })

    await test.step(`${path}: German and Japanese`, async () => {
      await switchTo(page, 'de', 'de-DE')
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
      if (path === '/') await expect(page.locator('main h1')).toHaveText('Übersicht')
      await switchTo(page, 'ja', 'ja-JP')
      if (path === '/') await expect(page.locator('main h1')).toHaveText('概要')
    })

    await switchTo(page, 'pseudo', 'ja-JP')
  })
  expect(visited.length).toBeGreaterThan(15)
  expect(found).toEqual([])
})
