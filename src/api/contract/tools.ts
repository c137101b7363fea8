import { z } from 'zod'
import { listOf, listQuery, namedRef, timestamp, toolId } from './common'

export const TOOL_KINDS = ['llm', 'http', 'static'] as const
export const toolKind = z.enum(TOOL_KINDS)
export const INPUT_TYPES = ['string', 'number', 'integer', 'boolean'] as const
export const inputType = z.enum(INPUT_TYPES)
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const enumValue = z.union([z.string().min(1).max(200), z.number()])

/** One input of a tool; becomes one property of the JSON Schema an MCP client sees. */
export const toolInputField = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and underscores, not starting with a digit'),
    type: inputType,
    description: z.string().max(500).default(''),
    required: z.boolean().default(false),
    enum: z.array(enumValue).min(1).max(100).optional(),
  })
  .superRefine((field, ctx) => {
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
  })
  .meta({ id: 'ToolInput' })
export type ToolInputField = z.infer<typeof toolInputField>

const inputs = z
  .array(toolInputField)
  .max(50)
  .superRefine((list, ctx) => {
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
  })

export const httpHeader = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'a valid header name'),
  value: z.string().max(2000),
})

/** What an HTTP tool sends. `{{input_name}}` in the URL, header values or body template is replaced by that input. */
export const httpSettings = z
  .strictObject({
    method: z.enum(HTTP_METHODS),
    url: z
      .string()
      .min(1)
      .max(2000)
      .regex(/^https?:\/\/\S+$/, 'an http(s) URL; {{input}} placeholders allowed'),
    headers: z.array(httpHeader).max(50).default([]),
    body_template: z.string().max(20_000).nullable().default(null),
  })
  .meta({ id: 'HttpToolSettings' })

const instructions = z.string().min(1).max(20_000)
const content = z.string().max(100_000)
const name = z.string().trim().min(1).max(120)
const description = z.string().max(1000)

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
export const tool = z.discriminatedUnion('kind', [llmTool, httpTool, staticTool]).meta({ id: 'Tool' })
export type Tool = z.infer<typeof tool>

const createBase = { name, description: description.default(''), inputs: inputs.default([]) }
export const toolCreate = z
  .discriminatedUnion('kind', [
    z.strictObject({ ...createBase, kind: z.literal('llm'), instructions }),
    z.strictObject({ ...createBase, kind: z.literal('http'), http: httpSettings }),
    z.strictObject({ ...createBase, kind: z.literal('static'), content }),
  ])
  .meta({ id: 'ToolCreate' })
export type ToolCreate = z.input<typeof toolCreate>

/**
 * Kind is fixed at creation. A kind-specific field for another kind is refused
 * with `not_allowed_for_kind` by the server, which knows the tool's kind.
 */
export const toolUpdate = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    inputs: inputs.optional(),
    instructions: instructions.optional(),
    http: httpSettings.optional(),
    content: content.optional(),
  })
  .meta({ id: 'ToolUpdate' })
export type ToolUpdate = z.input<typeof toolUpdate>

export const toolListQuery = listQuery.extend({
  kind: toolKind.optional(),
  q: z.string().max(200).optional(),
})
export type ToolListQuery = z.input<typeof toolListQuery>

export const toolList = listOf(tool).meta({ id: 'ToolList' })
export type ToolList = z.infer<typeof toolList>
