// Every figure the dashboard shows twice holds one definition: each pair is read off both
// screens, as a user sees them, and must read the same, digit for digit (docs/formats.md).
import type { Locator, Page } from '@playwright/test'
import {
  session as sessionSchema,
  sessionList,
  sessionSummary,
  wallet as walletSchema,
  walletEntry,
  walletEntryList,
  webhookList,
} from '../src/api/contract'
import { formatCount, formatCredits, formatDate, formatSignedCredits } from '../src/lib/format'
import { apiGet, expect, mockControl, test } from './fixtures'
import { describeShots } from './support/shots'

/** The value of one labelled figure (its first <dd>). */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

/** A chart's table, shown, as day label → value; the year is dropped so two screens' labels meet. */
async function chartTable(scope: Locator, caption: string): Promise<Map<string, string>> {
  const chart = scope.getByRole('figure', { name: caption })
  await chart.getByRole('button', { name: 'Show table' }).click()
  const rows = chart.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  const cells = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
  )
  return new Map(cells.map(([day = '', value = '']) => [day.replace(/, \d{4}$/, ''), value]))
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"], main .animate-shimmer')).toHaveCount(0)
}

test('spend per day: every past day reads the same on the overview and in the wallet', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  const overview = await chartTable(page.getByRole('region', { name: 'Usage' }), 'Spend per day, credits')

  await page.goto('/wallet?period=last_30_days')
  await settled(page)
  const wallet = await chartTable(page.getByRole('region', { name: 'Summary' }), 'Spend per day, credits')

  // The first day is cut at the reader's midnight on both, and today's UTC day is still going: the days between.
  const days = [...overview.keys()].slice(1, -1)
  expect(days.length).toBeGreaterThanOrEqual(27)
  expect([...wallet.keys()].slice(1, -1)).toEqual(days)
  for (const day of days) expect(wallet.get(day), day).toBe(overview.get(day))
  // Three decimals on both, as every amount reads.
  for (const value of overview.values()) expect(value).toMatch(/^\d{1,3}(,\d{3})*\.\d{3}$/)
})

test('spend by day: a month’s statement and the wallet filtered to that month read the same', async ({ page }) => {
  // The last whole month: the statement's own days, and the ledger's summary for the same month.
  const now = new Date()
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
  await page.goto(`/wallet/statements/${month}`)
  await settled(page)
  const statement = await chartTable(page.getByRole('region', { name: 'Spend by day' }), 'Spend by day, credits')

  await page.goto(`/wallet?month=${month}`)
  await settled(page)
  const wallet = await chartTable(page.getByRole('region', { name: 'Summary' }), 'Spend per day, credits')
  expect(statement.size).toBeGreaterThanOrEqual(28)
  expect([...wallet.keys()]).toEqual([...statement.keys()])
  for (const [day, value] of statement) expect(wallet.get(day), day).toBe(value)
})

test('balance: the overview’s wallet card and the wallet’s Balance read the same', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  const { balance } = await apiGet(page, '/wallet', walletSchema)
  const shown = `${formatCredits(balance)} credits`
  await expect(page.getByRole('region', { name: 'Wallet' }).locator('dd').first()).toHaveText(shown)
  await page
    .getByRole('region', { name: 'Wallet' })
    .getByRole('link', { name: formatCredits(balance) })
    .click()
  await expect(page).toHaveURL(/\/wallet$/)
  await expect(page.getByRole('region', { name: 'Balance', exact: true })).toContainText(shown)
})

test('charged: the overview’s conversations and the wallet’s debits for the same days read the same', async ({
  page,
}) => {
  await page.goto('/')
  await settled(page)
  const conversations = page.getByRole('region', { name: 'Conversations' })
  const charged = (await figure(conversations, 'Charged, credits').textContent()) ?? ''
  expect(charged).toMatch(/^[\d,]+\.\d{3}$/)
  // Not the wallet card's spend (7 × 24 hours, less refunds): it says so beside it.
  await expect(conversations).toContainText('before refunds')
  await figure(conversations, 'Charged, credits').getByRole('link').click()
  await expect(page).toHaveURL(/\/wallet\?/)
  await settled(page)
  await expect(figure(page.getByRole('region', { name: 'Summary' }), 'Debits')).toContainText(`−${charged}`)
})

