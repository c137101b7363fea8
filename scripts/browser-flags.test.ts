import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chromium, PLAYWRIGHT_DISABLED_FEATURES } from '../playwright.config'

/** The features the installed Playwright turns off, read from its source (its bundle keeps the literal). */
function installedPlaywrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test looks')
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '')
}

describe('the e2e browser flags', () => {
  it('repeat every feature Playwright disables, as Chromium keeps only the last --disable-features', () => {
    const installed = installedPlaywrightDisabledFeatures()
    expect(installed.length).toBeGreaterThan(5)
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort())
  })

  it('pass one --disable-features holding Playwright’s list and the omnibox popup’s', () => {
    const flags = chromium.launchOptions.args.filter((a) => a.startsWith('--disable-features='))
    expect(flags).toHaveLength(1)
    const features = flags[0]?.slice('--disable-features='.length).split(',') ?? []
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']))
  })
})
