// Screenshots of products: the list, the create form, a chat agent's and an MCP server's page, a read-only
// key, an edit conflict and a publish the API refused.
import { expect, type Page } from '@playwright/test'
import { knowledgeBaseList, product as productSchema } from '../../src/api/contract'
import { mockControl } from '../fixtures'
import { heading, noneBusy, openFromList, type Screen } from './screen'

/** Calls the demo API from inside the page, as another writer would. */
async function api(page: Page, method: string, path: string, body?: object, ifMatch?: string): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const headers: Record<string, string> = { 'X-Api-Key': 'ak_test_write' }
      if (body) headers['Content-Type'] = 'application/json'
      if (ifMatch) headers['If-Match'] = ifMatch
      const res = await fetch(`/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
      return (await res.json()) as unknown
    },
    { method, path, body, ifMatch },
  )
}

export const SCREENS_PRODUCTS: Screen[] = [
  { name: 'products', path: '/products', ready: heading('Products') },
  {
    name: 'product-new',
    path: '/products/new?kind=chat_agent',
    ready: heading('New product'),
  },
  {
    name: 'product-chat-agent',
    path: '/products?q=support-assistant',
    ready: heading('Products'),
    act: openFromList('Support Assistant'),
  },
  {
    name: 'product-mcp-server',
    path: '/products?q=order-tracker',
    ready: heading('Products'),
    act: openFromList('Order Tracker'),
  },
  {
    name: 'product-read-key',
    path: '/products?q=it-helpdesk',
    demoKey: 'ak_test_read',
    ready: heading('Products'),
    act: openFromList('Internal IT Helpdesk'),
  },
  {
    name: 'product-conflict',
    path: '/products?q=billing-bot',
    ready: heading('Products'),
    async act(page) {
      await openFromList('Billing Bot')(page)
      const id = new URL(page.url()).pathname.split('/').pop() ?? ''
      await page.getByLabel('Summary').fill('Answers billing questions, in the words of the first tab.')
      const current = productSchema.parse(await api(page, 'GET', `/products/${id}`))
      await api(page, 'PATCH', `/products/${id}`, { summary: 'Changed meanwhile in another tab.' }, `"${current.version}"`)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this product' })).toBeVisible()
    },
  },
  {
    name: 'product-publish-refused',
    path: '/products',
    ready: heading('Products'),
    async act(page) {
      // A ready draft whose knowledge source starts a refresh, bound to fail, while Publish is being confirmed.
      const billing = knowledgeBaseList
        .parse(await api(page, 'GET', '/knowledge-bases?q=Billing'))
        .data.find((kb) => kb.name === 'Billing & Plans')
      const source = billing?.sources[0]
      if (!billing || !source) throw new Error('seed: no Billing & Plans source')
      const draft = productSchema.parse(
        await api(page, 'POST', '/products', {
          kind: 'chat_agent',
          name: 'Refund Helper',
          slug: 'refund-helper',
          prompt: 'Explain refunds from the billing knowledge base.',
          knowledge_base_ids: [billing.id],
        }),
      )
      await page.goto(`/products/${draft.id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Refund Helper' })).toBeVisible()
      await noneBusy(page)
      // The refresh starts once the dialog is open, or the checklist would block Publish first.
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      const confirm = page.getByRole('dialog', { name: 'Publish Refund Helper?' })
      await expect(confirm).toBeVisible()
      expect(await mockControl(page, 'faults', { fail_next_refresh: true })).toBe(200)
      await api(page, 'POST', `/knowledge-bases/${billing.id}/sources/${source.id}/refresh`)
      await confirm.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByRole('list', { name: 'Reasons from the API' })).toBeVisible()
    },
  },
]
