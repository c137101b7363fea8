import { z } from 'zod'
import { knowledgeBaseId, listOf, listQuery, namedRef, productId, timestamp, toolId } from './common'

export const PRODUCT_KINDS = ['chat_agent', 'mcp_server'] as const
export const productKind = z.enum(PRODUCT_KINDS)
export const PRODUCT_STATUSES = ['draft', 'published'] as const
export const productStatus = z.enum(PRODUCT_STATUSES)

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slug = z
  .string()
  .min(2)
  .max(64)
  .regex(SLUG_PATTERN, 'lower-case letters, digits and single hyphens')
  .meta({ example: 'support-assistant' })

const name = z.string().trim().min(1).max(120)
const summary = z.string().max(500)
const prompt = z.string().max(50_000)
/** What the product charges its own users, in millicredits per conversation or tool call. */
const price = z.number().int().min(0).max(1_000_000_000).nullable()

export const product = z
  .object({
    id: productId,
    kind: productKind,
    status: productStatus,
    name: z.string(),
    slug,
    summary: z.string(),
    prompt: z.string(),
    price,
    tool_ids: z.array(toolId),
    knowledge_base_ids: z.array(knowledgeBaseId),
    published_at: timestamp.nullable(),
    /** The MCP endpoint of an MCP server, once published. */
    mcp_url: z.url().nullable(),
    /** Bumped by every write; sent back as `ETag` and expected in `If-Match`. */
    version: z.number().int().min(1),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Product' })
export type Product = z.infer<typeof product>

const uniqueIds = <T extends z.ZodString>(id: T) =>
  z
    .array(id)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'ids must be unique',
      params: { code: 'not_unique' },
    })

export const productCreate = z
  .strictObject({
    kind: productKind,
    name,
    slug,
    summary: summary.default(''),
    prompt: prompt.default(''),
    price: price.default(null),
    tool_ids: uniqueIds(toolId).default([]),
    knowledge_base_ids: uniqueIds(knowledgeBaseId).default([]),
  })
  .meta({ id: 'ProductCreate' })
export type ProductCreate = z.input<typeof productCreate>

/** Kind is fixed at creation; everything else may change. Attaching is a PATCH of the id lists. */
export const productUpdate = z
  .strictObject({
    name: name.optional(),
    slug: slug.optional(),
    summary: summary.optional(),
    prompt: prompt.optional(),
    price: price.optional(),
    tool_ids: uniqueIds(toolId).optional(),
    knowledge_base_ids: uniqueIds(knowledgeBaseId).optional(),
  })
  .meta({ id: 'ProductUpdate' })
export type ProductUpdate = z.infer<typeof productUpdate>

/** Body of `POST /products/{id}/duplicate`; without a slug the server picks `<slug>-copy`, `-copy-2`… */
export const productDuplicate = z
  .strictObject({ name: name.optional(), slug: slug.optional() })
  .meta({ id: 'ProductDuplicate' })
export type ProductDuplicate = z.infer<typeof productDuplicate>

export const productListQuery = listQuery.extend({
  kind: productKind.optional(),
  status: productStatus.optional(),
  /** Case-insensitive match on name or slug. */
  q: z.string().max(200).optional(),
})
export type ProductListQuery = z.input<typeof productListQuery>

export const productList = listOf(product).meta({ id: 'ProductList' })
export type ProductList = z.infer<typeof productList>

/** The JSON Schema of one tool's inputs, as an MCP client sees it. */
export const inputJsonSchema = z
  .object({
    type: z.literal('object'),
    properties: z.record(
      z.string(),
      z.object({
        type: z.enum(['string', 'number', 'integer', 'boolean']),
        description: z.string().optional(),
        enum: z.array(z.union([z.string(), z.number()])).optional(),
      }),
    ),
    required: z.array(z.string()),
    additionalProperties: z.literal(false),
  })
  .meta({ id: 'InputJsonSchema' })

export const manifest = z
  .object({
    product_id: productId,
    name: z.string(),
    description: z.string(),
    tools: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        input_schema: inputJsonSchema,
      }),
    ),
  })
  .meta({ id: 'Manifest' })
export type Manifest = z.infer<typeof manifest>

export { namedRef }
