// Objects at the contract's maximum lengths, made through the demo's own API from inside the
// page, and the layout checks the long-text spec (and its screenshots) run on every screen:
// no sideways scroll, and no id, slug, amount or date broken over two lines.
import { expect, type Page } from '@playwright/test'
import { waitForDemo } from './fixtures'

/** `n` characters of words, cut to exactly `n` (the last word may be cut). */
const words = (text: string, n: number) =>
  text
    .repeat(Math.ceil(n / text.length))
    .slice(0, n)
    .trimEnd()
    .padEnd(n, 'x')

export const LONG = {
  /** 120 (the contract's maximum), in words. */
  productName: words('Northwind Outfitters Customer Care Assistant for Returns and Warranty Claims · ', 120),
  /** 64 (the maximum), one token. */
  productSlug: 'a-very-long-product-slug-that-fills-all-sixty-four-characters-ok',
  productSummary: words('A summary as long as the contract allows, so the header and the lists show it. ', 500),
  /** A tool name of 64 (the maximum) with no space in it: the worst case for wrapping. */
  toolName: `lookup_${'very_long_name_'.repeat(5)}`.slice(0, 64),
  toolDescription: words('What the tool does, at the maximum length a description may have. ', 1000),
  /** 2,000 characters, the contract's maximum, on a sandbox receiver that answers 200. */
  webhookUrl: `https://ok.sandbox.invalid/${'a-very-long-path-segment/'.repeat(80)}`.slice(0, 2000),
  webhookDescription: words('Orders pipeline for the warehouse team, with retries and alerting. ', 500),
  contactName: words('Maximiliane Alexandra Theodora von Hohenzollern-Sigmaringen ', 120),
  contactEmail: `${'very.long.local.part.'.repeat(3).slice(0, 60)}@${'sub-domain.'.repeat(17)}example.com`.slice(
    0,
    254,
  ),
} as const

export interface LongObjects {
  productId: string
  toolId: string
  webhookId: string
  /** The endpoint whose URL is its name (no description). */
  bareWebhookId: string
  deliveryId: string
  knowledgeBaseId: string
  sessionId: string
  /** A debit of that conversation: its description carries the product's name. */
  entryId: string
}

