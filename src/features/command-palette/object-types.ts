// What the palette does with each kind of prefixed id: how to look the object up, how to
// name it, and (once its screen exists) where to open it.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, select, t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { UseNavigateResult } from '@tanstack/react-router'
import type {
  Delivery,
  IdKind,
  KnowledgeBase,
  KnowledgeSource,
  Product,
  Session,
  Tool,
  WebhookEndpoint,
} from '../../api/contract'
import { LIMIT_MAX } from '../../api/contract/common'
import { isApiError, type ApiError } from '../../api/errors'
import { knowledgeBaseQueries } from '../../api/knowledge-bases'
import { productQueries } from '../../api/products'
import { sessionQueries } from '../../api/sessions'
import { toolQueries } from '../../api/tools'
import { walletQueries } from '../../api/wallet'
import { webhookQueries } from '../../api/webhooks'
import { formatCredits, formatDateTime } from '../../lib/format'

export type Navigate = UseNavigateResult<string>

/** How the palette names a found object: `Product · Support Assistant`, with a line of detail. */
export interface Described {
  name: string
  detail: string
}

/** A kind's names, each shown with `i18n._()` in the language in force. */
interface KindWords {
  /** Singular, standing alone (a badge, a group's heading): "Product". */
  label: MessageDescriptor
  /** Singular, inside a sentence: "No product prod_… in this workspace". */
  noun: MessageDescriptor
}

interface ObjectType<T> extends KindWords {
  /** Finds the object, or null when the API says there is none (404). Other errors are thrown. */
  lookup: (id: string, client: QueryClient) => Promise<T | null>
  describe: (object: T) => Described
  /**
   * Opens the object's screen. A screen's issue adds this line, typed against the
   * router, so an entry can only point at a route that exists:
   * `open: (p, navigate) => navigate({ to: '/products/$productId', params: { productId: p.id } })`.
   */
  open?: (object: T, navigate: Navigate) => Promise<void>
}

/** The table with each entry's object type erased, for the palette to use uniformly. */
export interface PaletteObjectType extends KindWords {
  /** null: the API has no way to find this kind of object by its id alone. */
  lookup: ((id: string, client: QueryClient) => Promise<FoundObject | null>) | null
  /** Why there is no lookup, when there is none. */
  note: MessageDescriptor | null
}

export interface FoundObject extends Described {
  open: ((navigate: Navigate) => Promise<void>) | null
}

const define = <T>(type: ObjectType<T>): PaletteObjectType => ({
  label: type.label,
  noun: type.noun,
  note: null,
  lookup: async (id, client) => {
    const object = await type.lookup(id, client)
    if (object === null) return null
    const { open } = type
    return { ...type.describe(object), open: open ? (navigate) => open(object, navigate) : null }
  },
})

const unsupported = (words: KindWords, note: MessageDescriptor): PaletteObjectType => ({
  ...words,
  lookup: null,
  note,
})

const isNotFound = (e: unknown): e is ApiError => isApiError(e) && e.status === 404

