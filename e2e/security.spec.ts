// The production build under its security headers (scripts/security-headers.ts): every
// screen loads without a single CSP violation, in demo mode and against a real API, and
// no other origin can frame the app.
import type { Page } from '@playwright/test'
import { BASE_URL, MOCK_SERVER_URL } from '../playwright.config'
import { crawl } from './crawl'
import { expect, test } from './fixtures'

/** Collects CSP reports from the document and CSP messages from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`)
  })
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp
      report(`${e.violatedDirective}: ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  return violations
}

test('the document is served with the security headers', async ({ page }) => {
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("worker-src 'self'")
  expect(csp).toMatch(new RegExp(`connect-src 'self' [^;]*${MOCK_SERVER_URL.replace(/[./]/g, '\\$&')}`))
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
})

test('every screen loads in demo mode without a CSP violation', async ({ page }) => {
  test.slow()
  const violations = await watchCsp(page)
  const visited = await crawl(page)
  expect(visited.length).toBeGreaterThanOrEqual(6)
  expect(violations).toEqual([])
})

test('a CSP violation would be seen (control)', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/settings')
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__ran = true'
    document.body.append(s)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => 'ran' in window && (window as unknown as { __ran?: boolean }).__ran)).toBeFalsy()
})

/** Frames `src` from a page on the standalone mock's origin; resolves with what the frame shows. */
async function frameFromOtherOrigin(page: Page, src: string): Promise<string> {
  await page.goto(`${MOCK_SERVER_URL}/v1/openapi.json`)
  await page.setContent('<iframe id="probe" width="800" height="600"></iframe>')
  await page.locator('#probe').evaluate(
    (iframe: HTMLIFrameElement, url) =>
      new Promise((loaded) => {
        iframe.addEventListener('load', loaded, { once: true })
        iframe.src = url
      }),
    src,
  )
  const child = page.frames().find((f) => f !== page.mainFrame())
  return child ? child.evaluate(() => document.body?.innerHTML ?? '').catch(() => '') : ''
}

test('another origin cannot frame the app, while the same check sees a frameable page', async ({ page }) => {
  // Control: the mock's own document has no frame-ancestors, so the probe shows it.
  expect(await frameFromOtherOrigin(page, `${MOCK_SERVER_URL}/v1/openapi.json`)).toContain('openapi')
  const framed = await frameFromOtherOrigin(page, `${BASE_URL}/`)
  expect(framed).not.toContain('id="root"')
  expect(framed).not.toContain('Agent Console')
})
