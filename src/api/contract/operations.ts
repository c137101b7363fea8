// Every operation of the API in one table, built on ./routes (method, path, answer). The mock's
// router, its auth order, the OpenAPI document and the tests all read it, so a route exists in
// one place.
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
import { ROUTES, type HttpMethod, type OperationId, type Route } from './routes'
import { knowledgeBaseListQuery } from './knowledge-bases'
import { productCreate, productDuplicate, productListQuery, productUpdate } from './products'
import { messageListQuery, sessionListQuery, summaryQuery } from './sessions'
import { toolCreate, toolListQuery, toolUpdate } from './tools'
import { walletEntryListQuery, walletSummaryQuery } from './wallet'
import {
  deliveryListQuery,
  webhookCreate,
  webhookListQuery,
  webhookRecover,
  webhookTest,
  webhookUpdate,
} from './webhooks'

/** What an operation adds to its route: how it is called, checked and documented. */
export interface OperationDetails {
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
  response: { status: 200 | 201 | 202 | 204; list?: boolean }
  /** Errors particular to this operation; the generic ones are derived by `errorsOf`. */
  errors?: ErrorCode[]
}

export interface Operation extends Omit<OperationDetails, 'response'> {
  id: OperationId
  method: HttpMethod
  /** OpenAPI-style template relative to `{base_url}`, e.g. `/products/{product_id}`. */
  path: string
  response: OperationDetails['response'] & { schema?: z.ZodMiniType }
}

type Built<Id extends OperationId, D extends OperationDetails> = Omit<D, 'response'> & {
  id: Id
  method: HttpMethod
  path: string
  response: D['response'] & { schema?: z.ZodMiniType }
}

/* @__NO_SIDE_EFFECTS__ */
function op<const Id extends OperationId, const D extends OperationDetails>(id: Id, details: D): Built<Id, D> {
  const route: Route = ROUTES[id]
  const { method, path, schema } = route
  return { ...details, id, method, path, response: { ...details.response, ...(schema ? { schema } : {}) } }
}

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
  response: { status: 200 },
} as const
/** A bodiless POST on one endpoint. */
const webhookAction = { tag: 'Webhooks', access: 'workspace', params: w, ...noBody } as const

