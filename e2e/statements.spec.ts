// Monthly statements as finance closes a month: the list against the API's summary of each
// month, a month's page with its sections, the CSV read back by parsing, the ledger filtered
// to the month and back, axe in both themes; then the printed statement rendered with
// page.pdf() and read back as text (pdftotext) for every figure.
import { execFileSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { walletEntryList, walletSummary, type WalletEntry, type WalletSummary } from '../src/api/contract'
import { formatCount, formatCredits, formatSignedCredits } from '../src/lib/format'
import { parseCsv } from '../tests/csv-reader'
import { apiGet, expect, expectNoA11yViolationsInBothThemes, test, waitForDemo } from './fixtures'
import { useLanguage } from './support/i18n'

const LOCALE = 'en-US'

const monthOf = (t: number) => new Date(t).toISOString().slice(0, 7)
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return monthOf(Date.UTC(y, m - 2, 1))
}
const rangeOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return { from: new Date(Date.UTC(y, m - 1, 1)).toISOString(), to: new Date(Date.UTC(y, m, 1)).toISOString() }
}
const monthSummary = (page: Page, month: string) => {
  const { from, to } = rangeOf(month)
  return apiGet(page, `/wallet/summary?from=${from}&to=${to}`, walletSummary)
}

/** "-1234.500" credits as integer millicredits, by string arithmetic. */
const milli = (text: string) => {
  const m = /^(-?)(\d+)\.(\d{3})$/.exec(text)
  if (!m) throw new Error(`not a machine amount: ${text}`)
  return (m[1] ? -1 : 1) * (Number(m[2]) * 1000 + Number(m[3]))
}

/** The headline figures, as the screen (en-US) writes them: `fixed` in tables, where decimals line up. */
function headline(s: WalletSummary, fixed: boolean): string[] {
  const o = { locale: LOCALE, fixed }
  return [
    formatCredits(s.opening_balance ?? 0, o),
    formatCredits(s.closing_balance ?? 0, o),
    formatSignedCredits(s.totals.top_up, o),
    formatSignedCredits(s.totals.debit, o),
    formatSignedCredits(s.totals.refund, o),
    formatCount(s.entry_count, LOCALE),
  ]
}

/** Everything else a month's page shows: spend by product and by day, the largest conversations. */
function details(s: WalletSummary): string[] {
  const f = (m: number) => formatCredits(m, { locale: LOCALE })
  return [
    ...s.per_product.map((p) => f(-(p.debit + p.refund))),
    ...s.largest_sessions.flatMap((x) => [x.session_id, formatSignedCredits(x.debit, { locale: LOCALE })]),
    ...s.per_day.map((d) => f(-d.debit || 0)),
  ]
}

test('statements: every month reconciles on the API, a month reads back from its CSV, and leads to the ledger and back', async ({
  page,
}) => {
  await page.goto('/wallet/statements')
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly statements' })).toBeVisible()
  await waitForDemo(page)
  const table = page.getByRole('table', { name: /Monthly statements/ })
  const rows = table.getByRole('row')
  const current = monthOf(Date.now())
  const allTime = await apiGet(page, '/wallet/summary', walletSummary)
  const first = allTime.per_day.find((d) => d.top_up || d.debit || d.refund)?.date.slice(0, 7) ?? current
  const months: string[] = []
  for (let m = current; m >= first; m = previousMonth(m)) months.push(m)
  // A header row, then one row per month, newest first, back to the first entry's month.
  await expect(rows).toHaveCount(months.length + 1)
  await expect(table.getByRole('row', { name: /Reconciles/ })).toHaveCount(months.length)
  for (const [i, month] of months.entries()) {
    const s = await monthSummary(page, month)
    const row = rows.nth(i + 1)
    await expect(row.getByRole('rowheader')).toContainText(
      new Date(`${month}-01T00:00:00Z`).toLocaleDateString(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    )
    if (month === current) await expect(row).toContainText('so far')
    else await expect(row).not.toContainText('so far')
    for (const text of headline(s, true)) await expect(row).toContainText(text)
  }
  await expectNoA11yViolationsInBothThemes(page)

  // The last whole month: its page, its sections, axe in both themes.
  const month = previousMonth(current)
  const s = await monthSummary(page, month)
  await rows.nth(2).getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/wallet/statements/${month}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Statement for')
  const figures = page.getByRole('region', { name: 'Figures' })
  await expect(figures).toContainText('Reconciles')
  for (const text of headline(s, false)) await expect(figures).toContainText(text)
  const byProduct = page.getByRole('table', { name: 'Spend by product, credits' })
  await expect(byProduct.getByRole('row')).toHaveCount(s.per_product.length + 1)
  const largest = page.getByRole('table', { name: 'Largest conversations by cost, credits' })
  const top = s.largest_sessions[0]
  if (!top) throw new Error('the seed has no billed conversation last month')
  await expect(largest.getByRole('link', { name: top.session_id })).toHaveAttribute(
    'href',
    `/sessions/${top.session_id}`,
  )
  const { from, to } = rangeOf(month)
  const refunds = (await apiGet(page, `/wallet/entries?type=refund&from=${from}&to=${to}&limit=100`, walletEntryList))
    .data
  const refundTable = page.getByRole('table', { name: 'Refunds of the month and their debits' })
  if (refunds[0]?.type === 'refund')
    await expect(refundTable.getByRole('row').nth(1)).toContainText(refunds[0].refund_of)
  // The day table behind the chart holds the same figures as the chart's data.
  await page.getByRole('button', { name: 'Show table' }).click()
  const days = page.getByRole('table', { name: 'Spend by day, credits' })
  await expect(days.getByRole('row')).toHaveCount(s.per_day.length + 1)
  await expectNoA11yViolationsInBothThemes(page)

  // The CSV: every entry of the month, then the totals block, read back exactly.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await readFile(await (await download).path(), 'utf8')
  const parsed = parseCsv(file)
  const blank = parsed.findIndex((r) => r.length === 1 && r[0] === '')
  const [, ...entries] = parsed.slice(0, blank)
  const totals: Record<string, string> = Object.fromEntries(
    parsed.slice(blank + 2).map((r) => [r[0] ?? '', r[1] ?? '']),
  )
  expect(totals.month).toBe(month)
  expect(milli(totals.opening_balance_credits ?? '')).toBe(s.opening_balance)
  expect(milli(totals.closing_balance_credits ?? '')).toBe(s.closing_balance)
  expect(Number(totals.entry_count)).toBe(s.entry_count)
  expect(entries).toHaveLength(s.entry_count)
  const sum = (type: WalletEntry['type']) =>
    entries.filter((r) => r[2] === type).reduce((a, r) => a + milli(r[4] ?? ''), 0)
  expect([sum('top_up'), sum('debit'), sum('refund')]).toEqual([s.totals.top_up, s.totals.debit, s.totals.refund])
  expect(milli(totals.debits_credits ?? '')).toBe(s.totals.debit)
  // Oldest first: the last row's balance is the closing balance.
  expect(milli(entries.at(-1)?.[5] ?? '')).toBe(s.closing_balance)

  // To the ledger, filtered to exactly this month, and back.
  await page.getByRole('link', { name: 'This month’s entries in the ledger' }).click()
  await expect(page).toHaveURL(new RegExp(`/wallet\\?month=${month}$`))
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary).toContainText('Reconciles')
  await expect(summary).toContainText(formatCredits(s.closing_balance ?? 0, { locale: LOCALE }))
  await page.getByRole('link', { name: 'Back to the statement' }).click()
  await expect(page).toHaveURL(new RegExp(`/wallet/statements/${month}$`))
})

