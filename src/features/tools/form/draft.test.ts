import { describe, expect, it } from 'vitest'
import type { Tool } from '../../../api/contract'
import { sentence } from '../../../lib/sentence'
import { placeErrors } from '../../../components/hooks/use-submit'
import { refusal } from '../../../../tests/unit/problems'
import {
  createBodyOf,
  draftFromTool,
  emptyDraft,
  emptyHeader,
  emptyInput,
  sameContent,
  toolFieldOf,
  updateBodyOf,
  validateDraft,
  type InputRow,
  type ToolDraft,
} from './draft'

const row = (over: Partial<InputRow>): InputRow => ({ ...emptyInput(), ...over })

const httpDraft = (): ToolDraft => ({
  ...emptyDraft('http'),
  name: 'create_ticket',
  url: 'https://api.example.com/tickets',
  method: 'POST',
  headers: [{ ...emptyHeader(), name: 'Content-Type', value: 'application/json' }],
  bodyTemplate: '{"subject":"{{subject}}"}',
  inputs: [
    row({ name: 'subject', required: true, description: 'One line.' }),
    row({ name: 'priority', enumText: 'low\n high \n\n' }),
    row({ name: 'count', type: 'integer', enumText: '1\n2' }),
  ],
})

describe('validateDraft', () => {
  it.each([
    ['check warranty', 'Use up to 64 letters, digits, underscores or hyphens, with no spaces, such as check_warranty.'],
    ['x'.repeat(65), 'Use up to 64 letters, digits, underscores or hyphens, with no spaces, such as check_warranty.'],
    ['  ', 'Enter a name.'],
  ])('refuses the tool name %j with one error in the form’s words', (name, error) => {
    const verdict = validateDraft({ ...httpDraft(), name })
    expect(verdict.ok ? null : verdict.errors.name).toBe(error)
  })

  it('accepts identifiers with hyphens and capitals', () => {
    expect(validateDraft({ ...httpDraft(), name: 'Check-Warranty_2' }).ok).toBe(true)
  })

  it('builds the create body from a valid draft', () => {
    const verdict = validateDraft(httpDraft())
    expect(verdict).toEqual({
      ok: true,
      body: {
        kind: 'http',
        name: 'create_ticket',
        description: '',
        inputs: [
          { name: 'subject', type: 'string', description: 'One line.', required: true },
          { name: 'priority', type: 'string', description: '', required: false, enum: ['low', 'high'] },
          { name: 'count', type: 'integer', description: '', required: false, enum: [1, 2] },
        ],
        http: {
          method: 'POST',
          url: 'https://api.example.com/tickets',
          headers: [{ name: 'Content-Type', value: 'application/json' }],
          body_template: '{"subject":"{{subject}}"}',
        },
      },
    })
  })

  it('puts errors inside the inputs list on the row they belong to, by row key', () => {
    const draft = httpDraft()
    draft.inputs[1] = { ...draft.inputs[1]!, name: 'Ticket ID' }
    draft.inputs[2] = { ...draft.inputs[2]!, enumText: '1\nlots' }
    draft.inputs.push(row({ name: 'subject' }))
    const verdict = validateDraft(draft)
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    const [, second, third, fourth] = draft.inputs
    expect(verdict.errors[`inputs.${second?.key}.name`]).toMatch(/lower-case letters/)
    expect(verdict.errors[`inputs.${third?.key}.enum`]).toBe('“lots” is not a number.')
    expect(verdict.errors[`inputs.${fourth?.key}.name`]).toBe('Input names must be unique.')
  })

  it('names the kind’s missing settings and a bad URL or header', () => {
    const llm = validateDraft({ ...emptyDraft('llm'), name: '  ' })
    expect(llm).toEqual({
      ok: false,
      errors: { name: 'Enter a name.', instructions: 'Write the instructions the model follows.' },
    })
    const draft = httpDraft()
    draft.url = 'ftp://files.example.com'
    draft.headers[0] = { ...draft.headers[0]!, name: 'Bad Header' }
    const http = validateDraft(draft)
    expect(http.ok).toBe(false)
    if (http.ok) return
    expect(http.errors['http.url']).toMatch(/http\(s\) URL/)
    expect(http.errors[`http.headers.${draft.headers[0].key}.name`]).toMatch(/valid header name/)
  })

  it('refuses allowed values on a boolean by ignoring them, and values of the wrong type', () => {
    const draft: ToolDraft = {
      ...emptyDraft('static'),
      name: 'hours',
      inputs: [row({ name: 'on', type: 'boolean', enumText: 'x' })],
    }
    expect(validateDraft(draft).ok).toBe(true)
    expect(createBodyOf(draft).inputs).toEqual([{ name: 'on', type: 'boolean', description: '', required: false }])
  })
})

