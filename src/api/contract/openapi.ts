// The OpenAPI 3.1 document, generated from the operations table and the zod schemas.
import { z } from 'zod/mini'
import { KEY_PRODUCT_HEADER, KEY_SCOPE_HEADER, LIMIT_DEFAULT, LIMIT_MAX } from './common'
import { MOCK_SERVER_BASE_URL } from './servers'
import { ERROR_CATALOGUE, PROBLEM_CONTENT_TYPE, problem, type ErrorCode } from './errors'
import { EVENT_DESCRIPTIONS } from './event-descriptions'
import { EVENT_SCHEMAS, EVENT_TYPES, SIGNATURE_HEADERS, type EventType } from './events'
import { OPENAPI_PATH, OPERATIONS, errorsOf, type Operation } from './operations'
import { USER_TOKEN_HEADER } from './verify-user'
import { DELIVERY_TIMEOUT_MS, MAX_SCHEDULED_ATTEMPTS, RETRY_SCHEDULE_MS } from './webhooks'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

type Io = 'input' | 'output'

export const DEFAULT_SERVER_URL = MOCK_SERVER_BASE_URL

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Structural copy through JSON, which also drops `undefined` members zod may leave. */
const toJson = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json

function mapRefs(node: Json, fn: (ref: string) => string): Json {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, fn))
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' ? fn(v) : mapRefs(v, fn)
  return out
}

/** The values known today of an open enum (common.ts's `openEnum`: one of them, or another string); null for any other schema. */
function openEnumValues(schema: z.core.$ZodType): string[] | null {
  if (!(schema instanceof z.core.$ZodUnion)) return null
  const [known, other, ...rest] = schema._zod.def.options
  if (!(known instanceof z.core.$ZodEnum) || !(other instanceof z.core.$ZodString) || rest.length) return null
  return Object.values(known._zod.def.entries).map(String)
}

/**
 * Converts schemas one at a time and pools the ones with a `.meta({ id })` as
 * components. Request and response sides are converted separately (defaults,
 * coercions and transforms differ); a component whose two sides differ gets an
 * `Input` twin. Refs are left as `io:<side>:<id>` markers until every schema
 * is known, then resolved to `#/components/schemas/<name>`.
 */
class SchemaPool {
  private readonly defs: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() }

  convert(schema: z.ZodMiniType, io: Io): JsonObject {
    const raw = toJson(
      z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
        override: ({ zodSchema, jsonSchema }) => {
          // Responses may gain fields over time; only strict (request) objects refuse extras.
          const def = zodSchema._zod.def
          if (io === 'output' && def.type === 'object' && def.catchall === undefined)
            delete jsonSchema.additionalProperties
          // Per-type shapes say which property tells them apart, so generators and clients need not guess.
          if (def.type === 'union' && 'discriminator' in def && typeof def.discriminator === 'string')
            jsonSchema.discriminator = { propertyName: def.discriminator }
          const known = openEnumValues(zodSchema)
          if (known)
            jsonSchema.description = `One of ${known.map((v) => `\`${v}\``).join(', ')}; a later version of the API may add values, which clients should show as they come.`
        },
      }),
    )
    if (!isObject(raw)) throw new Error('zod produced a non-object JSON Schema')
    const mark = (node: Json) => mapRefs(node, (ref) => (ref.startsWith('#/$defs/') ? `io:${io}:${ref.slice(8)}` : ref))
    const { $schema: _schema, $defs, ...root } = raw
    if (isObject($defs)) {
      for (const [id, def] of Object.entries($defs)) {
        const marked = mark(def)
        const known = this.defs[io].get(id)
        if (known !== undefined && JSON.stringify(known) !== JSON.stringify(marked))
          throw new Error(`Two different schemas carry the id ${id}`)
        this.defs[io].set(id, marked)
      }
    }
    const out = mark(root)
    if (!isObject(out)) throw new Error('zod produced a non-object JSON Schema')
    return out
  }

  /** Component names per marker, and the components themselves, sorted by name. */
  finish(): { names: Map<string, string>; schemas: JsonObject } {
    const names = new Map<string, string>()
    const { input, output } = this.defs
    for (const id of output.keys()) names.set(`io:output:${id}`, id)
    for (const [id, def] of input) {
      const twin = output.get(id)
      // Compare with refs resolved the same way so nested `Input` twins count as differences.
      const same =
        twin !== undefined && JSON.stringify(def).replaceAll('io:input:', 'io:output:') === JSON.stringify(twin)
      names.set(`io:input:${id}`, twin === undefined || same ? id : `${id}Input`)
    }
    // A shared component is only shared if everything it references is shared too.
    for (let changed = true; changed;) {
      changed = false
      for (const [id, def] of input) {
        if (names.get(`io:input:${id}`) !== id || !output.has(id)) continue
        const refs = JSON.stringify(def).match(/io:input:[A-Za-z0-9_]+/g) ?? []
        if (refs.some((r) => names.get(r) !== r.slice('io:input:'.length))) {
          names.set(`io:input:${id}`, `${id}Input`)
          changed = true
        }
      }
    }
    const schemas: JsonObject = {}
    const entries: [string, Json][] = []
    for (const [id, def] of output) entries.push([id, def])
    for (const [id, def] of input) {
      const name = names.get(`io:input:${id}`) ?? id
      if (name !== id || !output.has(id)) entries.push([name, def])
    }
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    for (const [name, def] of entries) schemas[name] = def
    return { names, schemas }
  }
}

const ref = (group: 'schemas' | 'parameters' | 'headers' | 'responses', name: string): JsonObject => ({
  $ref: `#/components/${group}/${name}`,
})

