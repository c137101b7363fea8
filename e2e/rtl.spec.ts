// Right-to-left text: the seeded Hebrew conversation (mocks/seed/hebrew.ts) and an Arabic one
// are laid out right to left block by block (punctuation at the sentence's end, a Latin
// e-mail address kept in order) while the page around them stays left to right; find and
// the text export keep the text as written. Hebrew names of products and Arabic descriptions
// of tools (a tool's name is an identifier) are isolated in the lists and headers without
// moving the layout. axe on both.
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { HEBREW_CONTACT, HEBREW_MARKER, HEBREW_TEXTS } from '../mocks/seed/hebrew'
import { expect, expectNoA11yViolations, expectNoA11yViolationsInBothThemes, test, waitForDemo } from './fixtures'
import { useLanguage } from './support/i18n'

/** The first conversation the API finds for `q`, as the write key. */
async function conversationMatching(page: Page, q: string): Promise<string> {
  await waitForDemo(page)
  const id = await page.evaluate(async (q) => {
    const res = await fetch(`/v1/sessions?limit=1&q=${encodeURIComponent(q)}`, {
      headers: { 'X-Api-Key': 'ak_test_write' },
    })
    const body = (await res.json()) as { data: { id: string }[] }
    return body.data[0]?.id ?? null
  }, q)
  if (!id) throw new Error(`no conversation matches ${q}`)
  return id
}

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction)
const directions = (locator: Locator) => locator.evaluateAll((els) => els.map((el) => getComputedStyle(el).direction))

/** The screen boxes of `part` inside the text of `element` (every occurrence's first), left to right. */
const boxOf = (element: Locator, part: string) =>
  element.evaluate((el, part) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(part) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + part.length)
      const { left, right } = range.getBoundingClientRect()
      const box = el.getBoundingClientRect()
      return { left, right, blockLeft: box.left, blockRight: box.right }
    }
    throw new Error(`"${part}" is not in the element`)
  }, part)

const messages = (page: Page) => page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('article')
/** The blocks of the messages' own text, not the model and token figures beside them (left to right). */
const textBlocks = (page: Page) =>
  page.getByRole('list', { name: 'Messages, oldest first' }).locator('article [dir]:not(dl *)')

