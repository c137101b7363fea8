// A transcript: figures checked against the API's data, contact copy buttons, product and
// wallet links, JSON and text exports; j/k through the filtered list and Esc back to it
// (filter, scroll and row kept); the 5,000-message transcript paged, virtualized, jumped
// through and searched. axe on the transcript in both themes.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { durationUnits } from '../src/features/sessions/transcript/duration'
import { expect, expectNoA11yViolationsInBothThemes, mockControl, test, waitForDemo } from './fixtures'

interface MessageJson {
  id: string
  role: 'visitor' | 'agent'
  model: string | null
  tokens: { input: number; output: number }
  cost: number
}
interface SessionJson {
  id: string
  product_id: string
  started_at: string
  last_message_at: string
  message_count: number
  tokens: { input: number; output: number }
  cost: number
  contact: { name?: string; email?: string; phone?: string } | null
}

const fmt = (n: number) => n.toLocaleString('en-US')
/** Every amount with three decimals (docs/formats.md). */
const credits = (mc: number) =>
  (mc / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

async function api<T>(page: Page, path: string): Promise<T> {
  await waitForDemo(page)
  return page.evaluate(async (path) => {
    const body: unknown = await (await fetch(`/v1${path}`, { headers: { 'X-Api-Key': 'ak_test_write' } })).json()
    return body
  }, path) as Promise<T>
}

/** The newest conversation with this many messages, walking the list from the API. */
async function sessionWith(page: Page, messages: number): Promise<string> {
  let after = ''
  for (;;) {
    const page_ = await api<{ data: SessionJson[]; has_more: boolean }>(
      page,
      `/sessions?limit=100${after ? `&starting_after=${after}` : ''}`,
    )
    const found = page_.data.find((s) => s.message_count === messages)
    if (found) return found.id
    const last = page_.data.at(-1)
    if (!page_.has_more || !last) throw new Error(`no conversation of ${messages} messages`)
    after = last.id
  }
}

const messagesList = (page: Page) => page.getByRole('list', { name: 'Messages, oldest first' })
const rowLinks = (page: Page) => page.getByRole('table', { name: /^Conversations/ }).getByRole('link')
const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? ''

test('shows the figures the API holds, the contact with copy buttons, links, and exports', async ({
  page,
  clipboard,
}) => {
  await page.goto('/sessions?contact=with')
  await rowLinks(page).first().click()
  await expect(messagesList(page).getByRole('article').first()).toBeVisible()
  const id = idInUrl(page)
  const session = await api<SessionJson>(page, `/sessions/${id}`)
  const { data: messages } = await api<{ data: MessageJson[] }>(page, `/sessions/${id}/messages?limit=100`)

  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals.getByRole('definition').nth(0)).toHaveText(fmt(session.message_count))
  await expect(totals.getByRole('definition').nth(1)).toHaveText(fmt(session.tokens.input))
  await expect(totals.getByRole('definition').nth(2)).toHaveText(fmt(session.tokens.output))
  await expect(totals.getByRole('definition').nth(3)).toHaveText(credits(session.cost))
  // The cost's unit is a definition of its own, so the duration comes sixth.
  await expect(totals.getByRole('definition').nth(5)).toHaveText(
    durationUnits(Date.parse(session.last_message_at) - Date.parse(session.started_at))
      .map(([value, unit]) => `${value} ${unit}`)
      .join(' '),
  )

  // The list's first conversation: Previous has nowhere to go, and says so.
  const previous = page.getByRole('navigation', { name: 'Conversations of the list' }).getByRole('button', {
    name: /Previous/,
  })
  await expect(previous).toHaveAttribute('aria-disabled', 'true')
  await expect(previous).toHaveAccessibleDescription('This is the first conversation of the list')

  // Each agent message shows its model, tokens and cost; visitor messages none.
  const articles = messagesList(page).getByRole('article')
  for (const [i, m] of messages.slice(0, 4).entries()) {
    const article = articles.nth(i)
    await expect(article).toHaveAccessibleName(new RegExp(`^${m.role === 'agent' ? 'Agent' : 'Visitor'}, `))
    if (m.role === 'agent')
      await expect(article.locator('header')).toContainText(
        `Model${m.model}In${fmt(m.tokens.input)}Out${fmt(m.tokens.output)}Cost${credits(m.cost)} credits`,
      )
    else await expect(article.locator('dl')).toHaveCount(0)
  }

  const contact = page.getByRole('region', { name: 'Contact' })
  const [field, value] = session.contact?.email
    ? (['e-mail address', session.contact.email] as const)
    : session.contact?.name
      ? (['name', session.contact.name] as const)
      : (['phone number', session.contact?.phone ?? ''] as const)
  await contact.getByRole('button', { name: `Copy ${field}` }).click()
  await expect(page.getByText(`Copied ${field}`)).toBeVisible()
  expect(await clipboard.read()).toBe(value)

  await expect(page.getByRole('region', { name: 'Product' }).getByRole('link')).toHaveAttribute(
    'href',
    `/products/${session.product_id}`,
  )
  await expect(page.getByRole('link', { name: 'The debits of this conversation in the wallet' })).toHaveAttribute(
    'href',
    `/wallet?session_id=${id}`,
  )
  await expectNoA11yViolationsInBothThemes(page)

  const json = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const exported = JSON.parse(readFileSync(await (await json).path(), 'utf8')) as {
    units: Record<string, string>
    session: SessionJson
    messages: MessageJson[]
  }
  // The API's integers as they came, with what they count named in the file, as the CSV names its columns.
  expect(exported.units.cost).toMatch(/^millicredits/)
  expect(exported.session.cost).toBe(session.cost)
  expect(exported.session.id).toBe(id)
  expect(exported.messages.map((m) => m.id)).toEqual(messages.map((m) => m.id))

  const text = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export text' }).click()
  const download = await text
  expect(download.suggestedFilename()).toBe(`${id}.txt`)
  const lines = readFileSync(await download.path(), 'utf8')
  expect(lines.startsWith(`Conversation ${id}\n`)).toBe(true)
  expect(lines.match(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\] (Visitor|Agent)/gm)).toHaveLength(messages.length)
})

