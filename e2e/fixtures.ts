// Shared Playwright fixtures: an axe check that fails on any WCAG 2.2 AA violation,
// and a page clock that can be pinned where dates on screen matter.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party widget; keep this rare and say why. */
  exclude?: string[]
}

/** Runs axe over the page as it is now and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS)
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const report = violations.map((v) => {
    const nodes = v.nodes
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
      .join('\n')
    return `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${nodes}`
  })
  expect(report, `axe found ${violations.length} violation(s)`).toEqual([])
}

/**
 * Pins the page's clock (Date and timers stay consistent). The mock runs in a
 * worker on real time, so pin only where the page's own date logic is tested.
 */
export async function pinClock(page: Page, at: string | Date): Promise<void> {
  await page.clock.setSystemTime(new Date(at))
}

export const test = base.extend<{ expectNoA11yViolations: (options?: A11yOptions) => Promise<void> }>({
  expectNoA11yViolations: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options))
  },
})

export { expect }