const SUCCESS_DESCRIPTIONS: Record<Operation['response']['status'], string> = {
  200: 'OK.',
  201: 'Created: the new object.',
  202: 'Accepted: the work has started; the body shows its current state.',
  204: 'No content: done.',
}

const QUERY_DESCRIPTIONS: Record<string, string> = {
  limit: `Page size, 1–${LIMIT_MAX} (default ${LIMIT_DEFAULT}).`,
  starting_after: 'Cursor: the id of the last object of the previous page; answers the objects after it.',
  ending_before: 'Cursor: the id of the first object of the current page; answers the objects before it.',
  from: 'Start of the period, inclusive (ISO 8601 UTC).',
  to: 'End of the period, exclusive (ISO 8601 UTC).',
  q: 'Free-text search.',
  contact: "Case-insensitive match on the contact's name, e-mail or phone.",
  product_id: 'Only what belongs to this product.',
  session_id: 'Only what belongs to this conversation.',
  min_amount: 'Signed amount in millicredits, inclusive.',
  max_amount: 'Signed amount in millicredits, inclusive.',
}

const HEADERS: JsonObject = {
  'X-Request-Id': {
    description: 'Identifies this request; quote it when reporting a problem.',
    required: true,
    schema: { type: 'string' },
  },
  ETag: {
    description: 'The version of the product, quoted (`"7"`). Send it back in `If-Match`.',
    required: true,
    schema: { type: 'string' },
  },
  Link: {
    description: 'The next page, as `<…?starting_after=…&limit=…>; rel="next"`. Absent on the last page.',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description: 'Present when this answer is the stored answer to an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
  Location: {
    description: 'Where the created object can be read, when the server sends it.',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  Allow: { description: 'The methods the path accepts.', required: true, schema: { type: 'string' } },
  [KEY_SCOPE_HEADER]: {
    description:
      'What the key of this request may do: `read` (GET only) or `write`. On every answer to a request with a valid key, problems included.',
    required: true,
    schema: { type: 'string', enum: ['read', 'write'] },
  },
  [KEY_PRODUCT_HEADER]: {
    description:
      'The product this key is locked to: it reaches only what belongs to that product. Absent for a workspace key.',
    schema: { type: 'string', pattern: '^prod_' },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per minute for this key.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  Deprecation: {
    description: 'Present when this endpoint is deprecated (RFC 9745): since when.',
    schema: { type: 'string' },
  },
  Sunset: {
    description: 'Present when this endpoint will be removed (RFC 8594): an HTTP date.',
    schema: { type: 'string' },
  },
}
const headerName = (name: string) => name.replace(/[^A-Za-z0-9]/g, '')
const headerRef = (name: string) => ref('headers', headerName(name))
const requestIdHeader = (): JsonObject => ({ 'X-Request-Id': headerRef('X-Request-Id') })
/** What every answer to a request with a valid key carries. */
const keyHeaders = (): JsonObject => ({
  ...requestIdHeader(),
  [KEY_SCOPE_HEADER]: headerRef(KEY_SCOPE_HEADER),
  [KEY_PRODUCT_HEADER]: headerRef(KEY_PRODUCT_HEADER),
})

const canonicalHeader = (h: string) =>
  h.startsWith('x-')
    ? h
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('-')
    : h

const WEBHOOK_HEADER_DOCS: Record<keyof typeof SIGNATURE_HEADERS, { description: string; example: string }> = {
  github: {
    description:
      '`sha256=` and the lower-case hex HMAC-SHA256 of the raw body, keyed with the UTF-8 bytes of the whole secret string (`whsec_…` included). GitHub-style verifiers check it as is. It carries one signature: during a secret rotation, the previous secret’s until the 24-hour overlap ends (its receivers hold only that one), then the new one’s.',
    example: 'sha256=5d6f1c…',
  },
  id: {
    description: 'Standard Webhooks: the event id, constant across retries. Use it to drop duplicates.',
    example: 'evt_8fK2mQ4xLp',
  },
  timestamp: {
    description: 'Standard Webhooks: Unix seconds of this attempt. Refuse stale ones.',
    example: '1795253400',
  },
  signature: {
    description:
      'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` keyed with the base64-decoded part of the secret after `whsec_`. During a secret rotation it carries one signature per secret, separated by spaces.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
  event: { description: 'The event type.', example: 'message.completed' },
  attempt: { description: 'The attempt number, from 1; manual resends continue the count.', example: '1' },
}

const webhookParameterName = (k: keyof typeof SIGNATURE_HEADERS) =>
  `${SIGNATURE_HEADERS[k]
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Header`

function componentParameters(): JsonObject {
  const params: JsonObject = {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a create safe to retry: the same key with the same body within 24 h answers the stored result (with `Idempotent-Replayed: true`) instead of creating again. The same key with another body is a 422 `idempotency_key_reused`; while the first request runs, a 409 `idempotency_key_in_use`.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    },
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The `ETag` of the product you last read (`"7"`). If the product has changed since, the write is refused with 412 `precondition_failed`.',
      schema: { type: 'string', pattern: '^(?:W/)?"\\d+"$|^\\*$' },
    },
    UserToken: {
      name: USER_TOKEN_HEADER,
      in: 'header',
      required: true,
      description: 'The end-user session token to check. It travels in this header, never in a URL.',
      schema: { type: 'string', minLength: 1 },
    },
  }
  for (const key of Object.keys(SIGNATURE_HEADERS) as (keyof typeof SIGNATURE_HEADERS)[]) {
    const doc = WEBHOOK_HEADER_DOCS[key]
    params[webhookParameterName(key)] = {
      name: canonicalHeader(SIGNATURE_HEADERS[key]),
      in: 'header',
      required: true,
      description: doc.description,
      schema: { type: 'string' },
      example: doc.example,
    }
  }
  return params
}

const codeList = (codes: ErrorCode[]) => codes.map((c) => `\`${c}\` (${ERROR_CATALOGUE[c].title})`).join(', ')

function errorResponses(codes: ErrorCode[]): [string, JsonObject][] {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, list]) => {
      // A 401 answers a key that is absent or unknown, so it has no rights to announce.
      const headers: JsonObject = status === 401 ? requestIdHeader() : keyHeaders()
      if (status === 429) headers['Retry-After'] = headerRef('Retry-After')
      return [
        String(status),
        {
          description: `Problem: ${codeList(list)}.`,
          headers,
          content: {
            [PROBLEM_CONTENT_TYPE]: {
              schema: {
                allOf: [
                  ref('schemas', 'Problem'),
                  { type: 'object', properties: { status: { const: status }, code: { type: 'string', enum: list } } },
                ],
              },
            },
          },
        },
      ]
    })
}

