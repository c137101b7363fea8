// Every operation of the API in one table. The mock's router, its auth order,
// the OpenAPI document and the tests all read it, so a route exists in one place.
import type { z } from 'zod/mini'
import {
  emptyBody,
  entryId,
  deliveryId,
  knowledgeBaseId,
  productId,
  sessionId,
  sourceId,
  toolId,
  webhookId,
} from './common'
import type { ErrorCode } from './errors'
import { knowledgeBase, knowledgeBaseList, knowledgeBaseListQuery, knowledgeSource } from './knowledge-bases'
import {
  manifest,
  product,
  productCreate,
  productDuplicate,
  productList,
  productListQuery,
  productUpdate,
} from './products'
import {
  messageList,
  messageListQuery,
  session,
  sessionList,
  sessionListQuery,
  sessionSummary,
  summaryQuery,
} from './sessions'
import { tool, toolCreate, toolList, toolListQuery, toolUpdate } from './tools'
import { verifyUserResult } from './verify-user'
import { wallet, walletEntry, walletEntryList, walletEntryListQuery, walletSummary, walletSummaryQuery } from './wallet'
import {
  delivery,
  deliveryList,
  deliveryListQuery,
  webhookCreate,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookList,
  webhookListQuery,
  webhookRecover,
  webhookRecoverResult,
  webhookTest,
  webhookUpdate,
} from './webhooks'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface Operation {
  id: string
  method: HttpMethod
  /** OpenAPI-style template relative to `{base_url}`, e.g. `/products/{product_id}`. */
  path: string
  summary: string
  tag: string
  /** `workspace`: refused to a product-locked key (403 key_product_locked). */
  access: 'workspace' | 'product'
  params?: Record<string, z.ZodMiniType<string>>
  query?: z.ZodMiniType
  body?: z.ZodMiniType
  /** Action endpoints take no body, or `{}`. */
  bodyOptional?: boolean
  /** `POST` creates that honour `Idempotency-Key`. */
  idempotent?: boolean
  /** Product writes that honour `If-Match` and answer with `ETag`. */
  versioned?: boolean
  /** `X-User-Token` is required. */
  userToken?: boolean
  response: { status: 200 | 201 | 202 | 204; schema?: z.ZodMiniType; list?: boolean }
  /** Errors particular to this operation; the generic ones are derived by `errorsOf`. */
  errors?: ErrorCode[]
}

const op = <const O extends Operation>(o: O) => o

const p = { product_id: productId }
const t = { tool_id: toolId }
const w = { webhook_id: webhookId }
/** An action: no body, or `{}`. */
const noBody = { body: emptyBody, bodyOptional: true } as const
/** Publish and unpublish: a bodiless POST on one product that answers with it at its new version. */
const productAction = {
  tag: 'Products',
  access: 'product',
  params: p,
  ...noBody,
  versioned: true,
  response: { status: 200, schema: product },
} as const
/** A bodiless POST on one endpoint. */
const webhookAction = { tag: 'Webhooks', access: 'workspace', params: w, ...noBody } as const

