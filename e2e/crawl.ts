// Walks every screen of the app as a user would, by its links: each sidebar entry, then
// from each list the first link to each kind of deeper screen (an object, "new", a
// sub-page). New screens are found without editing this file. Used by the hardening specs.
import { expect, type Page } from '@playwright/test'

export interface Visited {
  path: string
  title: string
}

/** Resolves once the screen shows content: a heading, and nothing in main still loading. */
export async function settled(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first()
  await expect(h1).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  return (await h1.textContent()) ?? ''
}

const shape = (path: string) => path.replace(/\/[a-z]+_[A-Za-z0-9]+/g, '/:id')

/**
 * Visits every screen reachable from the sidebar, and one of each deeper screen those
 * lists link to, by client-side navigation (one document, so in-page listeners see it all).
 * `onScreen` runs on each screen once it has settled.
 */
export async function crawl(page: Page, onScreen: (visited: Visited) => Promise<void> = async () => {}) {
  await page.goto('/')
  await settled(page)
  // The sidebar's list, found by what it links to: its name changes with the language.
  const nav = page
    .getByRole('navigation')
    .filter({ has: page.locator('a[href="/settings"]') })
    .first()
  const sections = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? '/'))])
  const seen = new Set<string>()
  const visited: Visited[] = []

  const visit = async (path: string, click: () => Promise<void>) => {
    const before = { path: new URL(page.url()).pathname, title: await page.title() }
    await click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(path)
    // The address moves before the screen does (its code may still be on its way), and the last
    // screen's heading and title are still up: every screen has a title of its own.
    if (before.path !== path)
      await expect.poll(() => page.title(), { message: `${path}: a title of its own` }).not.toBe(before.title)
    const title = await settled(page)
    const entry = { path, title }
    visited.push(entry)
    await onScreen(entry)
  }

  for (const section of sections) {
    seen.add(shape(section))
    await visit(section, () => nav.locator(`a[href="${section}"]`).first().click())
    if (section === '/') continue
    const deeper = await page
      .locator(`main a[href^="${section}/"]`)
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    for (const path of deeper) {
      if (seen.has(shape(path))) continue
      seen.add(shape(path))
      await visit(path, () => page.locator(`main a[href^="${path}"]`).filter({ visible: true }).first().click())
      await page.goBack()
      await settled(page)
    }
  }
  return visited
}
