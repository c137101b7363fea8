// "Try it": what a tool would do with a set of input values, computed in the browser. An HTTP
// tool's request (method, URL, headers, body) or a static tool's content, with `{{input}}`
// placeholders filled in. Nothing here sends anything anywhere.
import { t } from '@lingui/core/macro'
import type { z } from 'zod/mini'
import { allowedValues, type httpSettings, type ToolInputField } from '../../api/contract'

export type HttpSettings = z.output<typeof httpSettings>
export type InputValue = string | number | boolean
/** Values by input name; an input left out is `undefined`. */
export type InputValues = Readonly<Record<string, InputValue | undefined>>

export type BodyKind = 'json' | 'form' | 'text'

export interface RequestPreview {
  method: HttpSettings['method']
  url: string
  headers: { name: string; value: string }[]
  /** The body as it would be sent, or null when the tool has no body template. */
  body: string | null
  bodyKind: BodyKind | null
  /** For a JSON body: whether the filled-in body parses (a template can be broken). */
  bodyIsValidJson: boolean | null
  /** Placeholders that name no input: left as they are, and worth a warning. */
  unknownPlaceholders: string[]
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** Every placeholder name in a text, once each, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))]
}

const asText = (v: InputValue | undefined) => (v === undefined ? '' : String(v))

/** Replaces each known placeholder with `encode(value)`; unknown ones stay as written. */
function fill(
  template: string,
  values: InputValues,
  known: ReadonlySet<string>,
  encode: (v: InputValue | undefined) => string,
) {
  return template.replace(PLACEHOLDER, (whole, name: string) => (known.has(name) ? encode(values[name]) : whole))
}

/** A value as a JSON literal where the placeholder stands on its own: `{"amount": {{amount}}}`. */
function jsonLiteral(v: InputValue | undefined): string {
  if (v === undefined) return 'null'
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null'
  return JSON.stringify(v)
}

/** A value inside a JSON string literal: `"{{note}}"`, escaped so quotes and newlines cannot break out. */
const jsonEscaped = (v: InputValue | undefined) => JSON.stringify(asText(v)).slice(1, -1)

/**
 * Fills a JSON template. A placeholder inside a string literal gets the value
 * escaped for that string; one outside gets the value as a JSON literal (a number
 * stays a number, a missing value becomes null). Strings are tracked by scanning
 * the template, since the template itself is not JSON until it is filled.
 */