/** The tool forms' placement of a refusal, on the rows of the draft that was sent. */
const placeOn = (sent: ToolDraft, error: ReturnType<typeof refusal>) =>
  placeErrors(
    error,
    (e) => toolFieldOf(e, sent),
    (e) => sentence(e.detail),
  )

describe('a refusal on the tool form', () => {
  it('maps #/inputs/2/name onto the third row of the draft that was sent', () => {
    const sent = httpDraft()
    const error = refusal([
      { pointer: '#/inputs/2/name', code: 'not_unique', detail: 'input names must be unique' },
      { pointer: '#/http/headers/0/value', code: 'too_big', detail: 'too long' },
      { pointer: '#/name', code: 'too_big', detail: 'At most 120 characters.' },
      { pointer: '#/instructions', code: 'not_allowed_for_kind', detail: 'only llm tools have instructions' },
      { parameter: 'limit', code: 'invalid_value', detail: 'not a field of the form' },
    ])
    const { fields, unplaced } = placeOn(sent, error)
    expect(fields).toEqual({
      [`inputs.${sent.inputs[2]!.key}.name`]: 'Input names must be unique.',
      [`http.headers.${sent.headers[0]!.key}.value`]: 'Too long.',
      name: 'At most 120 characters.',
    })
    // An HTTP tool's form has no instructions field: said at form level rather than lost.
    expect(unplaced).toEqual(['only llm tools have instructions', 'not a field of the form'])
  })

  it('puts an error below a field on that field, and one on no field of the form at form level', () => {
    const sent = httpDraft()
    const error = refusal([
      { pointer: '#/inputs/1/enum/0', code: 'invalid_type', detail: 'must be a string' },
      { pointer: '#/inputs/9/name', code: 'invalid_value', detail: 'no such row' },
      { pointer: '#/tags', code: 'unknown_field', detail: 'tags are not accepted' },
      { pointer: '#', code: 'invalid_type', detail: 'the body must be an object' },
    ])
    const { fields, unplaced } = placeOn(sent, error)
    expect(fields).toEqual({
      [`inputs.${sent.inputs[1]!.key}.enum`]: 'Must be a string.',
      inputs: 'No such row.',
    })
    expect(unplaced).toEqual(['tags are not accepted', 'the body must be an object'])
  })

  it('keeps an error on its row after the rows are reordered', () => {
    const sent = httpDraft()
    const error = refusal([{ pointer: '#/inputs/0/name', code: 'invalid_value', detail: 'bad' }])
    const key = Object.keys(placeOn(sent, error).fields)[0]
    const moved = { ...sent, inputs: [...sent.inputs].reverse() }
    expect(key).toBe(`inputs.${moved.inputs[2]!.key}.name`)
  })
})

describe('drafts from tools', () => {
  const tool: Tool = {
    id: 'tool_abcdef12',
    kind: 'http',
    name: 'get_order',
    description: 'One order.',
    inputs: [{ name: 'order_id', type: 'string', description: 'Order number.', required: true, enum: ['a', 'b'] }],
    http: {
      method: 'GET',
      url: 'https://x.test/{{order_id}}',
      headers: [{ name: 'Accept', value: 'application/json' }],
      body_template: null,
    },
    used_by: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }

  it('round-trips a tool into an update body', () => {
    expect(updateBodyOf(draftFromTool(tool))).toEqual({
      name: 'get_order',
      description: 'One order.',
      inputs: tool.inputs,
      http: tool.http,
    })
  })

  it('compares content, not row keys', () => {
    const a = draftFromTool(tool)
    const b = draftFromTool(tool)
    expect(a.inputs[0]!.key).not.toBe(b.inputs[0]!.key)
    expect(sameContent(a, b)).toBe(true)
    expect(sameContent(a, { ...b, url: 'https://x.test/other' })).toBe(false)
  })
})
