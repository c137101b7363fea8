// Query keys of every resource in one module, so resources can invalidate each other without import cycles.
// Hierarchical: invalidating a prefix (`productKeys.lists()`, `productKeys.detail(id)`) reaches everything below it.
import type { z } from 'zod/mini'
import type {
  DeliveryListQuery,
  KnowledgeBaseListQuery,
  messageListQuery,
  ProductListQuery,
  SessionListQuery,
  SummaryQuery,
  ToolListQuery,
  WalletEntryListQuery,
  WalletSummaryQuery,
  WebhookListQuery,
} from './contract'

export type MessageListQuery = z.input<typeof messageListQuery>

/** list / infinite / detail under one prefix; `Q` is the list's query. */
const collection =
  <Q>() =>
  <const P extends readonly unknown[]>(prefix: P) => ({
    all: prefix,
    lists: () => [...prefix, 'list'] as const,
    list: (q: Q) => [...prefix, 'list', q] as const,
    infinite: (q: Q) => [...prefix, 'list', 'infinite', q] as const,
    details: () => [...prefix, 'detail'] as const,
    detail: (id: string) => [...prefix, 'detail', id] as const,
  })

const products = collection<ProductListQuery>()(['products'])
export const productKeys = { ...products, manifest: (id: string) => [...products.detail(id), 'manifest'] as const }

export const toolKeys = collection<ToolListQuery>()(['tools'])

export const knowledgeBaseKeys = collection<KnowledgeBaseListQuery>()(['knowledge-bases'])

const sessions = collection<SessionListQuery>()(['sessions'])
export const sessionKeys = {
  ...sessions,
  summary: (q: SummaryQuery) => [...sessions.all, 'summary', q] as const,
  messages: (id: string, q: MessageListQuery) => [...sessions.detail(id), 'messages', q] as const,
}

const webhooks = collection<WebhookListQuery>()(['webhooks'])
export const webhookKeys = {
  ...webhooks,
  /** Everything about one endpoint's deliveries: lists and single deliveries. */
  deliveries: (webhookId: string) => collection<DeliveryListQuery>()([...webhooks.detail(webhookId), 'deliveries']),
}

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
  entries: collection<WalletEntryListQuery>()(['wallet', 'entries']),
  summary: (q: WalletSummaryQuery) => ['wallet', 'summary', q] as const,
}

export const mockKeys = {
  all: ['mock'] as const,
  state: () => ['mock', 'state'] as const,
}

/** Every resource prefix: what a reset of the demo data makes stale (never the whole cache blindly). */
export const RESOURCE_KEYS = [
  productKeys.all,
  toolKeys.all,
  knowledgeBaseKeys.all,
  sessionKeys.all,
  webhookKeys.all,
  walletKeys.all,
] as const
