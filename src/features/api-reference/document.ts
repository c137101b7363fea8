// The OpenAPI document as the reference page reads it: parsed with zod (so nothing is cast),
// parameter and response $refs resolved, operations grouped by tag. Loaded lazily with the JSON.
import { z } from 'zod/mini'
import { ERROR_CATALOGUE, errorCode } from '../../api/contract'
import rawDocument from '../../api/openapi.json'
import { REF_PREFIX, schemaRefName } from './schema-ref'

const text = z.optional(z.string())
const count = z.optional(z.number())

/** The JSON Schema keywords the reference shows; the rest are dropped by the parse. */
export const schemaNode = z.object({
  $ref: text,
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  format: text,
  title: text,
  description: text,
  enum: z.optional(z.array(z.unknown())),
  const: z.optional(z.unknown()),
  default: z.optional(z.unknown()),
  example: z.optional(z.unknown()),
  pattern: text,
  minimum: count,
  maximum: count,
  minLength: count,
  maxLength: count,
  minItems: count,
  maxItems: count,
  required: z.optional(z.array(z.string())),
  get properties(): z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString, typeof schemaNode>> {
    return z.optional(z.record(z.string(), schemaNode))
  },
  get items(): z.ZodMiniOptional<typeof schemaNode> {
    return z.optional(schemaNode)
  },
  get additionalProperties(): z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniBoolean, typeof schemaNode]>> {
    return z.optional(z.union([z.boolean(), schemaNode]))
  },
  get propertyNames(): z.ZodMiniOptional<typeof schemaNode> {
    return z.optional(schemaNode)
  },
  get anyOf(): z.ZodMiniOptional<z.ZodMiniArray<typeof schemaNode>> {
    return z.optional(z.array(schemaNode))
  },
  get oneOf(): z.ZodMiniOptional<z.ZodMiniArray<typeof schemaNode>> {
    return z.optional(z.array(schemaNode))
  },
  get allOf(): z.ZodMiniOptional<z.ZodMiniArray<typeof schemaNode>> {
    return z.optional(z.array(schemaNode))
  },
})
export type SchemaNode = z.infer<typeof schemaNode>

const ref = z.object({ $ref: z.string() })
const parameter = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.optional(z.boolean()),
  description: text,
  schema: z.optional(schemaNode),
  example: z.optional(z.unknown()),
})
const header = z.object({ description: text, required: z.optional(z.boolean()), schema: z.optional(schemaNode) })
const mediaTypes = z.record(z.string(), z.object({ schema: z.optional(schemaNode) }))
const response = z.object({
  description: z.string(),
  headers: z.optional(z.record(z.string(), z.union([ref, header]))),
  content: z.optional(mediaTypes),
})
const operation = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: text,
  tags: z._default(z.array(z.string()), []),
  deprecated: z.optional(z.boolean()),
  security: z.optional(z.array(z.record(z.string(), z.array(z.string())))),
  parameters: z._default(z.array(z.union([ref, parameter])), []),
  requestBody: z.optional(z.object({ required: z.optional(z.boolean()), description: text, content: mediaTypes })),
  responses: z.record(z.string(), z.union([ref, response])),
})
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const
const UPPER = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE', head: 'HEAD' } as const
const pathItem = z.partialRecord(z.enum(METHODS), operation)

const openApiDocument = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), summary: text, description: text }),
  servers: z._default(
    z.array(
      z.object({
        url: z.string(),
        description: text,
        variables: z.optional(z.record(z.string(), z.object({ default: z.string(), description: text }))),
      }),
    ),
    [],
  ),
  security: z._default(z.array(z.record(z.string(), z.array(z.string()))), []),
  tags: z._default(z.array(z.object({ name: z.string(), description: text })), []),
  paths: z.record(z.string(), pathItem),
  webhooks: z._default(z.record(z.string(), pathItem), {}),
  components: z.object({
    schemas: z._default(z.record(z.string(), schemaNode), {}),
    parameters: z._default(z.record(z.string(), parameter), {}),
    headers: z._default(z.record(z.string(), header), {}),
    responses: z._default(z.record(z.string(), response), {}),
    securitySchemes: z._default(
      z.record(z.string(), z.object({ type: z.string(), in: text, name: text, scheme: text, description: text })),
      {},
    ),
  }),
})
type RawDocument = z.infer<typeof openApiDocument>

