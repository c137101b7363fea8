// Screenshots of the tool library and knowledge bases.
import { expect } from '@playwright/test'
import { heading, openFromList, type Screen } from './screen'

export const SCREENS_TOOLS: Screen[] = [
  { name: 'tools', path: '/tools', ready: heading('Tools') },
  {
    name: 'tool-new-errors',
    path: '/tools/new',
    ready: heading('New tool'),
    async act(page) {
      await page.getByRole('region', { name: 'Basics' }).getByLabel('Name').fill('open_case')
      await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/cases/{{team}}')
      await page.getByRole('button', { name: 'Add header' }).click()
      await page.getByRole('button', { name: 'Add input' }).click()
      await page.getByRole('group', { name: /^Input 1:/ }).getByLabel('Name', { exact: true }).fill('Team Name')
      await page.getByRole('button', { name: 'Add input' }).click()
      await page.getByRole('group', { name: /^Input 2:/ }).getByLabel('Name', { exact: true }).fill('priority')
      await page.getByRole('group', { name: /^Input 2:/ }).getByLabel('Allowed values').fill('low\nhigh')
      await page.getByRole('button', { name: 'Create tool' }).click()
      await expect(page.getByText(/lower-case letters, digits and underscores/).first()).toBeVisible()
    },
  },
  {
    name: 'tool-detail-try-it',
    path: '/tools?q=create_ticket',
    ready: heading('Tools'),
    async act(page) {
      await openFromList('create_ticket')(page)
      const form = page.getByRole('form', { name: 'Try-it inputs' })
      await form.getByLabel(/^subject/).fill('Printer says "offline"')
      await form.getByLabel(/^priority/).selectOption('high')
      await form.getByLabel(/^email/).fill('ann@example.com')
    },
  },
  {
    name: 'tool-detail-static',
    path: '/tools?q=support_hours',
    ready: heading('Tools'),
    act: openFromList('support_hours'),
  },
  {
    name: 'tool-attach',
    path: '/tools?q=escalation_contacts',
    ready: heading('Tools'),
    async act(page) {
      await openFromList('escalation_contacts')(page)
      await page.getByRole('button', { name: 'Attach to products' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('checkbox', { name: /Billing Bot/ }).check()
      await dialog.getByRole('checkbox', { name: /Returns Desk/ }).check()
      await dialog.getByRole('button', { name: 'Attach to 2 products' }).click()
      await expect(dialog.getByRole('status')).toHaveText('Attached to 2 products.')
    },
  },
  {
    name: 'tool-delete-in-use',
    path: '/tools?q=create_ticket',
    ready: heading('Tools'),
    async act(page) {
      await openFromList('create_ticket')(page)
      await page.getByRole('button', { name: 'Delete…' }).click()
      await expect(page.getByRole('dialog', { name: 'create_ticket is in use' })).toBeVisible()
    },
  },
  {
    name: 'tool-detail-read-key',
    path: '/tools?q=book_demo',
    demoKey: 'ak_test_read',
    ready: heading('Tools'),
    act: openFromList('book_demo'),
  },
  { name: 'tools-locked-key', path: '/tools', demoKey: 'ak_test_locked', ready: heading('Tools are not available with this key') },
  { name: 'knowledge-bases', path: '/knowledge-bases', ready: heading('Knowledge bases') },
  {
    name: 'knowledge-base-refresh-confirm',
    path: '/knowledge-bases',
    ready: heading('Knowledge bases'),
    async act(page) {
      await openFromList('Help Center')(page)
      await page.getByRole('button', { name: 'Refresh help.brightdesk.io', exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'knowledge-base-refreshing',
    path: '/knowledge-bases',
    ready: heading('Knowledge bases'),
    async act(page) {
      await openFromList('Partner Program')(page)
      await page.getByRole('button', { name: 'Refresh Partner agreements' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Refresh', exact: true }).click()
      await expect(page.getByText('Refreshing', { exact: true }).first()).toBeVisible()
    },
  },
  {
    name: 'knowledge-base-read-key',
    path: '/knowledge-bases',
    demoKey: 'ak_test_read',
    ready: heading('Knowledge bases'),
    act: openFromList('IT Runbooks'),
  },
]
