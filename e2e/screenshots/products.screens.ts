// Screenshots of products: the list, the create form, a chat agent's and an MCP server's page, and a read-only key.
import { expect, type Page } from '@playwright/test'
import { heading, noneBusy, type Screen } from './screen'

/** Opens a product from the filtered list, as a user arrives at it. */
const openProduct = (name: string) => async (page: Page) => {
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await noneBusy(page)
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
    act: openProduct('Support Assistant'),
  },
  {
    name: 'product-mcp-server',
    path: '/products?q=order-tracker',
    ready: heading('Products'),
    act: openProduct('Order Tracker'),
  },
  {
    name: 'product-read-key',
    path: '/products?q=it-helpdesk',
    demoKey: 'ak_test_read',
    ready: heading('Products'),
    act: openProduct('Internal IT Helpdesk'),
  },
]
