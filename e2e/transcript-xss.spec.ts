// The seeded hostile conversation (mocks/seed/hostile.ts): script tags, javascript: links,
// event handlers, SVG, HTML and Markdown image beacons, frames, a formula. Rendered, it
// must stay inert: no dialog, no request to another origin, no element with a handler,
// no script URL, no image, SVG or frame from the messages, even when clicked and hovered.
import { expect, test } from './fixtures'

test('a hostile conversation renders inert in the list and the transcript', async ({ page, baseURL }) => {
  const dialogs: string[] = []
  const foreign: string[] = []
  const origin = new URL(baseURL ?? 'http://localhost:4173').origin
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  page.on('request', (r) => {
    const url = r.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })

  await page.goto(`/sessions?q=${encodeURIComponent('Security test conversation')}`)
  const table = page.getByRole('table', { name: /^Conversations/ })
  await expect(table.getByRole('link')).toHaveCount(1)
  await expect(table.getByRole('link')).toContainText('<img src="https://beacon.invalid/contact.png"')
  await table.getByRole('link').click()

  const list = page.getByRole('list', { name: 'Messages, oldest first' })
  await expect(list.getByRole('article')).toHaveCount(6)
  await expect(list).toContainText("<script>alert('xss-1')</script>")
  await expect(page.getByRole('heading', { level: 1 })).toContainText('onerror=')

  // Poke at it as a curious user would: hover the handlers, click the dropped links.
  await list.getByText('hover me').hover()
  for (const name of ['click me', 'encoded', 'data', 'vb', 'reference link'])
    await list.getByText(name, { exact: true }).first().click()
  // Find counts only what it marks: every hit, the ones inside attacks shown as text included, is highlighted.
  const find = page.getByLabel('Find in transcript')
  await find.fill('alert(')
  const status = page.getByText(/^1 of \d+ matches$/)
  await expect(status).toBeVisible()
  const total = Number((await status.textContent())?.match(/of (\d+)/)?.[1])
  expect(total).toBeGreaterThan(3)
  await expect(list.locator('mark')).toHaveCount(total)
  for (let i = 1; i <= total; i++) {
    await expect(page.getByText(`${i} of ${total} matches`)).toBeVisible()
    await expect(list.locator('mark[data-current-hit]')).toHaveText(/^alert\($/i)
    await find.press('Enter')
  }

  const inert = await page.evaluate(() => {
    const scope = [...document.querySelectorAll('main ol, main section')]
    const all = scope.flatMap((el) => [el, ...el.querySelectorAll('*')])
    return {
      handlers: all.flatMap((el) => el.getAttributeNames().filter((n) => n.toLowerCase().startsWith('on'))),
      scriptUrls: all.filter((el) => /^\s*(javascript|data|vbscript):/i.test(el.getAttribute('href') ?? '')).length,
      embedded: document.querySelectorAll(
        'main ol :is(img, svg, iframe, object, embed, script, link, meta, style, image)',
      ).length,
      contactEmbedded: [...document.querySelectorAll('main section')]
        .filter((s) => s.textContent?.includes('Mallory'))
        .flatMap((s) => [...s.querySelectorAll('img, iframe, script')]).length,
      mailto: [...document.querySelectorAll('main a[href^="mailto:"]')].map((a) => a.getAttribute('href')),
    }
  })
  expect(inert).toEqual({
    handlers: [],
    scriptUrls: 0,
    embedded: 0,
    contactEmbedded: 0,
    mailto: ['mailto:security@example.com'],
  })
  // The only links the messages kept go to web and mail addresses, in a new tab, without opener or referrer.
  for (const link of await list.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^(https:|mailto:)/)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    await expect(link).toHaveAttribute('target', '_blank')
  }
  expect(dialogs).toEqual([])
  expect(foreign).toEqual([])
})