test('a conversation’s cost and tokens: its row in the list and its transcript read the same', async ({ page }) => {
  await page.goto('/sessions')
  await settled(page)
  const [first] = (await apiGet(page, '/sessions?limit=1', sessionList)).data
  if (!first) throw new Error('seed: no conversation')
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/sessions/${first.id}"]`) })
  const cost = formatCredits(first.cost)
  const tokens = `${formatCount(first.tokens.input)} / ${formatCount(first.tokens.output)}`
  await expect(row).toContainText(cost)
  await expect(row).toContainText(tokens)

  await row.locator(`a[href="/sessions/${first.id}"]`).click()
  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(figure(totals, 'Cost')).toHaveText(cost)
  await expect(figure(totals, 'Tokens in')).toHaveText(formatCount(first.tokens.input))
  await expect(figure(totals, 'Tokens out')).toHaveText(formatCount(first.tokens.output))
})

test('an endpoint’s deliveries: its row in the list and its page read the same', async ({ page }) => {
  await page.goto('/webhooks')
  await settled(page)
  const endpoint = (await apiGet(page, '/webhooks?limit=100', webhookList)).data.find(
    (w) => w.stats.succeeded + w.stats.failed > 0,
  )
  if (!endpoint) throw new Error('seed: no endpoint with finished deliveries')
  const { succeeded, failed } = endpoint.stats
  const link = page.locator(`a[href="/webhooks/${endpoint.id}"]`).first()
  const row = page.getByRole('row').filter({ has: link })
  await expect(row).toContainText(`${formatCount(succeeded)} of ${formatCount(succeeded + failed)}`)
  const rate = (await row.locator('span.font-semibold').first().textContent()) ?? ''
  expect(rate).toMatch(/%$/)

  await link.click()
  await expect(figure(page.locator('main'), 'Succeeded')).toHaveText(formatCount(succeeded))
  await expect(figure(page.locator('main'), 'Failed')).toHaveText(formatCount(failed))
  await expect(figure(page.locator('main'), 'Success rate')).toHaveText(rate)
})

test('the conversation list says how many match: the summary’s count, or "more than" where it cannot count', async ({
  page,
}) => {
  await page.goto('/sessions?period=last_30_days')
  await settled(page)
  const from = await page.evaluate(() => {
    const now = new Date()
    return {
      from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29).toISOString(),
      to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString(),
    }
  })
  const summary = await apiGet(page, `/sessions/summary?from=${from.from}&to=${from.to}`, sessionSummary)
  expect(summary.conversations).toBeGreaterThan(50)
  await expect(page.getByText(/conversations match/)).toHaveText(
    `${formatCount(summary.conversations)} conversations match · 50 loaded, more as you scroll`,
  )

  // A text search is not something the summary counts: the list says only what it knows.
  await page.getByLabel('Search messages and contacts').fill('order')
  await expect(page.getByText(/conversations match/)).toHaveText(
    /^(More than 50 conversations match · more load as you scroll|All \d+ conversations?)$/,
  )
})

