// The screens `npm run screenshots` captures. Each area lists its own in a file of its own.
import { expect } from '@playwright/test'
import { keepWorkspaceAlive, mockControl } from '../fixtures'
import { SCREENS_WALLET } from './wallet.screens'
import { heading, type Screen } from './screen'
import { SCREENS_SESSIONS } from './sessions.screens'
import { SCREENS_TOOLS } from './tools.screens'
import { SCREENS_WEBHOOKS } from './webhooks.screens'
import { SCREENS_PRODUCTS } from './products.screens'

export type { Screen }

const SHELL_SCREENS: Screen[] = [
  { name: 'overview', path: '/', ready: heading('Overview') },
  { name: 'overview-read-key', path: '/', demoKey: 'ak_test_read', ready: heading('Overview') },
  { name: 'overview-locked-key', path: '/', demoKey: 'ak_test_locked', ready: heading('Overview') },
  { name: 'settings', path: '/settings', ready: heading('Settings') },
  {
    name: 'demo-panel',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      await page.getByRole('button', { name: 'Demo panel' }).click()
      await expect(page.getByRole('dialog', { name: /Demo panel/ })).toBeVisible()
    },
  },
  { name: 'api', path: '/api', ready: heading('API') },
  {
    name: 'palette',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      await page.getByRole('button', { name: /Search or jump/ }).click()
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
    },
  },
  {
    name: 'navigation-drawer',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      const menu = page.getByRole('button', { name: 'Open navigation' })
      // Only phones have the drawer; wide screens show the sidebar already.
      if (await menu.isVisible()) {
        await menu.click()
        await expect(page.getByRole('dialog', { name: 'Agent Console' })).toBeVisible()
      }
    },
  },
  {
    name: 'trial-ended',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      await keepWorkspaceAlive(page)
      expect(await mockControl(page, 'trial', { expired: true })).toBe(200)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'The free trial has ended' })).toBeVisible()
    },
  },
  { name: 'not-found', path: '/no-such-screen', ready: heading('Page not found') },
]

export const SCREENS: Screen[] = [
  ...SHELL_SCREENS,
  ...SCREENS_PRODUCTS,
  ...SCREENS_TOOLS,
  ...SCREENS_SESSIONS,
  ...SCREENS_WEBHOOKS,
  ...SCREENS_WALLET,
]
