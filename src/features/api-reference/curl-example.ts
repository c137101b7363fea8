// A runnable curl command per operation: example path ids, the key from $API_KEY, and a body
// built from the schema's examples, constants and defaults.
import type { OperationModel, SchemaNode } from './document'
import { schemaRefName } from './schema-ref'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** An example value as it would be typed: strings bare, anything else as JSON. */
export const exampleText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

/** Headers that carry secrets come from shell variables, never from the page. */
const SECRET_HEADERS: Record<string, string> = { 'x-api-key': 'API_KEY', 'x-user-token': 'USER_TOKEN' }

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uri: 'https://example.com/webhooks/agent-platform',
  url: 'https://example.com/webhooks/agent-platform',
  email: 'ada@example.com',
}

const asJson = (v: unknown): Json | undefined => {
  if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v
  if (Array.isArray(v)) {
    const out: Json[] = []
    for (const item of v) {
      const j = asJson(item)
      if (j === undefined) return undefined
      out.push(j)
    }
    return out
  }
  if (typeof v === 'object') {
    const out: { [key: string]: Json } = {}
    for (const [k, item] of Object.entries(v)) {
      const j = asJson(item)
      if (j === undefined) return undefined
      out[k] = j
    }
    return out
  }
  return undefined
}

/** A plausible value for a schema; `name` is the property it belongs to, for a readable placeholder. */
export function exampleOf(
  s: SchemaNode,
  schemas: Record<string, SchemaNode>,
  name = 'value',
  depth = 0,
): Json | undefined {
  if (depth > 6) return undefined
  const ref = schemaRefName(s.$ref)
  if (ref) {
    const target = schemas[ref]
    return target ? exampleOf(target, schemas, name, depth + 1) : undefined
  }
  const given = asJson(s.example) ?? asJson(s.const) ?? asJson(s.enum?.[0])
  if (given !== undefined) return given
  const fallback = asJson(s.default)
  if (fallback !== undefined && fallback !== null && fallback !== '' && !(Array.isArray(fallback) && !fallback.length))
    return fallback
  const variants = (s.oneOf ?? s.anyOf ?? []).filter((v) => v.type !== 'null')
  if (variants[0]) return exampleOf(variants[0], schemas, name, depth + 1)
  if (s.allOf) {
    const merged: { [key: string]: Json } = {}
    for (const part of s.allOf) {
      const v = exampleOf(part, schemas, name, depth + 1)
      if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(merged, v)
    }
    return merged
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  if (type === 'object' || s.properties) {
    const props = Object.entries(s.properties ?? {})
    const required = new Set(s.required ?? [])
    // Only what is required keeps the example minimal; a body with no required field shows its first one.
    const chosen = required.size > 0 ? props.filter(([k]) => required.has(k)) : props.slice(0, 1)
    const out: { [key: string]: Json } = {}
    for (const [k, v] of chosen) {
      const value = exampleOf(v, schemas, k, depth + 1)
      if (value !== undefined) out[k] = value
    }
    return out
  }
  if (type === 'array') {
    if (!s.items || (s.minItems ?? 0) === 0) return []
    const item = exampleOf(s.items, schemas, name, depth + 1)
    return item === undefined ? [] : [item]
  }
  if (type === 'integer' || type === 'number') return s.minimum ?? 0
  if (type === 'boolean') return true
  if (type === 'string') return (s.format && FORMAT_EXAMPLES[s.format]) ?? `Example ${name.replace(/_/g, ' ')}`
  return undefined
}

/** The command for one operation against `baseUrl`. */
export function curlExample(op: OperationModel, baseUrl: string, schemas: Record<string, SchemaNode>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name)
    return typeof param?.example === 'string' ? encodeURIComponent(param.example) : whole
  })
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map(
      (p) =>
        `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example === undefined ? p.name : exampleText(p.example))}`,
    )
    .join('&')
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`
  const parts = [`curl${op.method === 'GET' ? '' : ` -X ${op.method}`} ${shellQuote(url)}`]
  if (op.security.length > 0) parts.push(`-H "X-Api-Key: $API_KEY"`)
  for (const p of op.parameters) {
    if (p.in !== 'header' || !p.required) continue
    const variable = SECRET_HEADERS[p.name.toLowerCase()]
    parts.push(
      variable
        ? `-H "${p.name}: $${variable}"`
        : `-H ${shellQuote(`${p.name}: ${p.example === undefined ? '' : exampleText(p.example)}`)}`,
    )
  }
  if (op.body) {
    const body = op.body.schema ? exampleOf(op.body.schema, schemas, 'body') : undefined
    parts.push(`-H ${shellQuote(`Content-Type: ${op.body.contentType}`)}`)
    parts.push(`--data-raw ${shellQuote(JSON.stringify(body ?? {}, null, 2))}`)
  }
  return parts.join(' \\\n  ')
}
