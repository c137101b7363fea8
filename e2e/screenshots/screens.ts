// The screens `npm run screenshots` captures. Each area lists its own in a file of its own.
import { expect, type Page } from '@playwright/test'
import { DEMO_STORAGE } from '../../src/api/contract/mock-controls'
import { keepWorkspaceAlive, mockControl } from '../fixtures'
import { SCREENS_LONG_TEXT } from './long-text.screens'
import { SCREENS_WALLET } from './wallet.screens'
import { heading, noneBusy, type Screen } from './screen'
import { SCREENS_SESSIONS } from './sessions.screens'
import { SCREENS_TOOLS } from './tools.screens'
import { SCREENS_WEBHOOKS } from './webhooks.screens'
import { SCREENS_PRODUCTS } from './products.screens'

export type { Screen }

/** The fault on, the screen reloaded (a second tab keeps the workspace), its errors shown with their Retry. */
async function underFault(page: Page, fault: object, error: string): Promise<void> {
  await keepWorkspaceAlive(page)
  await page.bringToFront()
  expect(await mockControl(page, 'faults', fault)).toBe(200)
  await page.reload()
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: error }).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
}

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
      // The controls, not their skeletons.
      await expect(page.getByRole('dialog', { name: /Demo panel/ }).getByRole('switch', { name: 'Live traffic' })).toBeVisible()
    },
  },
  {
    name: 'demo-reset-size',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      await page.getByRole('button', { name: 'Demo panel' }).click()
      const panel = page.getByRole('dialog', { name: /Demo panel/ })
      await panel.getByRole('button', { name: 'Reset workspace…' }).click()
      await page.getByRole('dialog', { name: 'Reset the demo workspace?' }).getByRole('radio', { name: '10×' }).check()
    },
  },
  {
    name: 'fault-server-errors',
    path: '/wallet',
    ready: heading('Wallet'),
    act: (page) => underFault(page, { error_rate: 1 }, 'Internal error'),
  },
  {
    name: 'fault-offline',
    path: '/',
    ready: heading('Overview'),
    act: (page) => underFault(page, { offline: true }, 'The API could not be reached'),
  },
  {
    name: 'demo-data-reset',
    path: '/',
    ready: heading('Overview'),
    async act(page) {
      // The only tab leaves the app, so the worker ends; the saved snapshot is then broken and the app reopened.
      await page.goto('/favicon.svg')
      await page.waitForTimeout(500)
      await page.evaluate(
        ({ db, store, key }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(db)
            open.onerror = () => reject(new Error('IndexedDB could not be opened'))
            open.onsuccess = () => {
              const tx = open.result.transaction(store, 'readwrite')
              const objects = tx.objectStore(store)
              // The version the mock wrote, so the notice is the damaged one, not "another version".
              const read = objects.get(key)
              read.onsuccess = () => {
                const saved: unknown = read.result
                const version = typeof saved === 'object' && saved !== null && 'version' in saved ? saved.version : 0
                objects.put({ version, products: 'not a list' }, key)
              }
              tx.oncomplete = () => {
                open.result.close()
                resolve()
              }
            }
          }),
        DEMO_STORAGE,
      )
      await page.goto('/')
      await expect(page.getByText('Demo mode:', { exact: true })).toBeVisible()
      await noneBusy(page)
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
  ...SCREENS_LONG_TEXT,
]
