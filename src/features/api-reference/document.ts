// The OpenAPI document as the reference page reads it: parsed with zod (so nothing is cast),
// parameter and response $refs resolved, operations grouped by tag. Loaded lazily with the JSON.
import { z } from 'zod'
import { ERROR_CATALOGUE, errorCode } from '../../api/contract'
import rawDocument from '../../api/openapi.json'
import { REF_PREFIX, schemaRefName } from './schema-ref'

const text = z.string().optional()
const count = z.number().optional()

/** The JSON Schema keywords the reference shows; the rest are dropped by the parse. */
export const schemaNode = z.object({
  $ref: text,
  type: z.union([z.string(), z.array(z.string())]).optional(),
  format: text,
  title: text,
  description: text,
  enum: z.array(z.unknown()).optional(),
  const: z.unknown().optional(),
  default: z.unknown().optional(),
  example: z.unknown().optional(),
  pattern: text,
  minimum: count,
  maximum: count,
  minLength: count,
  maxLength: count,
  minItems: count,
  maxItems: count,
  required: z.array(z.string()).optional(),
  get properties(): z.ZodOptional<z.ZodRecord<z.ZodString, typeof schemaNode>> {
    return z.record(z.string(), schemaNode).optional()
  },
  get items(): z.ZodOptional<typeof schemaNode> {
    return schemaNode.optional()
  },
  get additionalProperties(): z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, typeof schemaNode]>> {
    return z.union([z.boolean(), schemaNode]).optional()
  },
  get propertyNames(): z.ZodOptional<typeof schemaNode> {
    return schemaNode.optional()
  },
  get anyOf(): z.ZodOptional<z.ZodArray<typeof schemaNode>> {
    return z.array(schemaNode).optional()
  },
  get oneOf(): z.ZodOptional<z.ZodArray<typeof schemaNode>> {
    return z.array(schemaNode).optional()
  },
  get allOf(): z.ZodOptional<z.ZodArray<typeof schemaNode>> {
    return z.array(schemaNode).optional()
  },
})
export type SchemaNode = z.infer<typeof schemaNode>

const ref = z.object({ $ref: z.string() })
const parameter = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: text,
  schema: schemaNode.optional(),
  example: z.unknown().optional(),
})
const header = z.object({ description: text, required: z.boolean().optional(), schema: schemaNode.optional() })
const mediaTypes = z.record(z.string(), z.object({ schema: schemaNode.optional() }))
const response = z.object({
  description: z.string(),
  headers: z.record(z.string(), z.union([ref, header])).optional(),
  content: mediaTypes.optional(),
})
const operation = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: text,
  tags: z.array(z.string()).default([]),
  deprecated: z.boolean().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(z.union([ref, parameter])).default([]),
  requestBody: z.object({ required: z.boolean().optional(), description: text, content: mediaTypes }).optional(),
  responses: z.record(z.string(), z.union([ref, response])),
})
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const
const UPPER = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE', head: 'HEAD' } as const
const pathItem = z.partialRecord(z.enum(METHODS), operation)

const openApiDocument = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), summary: text, description: text }),
  servers: z
    .array(
      z.object({
        url: z.string(),
        description: text,
        variables: z.record(z.string(), z.object({ default: z.string(), description: text })).optional(),
      }),
    )
    .default([]),
  security: z.array(z.record(z.string(), z.array(z.string()))).default([]),
  tags: z.array(z.object({ name: z.string(), description: text })).default([]),
  paths: z.record(z.string(), pathItem),
  webhooks: z.record(z.string(), pathItem).default({}),
  components: z.object({
    schemas: z.record(z.string(), schemaNode).default({}),
    parameters: z.record(z.string(), parameter).default({}),
    headers: z.record(z.string(), header).default({}),
    responses: z.record(z.string(), response).default({}),
    securitySchemes: z
      .record(z.string(), z.object({ type: z.string(), in: text, name: text, scheme: text, description: text }))
      .default({}),
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
