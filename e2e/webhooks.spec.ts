// Webhooks as an integrator uses them, in demo mode with the sandbox receivers and the
// mock's clock: register (secret once), deliveries of a conversation, a failing endpoint's
// retry ladder walked by advancing the clock, a 410 that disables, reactivate and recover,
// resend, rotate, test events, the signature checker, and what read and locked keys see.
import type { Locator, Page } from '@playwright/test'
import { createHmac } from 'node:crypto'
import {
  delivery as deliverySchema,
  productList,
  RETRY_SCHEDULE_MS,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookList,
  type EventType,
} from '../src/api/contract'
import {
  apiRequest,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  keepWorkspaceAlive,
  mockControl,
  serverError,
  stubFetch,
  test,
  waitForDemo,
} from './fixtures'
import { useLanguage } from './support/i18n'
import { idempotencyKeysSent, refuseNext } from './submissions'

const api = (page: Page, method: string, path: string, body?: object) => apiRequest(page, method, path, { body })

/** Opens the app; a second tab keeps the demo workspace (and what the test writes) across page loads. */
async function openApp(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  await keepWorkspaceAlive(page)
}

async function register(page: Page, outcome: string, events: EventType[]) {
  const { status, body } = await api(page, 'POST', '/webhooks', {
    url: `https://${outcome}.sandbox.invalid/e2e`,
    events,
    description: `E2E ${outcome} receiver`,
  })
  expect(status).toBe(201)
  return webhookEndpointWithSecret.parse(body)
}

async function testEvent(page: Page, id: string, type: EventType = 'message.completed') {
  const { status, body } = await api(page, 'POST', `/webhooks/${id}/test`, { event_type: type })
  expect(status).toBe(202)
  return deliverySchema.parse(body)
}

async function converse(page: Page) {
  const { body } = await api(page, 'GET', '/products?status=published&limit=100')
  const chat = productList.parse(body).data.find((p) => p.kind === 'chat_agent')
  if (!chat) throw new Error('no published chat agent')
  expect(await mockControl(page, 'conversations', { product_id: chat.id, messages: 2 })).toBe(201)
}

/** An instant as the browser's datetime-local field shows it: local time, to the minute. */
const localMinute = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  }, ms)

const dateTimeOf = async (element: Locator) =>
  Date.parse((await element.locator('time').getAttribute('datetime')) ?? '')

const log = (page: Page) => page.getByRole('table', { name: /^Deliveries( matching the filters)?$/ })
const ladder = (page: Page) => page.getByRole('list', { name: 'Scheduled attempts' })

