// JSON Schema as a readable tree: each property with its type, whether it is required, its
// constraints and description; $refs link to the schema's own section and can be opened in place.
import { createContext, Fragment, useContext, useId, useState, type ReactNode } from 'react'
import type { SchemaNode } from './document'
import { schemaRefName } from './schema-ref'
import { DisclosureButton } from './disclosure-button'
import { Prose } from './prose'
import { formatCount } from '../../lib/format'

const SchemasContext = createContext<Record<string, SchemaNode>>({})
export const SchemasProvider = SchemasContext.Provider

export const schemaAnchor = (name: string) => `schema-${name}`

/** Past this depth, nested objects show as links only; the tree stays readable on a phone. */
const MAX_DEPTH = 4

export function SchemaLink({ name }: { name: string }) {
  return (
    <a
      href={`#${schemaAnchor(name)}`}
      className="text-accent hover:text-accent-hover font-mono font-medium underline underline-offset-2"
    >
      {name}
    </a>
  )
}

const isNull = (s: SchemaNode) => s.type === 'null'
const variantsOf = (s: SchemaNode) => s.oneOf ?? s.anyOf ?? []

const json = (v: unknown) => JSON.stringify(v)

/** The type in a few words, with links for $refs: `array of ToolInputInput`, `string · date-time or null`. */
export function typeLabel(s: SchemaNode): ReactNode {
  const name = schemaRefName(s.$ref)
  if (name) return <SchemaLink name={name} />
  if (s.const !== undefined) return <code className="font-mono">{json(s.const)}</code>
  const variants = variantsOf(s)
  if (variants.length > 0)
    return variants.map((v, i) => (
      <Fragment key={i}>
        {i > 0 ? ' or ' : null}
        {typeLabel(v)}
      </Fragment>
    ))
  if (s.allOf)
    return s.allOf.map((v, i) => (
      <Fragment key={i}>
        {i > 0 ? ' and ' : null}
        {typeLabel(v)}
      </Fragment>
    ))
  const type = Array.isArray(s.type) ? s.type.join(' or ') : s.type
  if (type === 'array') return <>array of {s.items ? typeLabel(s.items) : 'anything'}</>
  if (type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties)
    return <>map of {typeLabel(s.additionalProperties)}</>
  if (s.enum) return <>{type ?? 'value'} (enum)</>
  if (type && s.format) return `${type} · ${s.format}`
  return type ?? 'any'
}