test('j/k open the next and previous conversation of the filter; Esc returns with scroll and row', async ({ page }) => {
  await page.goto('/sessions?contact=without&period=last_30_days')
  const links = rowLinks(page)
  await expect(links.first()).toBeVisible()
  // Down the list a way, so there is a scroll position to keep: the 13th row, and the one after it.
  const focused = page.locator(':focus')
  for (let i = 0; i < 14; i++) await page.keyboard.press('j')
  const nextHref = await focused.getAttribute('href')
  await page.keyboard.press('k')
  const startHref = await focused.getAttribute('href')
  expect(startHref).not.toBe(nextHref)
  const scroller = page.locator('div:has(> table)')
  const scrolled = await scroller.evaluate((el) => el.scrollTop)
  expect(scrolled).toBeGreaterThan(0)

  // A slow API: j pressed before the next conversation is known still gets there.
  expect(await mockControl(page, 'faults', { latency_ms: 800 })).toBe(200)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation with an anonymous visitor')
  expect(page.url()).toContain(startHref ?? 'missing')

  await page.keyboard.press('j')
  await expect.poll(() => page.url()).toContain(nextHref ?? 'missing')
  expect(await mockControl(page, 'faults', {})).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation with an anonymous visitor')
  // ? lists this screen's keys; Esc then closes the list, and stays on the transcript.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const listed = help.getByRole('region', { name: 'Conversation', exact: true })
  for (const name of [
    'Next conversation of the list',
    'Previous conversation of the list',
    'Find in the transcript',
    'Back to the list',
  ])
    await expect(listed.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  expect(page.url()).toContain(nextHref ?? 'missing')
  // Keys typed into the find box stay there.
  await page.keyboard.press('/')
  await expect(page.getByLabel('Find in transcript')).toBeFocused()
  await page.keyboard.type('jk')
  await expect(page.getByLabel('Find in transcript')).toHaveValue('jk')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('Find in transcript')).not.toBeFocused()
  await page.keyboard.press('k')
  await expect.poll(() => page.url()).toContain(startHref ?? 'missing')
  await page.keyboard.press('j')
  await expect.poll(() => page.url()).toContain(nextHref ?? 'missing')

  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/sessions\?period=last_30_days&contact=without$/)
  await expect(page.locator(':focus')).toHaveAttribute('href', nextHref ?? '')
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 120)
})

test('the 5,000-message transcript: paged, virtualized, jumps to either end, finds in all of it', async ({ page }) => {
  await page.goto('/')
  const id = await sessionWith(page, 5_000)
  await page.goto(`/sessions/${id}`)
  const list = messagesList(page)
  await expect(list.getByRole('article').first()).toBeVisible()
  await expect(page.getByText('100 of 5,000 messages loaded, more as you scroll')).toBeVisible()
  expect(await list.getByRole('listitem').count()).toBeLessThan(40)

  await page.getByRole('button', { name: 'Last message' }).click()
  await expect(page.getByText('5,000 of 5,000 messages loaded')).toBeVisible({ timeout: 20_000 })
  const last = list.locator('li[aria-posinset="5000"]')
  await expect(last).toBeFocused()
  await expect(last).toBeInViewport()
  expect(await list.getByRole('listitem').count()).toBeLessThan(40)

  const find = page.getByLabel('Find in transcript')
  await find.fill('webhook')
  const status = page.getByText(/^1 of [\d,]+ matches$/)
  await expect(status).toBeVisible()
  const total = Number((await status.textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''))
  expect(total).toBeGreaterThan(100)
  await expect(list.locator('mark[data-current-hit]')).toHaveCount(1)
  await expect(list.locator('mark[data-current-hit]')).toBeInViewport()
  await find.press('Enter')
  await expect(page.getByText(`2 of ${fmt(total)} matches`)).toBeVisible()
  await find.press('Shift+Enter')
  await find.press('Shift+Enter')
  await expect(page.getByText(`${fmt(total)} of ${fmt(total)} matches`)).toBeVisible()
  await expect(list.locator('mark[data-current-hit]')).toBeInViewport()

  await page.getByRole('button', { name: 'First message' }).click()
  await expect(list.locator('li[aria-posinset="1"]')).toBeFocused()
  await expect(list.locator('li[aria-posinset="1"]')).toBeInViewport()

  // The box of messages is a stop on the keyboard's way, so it scrolls without a mouse.
  await page.getByRole('button', { name: 'Last message' }).focus()
  await page.keyboard.press('Tab')
  const box = page.getByRole('region', { name: 'Messages', exact: true })
  await expect(box).toBeFocused()
  await page.keyboard.press('PageDown')
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)

  // Every page is loaded already: the JSON export holds all 5,000 messages.
  const json = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const exported = JSON.parse(readFileSync(await (await json).path(), 'utf8')) as { messages: MessageJson[] }
  expect(exported.messages).toHaveLength(5_000)
})