export function fillJsonTemplate(template: string, values: InputValues, known: ReadonlySet<string>): string {
  const placeholder = new RegExp(PLACEHOLDER.source, 'y')
  let out = ''
  let inString = false
  let escaped = false
  for (let i = 0; i < template.length;) {
    placeholder.lastIndex = i
    const m = placeholder.exec(template)
    const name = m?.[1]
    if (m && name !== undefined && known.has(name)) {
      out += inString ? jsonEscaped(values[name]) : jsonLiteral(values[name])
      escaped = false
      i += m[0].length
      continue
    }
    const ch = template[i] ?? ''
    if (inString) {
      if (escaped) escaped = false
      else if (ch === '\\') escaped = true
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    out += ch
    i++
  }
  return out
}

const headerValue = (headers: HttpSettings['headers'], name: string) =>
  headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value

/** How the body template is filled: by its Content-Type, or JSON when it looks like JSON and none is set. */
export function bodyKindOf(http: Pick<HttpSettings, 'headers' | 'body_template'>): BodyKind {
  const type = headerValue(http.headers, 'content-type')?.toLowerCase()
  if (type !== undefined) {
    if (/[/+]json\b/.test(type)) return 'json'
    if (type.startsWith('application/x-www-form-urlencoded')) return 'form'
    return 'text'
  }
  return /^\s*[[{]/.test(http.body_template ?? '') ? 'json' : 'text'
}

/** The request an HTTP tool would send for these values. */
export function previewHttpRequest(
  http: HttpSettings,
  inputs: readonly Pick<ToolInputField, 'name'>[],
  values: InputValues,
): RequestPreview {
  const known = new Set(inputs.map((i) => i.name))
  const texts = [http.url, ...http.headers.map((h) => h.value), http.body_template ?? '']
  const unknownPlaceholders = placeholdersIn(texts.join('\n')).filter((n) => !known.has(n))

  // Values land in a URL encoded as one component, so `a/b?c` cannot change the path or query.
  const url = fill(http.url, values, known, (v) => encodeURIComponent(asText(v)))
  // A header value is one line: a value with line breaks must not add headers.
  const headers = http.headers.map((h) => ({
    name: h.name,
    value: fill(h.value, values, known, (v) => asText(v).replace(/[\r\n]+/g, ' ')),
  }))

  const template = http.body_template
  if (template === null || template === '')
    return { method: http.method, url, headers, body: null, bodyKind: null, bodyIsValidJson: null, unknownPlaceholders }
  const bodyKind = bodyKindOf(http)
  const body =
    bodyKind === 'json'
      ? fillJsonTemplate(template, values, known)
      : bodyKind === 'form'
        ? fill(template, values, known, (v) => encodeURIComponent(asText(v)))
        : fill(template, values, known, asText)
  return {
    method: http.method,
    url,
    headers,
    body,
    bodyKind,
    bodyIsValidJson: bodyKind === 'json' ? parses(body) : null,
    unknownPlaceholders,
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A static tool's content with its placeholders filled in as plain text. */
export function fillStaticContent(
  content: string,
  inputs: readonly Pick<ToolInputField, 'name'>[],
  values: InputValues,
) {
  return fill(content, values, new Set(inputs.map((i) => i.name)), asText)
}

/**
 * The try-it form's text fields → typed values by each input's type, and what is
 * wrong with them: a required input left empty, a number that is not one, a value
 * outside the allowed list. An empty optional field is left out.
 */
export function parseTryValues(
  inputs: readonly ToolInputField[],
  raw: Readonly<Record<string, string>>,
): { values: Record<string, InputValue>; errors: Record<string, string> } {
  const values: Record<string, InputValue> = {}
  const errors: Record<string, string> = {}
  for (const input of inputs) {
    const text = (raw[input.name] ?? '').trim()
    if (text === '') {
      if (input.required) errors[input.name] = t`Required.`
      continue
    }
    let value: InputValue
    if (input.type === 'boolean') {
      if (text !== 'true' && text !== 'false') {
        errors[input.name] = t`Choose true or false.`
        continue
      }
      value = text === 'true'
    } else if (input.type === 'number' || input.type === 'integer') {
      const n = Number(text)
      if (!Number.isFinite(n)) {
        errors[input.name] = t`Enter a number.`
        continue
      }
      if (input.type === 'integer' && !Number.isInteger(n)) {
        errors[input.name] = t`Enter a whole number.`
        continue
      }
      value = n
    } else value = raw[input.name] ?? ''
    const allowed = allowedValues(input)
    if (typeof value !== 'boolean' && allowed && !allowed.includes(value)) {
      const choices = allowed.join(', ')
      errors[input.name] = t`Choose one of ${choices}.`
      continue
    }
    values[input.name] = value
  }
  return { values, errors }
}

/**
 * The inputs the form can offer: values are keyed by input name, so while the draft has an
 * input without a name, or two with the same name, only the first of each name takes part.
 */
export function tryableInputs(inputs: readonly ToolInputField[]): {
  usable: { input: ToolInputField; index: number }[]
  unnamed: number
  repeated: string[]
} {
  const seen = new Set<string>()
  const usable: { input: ToolInputField; index: number }[] = []
  const repeated = new Set<string>()
  let unnamed = 0
  inputs.forEach((input, index) => {
    if (input.name.trim() === '') unnamed += 1
    else if (seen.has(input.name)) repeated.add(input.name)
    else {
      seen.add(input.name)
      usable.push({ input, index })
    }
  })
  return { usable, unnamed, repeated: [...repeated] }
}