/** A 404 is an answer ("no such object"), not a failure. */
async function orNull<T>(find: Promise<T>): Promise<T | null> {
  try {
    return await find
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

/** Every item of a cursor-paged list, a hundred at a time. */
async function everyPage<T extends { id: string }>(
  page: (cursor: string | undefined) => Promise<{ data: T[]; has_more: boolean }>,
): Promise<T[]> {
  const all: T[] = []
  let cursor: string | undefined
  for (;;) {
    const { data, has_more } = await page(cursor)
    all.push(...data)
    const last = data.at(-1)
    if (!has_more || !last) return all
    cursor = last.id
  }
}

/**
 * No endpoint finds a delivery by its id alone: it lives under its endpoint
 * (`/webhooks/{id}/deliveries/{delivery_id}`). So every endpoint is asked at
 * once; the first that has it answers, and the other requests are cancelled.
 * Endpoints are few (a workspace has a handful), so this is a few cheap GETs.
 */
async function findDelivery(
  id: string,
  client: QueryClient,
): Promise<{ delivery: Delivery; endpoint: WebhookEndpoint } | null> {
  const endpoints = await everyPage((cursor) =>
    client.fetchQuery(webhookQueries.list({ limit: LIMIT_MAX, starting_after: cursor })),
  )
  if (endpoints.length === 0) return null
  const searches = endpoints.map((endpoint) => ({ endpoint, options: webhookQueries.delivery(endpoint.id, id) }))
  return new Promise((resolve, reject) => {
    let left = searches.length
    let settled = false
    for (const { endpoint, options } of searches) {
      client.fetchQuery(options).then(
        (delivery) => {
          if (settled) return
          settled = true
          resolve({ delivery, endpoint })
          for (const other of searches)
            if (other.endpoint !== endpoint) void client.cancelQueries({ queryKey: other.options.queryKey })
        },
        (e: unknown) => {
          if (settled) return
          if (!isNotFound(e)) {
            settled = true
            reject(e instanceof Error ? e : new Error(String(e)))
            return
          }
          if (--left === 0) resolve(null)
        },
      )
    }
  })
}

/** Sources have no endpoint of their own; they are read from the knowledge base that holds them. */
async function findSource(
  id: string,
  client: QueryClient,
): Promise<{ source: KnowledgeSource; knowledgeBase: KnowledgeBase } | null> {
  const bases = await everyPage((cursor) =>
    client.fetchQuery(knowledgeBaseQueries.list({ limit: LIMIT_MAX, starting_after: cursor })),
  )
  for (const knowledgeBase of bases) {
    const source = knowledgeBase.sources.find((s) => s.id === id)
    if (source) return { source, knowledgeBase }
  }
  return null
}

/** A conversation is named by its visitor and its product, whose name takes one more (cached) request. */
async function findSession(id: string, client: QueryClient): Promise<{ session: Session; productName: string } | null> {
  const session = await orNull(client.fetchQuery(sessionQueries.detail(id)))
  if (!session) return null
  const product = await orNull(client.fetchQuery(productQueries.detail(session.product_id))).catch(() => null)
  return { session, productName: product?.name ?? session.product_id }
}

/** The URL's host: what tells endpoints apart at a glance (the path is usually a route of the same app). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** How a kind is named, told apart and opened, the same whether it was found by id or by name. */
export type Presented<T> = Required<Omit<ObjectType<T>, 'lookup'>>

export const PRODUCT: Presented<Product> = {
  label: msg`Product`,
  noun: msg`product`,
  describe: (p) => {
    const kind = select(p.kind, { chat_agent: 'Chat agent', mcp_server: 'MCP server', other: 'Product' })
    return { name: p.name, detail: `${kind} · ${p.status} · /${p.slug}` }
  },
  open: (p, navigate) => navigate({ to: '/products/$productId', params: { productId: p.id } }),
}
export const TOOL: Presented<Tool> = {
  label: msg`Tool`,
  noun: msg`tool`,
  describe: (tool) => {
    const kind = select(tool.kind, { llm: 'LLM tool', http: 'HTTP tool', other: 'Static tool' })
    const products = plural(tool.used_by.length, { one: '# product', other: '# products' })
    return { name: tool.name, detail: t`${kind} · used by ${products}` }
  },
  open: (tool, navigate) => navigate({ to: '/tools/$toolId', params: { toolId: tool.id } }),
}
export const KNOWLEDGE_BASE: Presented<KnowledgeBase> = {
  label: msg`Knowledge base`,
  noun: msg`knowledge base`,
  describe: (kb) => {
    const sources = plural(kb.sources.length, { one: '# source', other: '# sources' })
    const products = plural(kb.product_ids.length, { one: '# product', other: '# products' })
    return { name: kb.name, detail: t`${sources} · attached to ${products}` }
  },
  open: (kb, navigate) => navigate({ to: '/knowledge-bases/$kbId', params: { kbId: kb.id } }),
}
export const WEBHOOK: Presented<WebhookEndpoint> = {
  label: msg`Webhook endpoint`,
  noun: msg`webhook endpoint`,
  describe: (w) => ({
    name: w.description || hostOf(w.url),
    detail: `${w.description ? `${hostOf(w.url)} · ` : ''}${w.status}${w.disabled_reason ? ` (${w.disabled_reason})` : ''}`,
  }),
  open: (w, navigate) => navigate({ to: '/webhooks/$webhookId', params: { webhookId: w.id } }),
}

/**
 * Every kind of id the contract defines, so a new prefix there is a type error
 * here until the palette knows what to do with it.
 */
export const OBJECT_TYPES: Record<IdKind, PaletteObjectType> = {
  product: define({ ...PRODUCT, lookup: (id, client) => orNull(client.fetchQuery(productQueries.detail(id))) }),
  tool: define({ ...TOOL, lookup: (id, client) => orNull(client.fetchQuery(toolQueries.detail(id))) }),
  knowledgeBase: define({
    ...KNOWLEDGE_BASE,
    lookup: (id, client) => orNull(client.fetchQuery(knowledgeBaseQueries.detail(id))),
  }),
  source: define({
    label: msg`Knowledge source`,
    noun: msg`knowledge source`,
    lookup: findSource,
    describe: ({ source, knowledgeBase }) => {
      const base = knowledgeBase.name
      const status = source.status
      const documents = plural(source.document_count, { one: '# document', other: '# documents' })
      return { name: source.name, detail: t`In ${base} · ${status} · ${documents}` }
    },
    open: ({ knowledgeBase }, navigate) =>
      navigate({ to: '/knowledge-bases/$kbId', params: { kbId: knowledgeBase.id } }),
  }),
  session: define({
    label: msg`Conversation`,
    noun: msg`conversation`,
    lookup: findSession,
    describe: ({ session, productName }) => {
      const messages = plural(session.message_count, { one: '# message', other: '# messages' })
      const started = formatDateTime(session.started_at)
      return {
        name: session.contact?.name ?? session.contact?.email ?? t`Anonymous visitor`,
        detail: t`${productName} · ${messages} · started ${started}`,
      }
    },
    open: ({ session }, navigate) => navigate({ to: '/sessions/$sessionId', params: { sessionId: session.id } }),
  }),
  webhook: define({ ...WEBHOOK, lookup: (id, client) => orNull(client.fetchQuery(webhookQueries.detail(id))) }),
  delivery: define({
    label: msg`Delivery`,
    noun: msg`delivery`,
    lookup: findDelivery,
    describe: ({ delivery, endpoint }) => {
      const status = delivery.status
      const url = endpoint.url
      const time = formatDateTime(delivery.created_at)
      return { name: delivery.event_type, detail: t`${status} · to ${url} · ${time}` }
    },
    open: ({ delivery }, navigate) =>
      navigate({
        to: '/webhooks/$webhookId/deliveries/$deliveryId',
        params: { webhookId: delivery.webhook_id, deliveryId: delivery.id },
      }),
  }),
  entry: define({
    label: msg`Transaction`,
    noun: msg`transaction`,
    lookup: (id, client) => orNull(client.fetchQuery(walletQueries.entry(id))),
    describe: (e) => {
      const type = select(e.type, { top_up: 'Top-up', debit: 'Debit', other: 'Refund' })
      const amount = formatCredits(e.amount)
      const time = formatDateTime(e.created_at)
      return { name: e.description, detail: t`${type} · ${amount} credits · ${time}` }
    },
    open: (e, navigate) => navigate({ to: '/wallet/entries/$entryId', params: { entryId: e.id } }),
  }),
  message: unsupported(
    { label: msg`Message`, noun: msg`message` },
    msg`A message is found through its conversation; paste the sess_ id instead.`,
  ),
  event: unsupported(
    { label: msg`Event`, noun: msg`event` },
    msg`An event is found through its deliveries; paste a dlv_ id instead.`,
  ),
  attempt: unsupported(
    { label: msg`Delivery attempt`, noun: msg`delivery attempt` },
    msg`An attempt is found through its delivery; paste the dlv_ id instead.`,
  ),
  user: unsupported(
    { label: msg`End user`, noun: msg`end user` },
    msg`End users belong to your own system; the API has no lookup by user id.`,
  ),
}
