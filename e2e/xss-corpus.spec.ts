// The XSS corpus (e2e/xss/payloads.ts, hundreds of payloads) through every place the app
// shows untrusted text: product names, summaries and prompts; tool descriptions (a tool's
// name is an identifier, so no payload fits it),
// inputs (descriptions and allowed values), HTTP URLs, headers and body templates, static
// content; webhook descriptions and URLs; conversation messages (Markdown) and contacts.
// Written in demo mode through the API from inside the page, then each list and detail is
// visited once per batch, and the DOM must hold nothing executable or loading (e2e/xss/
// dom-check.ts), no dialog may open and nothing may be requested from another origin.
// A control proves the same check reports a planted element.
import type { Page } from '@playwright/test'
import { expect, keepWorkspaceAlive, test, waitForDemo } from './fixtures'
import { executableIn } from './xss/dom-check'
import { buildCorpus, packInto } from './xss/payloads'

const CORPUS = buildCorpus()
const RUN = `xss${Date.now().toString(36)}`

/** POSTs to the in-page demo API with the workspace's write key; resolves with the created object's id. */
async function create(page: Page, path: string, body: object): Promise<string> {
  const { status, text } = await page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/v1${path}`, {
        method: 'POST',
        headers: { 'X-Api-Key': 'ak_test_write', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, text: await res.text() }
    },
    { path, body },
  )
  expect(status, `POST ${path}: ${text.slice(0, 400)}`).toBe(201)
  const parsed: unknown = JSON.parse(text)
  const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : null
  expect(typeof id).toBe('string')
  return String(id)
}

interface Watch {
  dialogs: string[]
  foreign: string[]
}

function watch(page: Page, baseURL: string): Watch {
  const w: Watch = { dialogs: [], foreign: [] }
  const origin = new URL(baseURL).origin
  page.on('dialog', (d) => {
    w.dialogs.push(d.message())
    void d.dismiss()
  })
  page.context().on('request', (r) => {
    const url = r.url()
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) w.foreign.push(url)
  })
  return w
}

/** Visits one page of a batch and checks it, scrolling through virtualised lists as it goes. */
async function expectInert(page: Page, path: string, shows: string | RegExp): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main').getByText(shows).first()).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  for (let step = 0; step < 4; step++) {
    expect(await executableIn(page), `on ${path}`).toEqual([])
    const more = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy(0, window.innerHeight * 2)
      for (const el of document.querySelectorAll('main *'))
        if (el.scrollHeight > el.clientHeight + 50 && getComputedStyle(el).overflowY === 'auto')
          el.scrollTop += el.clientHeight * 2
      return window.scrollY !== before
    })
    if (!more && step > 0) break
    // What the scroll brought into view is rendered, and whatever it asked for has come.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  }
}

test('the corpus is large and varied', () => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(400)
  for (const kind of [/<script/i, /onerror=/i, /javascript:/i, /&#x?\d/, /\]\(/, /\{\{/, /\u202E/, /\u200B/, /data:/])
    expect(
      CORPUS.some((p) => kind.test(p)),
      String(kind),
    ).toBe(true)
})

test('products and tools show every payload inert', async ({ page, baseURL }) => {
  test.slow()
  const w = watch(page, baseURL ?? '')
  await page.goto('/settings')
  await waitForDemo(page)
  // Each visit below loads a document; the workspace (and what was written to it) must outlive it.
  await keepWorkspaceAlive(page)

  const names = CORPUS.filter((p) => p.trim().length > 0 && p.length <= 110).slice(0, 40)
  const summaries = packInto(CORPUS, 500)
  const productIds: string[] = []
  for (let i = 0; i < Math.max(names.length, summaries.length); i++)
    productIds.push(
      await create(page, '/products', {
        kind: 'chat_agent',
        name: `${names[i % names.length] ?? ''} ${RUN}`.trim(),
        slug: `${RUN}-${i}`,
        summary: summaries[i % summaries.length],
        prompt: i === 0 ? CORPUS.join('\n\n') : '',
      }),
    )

  const enumValues = [...new Set(CORPUS.map((p) => p.slice(0, 200)).filter((p) => p.length > 0))]
  const staticTool = await create(page, '/tools', {
    kind: 'static',
    name: `static_${RUN}`,
    description: packInto(CORPUS, 1000)[0],
    content: CORPUS.join('\n\n'),
    inputs: packInto(CORPUS, 500)
      .slice(0, 40)
      .map((description, i) => ({
        name: `input_${i}`,
        type: 'string',
        description,
        enum: enumValues.slice((i * 100) % enumValues.length, ((i * 100) % enumValues.length) + 100),
      })),
  })
  const noSpace = CORPUS.filter((p) => !/\s/.test(p)).map((p) => encodeURI(p).slice(0, 1800))
  const httpTool = await create(page, '/tools', {
    kind: 'http',
    name: `http_${RUN}`,
    description: packInto(CORPUS, 1000)[1],
    inputs: [],
    http: {
      method: 'POST',
      url: `https://beacon.invalid/{{q}}?x="><script>alert(1)</script>&y=${noSpace[0] ?? ''}`,
      headers: packInto(CORPUS, 2000)
        .slice(0, 50)
        .map((value, i) => ({ name: `X-Payload-${i}`, value })),
      body_template: CORPUS.join('\n').slice(0, 20_000),
    },
  })

  await expectInert(page, `/products?q=${RUN}&limit=100`, RUN)
  await expectInert(page, `/products/${productIds[0] ?? ''}`, RUN)
  await expectInert(page, `/tools?q=${RUN}`, RUN)
  await expectInert(page, `/tools/${staticTool}`, RUN)
  await expectInert(page, `/tools/${httpTool}`, RUN)
  expect(w.dialogs).toEqual([])
  expect(w.foreign).toEqual([])
})

