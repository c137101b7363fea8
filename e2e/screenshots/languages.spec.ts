// Every screen in Arabic (ar-EG figures) and Japanese (ja-JP), light and dark, 1366 and 390 px,
// for a person to look at (docs/i18n.md). Skipped unless SHOTS is set:
//   SHOTS=1 npx playwright test --config playwright.screenshots.config.ts e2e/screenshots/languages.spec.ts
// PNGs go to SHOTS_DIR (default /tmp/shots) as <lang>/<theme>-<width>-<screen>.png. SHOTS_LANGS=ar
// and SHOTS_SCREENS=overview,palette narrow a re-take; SHOTS_LANGS=en takes the English ones. The
// screens are found by the app's crawl (e2e/crawl.ts), at 1366 px where the sidebar is, then each is
// opened by its address.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { crawl, settled } from '../crawl'
import { DEMO_KEY_STORAGE, expect, test } from '../fixtures'
import { useLanguage } from '../support/i18n'

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots'
// English only when asked for (SHOTS_LANGS=en), to compare a change's English screens before and after.
const LANGUAGES = [
  ['ar', 'ar-EG'],
  ['ja', 'ja-JP'],
  ['en', 'en-US'],
].filter(([language]) =>
  process.env.SHOTS_LANGS ? process.env.SHOTS_LANGS.split(',').includes(language ?? '') : language !== 'en',
)
const ONLY = process.env.SHOTS_SCREENS?.split(',').filter(Boolean) ?? []
const wanted = (name: string) => ONLY.length === 0 || ONLY.includes(name)

/** Every msgid → msgstr of one language's catalogs, to find a control by what it says. */
function catalog(language: string): Map<string, string> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return files(path)
      return entry.name === `${language}.po` ? [path] : []
    })
  const words = new Map<string, string>()
  for (const file of files('src')) {
    const text = readFileSync(file, 'utf8')
    for (const [, id, str] of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) if (id && str) words.set(id, str)
  }
  return words
}

/** The screen's name in the file: its address with ids as `id`. */
const nameOf = (path: string) =>
  path === '/'
    ? 'overview'
    : path
        .replace(/\/[a-z]+_[A-Za-z0-9]+/g, '/id')
        .replace(/\/\d{4}-\d{2}/g, '/month')
        .replace(/^\//, '')
        .replaceAll('/', '-')

interface Extra {
  name: string
  path: string
  act(page: Page, say: (english: string) => string): Promise<void>
}

/** Opens the first record the screen links to under `href` (a prefix, or `*` then a part), as a reader would. */
const openFirst = (href: string) => async (page: Page) => {
  const match = href.startsWith('*') ? `a[href*="${href.slice(1)}"]` : `a[href^="${href}"]`
  await page.locator(`main ${match}`).first().click()
  await settled(page)
}

/** States a crawl does not reach: dialogs, the palette, the demo panel, a print view, a missing page. */
const EXTRAS: Extra[] = [
  {
    name: 'palette',
    path: '/',
    async act(page) {
      await page.keyboard.press('Control+k')
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'palette-typed',
    path: '/',
    async act(page) {
      await page.keyboard.press('Control+k')
      await page.getByRole('dialog').getByRole('combobox').fill('a')
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
    },
  },
  {
    name: 'shortcuts',
    path: '/',
    async act(page) {
      await page.locator('body').press('?')
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'demo-panel',
    path: '/',
    async act(page, say) {
      await page.getByRole('banner').getByRole('button', { name: say('Demo panel') }).click()
      await expect(page.getByRole('dialog').getByRole('switch').first()).toBeVisible()
    },
  },
  {
    name: 'navigation-drawer',
    path: '/',
    async act(page, say) {
      const menu = page.getByRole('button', { name: say('Open navigation') })
      if (await menu.isVisible()) {
        await menu.click()
        await expect(page.getByRole('dialog')).toBeVisible()
      }
    },
  },
  {
    name: 'sessions-export',
    path: '/sessions',
    async act(page, say) {
      await page.getByRole('button', { name: say('Export CSV') }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'settings-real-api',
    path: '/settings',
    async act(page) {
      await page.getByRole('radio').nth(1).check()
    },
  },
  { name: 'products-new', path: '/products/new', act: () => Promise.resolve() },
  { name: 'transcript', path: '/sessions', act: openFirst('/sessions/sess_') },
  {
    name: 'delivery',
    path: '/webhooks',
    async act(page) {
      await openFirst('/webhooks/wh_')(page)
      await openFirst('*/deliveries/')(page)
    },
  },
  { name: 'statement', path: '/wallet/statements', act: openFirst('/wallet/statements/') },
  {
    name: 'statement-print',
    path: '/wallet/statements',
    async act(page) {
      await openFirst('/wallet/statements/')(page)
      await page.emulateMedia({ media: 'print' })
    },
  },
  { name: 'not-found', path: '/no-such-screen', act: () => Promise.resolve() },
  {
    name: 'row-menu',
    path: '/products',
    async act(page) {
      await page.getByRole('main').locator('button[aria-haspopup="menu"]').first().click()
      await expect(page.getByRole('menuitem').first()).toBeVisible()
    },
  },
  {
    name: 'theme-menu',
    path: '/',
    async act(page) {
      await page.getByRole('banner').locator('button[aria-haspopup="menu"]').filter({ visible: true }).first().click()
      await expect(page.getByRole('menuitemradio').first()).toBeVisible()
    },
  },
  // Last: the read-only key it picks stays for the rest of the page's visits.
  {
    name: 'tooltip',
    path: '/settings',
    async act(page, say) {
      await page.evaluate(([storage, key]) => localStorage.setItem(storage, key), [
        DEMO_KEY_STORAGE,
        'ak_test_read',
      ] as const)
      await page.goto('/products')
      await settled(page)
      await page.getByRole('button', { name: say('New product') }).hover()
      await expect(page.getByRole('tooltip')).toBeVisible()
    },
  },
]

for (const [language = 'ar', locale] of LANGUAGES)
  test.describe(language, () => {
    // Skipped in `npm test`: these write PNGs for a person to look at (docs/i18n.md, "Checks") and
    // assert nothing the walk and the screens' own specs do not.
    test.skip(!process.env.SHOTS, 'screenshots only when SHOTS is set')
    test.describe.configure({ timeout: 600_000 })
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1366, 390])
        test(`${colorScheme} ${width}`, async ({ page }) => {
          const words = catalog(language)
          const say = (english: string) => words.get(english) ?? english
          await useLanguage(page, language, locale)
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
          await page.setViewportSize({ width: 1366, height: 900 })
          const paths = (await crawl(page)).map(({ path }) => path)
          await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
          // A tooltip or a menu closes when the window resizes, as a full-page screenshot does: the viewport only.
          const shot = (name: string) =>
            page.screenshot({
              path: `${DIR}/${language}/${colorScheme}-${width}-${name}.png`,
              fullPage: !['tooltip', 'row-menu', 'theme-menu'].includes(name),
            })
          for (const path of paths) {
            const name = nameOf(path)
            if (!wanted(name)) continue
            await page.goto(path)
            await settled(page)
            await shot(name)
          }
          for (const extra of EXTRAS) {
            if (!wanted(extra.name)) continue
            await page.goto(extra.path)
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
            await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
            await extra.act(page, say)
            await shot(extra.name)
            await page.emulateMedia({ media: 'screen' })
          }
        })
  })