test('register an endpoint: URL rules, sandbox receivers, the secret once; a conversation is delivered', async ({
  page,
  clipboard,
}) => {
  await openApp(page, '/webhooks')
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row')).not.toHaveCount(1)
  // The seed has a 410'd endpoint and one disabled by hand.
  await expect(
    page.getByText(/^2 endpoints are disabled: .+ to reactivate them and recover what they missed\.$/),
  ).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  await page.getByRole('link', { name: 'New endpoint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New endpoint' })).toBeVisible()
  await page.getByRole('button', { name: 'Register endpoint' }).click()
  await expect(page.getByText('Enter the URL that should receive the events.')).toBeVisible()
  await expect(page.getByText('Choose at least one event.')).toBeVisible()
  const url = page.getByLabel('URL')
  await url.fill('https://10.1.2.3/hook')
  await page.getByRole('button', { name: 'Register endpoint' }).click()
  await expect(page.getByText(/points to a private, loopback or link-local address/)).toBeVisible()
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  // The first reason given is the one no scheme can fix; the others follow, a sentence each.
  await url.fill('http://10.0.0.5/hook')
  await page.getByRole('button', { name: 'Register endpoint' }).click()
  await expect(
    page.getByText(
      'The URL points to a private, loopback or link-local address. The URL must use https (http is allowed only for localhost and 127.0.0.1).',
    ),
  ).toBeVisible()
  const refused = await api(page, 'POST', '/webhooks', { url: 'http://10.0.0.5/hook', events: ['message.created'] })
  expect(refused.status).toBe(422)
  expect(JSON.stringify(refused.body)).toContain('The URL points to a private, loopback or link-local address and')

  await page.getByRole('button', { name: 'Use ok.sandbox.invalid' }).click()
  await expect(url).toHaveValue('https://ok.sandbox.invalid/webhooks')
  await page.getByLabel('conversation.created').check()
  await page.getByLabel('message.completed').check()
  await page.getByText('Example payload').first().click()
  await expect(page.getByText('"type": "conversation.created"')).toBeVisible()
  await page.getByLabel('Description').fill('E2E CRM sync')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Register endpoint' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
  await expect(page.getByText('you will not see this secret again')).toBeVisible()
  await expect(page.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/)).toBeVisible()
  await expectNoA11yViolations(page)
  // Leaving before the secret was copied asks first: it is never shown again.
  await page.getByRole('link', { name: 'Open the endpoint' }).click()
  const guard = page.getByRole('dialog', { name: 'Leave without copying the secret?' })
  await expect(guard).toBeVisible()
  await guard.getByRole('button', { name: 'Stay and copy it' }).click()
  await expect(guard).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect.poll(clipboard.read).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
  await page.getByRole('link', { name: 'Open the endpoint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'E2E CRM sync' })).toBeVisible()
  await expect(page.getByText(/^whsec_/)).toHaveCount(0)

  await converse(page)
  const rows = log(page).getByRole('row')
  await expect(rows.filter({ hasText: 'conversation.created' }).filter({ hasText: 'Succeeded' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'message.completed' }).filter({ hasText: 'Succeeded' })).toHaveCount(1)
  await expect(log(page).getByText('message.created')).toHaveCount(0)

  // Filtering by event type: kept in the URL, and the log holds only that type.
  const filters = page.getByRole('search', { name: 'Filter deliveries' })
  await filters.getByText('message.completed', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]event=message\.completed(&|$)/)
  await expect(filters.getByRole('checkbox', { name: 'message.completed' })).toBeChecked()
  await expect(rows.filter({ hasText: 'conversation.created' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'message.completed' })).toHaveCount(1)

  // Nothing failed: the log says no delivery matches, and Clear filters brings every one back.
  await filters.getByText('Failed', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]status=failed(&|$)/)
  await expect(page.getByText('No deliveries match these filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/status=|event=/)
  await expect(filters.getByRole('checkbox', { name: 'message.completed' })).not.toBeChecked()
  await expect(rows.filter({ hasText: 'conversation.created' })).toHaveCount(1)
})

test('a lost create is resent under its Idempotency-Key; a refused edit shows its URL error and the rest together', async ({
  page,
}) => {
  await page.goto('/webhooks/new')
  await waitForDemo(page)
  const keys = idempotencyKeysSent(page, /^\/v1\/webhooks$/)
  // The create reaches the API; its answer is lost on the way back.
  await stubFetch(page, { method: 'POST', path: '^/v1/webhooks$', answer: 'lose' })
  const url = 'https://ok.sandbox.invalid/lost-answer'
  await page.getByLabel('URL').fill(url)
  await page.getByLabel('conversation.created').check()
  await page.getByRole('button', { name: 'Register endpoint' }).click()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('The API could not be reached')
  await expect(alert).toBeFocused()
  await expect(page.getByLabel('URL')).toHaveValue(url)
  await expect(page.getByLabel('conversation.created')).toBeChecked()

  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
  expect(keys).toEqual([expect.any(String), keys[0]])
  const { body } = await api(page, 'GET', '/webhooks?limit=100')
  expect(webhookList.parse(body).data.filter((w) => w.url === url)).toHaveLength(1)

  await page.getByRole('link', { name: 'Open the endpoint' }).click()
  await page
    .getByRole('dialog', { name: 'Leave without copying the secret?' })
    .getByRole('button', { name: 'Leave without it' })
    .click()
  const form = page.getByRole('form', { name: 'Edit endpoint' })
  await expect(form).toBeVisible()
  await refuseNext(page, 'PATCH', '^/v1/webhooks/[^/]+$', 'validation_failed', [
    { pointer: '#/url', code: 'url_not_allowed', detail: 'The URL points to a private address.' },
    { pointer: '#/labels', code: 'unknown_field', detail: 'Labels are not accepted here.' },
  ])
  const urlField = form.getByLabel('URL')
  await urlField.fill('https://ok.sandbox.invalid/edited')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(urlField).toHaveAttribute('aria-invalid', 'true')
  await expect(urlField).toBeFocused()
  await expect(form.getByText('The URL points to a private address.')).toBeVisible()
  await expect(form.getByRole('list', { name: 'Other problems' })).toHaveText('Labels are not accepted here.')
  await expect(urlField).toHaveValue('https://ok.sandbox.invalid/edited')
})

