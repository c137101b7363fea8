import { z } from 'zod/mini'
import { withMeta } from './meta'
import { listOf, listQuery, namedRef, timestamp, toolId } from './common'

export const TOOL_KINDS = ['llm', 'http', 'static'] as const
export const toolKind = z.enum(TOOL_KINDS)
export const INPUT_TYPES = ['string', 'number', 'integer', 'boolean'] as const
export const inputType = z.enum(INPUT_TYPES)
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const enumValue = z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.number()])

/** One input of a tool; becomes one property of the JSON Schema an MCP client sees. */
export const toolInputField = withMeta(
  z
    .strictObject({
      name: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(64),
          z.regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and underscores, not starting with a digit'),
        ),
      type: inputType,
      description: z._default(z.string().check(z.maxLength(500)), ''),
      required: z._default(z.boolean(), false),
      enum: z.optional(z.array(enumValue).check(z.minLength(1), z.maxLength(100))),
    })
    .check(
      z.superRefine((field, ctx) => {
        if (!field.enum) return
        const ok = field.enum.every((v) =>
          field.type === 'string'
            ? typeof v === 'string'
            : field.type === 'integer'
              ? Number.isInteger(v)
              : field.type === 'number'
                ? typeof v === 'number'
                : false,
        )
        if (!ok)
          ctx.addIssue({
            code: 'custom',
            path: ['enum'],
            message: `allowed values must all be of type ${field.type}${field.type === 'boolean' ? ' (booleans take no list)' : ''}`,
            params: { code: 'invalid_value' },
          })
        if (new Set(field.enum).size !== field.enum.length)
          ctx.addIssue({
            code: 'custom',
            path: ['enum'],
            message: 'allowed values must be unique',
            params: { code: 'not_unique' },
          })
      }),
    ),
  { id: 'ToolInput' },
)
export type ToolInputField = z.infer<typeof toolInputField>

const inputs = z.array(toolInputField).check(
  z.maxLength(50),
  z.superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((f, i) => {
      if (seen.has(f.name))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'name'],
          message: 'input names must be unique',
          params: { code: 'not_unique' },
        })
      seen.add(f.name)
    })
  }),
)

export const httpHeader = z.strictObject({
  name: z
    .string()
    .check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'a valid header name')),
  value: z.string().check(z.maxLength(2000)),
})

/** What an HTTP tool sends. `{{input_name}}` in the URL, header values or body template is replaced by that input. */
export const httpSettings = withMeta(
  z.strictObject({
    method: z.enum(HTTP_METHODS),
    url: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(2000),
        z.regex(/^https?:\/\/\S+$/, 'an http(s) URL; {{input}} placeholders allowed'),
      ),
    headers: z._default(z.array(httpHeader).check(z.maxLength(50)), []),
    body_template: z._default(z.nullable(z.string().check(z.maxLength(20_000))), null),
  }),
  { id: 'HttpToolSettings' },
)

const instructions = z.string().check(z.minLength(1), z.maxLength(20_000))
const content = z.string().check(z.maxLength(100_000))
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(120))
const description = z.string().check(z.maxLength(1000))

const toolBase = {
  id: toolId,
  name: z.string(),
  description: z.string(),
  inputs: z.array(toolInputField),
  /** The products that have this tool attached. */
  used_by: z.array(namedRef),
  created_at: timestamp,
  updated_at: timestamp,
}

export const llmTool = z.object({ ...toolBase, kind: z.literal('llm'), instructions: z.string() })
export const httpTool = z.object({ ...toolBase, kind: z.literal('http'), http: httpSettings })
export const staticTool = z.object({ ...toolBase, kind: z.literal('static'), content: z.string() })
export const tool = withMeta(z.discriminatedUnion('kind', [llmTool, httpTool, staticTool]), { id: 'Tool' })
export type Tool = z.infer<typeof tool>

const createBase = { name, description: z._default(description, ''), inputs: z._default(inputs, []) }
export const toolCreate = withMeta(
  z.discriminatedUnion('kind', [
    z.strictObject({ ...createBase, kind: z.literal('llm'), instructions }),
    z.strictObject({ ...createBase, kind: z.literal('http'), http: httpSettings }),
    z.strictObject({ ...createBase, kind: z.literal('static'), content }),
  ]),
  { id: 'ToolCreate' },
)
export type ToolCreate = z.input<typeof toolCreate>

/**
 * Kind is fixed at creation. A kind-specific field for another kind is refused
 * with `not_allowed_for_kind` by the server, which knows the tool's kind.
 */
export const toolUpdate = withMeta(
  // Each field written optional rather than z.partial(): partial is zod code the first screen would load.
  z.strictObject({
    name: z.optional(name),
    description: z.optional(description),
    inputs: z.optional(inputs),
    instructions: z.optional(instructions),
    http: z.optional(httpSettings),
    content: z.optional(content),
  }),
  { id: 'ToolUpdate' },
)
export type ToolUpdate = z.input<typeof toolUpdate>

export const toolListQuery = z.extend(listQuery, {
  kind: z.optional(toolKind),
  q: z.optional(z.string().check(z.maxLength(200))),
})
export type ToolListQuery = z.input<typeof toolListQuery>

export const toolList = withMeta(listOf(tool), { id: 'ToolList' })
export type ToolList = z.infer<typeof toolList>
