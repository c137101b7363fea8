// The tool form's state apart from React: what the user typed (inputs and headers as rows
// with stable keys), the contract's verdict on it as errors per field, and the server's
// field errors (JSON pointers such as `#/inputs/2/name`) mapped onto the same rows.
import { t } from '@lingui/core/macro'
import type { z } from 'zod/mini'
import {
  allowedValues,
  makeToolInput,
  toolCreate,
  TOOL_NAME_MAX,
  type HTTP_METHODS,
  type FieldError,
  type Tool,
  type ToolCreate,
  type ToolInputField,
  type ToolUpdate,
} from '../../../api/contract'
import { pointerToField } from '../../../api/errors'
import { formatCount } from '../../../lib/format'
import { sentence } from '../../../lib/sentence'

export type ToolKind = Tool['kind']
export type InputType = ToolInputField['type']
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface InputRow {
  /** Stable across reordering, so an error stays on its row. */
  key: string
  name: string
  type: InputType
  description: string
  required: boolean
  /** Allowed values, one per line; empty means any value. */
  enumText: string
}

export interface HeaderRow {
  key: string
  name: string
  value: string
}

export interface ToolDraft {
  kind: ToolKind
  name: string
  description: string
  inputs: InputRow[]
  instructions: string
  method: HttpMethod
  url: string
  headers: HeaderRow[]
  bodyTemplate: string
  content: string
}

/**
 * Errors by field: `name`, `http.url`, `inputs.<row key>.name`, `http.headers.<row key>.value`,
 * and `inputs` / `http.headers` for the lists themselves.
 */
export type FieldErrors = Partial<Record<string, string>>

/**
 * The contract's rule for tool names, in the form's words: its hint and its error both say it.
 * Called from render, in the language in force.
 */
export const toolNameRule = (): string => {
  const max = formatCount(TOOL_NAME_MAX)
  return t`up to ${max} letters, digits, underscores or hyphens, with no spaces`
}
export const DESCRIPTION_MAX = 1000
export const INPUTS_MAX = 50

let nextKey = 0
export const newRowKey = (): string => `row-${++nextKey}`

export const emptyInput = (): InputRow => ({
  key: newRowKey(),
  name: '',
  type: 'string',
  description: '',
  required: false,
  enumText: '',
})

export const emptyHeader = (): HeaderRow => ({ key: newRowKey(), name: '', value: '' })

export function emptyDraft(kind: ToolKind): ToolDraft {
  return {
    kind,
    name: '',
    description: '',
    inputs: [],
    instructions: '',
    method: 'GET',
    url: '',
    headers: [],
    bodyTemplate: '',
    content: '',
  }
}

export function draftFromTool(tool: Tool): ToolDraft {
  const base = { ...emptyDraft(tool.kind), name: tool.name, description: tool.description }
  const inputs = tool.inputs.map((f): InputRow => ({
    key: newRowKey(),
    name: f.name,
    type: f.type,
    description: f.description,
    required: f.required,
    enumText: allowedValues(f)?.map(String).join('\n') ?? '',
  }))
  if (tool.kind === 'llm') return { ...base, inputs, instructions: tool.instructions }
  if (tool.kind === 'static') return { ...base, inputs, content: tool.content }
  return {
    ...base,
    inputs,
    method: tool.http.method,
    url: tool.http.url,
    headers: tool.http.headers.map((h) => ({ key: newRowKey(), name: h.name, value: h.value })),
    bodyTemplate: tool.http.body_template ?? '',
  }
}

/** A draft's content without row keys: two drafts with the same content are the same tool. */
export const sameContent = (a: ToolDraft, b: ToolDraft): boolean =>
  JSON.stringify(strip(a)) === JSON.stringify(strip(b))
const strip = (d: ToolDraft) => ({
  ...d,
  inputs: d.inputs.map(({ key: _key, ...rest }) => rest),
  headers: d.headers.map(({ key: _key, ...rest }) => rest),
})

/** Allowed values as typed, one per line: strings as they are, numbers parsed for number types. */
export function parseEnum(
  row: InputRow,
): { ok: true; values: (string | number)[] | undefined } | { ok: false; error: string } {
  if (row.type === 'boolean') return { ok: true, values: undefined }
  const lines = row.enumText
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
  if (lines.length === 0) return { ok: true, values: undefined }
  if (row.type === 'string') return { ok: true, values: lines }
  const values: number[] = []
  for (const line of lines) {
    const n = Number(line)
    if (!Number.isFinite(n)) return { ok: false, error: t`“${line}” is not a number.` }
    if (row.type === 'integer' && !Number.isInteger(n)) return { ok: false, error: t`“${line}” is not a whole number.` }
    values.push(n)
  }
  return { ok: true, values }
}

/** The inputs as the contract has them (allowed values that do not parse are left out; the form reports them). */
export function inputsOf(draft: Pick<ToolDraft, 'inputs'>): ToolInputField[] {
  return draft.inputs.map((row) => {
    const parsed = parseEnum(row)
    return makeToolInput({
      name: row.name.trim(),
      type: row.type,
      description: row.description,
      required: row.required,
      ...(parsed.ok && parsed.values ? { values: parsed.values } : {}),
    })
  })
}

/** The body a create sends. */
export function createBodyOf(draft: ToolDraft): ToolCreate {
  const common = { name: draft.name.trim(), description: draft.description, inputs: inputsOf(draft) }
  if (draft.kind === 'llm') return { ...common, kind: 'llm', instructions: draft.instructions }
  if (draft.kind === 'static') return { ...common, kind: 'static', content: draft.content }
  return {
    ...common,
    kind: 'http',
    http: {
      method: draft.method,
      url: draft.url.trim(),
      headers: draft.headers.map((h) => ({ name: h.name.trim(), value: h.value })),
      body_template: draft.bodyTemplate === '' ? null : draft.bodyTemplate,
    },
  }
}