test('webhook endpoints and conversations show every payload inert', async ({ page, baseURL }) => {
  test.slow()
  const w = watch(page, baseURL ?? '')
  await page.goto('/settings')
  await waitForDemo(page)
  // Each visit below loads a document; the workspace (and what was written to it) must outlive it.
  await keepWorkspaceAlive(page)

  const hooks: string[] = []
  for (const [i, description] of packInto(CORPUS, 480).slice(0, 8).entries())
    hooks.push(
      await create(page, '/webhooks', {
        url: `https://hooks.example.com/${RUN}/${i}?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`,
        events: ['conversation.created'],
        description: `${RUN} ${description}`,
      }),
    )

  const product = await page.evaluate(async () => {
    const res = await fetch('/v1/products?status=published&kind=chat_agent&limit=1', {
      headers: { 'X-Api-Key': 'ak_test_write' },
    })
    const body: unknown = await res.json()
    return JSON.stringify(body)
  })
  const productId = /"id":"(prod_[A-Za-z0-9]+)"/.exec(product)?.[1] ?? ''
  const texts = [`${RUN} conversation`, ...packInto(CORPUS, 4000)]
  const started = await page.evaluate(
    async (body) => {
      const res = await fetch('/_mock/conversations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, text: await res.text() }
    },
    {
      product_id: productId,
      texts,
      contact: {
        name: `<img src=x onerror=alert(1)>${RUN}`,
        email: 'javascript:alert(1)//@example.com',
        phone: '"><svg onload=alert(1)>',
      },
    },
  )
  expect(started.status, started.text).toBe(201)
  const sessionId = /"session_id":"([^"]+)"/.exec(started.text)?.[1] ?? ''

  await expectInert(page, '/webhooks', RUN)
  await expectInert(page, `/webhooks/${hooks[0] ?? ''}`, RUN)
  await expectInert(page, `/sessions?q=${RUN}`, RUN)
  await expectInert(page, `/sessions/${sessionId}`, `${RUN} conversation`)
  expect(w.dialogs).toEqual([])
  expect(w.foreign).toEqual([])
})

test('control: the same check reports a planted handler, script URL, frame and beacon image', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await executableIn(page)).toEqual([])
  await page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) throw new Error('no main landmark')
    const planted = document.createElement('div')
    planted.innerHTML =
      '<img src="https://beacon.invalid/control.png" onerror="alert(1)"><a href=" JaVa\tScript:alert(1)">x</a><iframe></iframe>'
    main.append(planted)
  })
  const found = await executableIn(page)
  expect(found.some((f) => f.startsWith('handler onerror'))).toBe(true)
  expect(found.some((f) => f.startsWith('script URL in href'))).toBe(true)
  expect(found.some((f) => f.startsWith('embedding element'))).toBe(true)
  expect(found.some((f) => f.startsWith('media'))).toBe(true)
})