const n = (v: number) => formatCount(v)

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min === undefined && max === undefined) return null
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${n(min)}${unit}` : `${n(min)}–${n(max)}${unit}`
  return min !== undefined ? `at least ${n(min)}${unit}` : `at most ${n(max ?? 0)}${unit}`
}

/** Constraints worth reading: allowed values, limits, format, default, example. */
function constraints(s: SchemaNode): { label: string; value: ReactNode }[] {
  const out: { label: string; value: ReactNode }[] = []
  const values = s.enum ?? (s.items && !s.items.$ref ? s.items.enum : undefined)
  if (values)
    out.push({
      label: 'Allowed',
      value: values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <Code>{json(v)}</Code>
        </Fragment>
      )),
    })
  const length = range(s.minLength, s.maxLength, ' characters')
  if (length) out.push({ label: 'Length', value: length })
  const bounds = range(s.minimum, s.maximum, '')
  if (bounds) out.push({ label: 'Range', value: bounds })
  const items = range(s.minItems, s.maxItems, ' items')
  if (items) out.push({ label: 'Items', value: items })
  // A format already says what a long generated pattern (date-time, uri) would.
  if (s.pattern && !s.format) out.push({ label: 'Pattern', value: <Code>{s.pattern}</Code> })
  if (s.default !== undefined) out.push({ label: 'Default', value: <Code>{json(s.default)}</Code> })
  const example = s.example ?? s.items?.example
  if (example !== undefined) out.push({ label: 'Example', value: <Code>{json(example)}</Code> })
  return out
}

function Code({ children }: { children: ReactNode }) {
  return <code className="bg-surface-muted rounded px-1 font-mono text-xs break-all">{children}</code>
}

/** A $ref, or the $ref inside an array or a nullable, whose fields can be opened in place. */
function referenced(s: SchemaNode): string | null {
  const direct = schemaRefName(s.$ref) ?? (s.items ? schemaRefName(s.items.$ref) : null)
  if (direct) return direct
  const nonNull = variantsOf(s).filter((v) => !isNull(v))
  return nonNull.length === 1 && nonNull[0] ? referenced(nonNull[0]) : null
}

/** An inline object (or array of one, or a nullable one) whose fields are shown nested. */
function inlineObject(s: SchemaNode): SchemaNode | null {
  if (s.$ref) return null
  if (s.properties || s.oneOf || s.allOf) return s
  if (s.items && (s.items.properties || s.items.oneOf)) return s.items
  if (s.additionalProperties && typeof s.additionalProperties === 'object' && s.additionalProperties.properties)
    return s.additionalProperties
  const nonNull = (s.anyOf ?? []).filter((v) => !isNull(v))
  return nonNull.length === 1 && nonNull[0] ? inlineObject(nonNull[0]) : null
}

function Expandable({ name, depth, trail }: { name: string; depth: number; trail: readonly string[] }) {
  const schemas = useContext(SchemasContext)
  const target = schemas[name]
  if (!target || trail.includes(name) || depth >= MAX_DEPTH) return null
  return (
    <SchemaDisclosure
      schema={target}
      label={`the fields of ${name}`}
      depth={depth + 1}
      trail={[...trail, name]}
      className="mt-2"
    />
  )
}

export interface SchemaDisclosureProps extends SchemaBodyProps {
  /** Completes "Show …" / "Hide …". */
  label: string
  className?: string
}

/** A schema's fields behind a button, so long references stay short until asked. */
export function SchemaDisclosure({ schema, label, depth = 0, trail = [], className = '' }: SchemaDisclosureProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={className}>
      <DisclosureButton
        open={open}
        controls={id}
        onToggle={() => setOpen((o) => !o)}
        className="text-fg-muted hover:text-fg inline-flex min-h-6 items-center gap-1 rounded text-xs font-medium"
      >
        {open ? 'Hide' : 'Show'} {label}
      </DisclosureButton>
      <div id={id} hidden={!open} className="border-line mt-2 border-s-2 ps-3">
        {open ? <SchemaBody schema={schema} depth={depth} trail={trail} /> : null}
      </div>
    </div>
  )
}

function PropertyRow({
  name,
  schema,
  required,
  depth,
  trail,
}: {
  name: string
  schema: SchemaNode
  required: boolean
  depth: number
  trail: readonly string[]
}) {
  const facts = constraints(schema)
  const nested = inlineObject(schema)
  const ref = referenced(schema)
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <code className="text-fg font-mono text-sm font-semibold break-all">{name}</code>
        <span className="text-fg-muted text-xs">{typeLabel(schema)}</span>
        {required ? (
          <span className="text-warning text-xs font-semibold">required</span>
        ) : (
          <span className="text-fg-muted text-xs">optional</span>
        )}
      </div>
      {schema.description ? <Prose text={schema.description} className="mt-1" /> : null}
      {facts.length > 0 ? (
        <dl className="text-fg-muted mt-1 flex flex-col gap-0.5 text-xs">
          {facts.map((f) => (
            <div key={f.label} className="flex gap-1.5">
              <dt className="shrink-0 font-medium">{f.label}:</dt>
              <dd className="min-w-0 break-words">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {nested && depth < MAX_DEPTH ? (
        <div className="border-line mt-2 border-s-2 ps-3">
          <SchemaBody schema={nested} depth={depth + 1} trail={trail} />
        </div>
      ) : null}
      {ref ? <Expandable name={ref} depth={depth} trail={trail} /> : null}
    </li>
  )
}

/** A variant's name from its constant discriminator (`kind: "llm"`), or its position. */
function variantName(v: SchemaNode, i: number): string {
  for (const [key, prop] of Object.entries(v.properties ?? {}))
    if (prop.const !== undefined && typeof prop.const !== 'object') return `${key}: ${json(prop.const)}`
  const ref = schemaRefName(v.$ref)
  return ref ?? (isNull(v) ? 'null' : `Variant ${i + 1}`)
}

export interface SchemaBodyProps {
  schema: SchemaNode
  depth?: number
  /** Schema names already open above, so a recursive schema never expands forever. */
  trail?: readonly string[]
}

/** The fields of a schema (following a top-level $ref), or its type when it has none. */
export function SchemaBody({ schema, depth = 0, trail = [] }: SchemaBodyProps) {
  const schemas = useContext(SchemasContext)
  const refName = schemaRefName(schema.$ref)
  if (refName) {
    const target = schemas[refName]
    if (!target || trail.includes(refName)) return <p className="text-sm">{typeLabel(schema)}</p>
    return <SchemaBody schema={target} depth={depth} trail={[...trail, refName]} />
  }
  const variants = variantsOf(schema).filter((v) => !isNull(v))
  if (variants.length > 1)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-fg-muted text-xs font-medium">
          {schema.oneOf ? 'Exactly one of these shapes:' : 'Any of these shapes:'}
        </p>
        {variants.map((v, i) => (
          <div key={i} className="border-line rounded-md border p-3">
            <p className="text-fg mb-2 font-mono text-xs font-semibold">{variantName(v, i)}</p>
            <SchemaBody schema={v} depth={depth + 1} trail={trail} />
          </div>
        ))}
      </div>
    )
  if (variants.length === 1 && variants[0]) return <SchemaBody schema={variants[0]} depth={depth} trail={trail} />
  if (schema.allOf)
    return (
      <div className="flex flex-col gap-3">
        {schema.allOf.map((part, i) => (
          <SchemaBody key={i} schema={part} depth={depth} trail={trail} />
        ))}
      </div>
    )
  if (schema.properties) {
    const required = new Set(schema.required ?? [])
    return (
      <>
        <ul className="divide-line flex flex-col divide-y">
          {Object.entries(schema.properties).map(([name, prop]) => (
            <PropertyRow
              key={name}
              name={name}
              schema={prop}
              required={required.has(name)}
              depth={depth}
              trail={trail}
            />
          ))}
        </ul>
        {schema.additionalProperties === false && depth === 0 ? (
          <p className="text-fg-muted mt-3 text-xs">Strict: any other field is refused (unknown_field).</p>
        ) : null}
      </>
    )
  }
  if (schema.items) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-fg-muted text-xs">Array of {typeLabel(schema.items)}</p>
        {schema.items.$ref || schema.items.properties ? (
          <SchemaBody schema={schema.items} depth={depth} trail={trail} />
        ) : null}
      </div>
    )
  }
  const facts = constraints(schema)
  return (
    <div className="text-sm">
      <span className="text-fg-muted text-xs">{typeLabel(schema)}</span>
      {schema.description ? <Prose text={schema.description} className="mt-1" /> : null}
      {facts.length > 0 ? (
        <p className="text-fg-muted mt-1 text-xs">
          {facts.map((f, i) => (
            <Fragment key={f.label}>
              {i > 0 ? ' · ' : null}
              {f.label}: {f.value}
            </Fragment>
          ))}
        </p>
      ) : null}
    </div>
  )
}