export type HttpMethod = Uppercase<(typeof METHODS)[number]>

export interface ParameterModel {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  description: string
  schema: SchemaNode | null
  example: unknown
}

export interface HeaderModel {
  name: string
  description: string
}

export interface ResponseModel {
  status: string
  description: string
  headers: HeaderModel[]
  contentType: string | null
  schema: SchemaNode | null
  /** The problem codes this status can carry, when the body is a Problem. */
  problemCodes: string[] | null
}

export interface OperationModel {
  id: string
  method: HttpMethod
  /** The path, or the event type for a webhook event. */
  path: string
  summary: string
  description: string
  tag: string
  deprecated: boolean
  /** The security scheme names that apply; empty when no key is needed. */
  security: string[]
  parameters: ParameterModel[]
  body: { required: boolean; contentType: string; schema: SchemaNode | null } | null
  responses: ResponseModel[]
  /** Lower-case text the search box matches against. */
  haystack: string
}

export interface ErrorModel {
  code: string
  status: number | null
  title: string
  /** Operations whose responses name this code. */
  operations: { id: string; summary: string }[]
}

export interface ApiDocument {
  title: string
  version: string
  summary: string
  description: string
  openapi: string
  servers: { url: string; description: string }[]
  /** What a curl example runs against outside the browser: the first server's default. */
  defaultBaseUrl: string
  securitySchemes: { id: string; type: string; in: string; name: string; description: string }[]
  groups: { tag: string; description: string; operations: OperationModel[] }[]
  operationCount: number
  events: OperationModel[]
  eventsDescription: string
  schemas: Record<string, SchemaNode>
  responseHeaders: HeaderModel[]
  errors: ErrorModel[]
  fieldErrorCodes: string[]
}

function pick<T>(section: Record<string, T>, target: string, kind: string): T {
  const m = REF_PREFIX.exec(target)
  const found = m && m[1] === kind && m[2] !== undefined ? section[m[2]] : undefined
  if (!found) throw new Error(`The OpenAPI document has a dangling $ref: ${target}`)
  return found
}

const isRef = (v: object): v is { $ref: string } => '$ref' in v && typeof v.$ref === 'string'

function parameterModel(doc: RawDocument, p: z.infer<typeof parameter> | { $ref: string }): ParameterModel {
  const resolved = isRef(p) ? pick(doc.components.parameters, p.$ref, 'parameters') : p
  return {
    name: resolved.name,
    in: resolved.in,
    required: resolved.required ?? false,
    description: resolved.description ?? '',
    schema: resolved.schema ?? null,
    example: resolved.example ?? resolved.schema?.example,
  }
}

/** The codes of `allOf: [Problem, { properties: { code: { enum } } }]`, the document's shape for error answers. */
function problemCodes(schema: SchemaNode | undefined): string[] | null {
  if (!schema) return null
  if (schemaRefName(schema.$ref) === 'Problem') return []
  const parts = schema.allOf ?? []
  if (!parts.some((p) => schemaRefName(p.$ref) === 'Problem')) return null
  return parts.flatMap((p) => (p.properties?.code?.enum ?? []).filter((c): c is string => typeof c === 'string'))
}

function responseModel(
  doc: RawDocument,
  status: string,
  r: z.infer<typeof response> | { $ref: string },
): ResponseModel {
  const resolved = isRef(r) ? pick(doc.components.responses, r.$ref, 'responses') : r
  const [contentType, media] = Object.entries(resolved.content ?? {})[0] ?? [null, null]
  return {
    status,
    description: resolved.description,
    headers: Object.entries(resolved.headers ?? {}).map(([name, h]) => ({
      name,
      description: (isRef(h) ? pick(doc.components.headers, h.$ref, 'headers') : h).description ?? '',
    })),
    contentType,
    schema: media?.schema ?? null,
    problemCodes: problemCodes(media?.schema),
  }
}