export const OPERATIONS = [
  // Products
  op({
    id: 'listProducts',
    method: 'GET',
    path: '/products',
    summary: 'List products',
    tag: 'Products',
    access: 'product',
    query: productListQuery,
    response: { status: 200, schema: productList, list: true },
  }),
  op({
    id: 'createProduct',
    method: 'POST',
    path: '/products',
    summary: 'Create a product',
    tag: 'Products',
    access: 'workspace',
    body: productCreate,
    idempotent: true,
    versioned: true,
    response: { status: 201, schema: product },
    errors: ['already_exists'],
  }),
  op({
    id: 'getProduct',
    method: 'GET',
    path: '/products/{product_id}',
    summary: 'Get a product',
    tag: 'Products',
    access: 'product',
    params: p,
    versioned: true,
    response: { status: 200, schema: product },
  }),
  op({
    id: 'updateProduct',
    method: 'PATCH',
    path: '/products/{product_id}',
    summary: 'Update a product, or attach and detach tools and knowledge bases',
    tag: 'Products',
    access: 'product',
    params: p,
    body: productUpdate,
    versioned: true,
    response: { status: 200, schema: product },
    errors: ['already_exists', 'precondition_failed'],
  }),
  op({
    id: 'publishProduct',
    method: 'POST',
    path: '/products/{product_id}/publish',
    summary: 'Publish a product',
    ...productAction,
    errors: ['invalid_state', 'publish_blocked', 'precondition_failed'],
  }),
  op({
    id: 'unpublishProduct',
    method: 'POST',
    path: '/products/{product_id}/unpublish',
    summary: 'Unpublish a product',
    ...productAction,
    errors: ['invalid_state', 'precondition_failed'],
  }),
  op({
    id: 'duplicateProduct',
    method: 'POST',
    path: '/products/{product_id}/duplicate',
    summary: 'Duplicate a product as a new draft',
    tag: 'Products',
    access: 'workspace',
    params: p,
    body: productDuplicate,
    bodyOptional: true,
    idempotent: true,
    versioned: true,
    response: { status: 201, schema: product },
    errors: ['already_exists'],
  }),
  op({
    id: 'getProductManifest',
    method: 'GET',
    path: '/products/{product_id}/manifest',
    summary: 'The MCP tool manifest of a product',
    tag: 'Products',
    access: 'product',
    params: p,
    response: { status: 200, schema: manifest },
  }),
  // Tools
  op({
    id: 'listTools',
    method: 'GET',
    path: '/tools',
    summary: 'List tools',
    tag: 'Tools',
    access: 'workspace',
    query: toolListQuery,
    response: { status: 200, schema: toolList, list: true },
  }),
  op({
    id: 'createTool',
    method: 'POST',
    path: '/tools',
    summary: 'Create a tool',
    tag: 'Tools',
    access: 'workspace',
    body: toolCreate,
    idempotent: true,
    response: { status: 201, schema: tool },
  }),
  op({
    id: 'getTool',
    method: 'GET',
    path: '/tools/{tool_id}',
    summary: 'Get a tool',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    response: { status: 200, schema: tool },
  }),
  op({
    id: 'updateTool',
    method: 'PATCH',
    path: '/tools/{tool_id}',
    summary: 'Update a tool',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    body: toolUpdate,
    response: { status: 200, schema: tool },
  }),
  op({
    id: 'deleteTool',
    method: 'DELETE',
    path: '/tools/{tool_id}',
    summary: 'Delete a tool that no product uses',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    response: { status: 204 },
    errors: ['tool_in_use'],
  }),
  // Knowledge bases
  op({
    id: 'listKnowledgeBases',
    method: 'GET',
    path: '/knowledge-bases',
    summary: 'List knowledge bases',
    tag: 'Knowledge bases',
    access: 'workspace',
    query: knowledgeBaseListQuery,
    response: { status: 200, schema: knowledgeBaseList, list: true },
  }),
  op({
    id: 'getKnowledgeBase',
    method: 'GET',
    path: '/knowledge-bases/{knowledge_base_id}',
    summary: 'Get a knowledge base',
    tag: 'Knowledge bases',
    access: 'workspace',
    params: { knowledge_base_id: knowledgeBaseId },
    response: { status: 200, schema: knowledgeBase },
  }),
  op({
    id: 'refreshKnowledgeSource',
    method: 'POST',
    path: '/knowledge-bases/{knowledge_base_id}/sources/{source_id}/refresh',
    summary: 'Start refreshing a knowledge source',
    tag: 'Knowledge bases',
    access: 'workspace',
    params: { knowledge_base_id: knowledgeBaseId, source_id: sourceId },
    ...noBody,
    response: { status: 202, schema: knowledgeSource },
    errors: ['refresh_in_progress'],
  }),
  // Sessions
  op({
    id: 'listSessions',
    method: 'GET',
    path: '/sessions',
    summary: 'List conversations, newest first',
    tag: 'Sessions',
    access: 'product',
    query: sessionListQuery,
    response: { status: 200, schema: sessionList, list: true },
  }),
  op({
    id: 'getSessionSummary',
    method: 'GET',
    path: '/sessions/summary',
    summary: 'Usage figures for a period',
    tag: 'Sessions',
    access: 'product',
    query: summaryQuery,
    response: { status: 200, schema: sessionSummary },
  }),
  op({
    id: 'getSession',
    method: 'GET',
    path: '/sessions/{session_id}',
    summary: 'Get a conversation',
    tag: 'Sessions',
    access: 'product',
    params: { session_id: sessionId },
    response: { status: 200, schema: session },
  }),
  op({
    id: 'listSessionMessages',
    method: 'GET',
    path: '/sessions/{session_id}/messages',
    summary: 'Page through a transcript, oldest first',
    tag: 'Sessions',
    access: 'product',
    params: { session_id: sessionId },
    query: messageListQuery,
    response: { status: 200, schema: messageList, list: true },
  }),
  // Webhooks
  op({
    id: 'listWebhooks',
    method: 'GET',
    path: '/webhooks',
    summary: 'List webhook endpoints',
    tag: 'Webhooks',
    access: 'workspace',
    query: webhookListQuery,
    response: { status: 200, schema: webhookList, list: true },
  }),
  op({
    id: 'createWebhook',
    method: 'POST',
    path: '/webhooks',
    summary: 'Register a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    body: webhookCreate,
    idempotent: true,
    response: { status: 201, schema: webhookEndpointWithSecret },
  }),
  op({
    id: 'getWebhook',
    method: 'GET',
    path: '/webhooks/{webhook_id}',
    summary: 'Get a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    response: { status: 200, schema: webhookEndpoint },
  }),
  op({
    id: 'updateWebhook',
    method: 'PATCH',
    path: '/webhooks/{webhook_id}',
    summary: 'Update a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookUpdate,
    response: { status: 200, schema: webhookEndpoint },
  }),
  op({
    id: 'deleteWebhook',
    method: 'DELETE',
    path: '/webhooks/{webhook_id}',
    summary: 'Delete a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    response: { status: 204 },
  }),
  op({
    id: 'disableWebhook',
    method: 'POST',
    path: '/webhooks/{webhook_id}/disable',
    summary: 'Disable an endpoint; pending retries are cancelled',
    ...webhookAction,
    response: { status: 200, schema: webhookEndpoint },
  }),
  op({
    id: 'reactivateWebhook',
    method: 'POST',
    path: '/webhooks/{webhook_id}/reactivate',
    summary: 'Reactivate an endpoint (idempotent; replays nothing)',
    ...webhookAction,
    response: { status: 200, schema: webhookEndpoint },
  }),
  op({
    id: 'testWebhook',
    method: 'POST',
    path: '/webhooks/{webhook_id}/test',
    summary: 'Send a sample event',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookTest,
    response: { status: 202, schema: delivery },
    errors: ['invalid_state'],
  }),
  op({
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: '/webhooks/{webhook_id}/rotate-secret',
    summary: 'Rotate the signing secret; the old one signs alongside for 24 h',
    ...webhookAction,
    response: { status: 200, schema: webhookEndpointWithSecret },
  }),
  op({
    id: 'recoverWebhook',
    method: 'POST',
    path: '/webhooks/{webhook_id}/recover',
    summary: 'Re-queue failed and skipped deliveries since a time',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookRecover,
    response: { status: 202, schema: webhookRecoverResult },
    errors: ['invalid_state'],
  }),
  op({
    id: 'listDeliveries',
    method: 'GET',
    path: '/webhooks/{webhook_id}/deliveries',
    summary: 'The delivery log of an endpoint, newest first',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    query: deliveryListQuery,
    response: { status: 200, schema: deliveryList, list: true },
  }),
  op({
    id: 'getDelivery',
    method: 'GET',
    path: '/webhooks/{webhook_id}/deliveries/{delivery_id}',
    summary: 'A delivery with every attempt',
    tag: 'Webhooks',
    access: 'workspace',
    params: { ...w, delivery_id: deliveryId },
    response: { status: 200, schema: delivery },
  }),
  op({
    id: 'resendDelivery',
    method: 'POST',
    path: '/webhooks/{webhook_id}/deliveries/{delivery_id}/resend',
    summary: 'Send a delivery once more, by hand',
    tag: 'Webhooks',
    access: 'workspace',
    params: { ...w, delivery_id: deliveryId },
    ...noBody,
    response: { status: 202, schema: delivery },
    errors: ['invalid_state'],
  }),
  // Wallet
  op({
    id: 'getWallet',
    method: 'GET',
    path: '/wallet',
    summary: 'Balance and trial',
    tag: 'Wallet',
    access: 'workspace',
    response: { status: 200, schema: wallet },
  }),
  op({
    id: 'listWalletEntries',
    method: 'GET',
    path: '/wallet/entries',
    summary: 'The ledger, newest first',
    tag: 'Wallet',
    access: 'workspace',
    query: walletEntryListQuery,
    response: { status: 200, schema: walletEntryList, list: true },
  }),
  op({
    id: 'getWalletEntry',
    method: 'GET',
    path: '/wallet/entries/{entry_id}',
    summary: 'One ledger entry',
    tag: 'Wallet',
    access: 'workspace',
    params: { entry_id: entryId },
    response: { status: 200, schema: walletEntry },
  }),
  op({
    id: 'getWalletSummary',
    method: 'GET',
    path: '/wallet/summary',
    summary: 'Opening and closing balance and totals for a period',
    tag: 'Wallet',
    access: 'workspace',
    query: walletSummaryQuery,
    response: { status: 200, schema: walletSummary },
  }),
  // Verify user
  op({
    id: 'verifyUser',
    method: 'GET',
    path: '/verify-user',
    summary: 'Validate an end-user session token',
    tag: 'Verify user',
    access: 'product',
    userToken: true,
    response: { status: 200, schema: verifyUserResult },
  }),
] as const satisfies readonly Operation[]

