// Webhooks as an integrator uses them, in demo mode with the sandbox receivers and the
// mock's clock: register (secret once), deliveries of a conversation, a failing endpoint's
// retry ladder walked by advancing the clock, a 410 that disables, reactivate and recover,
// resend, rotate, test events, the signature checker, and what read and locked keys see.
import type { Page } from '@playwright/test'
import {
  delivery as deliverySchema,
  productList,
  webhookEndpoint,
  webhookEndpointWithSecret,
  type EventType,
} from '../src/api/contract'
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  keepWorkspaceAlive,
  mockControl,
  test,
  waitForDemo,
} from './fixtures'

const KEY = 'ak_test_write'

async function api(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, key, body }) => {
      const headers: Record<string, string> = { 'X-Api-Key': key }
      if (body) headers['Content-Type'] = 'application/json'
      const res = await fetch(`/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
      return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) }
    },
    { method, path, key: KEY, body },
  )
}

/** Opens the app; a second tab keeps the demo workspace (and what the test writes) across page loads. */
async function openApp(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  await keepWorkspaceAlive(page)
  // The keeper tab came to the front; a background tab's transitions never finish (axe waits for them).
  await page.bringToFront()
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

const log = (page: Page) => page.getByRole('table', { name: /^Deliveries( matching the filters)?$/ })
const ladder = (page: Page) => page.getByRole('list', { name: 'Scheduled attempts' })

test('register an endpoint: URL rules, sandbox receivers, the secret once; a conversation is delivered', async ({
  page,
}) => {
  await openApp(page, '/webhooks')
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row')).not.toHaveCount(1)
  // The seed has a 410'd endpoint and one disabled by hand.
  await expect(page.getByText(/endpoints are disabled/)).toBeVisible()
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
  await page.getByRole('link', { name: 'Open the endpoint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'E2E CRM sync' })).toBeVisible()
  await expect(page.getByText(/^whsec_/)).toHaveCount(0)

  await converse(page)
  const rows = log(page).getByRole('row')
  await expect(rows.filter({ hasText: 'conversation.created' }).filter({ hasText: 'Succeeded' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'message.completed' }).filter({ hasText: 'Succeeded' })).toHaveCount(1)
  await expect(log(page).getByText('message.created')).toHaveCount(0)
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

  // Each step moves the mock's clock past the next retry (the first may already have run
  // in real time); the retry runs at its time and the page refreshes by itself.
  const steps = [6_000, 330_000, 1_980_000, 7_920_000]
  for (const [i, ms] of steps.entries()) {
    expect(await mockControl(page, 'clock', { advance_ms: ms })).toBe(200)
    await expect(slots.nth(i + 1)).toContainText('Failed: 500')
    await expect(slots.nth(i + 2)).toContainText('Next')
    await expect(page.getByText(new RegExp(`^${i + 2} of 6 made; the next is due`))).toBeVisible()
  }
  await expect(page.getByText(/5 of 6 made; the next is due .+, and 0 more are possible after it/)).toBeVisible()
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

test('a 410 disables the endpoint; reactivate, recover what was skipped, rotate and test', async ({ page }) => {
  await openApp(page)
  const endpoint = await register(page, 'gone', ['conversation.created'])
  await testEvent(page, endpoint.id, 'conversation.created')
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
  await page.getByLabel('URL').fill('https://ok.sandbox.invalid/moved')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('https://ok.sandbox.invalid/moved').first()).toBeVisible()

  await page.getByRole('button', { name: 'Reactivate', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reactivate this endpoint?' })
  await expect(dialog).toContainText('were skipped')
  await expect(dialog).toContainText('replays none of them by itself')
  await expect(dialog.getByRole('checkbox', { name: 'Also recover failed and skipped deliveries' })).toBeChecked()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Reactivate and recover' }).click()
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

  await page.getByLabel('Test event type').selectOption('message.created')
  await page.getByRole('button', { name: 'Send test event' }).click()
  await expect(page.getByText('Test message.created sent')).toBeVisible()
  await expect(log(page).getByRole('row').nth(1)).toContainText('message.created')
  await expect(log(page).getByRole('row').nth(1)).toContainText('Succeeded')
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
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible()
  const standard = page.getByRole('region', { name: 'Standard Webhooks result' })
  await expect(standard.getByText('Matches')).toBeVisible()
  await expect(page.getByRole('region', { name: 'X-Webhook-Signature-256 result' }).getByText('Matches')).toBeVisible()
  const id = sent.attempts[0]?.request_headers['webhook-id'] ?? ''
  const ts = sent.attempts[0]?.request_headers['webhook-timestamp'] ?? ''
  await expect(standard.getByLabel('Signed string (id.timestamp.body)', { exact: true })).toHaveText(
    `${id}.${ts}.${sent.body}`,
  )
  await expectNoA11yViolationsInBothThemes(page)

  await page.getByLabel('Raw body', { exact: true }).fill(sent.body.replace('"message.completed"', '"message.created"'))
  await page.getByRole('button', { name: 'Check signature' }).click()
  await expect(page.getByRole('heading', { name: 'Signature does not match' })).toBeVisible()
  await expect(page.getByText('Does not match', { exact: true })).toHaveCount(2)

  await page.getByRole('tab', { name: 'Standard Webhooks' }).click()
  await expect(page.getByLabel('Standard Webhooks snippet')).toContainText('verifyStandardWebhook')
})

test.describe('a read-only key', () => {
  test.use({ demoKey: 'ak_test_read' })
  test('sees endpoints and deliveries with every write disabled', async ({ page }) => {
    await openApp(page, '/webhooks')
    await expect(page.getByRole('button', { name: 'New endpoint' })).toBeDisabled()
    await page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible()
    for (const name of ['Rotate secret', 'Delete', 'Save changes', 'Send test event'])
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled()
    await expect(page.getByLabel('URL')).toHaveAttribute('readonly', '')
    await expectNoA11yViolationsInBothThemes(page)
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
})