function operationObject(op: Operation, pool: SchemaPool): JsonObject {
  const parameters: Json[] = []
  for (const [name, schema] of Object.entries(op.params ?? {})) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: `The ${name.replace(/_id$/, '').replace(/_/g, ' ')} id.`,
      schema: pool.convert(schema, 'input'),
    })
  }
  if (op.query) {
    const query = pool.convert(op.query, 'input')
    const properties = isObject(query.properties) ? query.properties : {}
    const required = Array.isArray(query.required) ? query.required : []
    for (const [name, schema] of Object.entries(properties)) {
      const param: JsonObject = { name, in: 'query', required: required.includes(name) }
      const description = QUERY_DESCRIPTIONS[name]
      if (description) param.description = description
      if (isObject(schema) && schema.type === 'array') {
        param.description = `${description ? `${description} ` : ''}Repeat the parameter for several values (\`${name}=a&${name}=b\`).`
        param.style = 'form'
        param.explode = true
      }
      param.schema = schema
      parameters.push(param)
    }
  }
  if (op.idempotent) parameters.push(ref('parameters', 'IdempotencyKey'))
  // Only writes that can answer 412 check If-Match; creates and copies have no version yet.
  if (op.versioned && errorsOf(op).includes('precondition_failed')) parameters.push(ref('parameters', 'IfMatch'))
  if (op.userToken) parameters.push(ref('parameters', 'UserToken'))

  const headers: JsonObject = {
    ...keyHeaders(),
    'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
    'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
  }
  if (op.versioned) headers.ETag = headerRef('ETag')
  if (op.response.list) headers.Link = headerRef('Link')
  if (op.idempotent) headers['Idempotent-Replayed'] = headerRef('Idempotent-Replayed')
  if (op.response.status === 201) headers.Location = headerRef('Location')
  headers.Deprecation = headerRef('Deprecation')
  headers.Sunset = headerRef('Sunset')
  const success: JsonObject = { description: SUCCESS_DESCRIPTIONS[op.response.status], headers }
  if (op.response.schema)
    success.content = { 'application/json': { schema: pool.convert(op.response.schema, 'output') } }

  const out: JsonObject = {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
  }
  const notes = [
    op.access === 'workspace' ? 'Workspace-level: a product-locked key is refused (403 `key_product_locked`).' : null,
    op.method !== 'GET' ? 'Needs a key with write scope.' : null,
    op.response.list
      ? 'A page of a list: follow `has_more` with `starting_after` set to the last id, or the `Link` header.'
      : null,
    op.bodyOptional ? 'Takes no body, or `{}`.' : null,
  ].filter((n): n is string => n !== null)
  if (notes.length) out.description = notes.join(' ')
  if (parameters.length) out.parameters = parameters
  if (op.body) {
    out.requestBody = {
      required: !op.bodyOptional,
      content: { 'application/json': { schema: pool.convert(op.body, 'input') } },
    }
  }
  out.responses = { [String(op.response.status)]: success, ...Object.fromEntries(errorResponses(errorsOf(op))) }
  return out
}

