// Screenshots of conversations and transcripts: the list (plain, filtered in a non-Latin
// script, for a locked key), the CSV export (and while it runs), a transcript, find in the
// 5,000-message one, the hostile one (and find in it), the Hebrew one (and find in it) and an Arabic one.
import { expect, type Page } from '@playwright/test'
import { HEBREW_CONTACT, HEBREW_MARKER } from '../../mocks/seed/hebrew'
import { heading, noneBusy, type Screen } from './screen'

const conversations = heading('Conversations')

async function openFirstRow(page: Page, filter?: string, first?: string): Promise<void> {
  if (filter) {
    await page.getByLabel('Search messages and contacts').fill(filter)
    await page.getByLabel('Search messages and contacts').press('Enter')
    await expect(page).toHaveURL(/q=/)
    await noneBusy(page)
  }
  // The previous rows stay on screen (dimmed) while the filtered ones load.
  if (first) await expect(page.getByRole('table').getByRole('link').first()).toContainText(first)
  // A click as the filtered rows replace the dimmed ones can land on a row being swapped out: click again.
  await expect(async () => {
    if (/\/sessions\/sess_/.test(page.url()) === false) await page.getByRole('table').getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^Conversation with/ })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('article').first()).toBeVisible()
  await noneBusy(page)
}

/** The id of the first conversation, newest first, with this many messages (from the API, as the page's key). */
async function sessionWith(page: Page, messages: number): Promise<string> {
  const id = await page.evaluate(async (count) => {
    let after = ''
    for (;;) {
      const res = await fetch(`/v1/sessions?limit=100${after ? `&starting_after=${after}` : ''}`, {
        headers: { 'X-Api-Key': 'ak_test_write' },
      })
      const page = (await res.json()) as { data: { id: string; message_count: number }[]; has_more: boolean }
      const found = page.data.find((s) => s.message_count === count)
      if (found) return found.id
      const last = page.data.at(-1)
      if (!page.has_more || !last) return null
      after = last.id
    }
  }, messages)
  if (!id) throw new Error(`no conversation of ${messages} messages`)
  return id
}

export const SCREENS_SESSIONS: Screen[] = [
  { name: 'sessions', path: '/sessions', ready: conversations },
  { name: 'sessions-filtered', path: '/sessions?period=last_30_days&contact=with&q=注文', ready: conversations },
  { name: 'sessions-locked-key', path: '/sessions', demoKey: 'ak_test_locked', ready: conversations },
  { name: 'sessions-export', path: '/sessions?contact=with', ready: conversations, act: async (page) => {
      await page.getByRole('button', { name: 'Export CSV' }).click()
      await expect(page.getByRole('dialog', { name: 'Export conversations as CSV' })).toBeVisible()
    },
  },
  {
    name: 'sessions-export-running',
    path: '/sessions',
    ready: conversations,
    async act(page) {
      // A slow API, so the running count is on screen when the picture is taken.
      await page.evaluate(() =>
        fetch('/_mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"latency_ms":1500}' }),
      )
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Export conversations as CSV' })
      await dialog.getByRole('button', { name: 'Export CSV' }).click()
      await expect(dialog).toContainText('100 conversations so far')
    },
  },
  { name: 'transcript', path: '/sessions?contact=with', ready: conversations, act: (page) => openFirstRow(page) },
  {
    name: 'transcript-find',
    path: '/sessions',
    ready: conversations,
    async act(page) {
      await page.goto(`/sessions/${await sessionWith(page, 5_000)}`)
      await expect(page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('article').first()).toBeVisible()
      await page.getByLabel('Find in transcript').fill('webhook')
      await expect(page.getByText(/^1 of \d/)).toBeVisible()
    },
  },
  {
    name: 'transcript-hostile',
    path: '/sessions',
    ready: conversations,
    act: (page) => openFirstRow(page, 'Security test conversation', 'Mallory'),
  },
  {
    name: 'transcript-hebrew',
    path: '/sessions',
    ready: conversations,
    act: (page) => openFirstRow(page, HEBREW_MARKER, HEBREW_CONTACT.name),
  },
  {
    name: 'transcript-hebrew-find',
    path: '/sessions',
    ready: conversations,
    async act(page) {
      await openFirstRow(page, HEBREW_MARKER, HEBREW_CONTACT.name)
      await page.getByLabel('Find in transcript').fill('תודה')
      await expect(page.getByText(/^1 of \d+ matches$/)).toBeVisible()
    },
  },
  { name: 'transcript-arabic', path: '/sessions', ready: conversations, act: (page) => openFirstRow(page, 'المنتج') },
  {
    name: 'transcript-hostile-find',
    path: '/sessions',
    ready: conversations,
    async act(page) {
      await openFirstRow(page, 'Security test conversation', 'Mallory')
      // Hits inside attacks shown as text are marked like any other.
      await page.getByLabel('Find in transcript').fill('alert(')
      await expect(page.getByText(/^1 of \d+ matches$/)).toBeVisible()
      await page.getByLabel('Find in transcript').press('Enter')
      await expect(page.getByText(/^2 of \d+ matches$/)).toBeVisible()
    },
  },
]
