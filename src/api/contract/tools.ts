import { z } from 'zod/mini'
import { withMeta } from './meta'
import { listOf, listQuery, namedRef, timestamp, toolId } from './common'

export const TOOL_KINDS = ['llm', 'http', 'static'] as const
export const toolKind = z.enum(TOOL_KINDS)
export const INPUT_TYPES = ['string', 'number', 'integer', 'boolean'] as const
export const inputType = z.enum(INPUT_TYPES)
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const inputName = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and underscores, not starting with a digit'),
  )

/** Allowed values: what one kind of input may list, each value at most once. */
const allowed = <T extends z.ZodMiniType>(value: T) =>
  withMeta(
    z.array(value).check(
      z.minLength(1),
      z.maxLength(100),
      z.superRefine((list, ctx) => {
        if (new Set(list).size !== list.length)
          ctx.addIssue({ code: 'custom', message: 'allowed values must be unique', params: { code: 'not_unique' } })
      }),
    ),
    { uniqueItems: true },
  )

const inputBase = {
  name: inputName,
  description: z._default(z.string().check(z.maxLength(500)), ''),
  required: z._default(z.boolean(), false),
}

/**
 * One shape per input type, told apart by `type`: allowed values of that type only, and none
 * for a boolean. The same shapes read answers (unknown fields ignored) and check request bodies
 * (unknown fields refused), so the document states one rule for both.
 */
const inputShapes = {
  string: {
    ...inputBase,
    type: z.literal('string'),
    enum: z.optional(allowed(z.string().check(z.minLength(1), z.maxLength(200)))),
  },
  number: { ...inputBase, type: z.literal('number'), enum: z.optional(allowed(z.number())) },
  integer: { ...inputBase, type: z.literal('integer'), enum: z.optional(allowed(z.int())) },
  boolean: { ...inputBase, type: z.literal('boolean') },
}

/** One input of a tool; becomes one property of the JSON Schema an MCP client sees. */
export const toolInputField = withMeta(
  z.discriminatedUnion('type', [
    z.object(inputShapes.string),
    z.object(inputShapes.number),
    z.object(inputShapes.integer),
    z.object(inputShapes.boolean),
  ]),
  { id: 'ToolInput' },
)
export type ToolInputField = z.infer<typeof toolInputField>

/** An input's allowed values, whatever its type (a boolean takes none). */
export const allowedValues = (field: ToolInputField): readonly (string | number)[] | undefined =>
  'enum' in field ? field.enum : undefined

/** An input from its parts: only values of its own type are kept as allowed values. */
export function makeToolInput(parts: {
  name: string
  type: ToolInputField['type']
  description: string
  required: boolean
  values?: readonly (string | number)[]
}): ToolInputField {
  const { name, description, required, values } = parts
  const base = { name, description, required }
  const keep = <T extends string | number>(is: (v: string | number) => v is T) => {
    const kept = values?.filter(is) ?? []
    return kept.length ? { enum: kept } : {}
  }
  switch (parts.type) {
    case 'string':
      return { ...base, type: 'string', ...keep((v): v is string => typeof v === 'string') }
    case 'number':
      return { ...base, type: 'number', ...keep((v): v is number => typeof v === 'number') }
    case 'integer':
      return { ...base, type: 'integer', ...keep((v): v is number => Number.isInteger(v)) }
    case 'boolean':
      return { ...base, type: 'boolean' }
  }
}

/** An input as a request body writes it: the same shapes, strict. */
export const toolInputFieldInput = withMeta(
  z.discriminatedUnion('type', [
    z.strictObject(inputShapes.string),
    z.strictObject(inputShapes.number),
    z.strictObject(inputShapes.integer),
    z.strictObject(inputShapes.boolean),
  ]),
  { id: 'ToolInput' },
)

const inputs = z.array(toolInputFieldInput).check(
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
/**
 * A tool's name is an identifier, as MCP clients and model tool-calling require. Only requests
 * are held to it: answers keep any string, so tools named before the rule still show (docs/api.md).
 */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const TOOL_NAME_MAX = 64
// One check, so a name too long and badly spelt is one error: the pattern carries the length.
const name = z
  .string()
  .check(
    z.regex(
      TOOL_NAME_PATTERN,
      `1 to ${TOOL_NAME_MAX} letters, digits, underscores or hyphens, with no spaces, such as check_warranty`,
    ),
  )
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
