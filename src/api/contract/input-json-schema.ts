// Kept out of the contract's index: only the tool form's preview and the mock's manifest build
// a schema, so the first screen's code does not carry the builder.
import type { z } from 'zod/mini'
import type { inputJsonSchema } from './products'
import { allowedValues, type ToolInputField } from './tools'

/**
 * The inputs' schema, built one way for the manifest the mock serves and the preview the
 * dashboard shows; properties and `required` keep the inputs' order, since clients show them in it.
 */
export function inputsToJsonSchema(inputs: readonly ToolInputField[]): z.infer<typeof inputJsonSchema> {
  const properties: z.infer<typeof inputJsonSchema>['properties'] = {}
  for (const field of inputs) {
    const values = allowedValues(field)
    properties[field.name] = {
      type: field.type,
      ...(field.description ? { description: field.description } : {}),
      ...(values ? { enum: [...values] } : {}),
    }
  }
  return {
    type: 'object',
    properties,
    required: inputs.filter((f) => f.required).map((f) => f.name),
    additionalProperties: false,
  }
}
