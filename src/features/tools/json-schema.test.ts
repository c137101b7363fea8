import { describe, expect, it } from 'vitest'
import { inputJsonSchema, type ToolInputField } from '../../api/contract'
import { inputsToJsonSchema } from './json-schema'

const field = (f: Partial<ToolInputField> & Pick<ToolInputField, 'name' | 'type'>): ToolInputField => ({
  description: '',
  required: false,
  ...f,
})

describe('inputsToJsonSchema', () => {
  it('is an empty object schema without inputs', () => {
    expect(inputsToJsonSchema([])).toEqual({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    })
  })

  it('gives each input its type, description and allowed values, and lists the required ones', () => {
    const schema = inputsToJsonSchema([
      field({ name: 'subject', type: 'string', description: 'One line.', required: true }),
      field({ name: 'priority', type: 'string', enum: ['low', 'high'] }),
      field({ name: 'count', type: 'integer', required: true, enum: [1, 2, 3] }),
      field({ name: 'ratio', type: 'number' }),
      field({ name: 'urgent', type: 'boolean', description: 'Page someone.' }),
    ])
    expect(schema).toEqual({
      type: 'object',
      properties: {
        subject: { type: 'string', description: 'One line.' },
        priority: { type: 'string', enum: ['low', 'high'] },
        count: { type: 'integer', enum: [1, 2, 3] },
        ratio: { type: 'number' },
        urgent: { type: 'boolean', description: 'Page someone.' },
      },
      required: ['subject', 'count'],
      additionalProperties: false,
    })
    // What the dashboard shows is what the contract says a manifest carries.
    expect(inputJsonSchema.safeParse(schema).success).toBe(true)
  })

  it('keeps the order of the inputs, in properties and in required', () => {
    const schema = inputsToJsonSchema([
      field({ name: 'zeta', type: 'string', required: true }),
      field({ name: 'alpha', type: 'string', required: true }),
      field({ name: 'mid', type: 'number' }),
    ])
    expect(Object.keys(schema.properties)).toEqual(['zeta', 'alpha', 'mid'])
    expect(schema.required).toEqual(['zeta', 'alpha'])
    expect(JSON.stringify(schema)).toBe(
      '{"type":"object","properties":{"zeta":{"type":"string"},"alpha":{"type":"string"},"mid":{"type":"number"}},"required":["zeta","alpha"],"additionalProperties":false}',
    )
  })

  it('copies the allowed values rather than sharing the input’s array', () => {
    const values = ['a', 'b']
    const schema = inputsToJsonSchema([field({ name: 'x', type: 'string', enum: values })])
    values.push('c')
    expect(schema.properties.x?.enum).toEqual(['a', 'b'])
  })
})