test('the runway meets the trial’s end: which comes first, and what happens then', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  const runway = page.getByRole('region', { name: 'Runway' })
  const headline = (await runway.locator('p', { hasText: /^about \d+ days?/ }).textContent()) ?? ''
  const lasts = Number(/about (\d+) days?/.exec(headline)?.[1] ?? Number.NaN)
  expect(lasts).toBeGreaterThan(1)

  // A trial that ends tomorrow, before the credits do.
  expect(await mockControl(page, 'trial', { days_left: 1 })).toBe(200)
  await page.reload()
  await settled(page)
  // The day the API now says (a repeat visit may paint the last one first, then the new answer).
  const { trial_ends_at: trialEndsAt } = await apiGet(page, '/wallet', walletSchema)
  // The day in the page's time zone, not this process's: near midnight UTC the two differ.
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const ends = formatDate(trialEndsAt ?? '', { month: 'short', day: 'numeric', timeZone }, 'en-US')
  await expect(runway).toContainText(
    `The trial ends first, on ${ends}: from then every API call is refused until the workspace is on a plan, whatever credits are left.`,
  )
  // The wallet card's trial and the runway name the same day.
  await expect(page.getByRole('region', { name: 'Wallet' })).toContainText(`ends ${ends}`)
  // The wallet's runway says the same, beside its own trial.
  await page.goto('/wallet')
  await settled(page)
  await expect(page.getByRole('region', { name: 'Runway' })).toContainText(`The trial ends first, on ${ends}:`)
  await page.goto('/')

  // A trial that ends after the credits would: the credits come first.
  expect(await mockControl(page, 'trial', { days_left: lasts + 5 })).toBe(200)
  await page.reload()
  await settled(page)
  await expect(runway).toContainText(/The credits run out before the trial ends on [A-Z][a-z]{2} \d{1,2}: top up/)
})

test('a refunded answer shows its refund, and the conversation’s cost its net beside the charge', async ({ page }) => {
  await page.goto('/wallet')
  await settled(page)
  const [refund] = (await apiGet(page, '/wallet/entries?type=refund&limit=1', walletEntryList)).data
  if (refund?.type !== 'refund') throw new Error('seed: no refund')
  const debit = await apiGet(page, `/wallet/entries/${refund.refund_of}`, walletEntry)
  if (debit.type !== 'debit') throw new Error('a refund of something other than a debit')
  const session = await apiGet(page, `/sessions/${debit.session_id}`, sessionSchema)
  const refunds = (
    await apiGet(page, `/wallet/entries?type=refund&session_id=${debit.session_id}&limit=100`, walletEntryList)
  ).data.flatMap((e) => (e.type === 'refund' ? [e] : []))
  const ofAnswer = refunds.filter((r) => r.refund_of === debit.id).reduce((sum, r) => sum + r.amount, 0)
  const ofConversation = refunds.reduce((sum, r) => sum + r.amount, 0)

  // As the ledger links a debit: to its message, which may lie past the transcript's first page.
  await page.goto(`/sessions/${debit.session_id}#${debit.message_id}`)
  await settled(page)
  const answer = page.locator('article').filter({ hasText: `${formatSignedCredits(ofAnswer)} refunded` })
  await expect(answer).toHaveCount(1)
  await expect(answer).toContainText(`${formatCredits(-debit.amount)} credits`)
  const cost = figure(page.getByRole('region', { name: 'Totals' }), 'Cost')
  await expect(cost).toHaveText(formatCredits(session.cost))
  await expect(cost.locator('xpath=following-sibling::dd[1]')).toHaveText(
    `credits charged · ${formatCredits(ofConversation)} refunded · ${formatCredits(session.cost - ofConversation)} net`,
  )
})

// For looking at, not for every run (e2e/support/shots.ts).
describeShots((name) => {
  test('the overview and a transcript with a refund', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.screenshot({ path: name('overview'), fullPage: true })
    await page.getByRole('region', { name: 'Runway' }).screenshot({ path: name('overview-runway') })
    const [refund] = (await apiGet(page, '/wallet/entries?type=refund&limit=1', walletEntryList)).data
    if (refund?.type !== 'refund') return
    const debit = await apiGet(page, `/wallet/entries/${refund.refund_of}`, walletEntry)
    if (debit.type !== 'debit') return
    await page.goto(`/sessions/${debit.session_id}`)
    await settled(page)
    await expect(page.getByText(/refunded/).first()).toBeVisible()
    await page.screenshot({ path: name('transcript-refund') })
  })
})