/** The body an update sends: everything the form shows, the kind's own settings only (the kind is fixed). */
export function updateBodyOf(draft: ToolDraft): ToolUpdate {
  const body = createBodyOf(draft)
  const common = { name: body.name, description: body.description, inputs: body.inputs }
  if (body.kind === 'llm') return { ...common, instructions: body.instructions }
  if (body.kind === 'static') return { ...common, content: body.content }
  return { ...common, http: body.http }
}

/**
 * A path into the body (`['inputs', 2, 'name']`) as the form's field key, with list
 * indexes replaced by the row keys of the draft the body was made from. Null when the
 * path names a row that is not there.
 */
export function fieldKeyOf(path: readonly PropertyKey[], draft: ToolDraft): string | null {
  const [head, ...rest] = path.map((s) => (typeof s === 'symbol' ? '' : String(s)))
  if (head === undefined || head === '') return null
  if (head === 'inputs' && rest.length >= 1) {
    const row = draft.inputs[Number(rest[0])]
    return row ? ['inputs', row.key, ...rest.slice(1)].join('.') : 'inputs'
  }
  if (head === 'http' && rest[0] === 'headers' && rest.length >= 2) {
    const row = draft.headers[Number(rest[1])]
    return row ? ['http', 'headers', row.key, ...rest.slice(2)].join('.') : 'http.headers'
  }
  return [head, ...rest].join('.')
}

type Issue = z.core.$ZodIssue

/** Code in a sentence, apart from it: braces are not a message's syntax. */
const URL_EXAMPLE = 'https://api.example.com/items/{{id}}'

/** The contract's issue in the form's words, by field; called from render, in the language in force. */
function messageFor(key: string, issue: Issue, draftName: string): string {
  const last = key.split('.').at(-1) ?? key
  if (issue.code === 'too_small') {
    if (issue.origin === 'array') {
      const minimum = formatCount(Number(issue.minimum))
      return t`Add at least ${minimum}.`
    }
    if (key === 'name') return t`Enter a name.`
    if (key === 'http.url') return t`Enter the URL the tool calls.`
    if (key === 'instructions') return t`Write the instructions the model follows.`
    if (last === 'name' && key.startsWith('inputs.')) return t`Name the input.`
    if (last === 'name') return t`Name the header.`
    return t`Required.`
  }
  if (issue.code === 'too_big') {
    const maximum = formatCount(Number(issue.maximum))
    return issue.origin === 'array' ? t`At most ${maximum} entries.` : t`Use at most ${maximum} characters.`
  }
  if (issue.code === 'invalid_format') {
    const rule = toolNameRule()
    if (key === 'name') return draftName === '' ? t`Enter a name.` : t`Use ${rule}, such as check_warranty.`
    if (key === 'http.url') return t`Enter an http(s) URL, such as ${URL_EXAMPLE}.`
    if (key.startsWith('inputs.')) return t`Use lower-case letters, digits and underscores, not starting with a digit.`
    if (key.startsWith('http.headers.')) return t`Use a valid header name: letters, digits and - _ . without spaces.`
  }
  return sentence(issue.message)
}

/** The draft checked against the contract: the body to send, or an error per field. */
export function validateDraft(draft: ToolDraft): { ok: true; body: ToolCreate } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  for (const row of draft.inputs) {
    const parsed = parseEnum(row)
    if (!parsed.ok) errors[`inputs.${row.key}.enum`] = parsed.error
  }
  const body = createBodyOf(draft)
  const result = toolCreate.safeParse(body)
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = fieldKeyOf(issue.path, draft)
      if (key !== null && !errors[key]) errors[key] = messageFor(key, issue, body.name)
    }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body }
}

/**
 * The keys of the fields the form shows an error on, in the order it shows them: the
 * kind's own settings only, each header and input row by its key.
 */
export function formFieldKeys(draft: ToolDraft): string[] {
  const settings =
    draft.kind === 'llm'
      ? ['instructions']
      : draft.kind === 'static'
        ? ['content']
        : [
            'http.method',
            'http.url',
            'http.headers',
            ...draft.headers.flatMap((h) => [`http.headers.${h.key}.name`, `http.headers.${h.key}.value`]),
            'http.body_template',
          ]
  return [
    'name',
    'description',
    ...settings,
    'inputs',
    ...draft.inputs.flatMap((r) =>
      ['name', 'type', 'description', 'required', 'enum'].map((f) => `inputs.${r.key}.${f}`),
    ),
  ]
}

/**
 * Where the form shows a server error, given the draft that was sent (pointer indexes are
 * its rows): the closest field the form has (`#/inputs/1/enum/0` on the row's allowed
 * values), or null when it names no field of the form, for the form-level alert.
 */
export function toolFieldOf(e: FieldError, sent: ToolDraft): string | null {
  const key = e.pointer === undefined ? null : fieldKeyOf(pointerToField(e.pointer).split('.'), sent)
  if (!key) return null
  const known = new Set(formFieldKeys(sent))
  const parts = key.split('.')
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.')
    if (known.has(candidate)) return candidate
  }
  return null
}

/** The DOM id of a field's control, from its key. */
export const controlId = (prefix: string, key: string) => `${prefix}-${key.replace(/\./g, '-')}`