test('a printed statement is one clean column whose text holds every figure', async ({ page }) => {
  const month = previousMonth(monthOf(Date.now()))
  await page.goto(`/wallet/statements/${month}`)
  await expect(page.getByRole('region', { name: 'Figures' })).toContainText('Reconciles')
  const s = await monthSummary(page, month)
  await expect(page.getByRole('table', { name: 'Refunds of the month and their debits' })).toBeVisible()
  // A toast still up when printing stays off the paper.
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByText(/^Exported the statement with/)).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4', printBackground: false })
  const path = join(tmpdir(), `statement-${month}-${Date.now()}.pdf`)
  await writeFile(path, pdf)
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
  // The sections flow on from the figures: the first page is not left mostly blank.
  const pages = text.split('\f').filter((p) => p.trim())
  expect(pages.length).toBeGreaterThanOrEqual(2)
  expect(pages[0]).toContain('Spend by day')
  expect(text).not.toContain('Exported the statement')
  const flat = text.replace(/\s+/g, ' ')
  expect(flat).toContain('Workspace: Demo workspace')
  expect(flat).toContain('Statement for')
  for (const figure of [...headline(s, false), ...details(s)]) expect(flat, `the PDF shows ${figure}`).toContain(figure)
  // Nothing but the statement: the shell's banners stay off the paper.
  expect(flat).not.toContain('Free trial')
  // No navigation or buttons on paper.
  for (const absent of ['Knowledge bases', 'Print or save as PDF', 'Export CSV', 'Show table'])
    expect(flat).not.toContain(absent)
})

test('in German the printed statement is in German, and its CSV is the same machine format', async ({ page }) => {
  await useLanguage(page, 'de', 'de-DE')
  const month = previousMonth(monthOf(Date.now()))
  await page.goto(`/wallet/statements/${month}`)
  await expect(page.getByRole('region', { name: 'Zahlen' })).toContainText('Geht auf')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV exportieren' }).click()
  const rows = parseCsv(await readFile(await (await download).path(), 'utf8'))
  const totals = rows.slice(rows.findIndex((r) => r[0] === 'statement'))
  expect(totals.map((r) => r[0])).toEqual([
    'statement',
    'month',
    'from',
    'to',
    'complete',
    'opening_balance_credits',
    'top_ups_credits',
    'debits_credits',
    'refunds_credits',
    'closing_balance_credits',
    'entry_count',
  ])
  expect(totals[1]?.[1]).toBe(month)
  for (const row of totals.filter((r) => r[0]?.endsWith('_credits'))) expect(row[1]).toMatch(/^-?\d+\.\d{3}$/)

  await page.emulateMedia({ media: 'print' })
  const path = join(tmpdir(), `statement-de-${month}-${Date.now()}.pdf`)
  await writeFile(path, await page.pdf({ format: 'A4', printBackground: false }))
  const flat = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  expect(flat).toContain('Agent Console · Kontoauszug')
  expect(flat).toContain('Workspace: Demo-Workspace')
  expect(flat).toContain('Abrechnung für')
  expect(flat).toContain('Ausgaben pro Tag')
  expect(flat).not.toContain('Statement for')
  // The shell stays off the paper in every language: no navigation.
  expect(flat).not.toContain('Einstellungen')
})
