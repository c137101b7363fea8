// What the palette does with each kind of prefixed id: how to look the object up, how to
// name it, and (once its screen exists) where to open it.
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
import { formatCredits, formatDateTime, plural } from '../../lib/format'
import { known } from '../../lib/known'

export type Navigate = UseNavigateResult<string>

/** How the palette names a found object: `Product · Support Assistant`, with a line of detail. */
export interface Described {
  name: string
  detail: string
}

interface ObjectType<T> {
  /** Singular, capitalised: "Product". */
  label: string
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
export interface PaletteObjectType {
  label: string
  /** null: the API has no way to find this kind of object by its id alone. */
  lookup: ((id: string, client: QueryClient) => Promise<FoundObject | null>) | null
  /** Why there is no lookup, when there is none. */
  note: string | null
}

export interface FoundObject extends Described {
  open: ((navigate: Navigate) => Promise<void>) | null
}

const define = <T>(t: ObjectType<T>): PaletteObjectType => ({
  label: t.label,
  note: null,
  lookup: async (id, client) => {
    const object = await t.lookup(id, client)
    if (object === null) return null
    const { open } = t
    return { ...t.describe(object), open: open ? (navigate) => open(object, navigate) : null }
  },
})

const unsupported = (label: string, note: string): PaletteObjectType => ({ label, lookup: null, note })

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

const PRODUCT_KIND_LABELS = { chat_agent: 'Chat agent', mcp_server: 'MCP server' } as const
const TOOL_KIND_LABELS = { llm: 'LLM', http: 'HTTP', static: 'Static' } as const
const ENTRY_TYPE_LABELS = { top_up: 'Top-up', debit: 'Debit', refund: 'Refund' } as const

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
  label: 'Product',
  describe: (p) => ({
    name: p.name,
    detail: `${known(PRODUCT_KIND_LABELS, p.kind) ?? p.kind} · ${p.status} · /${p.slug}`,
  }),
  open: (p, navigate) => navigate({ to: '/products/$productId', params: { productId: p.id } }),
}
export const TOOL: Presented<Tool> = {
  label: 'Tool',
  describe: (t) => ({
    name: t.name,
    detail: `${TOOL_KIND_LABELS[t.kind]} tool · used by ${plural(t.used_by.length, 'product')}`,
  }),
  open: (t, navigate) => navigate({ to: '/tools/$toolId', params: { toolId: t.id } }),
}
export const KNOWLEDGE_BASE: Presented<KnowledgeBase> = {
  label: 'Knowledge base',
  describe: (kb) => ({
    name: kb.name,
    detail: `${plural(kb.sources.length, 'source')} · attached to ${plural(kb.product_ids.length, 'product')}`,
  }),
  open: (kb, navigate) => navigate({ to: '/knowledge-bases/$kbId', params: { kbId: kb.id } }),
}
export const WEBHOOK: Presented<WebhookEndpoint> = {
  label: 'Webhook endpoint',
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
    label: 'Knowledge source',
    lookup: findSource,
    describe: ({ source, knowledgeBase }) => ({
      name: source.name,
      detail: `In ${knowledgeBase.name} · ${source.status} · ${plural(source.document_count, 'document')}`,
    }),
    open: ({ knowledgeBase }, navigate) =>
      navigate({ to: '/knowledge-bases/$kbId', params: { kbId: knowledgeBase.id } }),
  }),
  session: define({
    label: 'Conversation',
    lookup: findSession,
    describe: ({ session, productName }) => ({
      name: session.contact?.name ?? session.contact?.email ?? 'Anonymous visitor',
      detail: `${productName} · ${plural(session.message_count, 'message')} · started ${formatDateTime(session.started_at)}`,
    }),
    open: ({ session }, navigate) => navigate({ to: '/sessions/$sessionId', params: { sessionId: session.id } }),
  }),
  webhook: define({ ...WEBHOOK, lookup: (id, client) => orNull(client.fetchQuery(webhookQueries.detail(id))) }),
  delivery: define({
    label: 'Delivery',
    lookup: findDelivery,
    describe: ({ delivery, endpoint }) => ({
      name: delivery.event_type,
      detail: `${delivery.status} · to ${endpoint.url} · ${formatDateTime(delivery.created_at)}`,
    }),
    open: ({ delivery }, navigate) =>
      navigate({
        to: '/webhooks/$webhookId/deliveries/$deliveryId',
        params: { webhookId: delivery.webhook_id, deliveryId: delivery.id },
      }),
  }),
  entry: define({
    label: 'Transaction',
    lookup: (id, client) => orNull(client.fetchQuery(walletQueries.entry(id))),
    describe: (e) => ({
      name: e.description,
      detail: `${ENTRY_TYPE_LABELS[e.type]} · ${formatCredits(e.amount)} credits · ${formatDateTime(e.created_at)}`,
    }),
    open: (e, navigate) => navigate({ to: '/wallet/entries/$entryId', params: { entryId: e.id } }),
  }),
  message: unsupported('Message', 'A message is found through its conversation; paste the sess_ id instead.'),
  event: unsupported('Event', 'An event is found through its deliveries; paste a dlv_ id instead.'),
  attempt: unsupported('Delivery attempt', 'An attempt is found through its delivery; paste the dlv_ id instead.'),
  user: unsupported('End user', 'End users belong to your own system; the API has no lookup by user id.'),
}