/** Makes the objects through `/v1` and `/_mock` as `ak_test_write`, from inside the page. */
export async function createLongObjects(page: Page): Promise<LongObjects> {
  await waitForDemo(page)
  return page.evaluate(async (long) => {
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(path, {
        method,
        headers: { 'X-Api-Key': 'ak_test_write', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as T
    }
    // A knowledge base whose sources are all ready, so the product can be published with it.
    const kbs = await call<{ data: { id: string; sources: { status: string }[] }[] }>('GET', '/v1/knowledge-bases')
    const knowledgeBaseId = kbs.data.find((kb) => kb.sources.every((s) => s.status === 'ready'))?.id ?? ''
    const tool = await call<{ id: string }>('POST', '/v1/tools', {
      kind: 'http',
      name: long.toolName,
      description: long.toolDescription,
      http: { method: 'GET', url: long.webhookUrl },
    })
    const product = await call<{ id: string }>('POST', '/v1/products', {
      kind: 'chat_agent',
      name: long.productName,
      slug: long.productSlug,
      summary: long.productSummary,
      prompt: 'Answer briefly.',
    })
    const etag = (await fetch(`/v1/products/${product.id}`, { headers: { 'X-Api-Key': 'ak_test_write' } })).headers.get(
      'ETag',
    )
    const attached = await fetch(`/v1/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'X-Api-Key': 'ak_test_write', 'Content-Type': 'application/json', 'If-Match': etag ?? '' },
      body: JSON.stringify({ tool_ids: [tool.id], knowledge_base_ids: [knowledgeBaseId] }),
    })
    if (!attached.ok) throw new Error(`PATCH product: ${attached.status} ${await attached.text()}`)
    await call('POST', `/v1/products/${product.id}/publish`)
    const webhook = await call<{ id: string }>('POST', '/v1/webhooks', {
      url: long.webhookUrl,
      events: ['conversation.created'],
      description: long.webhookDescription,
    })
    const bare = await call<{ id: string }>('POST', '/v1/webhooks', {
      url: `${long.webhookUrl.slice(0, 1990)}bare`,
      events: ['conversation.created'],
    })
    const conversation = await call<{ session_id: string; entry_ids: string[] }>('POST', '/_mock/conversations', {
      product_id: product.id,
      texts: ['A question.', 'An answer.'],
      contact: { name: long.contactName, email: long.contactEmail, phone: '+49 151 5555 0142' },
    })
    const deliveries = await call<{ data: { id: string }[] }>('GET', `/v1/webhooks/${webhook.id}/deliveries`)
    return {
      productId: product.id,
      toolId: tool.id,
      webhookId: webhook.id,
      bareWebhookId: bare.id,
      deliveryId: deliveries.data[0]?.id ?? '',
      knowledgeBaseId,
      sessionId: conversation.session_id,
      entryId: conversation.entry_ids[0] ?? '',
    }
  }, LONG)
}

/** Every screen that lists or shows these objects. */
export const longTextScreens = (o: LongObjects): { name: string; path: string }[] => [
  { name: 'overview', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'product', path: `/products/${o.productId}` },
  { name: 'tools', path: '/tools' },
  { name: 'tool', path: `/tools/${o.toolId}` },
  { name: 'knowledge-bases', path: '/knowledge-bases' },
  { name: 'knowledge-base', path: `/knowledge-bases/${o.knowledgeBaseId}` },
  { name: 'sessions', path: '/sessions' },
  { name: 'session', path: `/sessions/${o.sessionId}` },
  { name: 'webhooks', path: '/webhooks' },
  { name: 'webhook', path: `/webhooks/${o.webhookId}` },
  { name: 'webhook-bare', path: `/webhooks/${o.bareWebhookId}` },
  { name: 'delivery', path: `/webhooks/${o.webhookId}/deliveries/${o.deliveryId}` },
  { name: 'wallet', path: `/wallet?session_id=${o.sessionId}` },
  { name: 'wallet-entry', path: `/wallet/entries/${o.entryId}` },
]

/**
 * What breaks the layout now: the page scrolling sideways, a table scrolling sideways on a wide
 * screen, or a token (a prefixed id, the long slug, an amount, a date) laid out over two lines.
 */
export async function layoutProblems(page: Page, { wide }: { wide: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ wide, slug }) => {
      const problems: string[] = []
      const root = document.documentElement
      if (root.scrollWidth > root.clientWidth)
        problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`)
      for (const table of document.querySelectorAll('table')) {
        const scroller = table.parentElement
        // A chart's table kept for screen readers sits in a 1-px box: not laid out for anyone to see.
        if (!scroller || scroller.clientWidth < 2) continue
        if (scroller.scrollWidth > scroller.clientWidth + 1)
          problems.push(
            `table "${table.caption?.textContent ?? ''}" scrolls sideways at ${wide ? 'full' : 'phone'} width`,
          )
      }
      const lines = (range: Range) =>
        new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
      const TOKEN = new RegExp(
        `\\b(?:prod|tool|kb|src|sess|msg|wh|evt|dlv|att|txn)_[A-Za-z0-9]{6,}\\b|${slug}|[−-]?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?`,
        'g',
      )
      for (const cell of document.querySelectorAll('td, th')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (const m of text.matchAll(TOKEN)) {
            const range = document.createRange()
            range.setStart(node, m.index)
            range.setEnd(node, m.index + m[0].length)
            if (lines(range) > 1) problems.push(`"${m[0]}" wraps inside its cell`)
          }
        }
        for (const time of cell.querySelectorAll('time')) {
          const range = document.createRange()
          range.selectNodeContents(time)
          if (lines(range) > 1) problems.push(`the date "${time.textContent ?? ''}" wraps`)
        }
      }
      return problems
    },
    { wide, slug: LONG.productSlug },
  )
}

/** Waits until the screen shows its data: no skeleton or busy region left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('main h1').first()).toBeVisible()
}
