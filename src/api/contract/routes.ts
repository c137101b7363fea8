// Where each operation lives and what it answers: all a client needs to call the API. The rest of
// an operation (its parameters, body, scope, errors, docs) is in ./operations, which builds on this
// table. Kept apart, so that a first screen carries neither the request schemas nor the summaries.
import type { z } from 'zod/mini'
import { knowledgeBase, knowledgeBaseList, knowledgeSource } from './knowledge-bases'
import { manifest, product, productList } from './products'
import { messageList, session, sessionList, sessionSummary } from './sessions'
import { tool, toolList } from './tools'
import { verifyUserResult } from './verify-user'
import { wallet, walletEntry, walletEntryList, walletSummary } from './wallet'
import {
  delivery,
  deliveryList,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookList,
  webhookRecoverResult,
} from './webhooks'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface Route {
  method: HttpMethod
  /** OpenAPI-style template relative to `{base_url}`, e.g. `/products/{product_id}`. */
  path: string
  /** What a success answers with; `null` for no body (204). */
  schema: z.ZodMiniType | null
}

export const ROUTES = {
  listProducts: { method: 'GET', path: '/products', schema: productList },
  createProduct: { method: 'POST', path: '/products', schema: product },
  getProduct: { method: 'GET', path: '/products/{product_id}', schema: product },
  updateProduct: { method: 'PATCH', path: '/products/{product_id}', schema: product },
  publishProduct: { method: 'POST', path: '/products/{product_id}/publish', schema: product },
  unpublishProduct: { method: 'POST', path: '/products/{product_id}/unpublish', schema: product },
  duplicateProduct: { method: 'POST', path: '/products/{product_id}/duplicate', schema: product },
  getProductManifest: { method: 'GET', path: '/products/{product_id}/manifest', schema: manifest },
  listTools: { method: 'GET', path: '/tools', schema: toolList },
  createTool: { method: 'POST', path: '/tools', schema: tool },
  getTool: { method: 'GET', path: '/tools/{tool_id}', schema: tool },
  updateTool: { method: 'PATCH', path: '/tools/{tool_id}', schema: tool },
  deleteTool: { method: 'DELETE', path: '/tools/{tool_id}', schema: null },
  listKnowledgeBases: { method: 'GET', path: '/knowledge-bases', schema: knowledgeBaseList },
  getKnowledgeBase: { method: 'GET', path: '/knowledge-bases/{knowledge_base_id}', schema: knowledgeBase },
  refreshKnowledgeSource: {
    method: 'POST',
    path: '/knowledge-bases/{knowledge_base_id}/sources/{source_id}/refresh',
    schema: knowledgeSource,
  },
  listSessions: { method: 'GET', path: '/sessions', schema: sessionList },
  getSessionSummary: { method: 'GET', path: '/sessions/summary', schema: sessionSummary },
  getSession: { method: 'GET', path: '/sessions/{session_id}', schema: session },
  listSessionMessages: { method: 'GET', path: '/sessions/{session_id}/messages', schema: messageList },
  listWebhooks: { method: 'GET', path: '/webhooks', schema: webhookList },
  createWebhook: { method: 'POST', path: '/webhooks', schema: webhookEndpointWithSecret },
  getWebhook: { method: 'GET', path: '/webhooks/{webhook_id}', schema: webhookEndpoint },
  updateWebhook: { method: 'PATCH', path: '/webhooks/{webhook_id}', schema: webhookEndpoint },
  deleteWebhook: { method: 'DELETE', path: '/webhooks/{webhook_id}', schema: null },
  disableWebhook: { method: 'POST', path: '/webhooks/{webhook_id}/disable', schema: webhookEndpoint },
  reactivateWebhook: { method: 'POST', path: '/webhooks/{webhook_id}/reactivate', schema: webhookEndpoint },
  testWebhook: { method: 'POST', path: '/webhooks/{webhook_id}/test', schema: delivery },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/webhooks/{webhook_id}/rotate-secret',
    schema: webhookEndpointWithSecret,
  },
  recoverWebhook: { method: 'POST', path: '/webhooks/{webhook_id}/recover', schema: webhookRecoverResult },
  listDeliveries: { method: 'GET', path: '/webhooks/{webhook_id}/deliveries', schema: deliveryList },
  getDelivery: { method: 'GET', path: '/webhooks/{webhook_id}/deliveries/{delivery_id}', schema: delivery },
  resendDelivery: { method: 'POST', path: '/webhooks/{webhook_id}/deliveries/{delivery_id}/resend', schema: delivery },
  getWallet: { method: 'GET', path: '/wallet', schema: wallet },
  listWalletEntries: { method: 'GET', path: '/wallet/entries', schema: walletEntryList },
  getWalletEntry: { method: 'GET', path: '/wallet/entries/{entry_id}', schema: walletEntry },
  getWalletSummary: { method: 'GET', path: '/wallet/summary', schema: walletSummary },
  verifyUser: { method: 'GET', path: '/verify-user', schema: verifyUserResult },
} as const satisfies Record<string, Route>

export type OperationId = keyof typeof ROUTES

/** Path template → RegExp with named groups; literal segments win over params when several match. */
export function compilePath(path: string): RegExp {
  const source = path.replace(/\//g, '\\/').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')
  return new RegExp(`^${source}$`)
}