test('a Hebrew transcript reads right to left inside a left-to-right page; find and export keep its text', async ({
  page,
}) => {
  await page.goto('/settings')
  const id = await conversationMatching(page, HEBREW_MARKER)
  await page.goto(`/sessions/${id}`)
  const articles = messages(page)
  await expect(articles).toHaveCount(HEBREW_TEXTS.length)

  // Every block of every message (paragraphs, lists, list items) is right to left; the frame is not.
  const blocks = textBlocks(page)
  expect(await blocks.count()).toBeGreaterThanOrEqual(HEBREW_TEXTS.length)
  expect(new Set(await directions(blocks))).toEqual(new Set(['rtl']))
  expect(new Set(await directions(articles))).toEqual(new Set(['ltr']))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Conversation with ${HEBREW_CONTACT.name}`)
  expect(await direction(page.getByRole('heading', { level: 1 }))).toBe('ltr')
  expect(await direction(page.getByRole('heading', { level: 1 }).locator('bdi'))).toBe('rtl')

  // The layout is the one every transcript has: the avatar left, who and when on the left of the header.
  const frames = new Set<string>()
  for (const article of await articles.all()) {
    const box = await article.boundingBox()
    frames.add(`${Math.round(box?.x ?? 0)}:${Math.round(box?.width ?? 0)}`)
    const avatar = await article.locator('span[aria-hidden="true"]').first().boundingBox()
    const who = await article
      .locator('header')
      .getByText(/^(Agent|Visitor)$/)
      .boundingBox()
    const when = await article.locator('header time').boundingBox()
    expect(avatar && who && when && avatar.x < who.x && who.x < when.x).toBe(true)
  }
  expect(frames.size).toBe(1)

  // A short reply sits at the right of its block, its "!" at the sentence's end: the far left.
  const thanks = articles.nth(6).locator('p')
  await expect(thanks).toHaveText(HEBREW_TEXTS[6] ?? '')
  const reply = await boxOf(thanks, HEBREW_TEXTS[6] ?? '')
  expect(Math.abs(reply.right - reply.blockRight)).toBeLessThan(2)
  expect(reply.left - reply.blockLeft).toBeGreaterThan(100)
  const bang = await boxOf(thanks, '!')
  expect(Math.abs(bang.left - reply.left)).toBeLessThan(1)

  // A Latin address inside the Hebrew sentence still reads left to right.
  const withEmail = articles.nth(2).locator('p')
  const user = await boxOf(withEmail, 'support@')
  const domain = await boxOf(withEmail, 'example.com')
  expect(user.right).toBeLessThanOrEqual(domain.left + 1)
  // So does a menu path in an agent's Markdown.
  const path = articles.nth(3).locator('p code')
  expect((await boxOf(path, 'Account')).right).toBeLessThan((await boxOf(path, 'Orders')).left)

  // The contact: a Hebrew name right to left, the address left to right.
  const contact = page.getByRole('region', { name: 'Contact' })
  expect(await direction(contact.getByText(HEBREW_CONTACT.name ?? ''))).toBe('rtl')
  expect(await direction(contact.locator('[dir="auto"]', { hasText: HEBREW_CONTACT.email ?? '' }))).toBe('ltr')

  // Find marks the words it finds and leaves the text as it was.
  await page.getByLabel('Find in transcript').fill('תודה')
  const occurrences = HEBREW_TEXTS.join('\n').split('תודה').length - 1
  await expect(page.getByText(`1 of ${occurrences} matches`, { exact: true })).toBeVisible()
  const marks = page.getByRole('list', { name: 'Messages, oldest first' }).locator('mark')
  expect(new Set(await marks.allTextContents())).toEqual(new Set(['תודה']))
  await expect(thanks).toHaveText(HEBREW_TEXTS[6] ?? '')

  // The text export holds every message exactly as written: no direction marks added.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export text' }).click()
  const text = readFileSync(await (await download).path(), 'utf8')
  for (const message of HEBREW_TEXTS) expect(text).toContain(`\n${message}\n`)
  expect(text).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/)

  await page.getByLabel('Find in transcript').fill('')
  await expectNoA11yViolationsInBothThemes(page)
})

test('an Arabic transcript and Hebrew or Arabic names in lists and headers take their own direction', async ({
  page,
}) => {
  await page.goto('/settings')
  const id = await conversationMatching(page, 'المنتج')
  const names = await page.evaluate(async () => {
    const post = async (path: string, body: object) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'X-Api-Key': 'ak_test_write', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { id: string; name: string }
    }
    const product = await post('/v1/products', { kind: 'chat_agent', name: 'סוכן התמיכה של נועה', slug: 'noa-support' })
    const tool = await post('/v1/tools', {
      kind: 'static',
      name: 'return_policy_ar',
      description: 'نص سياسة الإرجاع كما هو، مع رابط https://help.example.com/ar/returns.',
      content: '…',
    })
    return { product, tool }
  })

  await page.goto(`/sessions/${id}`)
  await expect(messages(page).first()).toBeVisible()
  const blocks = textBlocks(page)
  expect(new Set(await directions(blocks))).toEqual(new Set(['rtl']))
  expect(new Set(await directions(messages(page)))).toEqual(new Set(['ltr']))

  // A name keeps its place at the start of the cell: isolated, not turning the row around.
  await page.goto('/products')
  const productLink = page.getByRole('link', { name: names.product.name })
  expect(await direction(productLink.locator('bdi'))).toBe('rtl')
  expect(await direction(productLink)).toBe('ltr')
  const cell = await page.getByRole('cell').filter({ has: productLink }).boundingBox()
  const name = await productLink.locator('bdi').boundingBox()
  expect(cell && name && name.x - cell.x).toBeLessThan(16)
  await expectNoA11yViolations(page)

  await page.goto(`/products/${names.product.id}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(names.product.name)
  expect(await direction(heading.locator('bdi'))).toBe('rtl')
  expect(await direction(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li[aria-current="page"]'))).toBe(
    'rtl',
  )
  expect(await direction(page.getByLabel('Name', { exact: true }))).toBe('rtl')

  await page.goto('/tools')
  const toolRow = page.getByRole('row').filter({ hasText: names.tool.name })
  expect(await direction(toolRow.getByText('نص سياسة الإرجاع'))).toBe('rtl')
  expect(await direction(page.getByRole('table'))).toBe('ltr')
})

test('in Arabic, key chords read as printed, shares take the Arabic percent sign, and English inside a sentence keeps its order', async ({
  page,
}) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)

  // Ctrl stays at the left of K, as on the keyboard, in the header and in the shortcuts' list.
  const caps = async (scope: Locator, first: string, second: string) => {
    const a = await scope
      .locator('kbd', { hasText: new RegExp(`^${first}$`) })
      .first()
      .boundingBox()
    const b = await scope
      .locator('kbd', { hasText: new RegExp(`^${second}$`) })
      .first()
      .boundingBox()
    expect(a && b && a.x < b.x, `${first} at the left of ${second}`).toBe(true)
  }
  await caps(page.getByRole('banner').locator('button[aria-keyshortcuts]'), 'Ctrl', 'K')
  await page.locator('body').press('?')
  const shortcuts = page.getByRole('dialog')
  await caps(shortcuts.locator('dd', { hasText: 'Shift' }), 'Shift', 'Enter')
  await page.keyboard.press('Escape')

  // The runway's shares of spending, as Egyptian Arabic writes a percentage.
  const shares = page.getByRole('listitem').filter({ hasText: 'Support Assistant' }).first()
  await expect(shares).toContainText(/[٠-٩]+٪/)
  expect(await shares.textContent()).not.toContain('%')

  // A status inside an Arabic sentence reads "410 Gone", not "Gone 410".
  const gone = page.getByRole('main').locator('li p', { hasText: 'Gone' }).first()
  expect((await boxOf(gone, '410')).right).toBeLessThanOrEqual((await boxOf(gone, 'Gone')).left + 1)

  // A knowledge source's error is the server's English sentence: its full stop at its own end.
  const error = page.getByRole('main').locator('bdi', { hasText: 'Crawl stopped' })
  expect(await direction(error)).toBe('ltr')
  const stop = await boxOf(error, 'pages.')
  expect((await boxOf(error, 'Crawl')).left).toBeLessThan(stop.left)
})