function operationModel(
  doc: RawDocument,
  method: (typeof METHODS)[number],
  path: string,
  op: z.infer<typeof operation>,
): OperationModel {
  const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [null, null]
  const security = (op.security ?? doc.security).flatMap((s) => Object.keys(s))
  const tag = op.tags[0] ?? 'Other'
  return {
    id: op.operationId,
    method: UPPER[method],
    path,
    summary: op.summary,
    description: op.description ?? '',
    tag,
    deprecated: op.deprecated ?? false,
    security,
    parameters: op.parameters.map((p) => parameterModel(doc, p)),
    body:
      op.requestBody && contentType
        ? { required: op.requestBody.required ?? false, contentType, schema: media?.schema ?? null }
        : null,
    responses: Object.entries(op.responses).map(([status, r]) => responseModel(doc, status, r)),
    haystack: [method, path, op.summary, op.operationId, tag, op.description ?? ''].join(' ').toLowerCase(),
  }
}

function operationsOf(doc: RawDocument, items: Record<string, z.infer<typeof pathItem>>): OperationModel[] {
  return Object.entries(items).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = item[m]
      return op ? [operationModel(doc, m, path, op)] : []
    }),
  )
}

function errorsOf(doc: RawDocument, operations: OperationModel[]): ErrorModel[] {
  const codes = (doc.components.schemas.Problem?.properties?.code?.enum ?? []).filter(
    (c): c is string => typeof c === 'string',
  )
  return codes.map((code) => {
    const known = errorCode.safeParse(code)
    const entry = known.success ? ERROR_CATALOGUE[known.data] : null
    return {
      code,
      status: entry?.status ?? null,
      title: entry?.title ?? code,
      operations: operations
        .filter((op) => op.responses.some((r) => r.problemCodes?.includes(code)))
        .map((op) => ({ id: op.id, summary: op.summary })),
    }
  })
}

/** Every header a response may carry, once each, in the order they first appear. */
function responseHeadersOf(operations: OperationModel[]): HeaderModel[] {
  const seen = new Map<string, string>()
  for (const op of operations)
    for (const r of op.responses) for (const h of r.headers) if (!seen.has(h.name)) seen.set(h.name, h.description)
  return [...seen].map(([name, description]) => ({ name, description }))
}

/** Substitutes `{name}` in a server URL with its variable's default. */
function serverUrl(server: RawDocument['servers'][number]): string {
  return server.url.replace(/\{(\w+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
}

export function buildApiDocument(input: unknown): ApiDocument {
  const doc = openApiDocument.parse(input)
  const operations = operationsOf(doc, doc.paths)
  const tagOrder = doc.tags.map((t) => t.name)
  const byTag = new Map<string, OperationModel[]>()
  for (const op of operations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op])
  const tags = [...tagOrder.filter((t) => byTag.has(t)), ...[...byTag.keys()].filter((t) => !tagOrder.includes(t))]
  const events = operationsOf(doc, doc.webhooks)
  const eventTags = new Set(events.map((e) => e.tag))
  const fieldCodes = doc.components.schemas.Problem?.properties?.errors?.items?.properties?.code?.enum ?? []
  return {
    title: doc.info.title,
    version: doc.info.version,
    summary: doc.info.summary ?? '',
    description: doc.info.description ?? '',
    openapi: doc.openapi,
    servers: doc.servers.map((s) => ({ url: s.url, description: s.description ?? '' })),
    defaultBaseUrl: doc.servers[0] ? serverUrl(doc.servers[0]) : '',
    securitySchemes: Object.entries(doc.components.securitySchemes).map(([id, s]) => ({
      id,
      type: s.type,
      in: s.in ?? '',
      name: s.name ?? s.scheme ?? '',
      description: s.description ?? '',
    })),
    groups: tags.map((tag) => ({
      tag,
      description: doc.tags.find((t) => t.name === tag)?.description ?? '',
      operations: byTag.get(tag) ?? [],
    })),
    operationCount: operations.length,
    events,
    eventsDescription: doc.tags.find((t) => eventTags.has(t.name))?.description ?? '',
    schemas: doc.components.schemas,
    responseHeaders: responseHeadersOf(operations),
    errors: errorsOf(doc, operations),
    fieldErrorCodes: fieldCodes.filter((c): c is string => typeof c === 'string'),
  }
}

/** The committed document, parsed once per page load. */
export const apiDocument: ApiDocument = buildApiDocument(rawDocument)
