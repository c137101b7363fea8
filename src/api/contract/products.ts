import { z } from 'zod/mini'
import { withMeta } from './meta'
import { knowledgeBaseId, listOf, listQuery, namedRef, openEnum, productId, timestamp, toolId } from './common'

export const PRODUCT_KINDS = ['chat_agent', 'mcp_server'] as const
export const productKind = z.enum(PRODUCT_KINDS)
export const PRODUCT_STATUSES = ['draft', 'published'] as const
export const productStatus = z.enum(PRODUCT_STATUSES)

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slug = withMeta(
  z
    .string()
    .check(z.minLength(2), z.maxLength(64), z.regex(SLUG_PATTERN, 'lower-case letters, digits and single hyphens')),
  { example: 'support-assistant' },
)

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(120))
const summary = z.string().check(z.maxLength(500))
const prompt = z.string().check(z.maxLength(50_000))
/** What the product charges its own users, in millicredits per conversation or tool call. */
const price = z.nullable(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)))

export const product = withMeta(
  z.object({
    id: productId,
    kind: openEnum(PRODUCT_KINDS),
    status: openEnum(PRODUCT_STATUSES),
    name: z.string(),
    slug,
    summary: z.string(),
    prompt: z.string(),
    price,
    tool_ids: z.array(toolId),
    knowledge_base_ids: z.array(knowledgeBaseId),
    published_at: z.nullable(timestamp),
    /** The MCP endpoint of an MCP server, once published. */
    mcp_url: z.nullable(z.url()),
    /** Bumped by every write; sent back as `ETag` and expected in `If-Match`. */
    version: z.number().check(z.int(), z.gte(1)),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  { id: 'Product' },
)
export type Product = z.infer<typeof product>

const uniqueIds = <T extends z.ZodMiniString>(id: T) =>
  z.array(id).check(
    z.maxLength(100),
    z.refine((ids) => new Set(ids).size === ids.length, {
      message: 'ids must be unique',
      params: { code: 'not_unique' },
    }),
  )

export const productCreate = withMeta(
  z.strictObject({
    kind: productKind,
    name,
    slug,
    summary: z._default(summary, ''),
    prompt: z._default(prompt, ''),
    price: z._default(price, null),
    tool_ids: z._default(uniqueIds(toolId), []),
    knowledge_base_ids: z._default(uniqueIds(knowledgeBaseId), []),
  }),
  { id: 'ProductCreate' },
)
export type ProductCreate = z.input<typeof productCreate>

/** Kind is fixed at creation; everything else may change. Attaching is a PATCH of the id lists. */
export const productUpdate = withMeta(
  z.strictObject({
    name: z.optional(name),
    slug: z.optional(slug),
    summary: z.optional(summary),
    prompt: z.optional(prompt),
    price: z.optional(price),
    tool_ids: z.optional(uniqueIds(toolId)),
    knowledge_base_ids: z.optional(uniqueIds(knowledgeBaseId)),
  }),
  { id: 'ProductUpdate' },
)
export type ProductUpdate = z.infer<typeof productUpdate>

/** Body of `POST /products/{id}/duplicate`; without a slug the server picks `<slug>-copy`, `-copy-2`… */
export const productDuplicate = withMeta(z.strictObject({ name: z.optional(name), slug: z.optional(slug) }), {
  id: 'ProductDuplicate',
})
export type ProductDuplicate = z.infer<typeof productDuplicate>

export const productListQuery = z.extend(listQuery, {
  kind: z.optional(productKind),
  status: z.optional(productStatus),
  /** Case-insensitive match on name or slug. */
  q: z.optional(z.string().check(z.maxLength(200))),
})
export type ProductListQuery = z.input<typeof productListQuery>

export const productList = withMeta(listOf(product), { id: 'ProductList' })
export type ProductList = z.infer<typeof productList>

/** The JSON Schema of one tool's inputs, as an MCP client sees it. */
export const inputJsonSchema = withMeta(
  z.object({
    type: z.literal('object'),
    properties: z.record(
      z.string(),
      z.object({
        type: z.enum(['string', 'number', 'integer', 'boolean']),
        description: z.optional(z.string()),
        enum: z.optional(z.array(z.union([z.string(), z.number()]))),
      }),
    ),
    required: z.array(z.string()),
    additionalProperties: z.literal(false),
  }),
  { id: 'InputJsonSchema' },
)

export const manifest = withMeta(
  z.object({
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
  }),
  { id: 'Manifest' },
)
export type Manifest = z.infer<typeof manifest>

export { namedRef }