export type OperationId = (typeof OPERATIONS)[number]['id']
export const operationById = Object.fromEntries(OPERATIONS.map((o) => [o.id, o])) as {
  [K in OperationId]: Extract<(typeof OPERATIONS)[number], { id: K }>
}

/** Served without a key, outside the auth order. */
export const OPENAPI_PATH = '/openapi.json'

/** The errors an operation can answer, derived from the auth order and its shape. */
export function errorsOf(o: Operation): ErrorCode[] {
  const codes: ErrorCode[] = ['missing_api_key', 'invalid_api_key', 'trial_expired', 'rate_limited']
  if (o.method !== 'GET') codes.push('insufficient_scope')
  if (o.access === 'workspace') codes.push('key_product_locked')
  if (o.query || o.userToken || o.idempotent || o.versioned) codes.push('invalid_parameter')
  if (o.body) codes.push('unsupported_media_type', 'payload_too_large', 'malformed_json', 'validation_failed')
  if (o.params) codes.push('not_found')
  if (o.idempotent) codes.push('idempotency_key_in_use', 'idempotency_key_reused')
  codes.push(...(o.errors ?? []), 'internal_error')
  return [...new Set(codes)]
}

/** Path template → RegExp with named groups; literal segments win over params when several match. */
export function compilePath(path: string): RegExp {
  const source = path.replace(/\//g, '\\/').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')
  return new RegExp(`^${source}$`)
}