const eventOperationId = (type: EventType) =>
  `${type.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())}Event`

const formatDelay = (ms: number) =>
  ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`

function webhookObject(type: EventType, pool: SchemaPool): JsonObject {
  const parameters = (Object.keys(SIGNATURE_HEADERS) as (keyof typeof SIGNATURE_HEADERS)[]).map((k) =>
    ref('parameters', webhookParameterName(k)),
  )
  return {
    post: {
      operationId: eventOperationId(type),
      summary: type,
      description: `${EVENT_DESCRIPTIONS[type]} Sent as an HTTP POST of a JSON body to every active endpoint subscribed to \`${type}\`; verify a signature header over the raw bytes before parsing.`,
      tags: ['Events'],
      security: [],
      parameters,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: pool.convert(EVENT_SCHEMAS[type], 'output') } },
      },
      responses: {
        '2XX': {
          description: `Received. Any 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s counts as delivered; the body is ignored.`,
        },
        '410': { description: 'Gone: the endpoint is disabled at once (`disabled_reason: gone`).' },
        '429': {
          description: 'Busy: the next attempt waits at least `Retry-After` (also honoured on 503).',
          headers: { 'Retry-After': headerRef('Retry-After') },
        },
        default: {
          description: `Anything else (another status, a redirect, a time-out or a connection error) is a failed attempt. Retries follow after ${RETRY_SCHEDULE_MS.map(formatDelay).join(', ')} (±10 %), ${MAX_SCHEDULED_ATTEMPTS} attempts at most; five days of failures with no success disable the endpoint.`,
        },
      },
    },
  }
}