test('in Arabic on a phone, a product slug cut to fit keeps its beginning', async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/products')
  const slug = page.getByRole('main').locator('td span[dir="ltr"][title]').filter({ visible: true }).first()
  await expect(slug).toBeVisible()
  const text = (await slug.getAttribute('title')) ?? ''
  // The first letters are inside the box that cuts the line, not hidden past its left edge.
  const start = await boxOf(slug, text.slice(0, 3))
  const clipLeft = await slug.evaluate((el) => {
    for (let box: Element | null = el; box; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') return box.getBoundingClientRect().left
    return 0
  })
  expect(start.left).toBeGreaterThanOrEqual(clipLeft - 1)
})

test("in Arabic, the CSV export's column names are a block of code, left to right", async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sessions')
  await page.getByRole('button', { name: 'تصدير CSV' }).click()
  const columns = page.getByRole('dialog').locator('[translate="no"]', { hasText: 'product_id' })
  expect(await direction(columns)).toBe('ltr')
  // Every line starts at the left edge, as code does, none pushed to the right by the page.
  const gaps = await columns.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const left = el.parentElement?.getBoundingClientRect().left ?? Number.NaN
    return [...range.getClientRects()].map((line) => Math.round(line.left - left))
  })
  expect(gaps.length).toBeGreaterThan(1)
  expect(new Set(gaps)).toEqual(new Set([0]))
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })

  test('in Arabic, a disabled button’s tooltip shows beside it, on screen', async ({ page }) => {
    await useLanguage(page, 'ar', 'ar-EG')
    await page.goto('/products')
    const button = page.getByRole('button', { name: 'منتج جديد' })
    await button.hover()
    const tip = page.getByRole('tooltip')
    await expect(tip).toBeVisible()
    const at = await button.boundingBox()
    const box = await tip.boundingBox()
    const width = page.viewportSize()?.width ?? 0
    expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the viewport').toBe(true)
    // Over the button it explains, not across the page from it.
    expect(box && at && box.x < at.x + at.width && at.x < box.x + box.width).toBe(true)
  })
})

test('in Arabic, a row’s menu reads right to left and opens under its button, on screen', async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/products')
  const button = page.getByRole('main').locator('button[aria-haspopup="menu"]').first()
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  expect(await direction(menu)).toBe('rtl')
  const at = await button.boundingBox()
  const box = await menu.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0), 'inside the viewport').toBe(true)
  // Its end (the left, in Arabic) lines up with the button's.
  expect(box && at && Math.abs(box.x - at.x)).toBeLessThan(2)
})