test('a failing endpoint walks its retry ladder as the clock moves; a resend comes on top', async ({ page }) => {
  await openApp(page)
  const endpoint = await register(page, 'fail', ['message.completed'])
  const sent = await testEvent(page, endpoint.id)
  expect(sent.status).toBe('pending')
  await page.goto(`/webhooks/${endpoint.id}/deliveries/${sent.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'message.completed' })).toBeVisible()

  const slots = ladder(page).getByRole('listitem')
  await expect(slots).toHaveCount(6)
  await expect(slots.nth(0)).toContainText('Failed: 500')
  await expect(slots.nth(1)).toContainText('+5 s')
  await expect(page.getByText('The sandbox receiver always fails.').first()).toBeVisible()
  /** Slot `k` is next: it is due its step (±10 % jitter) after the attempt in slot `k - 1` finished. */
  const expectDueOnSchedule = async (k: number) => {
    const gap = (await dateTimeOf(slots.nth(k))) - (await dateTimeOf(slots.nth(k - 1)))
    const step = RETRY_SCHEDULE_MS[k - 1] ?? Number.NaN
    expect(gap).toBeGreaterThanOrEqual(step * 0.9)
    expect(gap).toBeLessThanOrEqual(step * 1.1 + 1_000)
  }

  // Each step moves the mock's clock past the next retry (the first may already have run
  // in real time); the retry runs at its time and the page refreshes by itself.
  const steps = [6_000, 330_000, 1_980_000, 7_920_000]
  for (const [i, ms] of steps.entries()) {
    expect(await mockControl(page, 'clock', { advance_ms: ms })).toBe(200)
    await expect(slots.nth(i + 1)).toContainText('Failed: 500')
    await expect(slots.nth(i + 2)).toContainText('Next')
    await expect(page.getByText(new RegExp(`^${i + 2} of 6 made; the next is due`))).toBeVisible()
    await expectDueOnSchedule(i + 2)
  }
  await expect(page.getByText(/5 of 6 made; the next is due .+, and 0 more are possible after it/)).toBeVisible()
  const due = await dateTimeOf(slots.nth(5))

  // The log's row says the same: the last response and when the next retry comes.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'E2E fail receiver' }).click()
  const row = log(page).getByRole('row').filter({ hasText: sent.id })
  await expect(row.getByRole('cell').nth(3)).toHaveText('5')
  await expect(row.getByRole('cell').nth(4)).toHaveText('500')
  expect(await dateTimeOf(row.getByRole('cell').nth(5))).toBe(due)
  await row.getByRole('link', { name: 'message.completed' }).click()
  await expect(page.getByText(/^5 of 6 made/)).toBeVisible()
  expect(await mockControl(page, 'clock', { advance_ms: 19_800_000 })).toBe(200)
  await expect(page.getByText('All six scheduled attempts failed.')).toBeVisible()
  await expect(slots.filter({ hasText: 'Failed: 500' })).toHaveCount(6)
  await expect(page.getByRole('heading', { name: '6 attempts' })).toBeVisible()
  await expectNoA11yViolationsInBothThemes(page)

  await page.getByRole('button', { name: 'Resend' }).click()
  await expect(page.getByRole('heading', { name: '7 attempts' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Manual resends' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Attempt 7', exact: true }).locator('..')).toContainText(
    'Manual resend',
  )
})

test('a 410 disables the endpoint; reactivate, recover what was skipped, rotate and test', async ({
  page,
  clipboard,
}) => {
  await openApp(page)
  const endpoint = await register(page, 'gone', ['conversation.created'])
  const gone = await testEvent(page, endpoint.id, 'conversation.created')
  const after = webhookEndpoint.parse((await api(page, 'GET', `/webhooks/${endpoint.id}`)).body)
  expect(after).toMatchObject({ status: 'disabled', disabled_reason: 'gone' })
  // Meanwhile a conversation happens: its event is skipped, not sent.
  await converse(page)

  await page.goto(`/webhooks/${endpoint.id}?status=skipped`)
  await expect(page.getByText('Disabled: the receiver answered 410 Gone')).toBeVisible()
  await expect(log(page).getByRole('row').filter({ hasText: 'Skipped' })).toHaveCount(1)
  await expect(page.getByRole('checkbox', { name: 'Skipped' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled()

  // The receiver moved: point the endpoint at one that answers, then reactivate.
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveAccessibleDescription(/^Nothing to save yet/)
  await page.getByLabel('URL').fill('https://ok.sandbox.invalid/moved')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('https://ok.sandbox.invalid/moved').first()).toBeVisible()

  await page.getByRole('button', { name: 'Reactivate', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reactivate this endpoint?' })
  await expect(dialog).toContainText('were skipped')
  await expect(dialog).toContainText('replays none of them by itself')
  await expect(dialog.getByRole('checkbox', { name: 'Also recover failed and skipped deliveries' })).toBeChecked()
  // By default it starts at the delivery the 410 answered, created a moment before the endpoint was disabled.
  const since = dialog.getByLabel('Since')
  await expect(since).toHaveValue(await localMinute(page, Date.parse(gone.created_at)))
  await expectNoA11yViolations(page)
  await since.fill(await localMinute(page, Date.parse(gone.created_at) - 60_000))
  // The endpoint comes back but the recovery fails once: the dialog becomes the recovery, with the error.
  await stubFetch(page, { method: 'POST', path: '/recover$', answer: serverError })
  await dialog.getByRole('button', { name: 'Reactivate and recover' }).click()
  const retry = page.getByRole('dialog', { name: 'Recover what it missed' })
  await expect(retry).toContainText('The endpoint is active again')
  await expect(retry).toContainText('A fault injected by the test.')
  await expect(page.getByText(/^Disabled/)).toHaveCount(0)
  // The count comes before the click, and matches what the toast reports after it.
  await expect(retry.getByRole('status')).toHaveText(
    '2 deliveries will be sent again. Each starts a new run of up to 6 attempts, as a new delivery does; deliveries that succeeded or are pending are left alone.',
  )
  await retry.getByRole('button', { name: 'Recover deliveries' }).click()
  await expect(page.getByText(/2 deliveries since .+ sent again/)).toBeVisible()
  await expect(page.getByText(/^Disabled/)).toHaveCount(0)
  await page.getByRole('search', { name: 'Filter deliveries' }).getByText('Skipped', { exact: true }).click()
  await expect(page).not.toHaveURL(/status=/)
  // The 410'd test event and the skipped conversation both went out again and succeeded.
  await expect(log(page).getByRole('row').filter({ hasText: 'Succeeded' })).toHaveCount(2)

  await page.getByRole('button', { name: 'Rotate secret' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click()
  await expect(page.getByRole('heading', { name: 'New signing secret' })).toBeVisible()
  await expect(page.getByText(/keeps signing alongside it until .+ \(24 hours\)/)).toBeVisible()
  await expect(page.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/)).toBeVisible()
  // Copied, so leaving the page later does not ask about it.
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect.poll(clipboard.read).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)

  await page.getByLabel('Test event type').selectOption('message.created')
  await page.getByRole('button', { name: 'Send test event' }).click()
  await expect(page.getByText('Test message.created sent')).toBeVisible()
  await expect(page.getByText('The receiver answered 200. It is at the top of the delivery log.')).toBeVisible()
  await expect(log(page).getByRole('row').nth(1)).toContainText('message.created')
  await expect(log(page).getByRole('row').nth(1)).toContainText('Succeeded')

  // On an active endpoint: recover (nothing failed since a day ago), disable, then delete after confirming.
  await page.getByRole('button', { name: 'Recover deliveries' }).click()
  const recoverDialog = page.getByRole('dialog', { name: 'Recover failed and skipped deliveries' })
  await expect(recoverDialog.getByRole('status')).toHaveText(
    'Nothing failed or was skipped since then: there is nothing to send again.',
  )
  // One count and one rule: no "once each" beside "up to six attempts".
  await expect(recoverDialog).not.toContainText('once')
  await recoverDialog.getByRole('button', { name: 'Recover deliveries' }).click()
  await expect(page.getByText('Nothing to recover')).toBeVisible()
  await page.getByRole('button', { name: 'Disable', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Disable this endpoint?' })
    .getByRole('button', { name: 'Disable endpoint' })
    .click()
  await expect(page.getByText('Disabled: disabled by hand')).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this endpoint?' })
  await expect(confirmDelete).toContainText('https://ok.sandbox.invalid/moved')
  await expect(confirmDelete).toContainText('This cannot be undone.')
  await confirmDelete.getByRole('button', { name: 'Delete endpoint' }).click()
  await expect(page).toHaveURL(/\/webhooks$/)
  await expect(page.getByText('Endpoint deleted')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByText('E2E gone receiver')).toHaveCount(0)
})

test('the signature checker accepts a real delivery and rejects a changed body', async ({ page }) => {
  await openApp(page)
  const endpoint = await register(page, 'ok', ['message.completed'])
  const sent = await testEvent(page, endpoint.id)
  await page.goto(`/webhooks/${endpoint.id}/deliveries/${sent.id}`)
  await page.getByRole('link', { name: 'Check this delivery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check a webhook signature' })).toBeVisible()
  await expect(page.getByText(`Filled in from delivery ${sent.id}, attempt 1`)).toBeVisible()
  await expect(page.getByLabel('Raw body', { exact: true })).toHaveValue(sent.body)

  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByText('Paste the endpoint’s signing secret (whsec_…).')).toBeVisible()
  await page.getByLabel('Signing secret').fill(endpoint.secret)
  // Nothing leaves the browser: not one request while the check runs.
  const requests: string[] = []
  const record = (r: { url: () => string }) => requests.push(r.url())
  page.on('request', record)
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Signature verified' })).toBeAttached()
  page.off('request', record)
  expect(requests).toEqual([])
  const standard = page.getByRole('region', { name: 'Standard Webhooks result' })
  await expect(standard.getByText('Matches')).toBeVisible()
  await expect(page.getByRole('region', { name: 'X-Webhook-Signature-256 result' }).getByText('Matches')).toBeVisible()
  const id = sent.attempts[0]?.request_headers['webhook-id'] ?? ''
  const ts = sent.attempts[0]?.request_headers['webhook-timestamp'] ?? ''
  await expect(standard.getByRole('figure', { name: 'Signed string (id.timestamp.body)' }).locator('pre')).toHaveText(
    `${id}.${ts}.${sent.body}`,
  )
  await expectNoA11yViolationsInBothThemes(page)

  await page.getByLabel('Raw body', { exact: true }).fill(sent.body.replace('"message.completed"', '"message.created"'))
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('heading', { name: 'Signature does not match' })).toBeVisible()
  await expect(page.getByText('Does not match', { exact: true })).toHaveCount(2)

  await page.getByRole('tab', { name: 'Standard Webhooks' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Standard Webhooks' })).toContainText('verifyStandardWebhook')
})

test('the endpoint list: a page past the end leads back to the first; Clear filters keeps the page size', async ({
  page,
}) => {
  await openApp(page, '/webhooks')
  const all = webhookList.parse((await api(page, 'GET', '/webhooks?limit=100')).body).data
  const oldest = all.at(-1)
  if (!oldest || all.length < 3) throw new Error('the seed has fewer than 3 endpoints')
  const rows = page.getByRole('table', { name: /^Webhook endpoints/ }).locator('tbody tr')

  // A link that outlived its page: past the oldest endpoint there is nothing.
  await page.goto(`/webhooks?after=${oldest.id}&limit=2`)
  await expect(page.getByText('Nothing on this page')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the first page' }).click()
  await expect(page).toHaveURL(/\/webhooks\?limit=2$/)
  await expect(rows).toHaveCount(2)

  // With every endpoint active again, the Disabled filter matches none.
  for (const w of all.filter((e) => e.status === 'disabled'))
    expect((await api(page, 'POST', `/webhooks/${w.id}/reactivate`)).status).toBe(200)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/after=/)
  await page.getByLabel('Status').selectOption('disabled')
  // A filter starts over at the first page, at the same size.
  await expect(page).toHaveURL(
    (url) => url.search === '?limit=2&status=disabled' || url.search === '?status=disabled&limit=2',
  )
  await expect(page.getByText('No disabled endpoints')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/webhooks\?limit=2$/)
  await expect(rows).toHaveCount(2)
  await expect(page.getByLabel('Status')).toHaveValue('')
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })
  test('sees endpoints and deliveries with every write disabled', async ({ page }) => {
    const readOnly = /^This key can only read\./
    const expectRefused = async (name: string) => {
      const button = page.getByRole('button', { name, exact: true })
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(readOnly)
    }
    await openApp(page, '/webhooks')
    await expect(page.getByRole('button', { name: 'New endpoint' })).toBeDisabled()
    const endpoints = webhookList.parse((await api(page, 'GET', '/webhooks?limit=100')).body).data
    const busiest = endpoints.find((w) => w.url.endsWith('/webhooks/agent-console'))
    const disabled = endpoints.find((w) => w.status === 'disabled')
    if (!busiest || !disabled) throw new Error('the seed changed')
    await page
      .getByRole('table', { name: 'Webhook endpoints' })
      .getByRole('link', { name: busiest.description || busiest.url })
      .click()
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible()
    for (const name of ['Rotate secret', 'Delete', 'Save changes', 'Send test event', 'Recover deliveries', 'Disable'])
      await expectRefused(name)
    await expect(page.getByLabel('URL')).toHaveAttribute('readonly', '')
    await expectNoA11yViolationsInBothThemes(page)

    // Cursor paging through the log, kept in the URL.
    const firstRow = log(page).getByRole('row').nth(1)
    const top = (await firstRow.textContent()) ?? ''
    const pager = page.getByRole('navigation', { name: 'Delivery pages' })
    await pager.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/[?&]after=dlv_/)
    await expect(firstRow).not.toHaveText(top)
    await pager.getByRole('button', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/[?&]before=dlv_/)
    await expect(firstRow).toHaveText(top)

    // Before the newest delivery there is nothing: the log says so and leads back to the first page.
    const newest = (await firstRow.getByRole('link').getAttribute('href'))?.split('/').at(-1) ?? ''
    expect(newest).toMatch(/^dlv_/)
    await page.goto(`/webhooks/${busiest.id}?before=${newest}`)
    await expect(page.getByText('Nothing on this page')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Back to the first page' }).click()
    await expect(page).not.toHaveURL(/before=/)
    await expect(firstRow).toHaveText(top)

    await log(page).getByRole('row').nth(1).getByRole('link').click()
    await expect(page.getByRole('heading', { name: 'Retry ladder' })).toBeVisible()
    await expectRefused('Resend')

    await page.goto(`/webhooks/${disabled.id}`)
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible()
    await expectRefused('Reactivate')
    await expect(page.getByRole('button', { name: 'Reactivate…' })).toHaveAccessibleDescription(readOnly)
  })
})

test.describe('a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })
  test('never sees webhooks', async ({ page }) => {
    await openApp(page, '/webhooks')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Webhooks are not available with this key' }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' })).toHaveCount(0)
  })

  test('meets the same notice on every webhook deep link', async ({ page }) => {
    const notice = page.getByRole('heading', { level: 1, name: 'Webhooks are not available with this key' })
    for (const path of [
      '/webhooks/new',
      '/webhooks/verify-signature',
      '/webhooks/wh_0123456789abcdef',
      '/webhooks/wh_0123456789abcdef/deliveries/dlv_0123456789abcdef',
    ]) {
      await page.goto(path)
      await expect(notice).toBeVisible()
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(0)
    }
  })
})

test('a rotation: the dialog says what each header carries, and X-Webhook-Signature-256 keeps the old secret for 24 hours', async ({
  page,
}) => {
  await openApp(page)
  const endpoint = await register(page, 'ok', ['message.completed'])
  await page.goto(`/webhooks/${endpoint.id}`)
  await page.getByRole('button', { name: 'Rotate secret' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' })
  await expect(dialog.getByRole('listitem').filter({ hasText: /^webhook-signature/ })).toContainText(
    'carries both signatures for 24 hours',
  )
  await expect(dialog.getByRole('listitem').filter({ hasText: /^X-Webhook-Signature-256/ })).toContainText(
    'the current secret’s for 24 hours, then only the new one’s',
  )
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Rotate secret' }).click()
  const fresh = (await page.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/).textContent()) ?? ''
  expect(fresh).not.toBe(endpoint.secret)

  const hmac = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  const during = await testEvent(page, endpoint.id)
  const header = during.attempts[0]?.request_headers['x-webhook-signature-256']
  expect(header).toBe(hmac(endpoint.secret, during.body))
  expect(during.attempts[0]?.request_headers['webhook-signature']?.split(' ')).toHaveLength(2)

  // The checker, given the new secret, says why the header does not match it yet.
  await page.goto(`/webhooks/${endpoint.id}/deliveries/${during.id}`)
  await page.getByRole('link', { name: 'Check this delivery' }).click()
  await page.getByLabel('Signing secret').fill(fresh)
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('region', { name: 'Standard Webhooks result' }).getByText('Matches')).toBeVisible()
  const github = page.getByRole('region', { name: 'X-Webhook-Signature-256 result' })
  await expect(github.getByText('Does not match')).toBeVisible()
  await expect(github).toContainText('stays keyed with the previous secret until the overlap ends')
  await page.getByLabel('Signing secret').fill(endpoint.secret)
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible()

  // After the overlap only the new secret signs, in both headers.
  expect(await mockControl(page, 'clock', { advance_ms: 86_400_000 })).toBe(200)
  const after = await testEvent(page, endpoint.id)
  expect(after.attempts[0]?.request_headers['x-webhook-signature-256']).toBe(hmac(fresh, after.body))
  expect(after.attempts[0]?.request_headers['webhook-signature']?.split(' ')).toHaveLength(1)
})

test('a failed test event is reported in one sentence each, with one full stop', async ({ page }) => {
  await openApp(page)
  const endpoint = await register(page, 'fail', ['message.completed'])
  await page.goto(`/webhooks/${endpoint.id}`)
  await page.getByRole('button', { name: 'Send test event' }).click()
  await expect(page.getByText('The receiver answered 500. It is at the top of the delivery log.')).toBeVisible()
  await expect(page.getByText(/\.\. /)).toHaveCount(0)
})

test('in Arabic the endpoints read right to left, their URLs and events left to right', async ({ page }) => {
  await useLanguage(page, 'ar', 'ar-EG')
  await page.goto('/webhooks')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('خطافات الويب')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const table = page.getByRole('table', { name: 'نقاط نهاية خطافات الويب' })
  await expect(table.getByRole('columnheader', { name: 'نقطة النهاية' })).toBeVisible()
  // Data stays as written and in its own direction inside the mirrored page.
  const event = table.locator('bdi[dir="ltr"]').first()
  await expect(event).toHaveText(/^(conversation|message)\./)
  await expect(event.locator('xpath=ancestor::*[@translate="no"][1]')).toHaveCount(1)
})
