// What a captured screen is, and the waits most screens share.
import { expect, type Page } from '@playwright/test'
import type { DemoKey } from '../fixtures'

export interface Screen {
  name: string
  path: string
  /** The demo key remembered before the app loads; absent, the default write key. */
  demoKey?: DemoKey
  /** Resolves once the screen shows its real content (not skeletons). */
  ready(page: Page): Promise<void>
  /** Puts the screen in the state to capture, after it is ready (a dialog open, a fault set). */
  act?(page: Page): Promise<void>
}

export const noneBusy = async (page: Page) => {
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText('Checking what the key may do…')).toHaveCount(0)
}

export const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await noneBusy(page)
}

/** Opens a record from the (filtered) list by its link, as a user arrives at it, and waits for its page. */
export const openFromList = (name: string) => async (page: Page) => {
  await page.getByRole('link', { name, exact: true }).click()
  await heading(name)(page)
}