const INFO_DESCRIPTION = `The REST API of the agent platform: products (chat agents and MCP servers), the tool library, knowledge bases, conversations and their transcripts, webhook endpoints with their delivery log, the wallet and end-user token checks.

**Base URL.** Every path is relative to \`{base_url}\`, which ends in \`/v1\`. Bodies are JSON; times are ISO 8601 UTC; ids are prefixed strings (\`prod_\`, \`tool_\`, \`kb_\`, \`src_\`, \`sess_\`, \`msg_\`, \`wh_\`, \`evt_\`, \`dlv_\`, \`att_\`, \`txn_\`).

**Authentication.** Send your key in \`X-Api-Key\`. Checks run in this order and the first that fails answers: missing or unknown key (401 \`missing_api_key\`, \`invalid_api_key\`); trial over with no plan (402 \`trial_expired\`); rate limit (429 \`rate_limited\` with \`Retry-After\`); unknown route (404 \`route_not_found\`) or wrong method (405 \`method_not_allowed\` with \`Allow\`); a read key on anything but GET (403 \`insufficient_scope\`); a product-locked key on tools, knowledge bases, webhooks, the wallet or when creating a product (403 \`key_product_locked\`); content type, size, JSON and parameters (415, 413, 400); existence (404 \`not_found\`, also for what a locked key may not see); the body schema (422 \`validation_failed\`); state rules (409) and \`If-Match\` (412). A product-locked key's lists are filtered to its product. This document itself (\`GET /openapi.json\`) needs no key.

**Errors.** Every error is an RFC 9457 \`application/problem+json\` body with \`type\`, \`title\`, \`status\`, \`detail\`, \`instance\`, a stable \`code\`, the \`request_id\` and, for field, parameter and header problems, \`errors[]\` of \`{ pointer | parameter | header, code, detail }\`. Request bodies are strict: an unknown field is refused (\`unknown_field\`). Each response below names the codes its status can carry. Every response has \`X-Request-Id\`.

**Key rights.** Every answer to a request with a valid key, problems included, says what the key may do: \`X-Api-Key-Scope: read|write\`, and \`X-Api-Key-Product: prod_…\` when the key is locked to one product. A client learns its rights from its first read.

**Pagination.** Lists take \`limit\` (1–${LIMIT_MAX}, default ${LIMIT_DEFAULT}) and \`starting_after\` or \`ending_before\` (an id from the list), newest first (messages oldest first), and answer \`{ "data": [...], "has_more": bool }\` with a \`Link\` header (\`rel="next"\`). A filter with several values repeats (\`type=debit&type=refund\`); \`from\` is inclusive and \`to\` exclusive.

**Idempotency.** \`POST\` creates accept \`Idempotency-Key\` (kept 24 h): the same key and body answer the stored result with \`Idempotent-Replayed: true\`; the same key with another body is a 422 \`idempotency_key_reused\`.

**Concurrency.** Products carry \`version\` and answer with \`ETag: "<version>"\`. Writes to a product (edit, attach, detach, publish, unpublish) take \`If-Match: "<version>"\`; a stale one is a 412 \`precondition_failed\`. Every product write bumps the version.

**Money.** Amounts (balances, costs, prices, ledger entries) are integers in millicredits: 1 credit = 1,000 millicredits. Debits are negative.

**Deprecation.** An endpoint due to change answers with \`Deprecation\` and \`Sunset\` headers.

**Webhooks.** Events are POSTed to your endpoints signed twice: \`X-Webhook-Signature-256\` (GitHub style) and \`webhook-id\`/\`webhook-timestamp\`/\`webhook-signature\` (Standard Webhooks). See the webhooks section.`