export const OPERATIONS = [
  // Products
  op('listProducts', {
    summary: 'List products',
    tag: 'Products',
    access: 'product',
    query: productListQuery,
    response: { status: 200, list: true },
  }),
  op('createProduct', {
    summary: 'Create a product',
    tag: 'Products',
    access: 'workspace',
    body: productCreate,
    idempotent: true,
    versioned: true,
    response: { status: 201 },
    errors: ['already_exists'],
  }),
  op('getProduct', {
    summary: 'Get a product',
    tag: 'Products',
    access: 'product',
    params: p,
    versioned: true,
    response: { status: 200 },
  }),
  op('updateProduct', {
    summary: 'Update a product, or attach and detach tools and knowledge bases',
    tag: 'Products',
    access: 'product',
    params: p,
    body: productUpdate,
    versioned: true,
    response: { status: 200 },
    errors: ['already_exists', 'precondition_failed'],
  }),
  op('publishProduct', {
    summary: 'Publish a product',
    ...productAction,
    errors: ['invalid_state', 'publish_blocked', 'precondition_failed'],
  }),
  op('unpublishProduct', {
    summary: 'Unpublish a product',
    ...productAction,
    errors: ['invalid_state', 'precondition_failed'],
  }),
  op('duplicateProduct', {
    summary: 'Duplicate a product as a new draft',
    tag: 'Products',
    access: 'workspace',
    params: p,
    body: productDuplicate,
    bodyOptional: true,
    idempotent: true,
    versioned: true,
    response: { status: 201 },
    errors: ['already_exists'],
  }),
  op('getProductManifest', {
    summary: 'The MCP tool manifest of a product',
    tag: 'Products',
    access: 'product',
    params: p,
    response: { status: 200 },
  }),
  // Tools
  op('listTools', {
    summary: 'List tools',
    tag: 'Tools',
    access: 'workspace',
    query: toolListQuery,
    response: { status: 200, list: true },
  }),
  op('createTool', {
    summary: 'Create a tool',
    tag: 'Tools',
    access: 'workspace',
    body: toolCreate,
    idempotent: true,
    response: { status: 201 },
  }),
  op('getTool', {
    summary: 'Get a tool',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    response: { status: 200 },
  }),
  op('updateTool', {
    summary: 'Update a tool',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    body: toolUpdate,
    response: { status: 200 },
  }),
  op('deleteTool', {
    summary: 'Delete a tool that no product uses',
    tag: 'Tools',
    access: 'workspace',
    params: t,
    response: { status: 204 },
    errors: ['tool_in_use'],
  }),
  // Knowledge bases
  op('listKnowledgeBases', {
    summary: 'List knowledge bases',
    tag: 'Knowledge bases',
    access: 'workspace',
    query: knowledgeBaseListQuery,
    response: { status: 200, list: true },
  }),
  op('getKnowledgeBase', {
    summary: 'Get a knowledge base',
    tag: 'Knowledge bases',
    access: 'workspace',
    params: { knowledge_base_id: knowledgeBaseId },
    response: { status: 200 },
  }),
  op('refreshKnowledgeSource', {
    summary: 'Start refreshing a knowledge source',
    tag: 'Knowledge bases',
    access: 'workspace',
    params: { knowledge_base_id: knowledgeBaseId, source_id: sourceId },
    ...noBody,
    response: { status: 202 },
    errors: ['refresh_in_progress'],
  }),
  // Sessions
  op('listSessions', {
    summary: 'List conversations, newest first',
    tag: 'Sessions',
    access: 'product',
    query: sessionListQuery,
    response: { status: 200, list: true },
  }),
  op('getSessionSummary', {
    summary: 'Usage figures for a period',
    tag: 'Sessions',
    access: 'product',
    query: summaryQuery,
    response: { status: 200 },
  }),
  op('getSession', {
    summary: 'Get a conversation',
    tag: 'Sessions',
    access: 'product',
    params: { session_id: sessionId },
    response: { status: 200 },
  }),
  op('listSessionMessages', {
    summary: 'Page through a transcript, oldest first',
    tag: 'Sessions',
    access: 'product',
    params: { session_id: sessionId },
    query: messageListQuery,
    response: { status: 200, list: true },
  }),
  // Webhooks
  op('listWebhooks', {
    summary: 'List webhook endpoints',
    tag: 'Webhooks',
    access: 'workspace',
    query: webhookListQuery,
    response: { status: 200, list: true },
  }),
  op('createWebhook', {
    summary: 'Register a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    body: webhookCreate,
    idempotent: true,
    response: { status: 201 },
  }),
  op('getWebhook', {
    summary: 'Get a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    response: { status: 200 },
  }),
  op('updateWebhook', {
    summary: 'Update a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookUpdate,
    response: { status: 200 },
  }),
  op('deleteWebhook', {
    summary: 'Delete a webhook endpoint',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    response: { status: 204 },
  }),
  op('disableWebhook', {
    summary: 'Disable an endpoint; pending retries are cancelled',
    ...webhookAction,
    response: { status: 200 },
  }),
  op('reactivateWebhook', {
    summary: 'Reactivate an endpoint (idempotent; replays nothing)',
    ...webhookAction,
    response: { status: 200 },
  }),
  op('testWebhook', {
    summary: 'Send a sample event',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookTest,
    response: { status: 202 },
    errors: ['invalid_state'],
  }),
  op('rotateWebhookSecret', {
    summary: 'Rotate the signing secret; the old one signs alongside for 24 h',
    ...webhookAction,
    response: { status: 200 },
  }),
  op('recoverWebhook', {
    summary: 'Re-queue failed and skipped deliveries since a time',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    body: webhookRecover,
    response: { status: 202 },
    errors: ['invalid_state'],
  }),
  op('listDeliveries', {
    summary: 'The delivery log of an endpoint, newest first',
    tag: 'Webhooks',
    access: 'workspace',
    params: w,
    query: deliveryListQuery,
    response: { status: 200, list: true },
  }),
  op('getDelivery', {
    summary: 'A delivery with every attempt',
    tag: 'Webhooks',
    access: 'workspace',
    params: { ...w, delivery_id: deliveryId },
    response: { status: 200 },
  }),
  op('resendDelivery', {
    summary: 'Send a delivery once more, by hand',
    tag: 'Webhooks',
    access: 'workspace',
    params: { ...w, delivery_id: deliveryId },
    ...noBody,
    response: { status: 202 },
    errors: ['invalid_state'],
  }),
  // Wallet
  op('getWallet', {
    summary: 'Balance and trial',
    tag: 'Wallet',
    access: 'workspace',
    response: { status: 200 },
  }),
  op('listWalletEntries', {
    summary: 'The ledger, newest first',
    tag: 'Wallet',
    access: 'workspace',
    query: walletEntryListQuery,
    response: { status: 200, list: true },
  }),
  op('getWalletEntry', {
    summary: 'One ledger entry',
    tag: 'Wallet',
    access: 'workspace',
    params: { entry_id: entryId },
    response: { status: 200 },
  }),
  op('getWalletSummary', {
    summary: 'Opening and closing balance and totals for a period',
    tag: 'Wallet',
    access: 'workspace',
    query: walletSummaryQuery,
    response: { status: 200 },
  }),
  // Verify user
  op('verifyUser', {
    summary: 'Validate an end-user session token',
    tag: 'Verify user',
    access: 'product',
    userToken: true,
    response: { status: 200 },
  }),
] as const satisfies readonly Operation[]

// Marked pure, so a bundle that never reads the table (a first screen) leaves it out.
export const operationById = /* @__PURE__ */ (() => Object.fromEntries(OPERATIONS.map((o) => [o.id, o])))() as {
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
