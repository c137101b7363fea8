// Screenshots of webhooks, deliveries, the signature checker and verify-user.
import { expect, type Page } from '@playwright/test'
import { delivery, webhookEndpointWithSecret, webhookList, deliveryList } from '../../src/api/contract'
import { waitForDemo } from '../fixtures'
import { heading, noneBusy, type Screen } from './screen'

async function apiGet(page: Page, path: string): Promise<unknown> {
  await waitForDemo(page)
  return page.evaluate(
    async (p) => (await fetch(`/v1${p}`, { headers: { 'X-Api-Key': 'ak_test_write' } })).json() as unknown,
    path,
  )
}

async function apiPost(page: Page, path: string, body: object): Promise<unknown> {
  await waitForDemo(page)
  return page.evaluate(
    async ({ p, b }) =>
      (
        await fetch(`/v1${p}`, {
          method: 'POST',
          headers: { 'X-Api-Key': 'ak_test_write', 'Content-Type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).json() as unknown,
    { p: path, b: body },
  )
}

/** The seeded endpoint whose URL contains `host`, opened from the list as a user would. */
async function openEndpoint(page: Page, host: string) {
  const endpoints = webhookList.parse(await apiGet(page, '/webhooks?limit=100')).data
  const endpoint = endpoints.find((w) => w.url.includes(host))
  if (!endpoint) throw new Error(`no seeded endpoint at ${host}`)
  await page.goto(`/webhooks/${endpoint.id}`)
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible()
  await noneBusy(page)
  return endpoint
}

async function openDelivery(page: Page, host: string, status: string) {
  const endpoint = await openEndpoint(page, host)
  const list = deliveryList.parse(await apiGet(page, `/webhooks/${endpoint.id}/deliveries?status=${status}&limit=1`))
  const d = list.data[0]
  if (!d) throw new Error(`no ${status} delivery at ${host}`)
  await page.goto(`/webhooks/${endpoint.id}/deliveries/${d.id}`)
  await expect(page.getByRole('heading', { name: 'Retry ladder' })).toBeVisible()
  await noneBusy(page)
}

export const SCREENS_WEBHOOKS: Screen[] = [
  { name: 'webhooks', path: '/webhooks', ready: heading('Webhooks') },
  { name: 'webhooks-read-key', path: '/webhooks', demoKey: 'ak_test_read', ready: heading('Webhooks') },
  { name: 'webhook-new', path: '/webhooks/new', ready: heading('New endpoint') },
  {
    name: 'webhook-detail',
    path: '/webhooks',
    ready: heading('Webhooks'),
    act: (page) => openEndpoint(page, 'flaky.sandbox').then(() => undefined),
  },
  {
    name: 'webhook-disabled',
    path: '/webhooks',
    ready: heading('Webhooks'),
    async act(page) {
      await openEndpoint(page, 'gone.sandbox')
      await page.getByRole('button', { name: 'Reactivate', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Reactivate this endpoint?' })).toBeVisible()
    },
  },
  {
    name: 'delivery-pending',
    path: '/webhooks',
    ready: heading('Webhooks'),
    act: (page) => openDelivery(page, 'fail.sandbox', 'pending'),
  },
  {
    name: 'delivery-failed',
    path: '/webhooks',
    ready: heading('Webhooks'),
    act: (page) => openDelivery(page, 'fail.sandbox', 'failed'),
  },
  {
    name: 'delivery-flaky',
    path: '/webhooks',
    ready: heading('Webhooks'),
    act: (page) => openDelivery(page, 'flaky.sandbox', 'succeeded'),
  },
  {
    name: 'webhook-secret-once',
    path: '/webhooks/new',
    ready: heading('New endpoint'),
    async act(page) {
      await page.getByRole('button', { name: 'Use ok.sandbox.invalid' }).click()
      await page.getByLabel('conversation.created').check()
      await page.getByLabel('message.completed').check()
      await page.getByLabel('Description').fill('CRM sync')
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Endpoint registered' })).toBeVisible()
    },
  },
  {
    name: 'signature-verified',
    path: '/webhooks',
    ready: heading('Webhooks'),
    async act(page) {
      const endpoint = webhookEndpointWithSecret.parse(
        await apiPost(page, '/webhooks', { url: 'https://ok.sandbox.invalid/verify', events: ['message.completed'] }),
      )
      const sent = delivery.parse(await apiPost(page, `/webhooks/${endpoint.id}/test`, { event_type: 'message.completed' }))
      // Client-side navigation only: a reload could lose the demo workspace with the new endpoint.
      await page
        .getByRole('table', { name: 'Webhook endpoints' })
        .getByRole('link', { name: endpoint.url })
        .click()
      await page.getByRole('link', { name: 'message.completed' }).first().click()
      await page.getByRole('link', { name: 'Check this delivery' }).click()
      await expect(page.getByLabel('Raw body', { exact: true })).toHaveValue(sent.body)
      await page.getByLabel('Signing secret').fill(endpoint.secret)
      await page.getByRole('button', { name: 'Check signature' }).click()
      await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible()
    },
  },
  {
    name: 'signature-checker',
    path: '/webhooks/verify-signature',
    ready: heading('Check a webhook signature'),
    async act(page) {
      await page.getByLabel('Raw body').fill('{"id":"evt_8fK2mQ4xLp","type":"message.completed"}')
      await page
        .getByLabel('Headers')
        .fill(
          'x-webhook-signature-256: sha256=00\nwebhook-id: evt_8fK2mQ4xLp\nwebhook-timestamp: 1795253400\nwebhook-signature: v1,AAAA',
        )
      await page.getByLabel('Signing secret').fill('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8lZ8kQvFq2E=')
      await page.getByRole('button', { name: 'Check signature' }).click()
      await expect(page.getByRole('heading', { name: 'Signature does not match' })).toBeVisible()
    },
  },
  {
    name: 'verify-user',
    path: '/verify-user',
    ready: heading('Verify a user'),
    async act(page) {
      await page.getByRole('list', { name: 'Sample tokens' }).getByRole('button', { name: 'valid', exact: true }).click()
      await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('Valid token')
    },
  },
]
