// What an MCP client sees for a tool's inputs: the JSON Schema the inputs list produces,
// in the shape of the contract's `inputJsonSchema` (the same the product manifest serves).
import type { z } from 'zod/mini'
import type { inputJsonSchema, ToolInputField } from '../../api/contract'

export type InputJsonSchema = z.infer<typeof inputJsonSchema>

/** The inputs' schema; properties and `required` keep the inputs' order, since clients show them in it. */
export function inputsToJsonSchema(inputs: readonly ToolInputField[]): InputJsonSchema {
  const properties: InputJsonSchema['properties'] = {}
  for (const field of inputs)
    properties[field.name] = {
      type: field.type,
      ...(field.description ? { description: field.description } : {}),
      ...(field.enum ? { enum: [...field.enum] } : {}),
    }
  return {
    type: 'object',
    properties,
    required: inputs.filter((f) => f.required).map((f) => f.name),
    additionalProperties: false,
  }
}