const TAGS: { name: string; description: string }[] = [
  {
    name: 'Products',
    description: 'Chat agents and MCP servers: create, edit, attach tools and knowledge bases, publish.',
  },
  {
    name: 'Tools',
    description: 'The workspace tool library: LLM, HTTP and static tools and the products that use them.',
  },
  { name: 'Knowledge bases', description: 'Knowledge that backs answers, its sources and the products attached.' },
  { name: 'Sessions', description: 'Conversations, their transcripts and usage figures.' },
  { name: 'Webhooks', description: 'Endpoints that receive events, their delivery log and recovery.' },
  { name: 'Wallet', description: 'The credit balance, the ledger and period summaries, in millicredits.' },
  { name: 'Verify user', description: 'Server-side check of an end-user session token.' },
  { name: 'Meta', description: 'This document.' },
  { name: 'Events', description: 'What the platform POSTs to your webhook endpoints.' },
]

/** The whole document. Deterministic: the same contract always gives the same JSON. */
export function buildOpenApiDocument(): JsonObject {
  const pool = new SchemaPool()
  pool.convert(problem, 'output')

  const paths: Record<string, JsonObject> = {}
  for (const op of OPERATIONS as readonly Operation[]) {
    const item = (paths[op.path] ??= {})
    item[op.method.toLowerCase()] = operationObject(op, pool)
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      description: 'Served without a key.',
      tags: ['Meta'],
      security: [],
      responses: {
        '200': {
          description: 'The OpenAPI 3.1 document.',
          headers: { 'X-Request-Id': headerRef('X-Request-Id') },
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  }
  const webhooks: JsonObject = {}
  for (const type of EVENT_TYPES) webhooks[type] = webhookObject(type, pool)

  const { names, schemas } = pool.finish()
  const resolve = (node: Json) =>
    mapRefs(node, (r) => {
      if (!r.startsWith('io:')) return r
      const name = names.get(r)
      if (!name) throw new Error(`Unresolved schema reference ${r}`)
      return `#/components/schemas/${name}`
    })

  const headers: JsonObject = {}
  for (const [name, header] of Object.entries(HEADERS)) headers[headerName(name)] = header

  const doc: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Agent Platform API',
      version: '1.0.0',
      summary: 'Drive the agent platform of a workspace from your own code.',
      description: INFO_DESCRIPTION,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      {
        url: '{base_url}',
        description: 'Your API base URL; it ends in /v1.',
        variables: {
          base_url: {
            default: DEFAULT_SERVER_URL,
            description: `The base URL, ending in /v1. The default is the standalone mock (\`npm run mock:server\`).`,
          },
        },
      },
      { url: '/v1', description: 'Same origin: the dashboard in demo mode.' },
    ],
    security: [{ ApiKey: [] }],
    tags: TAGS,
    paths: resolve(paths),
    webhooks: resolve(webhooks),
    components: {
      schemas: resolve(schemas),
      parameters: componentParameters(),
      headers,
      responses: {
        RouteNotFound: {
          description: 'Problem: `route_not_found` (Route not found). No operation has this path.',
          headers: keyHeaders(),
          content: { [PROBLEM_CONTENT_TYPE]: { schema: ref('schemas', 'Problem') } },
        },
        MethodNotAllowed: {
          description:
            'Problem: `method_not_allowed` (Method not allowed). The path exists; `Allow` lists its methods.',
          headers: { ...keyHeaders(), Allow: headerRef('Allow') },
          content: { [PROBLEM_CONTENT_TYPE]: { schema: ref('schemas', 'Problem') } },
        },
      },
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'A workspace API key, created in the platform’s dashboard. Read scope suffices for GET; every other method needs write scope. A key may be locked to one product.',
        },
      },
    },
  }
  return doc
}
