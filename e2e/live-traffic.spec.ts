// Demo mode feels live: with live traffic on, a new conversation, a webhook delivery and
// a debit show up on their open screens in two tabs, with no reload; and with the panel's
// clock speed up, a failing delivery walks its whole retry ladder on screen in seconds.
import type { Page } from '@playwright/test'
import { z } from 'zod/mini'
import { webhookEndpointWithSecret, delivery as deliverySchema } from '../src/api/contract'
import { expect, keepWorkspaceAlive, openDemoPanel, test, waitForDemo } from './fixtures'

const ids = z.object({ data: z.array(z.object({ id: z.string() })) })

async function api(page: Page, method: string, path: string, body?: object): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'X-Api-Key': 'ak_test_write' }
      if (body) headers['Content-Type'] = 'application/json'
      const res = await fetch(`/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
      return (await res.json()) as unknown
    },
    { method, path, body },
  )
}

const newest = async (page: Page, path: string) => ids.parse(await api(page, 'GET', path)).data[0]?.id ?? null

async function register(page: Page, outcome: 'ok' | 'fail', events: string[]) {
  return webhookEndpointWithSecret.parse(
    await api(page, 'POST', '/webhooks', {
      url: `https://${outcome}.sandbox.invalid/live`,
      events,
      description: `Live ${outcome} receiver`,
    }),
  )
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
}

const linkTo = (page: Page, href: string) => page.getByRole('main').locator(`a[href$="${href}"]`)

test('live traffic: a conversation, a delivery and a debit appear in two open tabs, no reload', async ({ page }) => {
  test.setTimeout(60_000)
  await open(page, '/sessions')
  await expect(page.getByRole('table', { name: /^Conversations/ })).toBeVisible()
  const endpoint = await register(page, 'ok', ['conversation.created'])
  const before = {
    session: await newest(page, '/sessions?limit=1'),
    debit: await newest(page, '/wallet/entries?limit=1&type=debit'),
  }

  const other = await page.context().newPage()
  await open(other, '/wallet')
  await expect(other.getByRole('table', { name: /^Ledger entries/ })).toBeVisible()
  await page.bringToFront()

  const panel = await openDemoPanel(page)
  const traffic = panel.getByRole('region', { name: 'Live traffic' })
  await traffic.getByLabel('Pace').selectOption({ label: 'One a second' })
  await traffic.getByRole('switch', { name: 'Live traffic' }).click()
  await expect(traffic.getByRole('switch', { name: 'Live traffic' })).toBeChecked()
  await panel.getByRole('button', { name: 'Close' }).click()

  // The API says what is new; each open screen must show it by itself.
  await expect.poll(() => newest(page, '/sessions?limit=1'), { timeout: 15_000 }).not.toBe(before.session)
  const session = await newest(page, '/sessions?limit=1')
  await expect(linkTo(page, `/sessions/${session}`).first()).toBeVisible()

  await expect
    .poll(() => newest(other, '/wallet/entries?limit=1&type=debit'), { timeout: 15_000 })
    .not.toBe(before.debit)
  const debit = await newest(other, '/wallet/entries?limit=1&type=debit')
  await expect(linkTo(other, `/wallet/entries/${debit}`).first()).toBeVisible()

  // The second tab moves to the endpoint (in-app, no reload) and sees deliveries arrive there too.
  await other.bringToFront()
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click()
  await other
    .getByRole('link', { name: endpoint.description ?? 'Live ok receiver' })
    .first()
    .click()
  await expect(other.getByRole('heading', { level: 1, name: 'Live ok receiver' })).toBeVisible()
  const seen = await newest(other, `/webhooks/${endpoint.id}/deliveries?limit=1`)
  await expect
    .poll(() => newest(other, `/webhooks/${endpoint.id}/deliveries?limit=1`), { timeout: 15_000 })
    .not.toBe(seen)
  const delivered = await newest(other, `/webhooks/${endpoint.id}/deliveries?limit=1`)
  await expect(linkTo(other, `/deliveries/${delivered}`).first()).toBeVisible()
  // And the first tab's list kept up meanwhile.
  const latest = await newest(page, '/sessions?limit=1')
  await expect(linkTo(page, `/sessions/${latest}`).first()).toBeVisible()
})

test('with the clock sped up in the panel, a failing delivery walks its retry ladder on screen', async ({ page }) => {
  test.setTimeout(60_000)
  await open(page, '/')
  await keepWorkspaceAlive(page)

  const panel = await openDemoPanel(page)
  const clock = panel.getByRole('region', { name: 'Clock' })
  await clock.getByLabel('Speed').selectOption({ label: '3,600×: an hour a second' })
  await expect(clock.getByLabel('Speed')).toHaveAccessibleDescription(/five-hour retry comes after 5 seconds/)
  await panel.getByRole('button', { name: 'Close' }).click()

  const endpoint = await register(page, 'fail', ['message.completed'])
  const sent = deliverySchema.parse(
    await api(page, 'POST', `/webhooks/${endpoint.id}/test`, { event_type: 'message.completed' }),
  )
  await page.goto(`/webhooks/${endpoint.id}/deliveries/${sent.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'message.completed' })).toBeVisible()

  // About 7½ real seconds for the 5 s, 5 min, 30 min, 2 h and 5 h steps: the later ones are seen one by one.
  const slots = page.getByRole('list', { name: 'Scheduled attempts' }).getByRole('listitem')
  await expect(slots).toHaveCount(6)
  await expect(page.getByText(/^5 of 6 made; the next is due/)).toBeVisible({ timeout: 10_000 })
  await expect(slots.nth(5)).toContainText('Next')
  await expect(page.getByText('All six scheduled attempts failed.')).toBeVisible({ timeout: 15_000 })
  await expect(slots.filter({ hasText: 'Failed: 500' })).toHaveCount(6)
  await expect(page.getByRole('heading', { name: '6 attempts' })).toBeVisible()
})
