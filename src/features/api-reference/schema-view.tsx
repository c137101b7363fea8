// JSON Schema as a readable tree: each property with its type, whether it is required, its
// constraints and description; $refs link to the schema's own section and can be opened in place.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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

/** "required" or "optional", beside a parameter or a field. */
export function Requirement({ required }: { required: boolean }) {
  return required ? (
    <span className="text-warning text-xs font-semibold">
      <Trans>required</Trans>
    </span>
  ) : (
    <span className="text-fg-muted text-xs">
      <Trans>optional</Trans>
    </span>
  )
}

export function SchemaLink({ name }: { name: string }) {
  return (
    <a
      href={`#${schemaAnchor(name)}`}
      translate="no"
      className="text-accent hover:text-accent-hover font-mono font-medium underline underline-offset-2"
    >
      {name}
    </a>
  )
}

const isNull = (s: SchemaNode) => s.type === 'null'
const variantsOf = (s: SchemaNode) => s.oneOf ?? s.anyOf ?? []

const json = (v: unknown) => JSON.stringify(v)

/** A JSON Schema type name (`string`, `integer`, `date-time`): the contract's word, never translated. */
function TypeName({ children }: { children: ReactNode }) {
  return (
    <code translate="no" dir="ltr" className="font-mono">
      {children}
    </code>
  )
}

/**
 * The type in a few words, with links for $refs: `array of ToolInputInput`, `string · date-time or null`.
 * Called from render, so its connecting words are in the language on screen.
 */
export function typeLabel(s: SchemaNode): ReactNode {
  const name = schemaRefName(s.$ref)
  if (name) return <SchemaLink name={name} />
  if (s.const !== undefined) return <TypeName>{json(s.const)}</TypeName>
  const variants = variantsOf(s)
  if (variants.length > 0)
    return variants.map((v, i) => (
      <Fragment key={i}>
        {i > 0 ? ` ${t`or`} ` : null}
        {typeLabel(v)}
      </Fragment>
    ))
  if (s.allOf)
    return s.allOf.map((v, i) => (
      <Fragment key={i}>
        {i > 0 ? ` ${t`and`} ` : null}
        {typeLabel(v)}
      </Fragment>
    ))
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  const type = types.length > 1 ? null : types[0]
  if (types.length > 1)
    return types.map((v, i) => (
      <Fragment key={v}>
        {i > 0 ? ` ${t`or`} ` : null}
        <TypeName>{v}</TypeName>
      </Fragment>
    ))
  if (type === 'array') {
    const item = s.items ? typeLabel(s.items) : t`anything`
    return <Trans>array of {item}</Trans>
  }
  if (type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) {
    const value = typeLabel(s.additionalProperties)
    return <Trans>map of {value}</Trans>
  }
  if (s.enum) {
    const base = type ? <TypeName>{type}</TypeName> : t`value`
    return <Trans>{base} (enum)</Trans>
  }
  if (type && s.format)
    return (
      <TypeName>
        {type} · {s.format}
      </TypeName>
    )
  return type ? <TypeName>{type}</TypeName> : t`any`
}

const n = (v: number) => formatCount(v)

type Unit = 'characters' | 'items' | 'none'

/** "1–64 characters", "at least 1 item": a range in words, each count with its own plural. */
function range(min: number | undefined, max: number | undefined, unit: Unit): string | null {
  if (min === undefined && max === undefined) return null
  if (min !== undefined && max !== undefined) {
    const from = n(min)
    const to = n(max)
    if (unit === 'characters') return min === max ? t`exactly ${from} characters` : t`${from}–${to} characters`
    if (unit === 'items') return min === max ? t`exactly ${from} items` : t`${from}–${to} items`
    return min === max ? t`exactly ${from}` : `${from}–${to}`
  }
  const bound = n(min ?? max ?? 0)
  if (min !== undefined)
    return unit === 'characters'
      ? t`at least ${bound} characters`
      : unit === 'items'
        ? t`at least ${bound} items`
        : t`at least ${bound}`
  return unit === 'characters'
    ? t`at most ${bound} characters`
    : unit === 'items'
      ? t`at most ${bound} items`
      : t`at most ${bound}`
}

/** Constraints worth reading: allowed values, limits, format, default, example. Called from render. */
function constraints(s: SchemaNode): { key: string; label: string; value: ReactNode }[] {
  const out: { key: string; label: string; value: ReactNode }[] = []
  const values = s.enum ?? (s.items && !s.items.$ref ? s.items.enum : undefined)
  if (values)
    out.push({
      key: 'allowed',
      label: t`Allowed:`,
      value: values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <Code>{json(v)}</Code>
        </Fragment>
      )),
    })
  const length = range(s.minLength, s.maxLength, 'characters')
  if (length) out.push({ key: 'length', label: t`Length:`, value: length })
  const bounds = range(s.minimum, s.maximum, 'none')
  if (bounds) out.push({ key: 'range', label: t`Range:`, value: bounds })
  const items = range(s.minItems, s.maxItems, 'items')
  if (items) out.push({ key: 'items', label: t`Items:`, value: items })
  // A format already says what a long generated pattern (date-time, uri) would.
  if (s.pattern && !s.format) out.push({ key: 'pattern', label: t`Pattern:`, value: <Code>{s.pattern}</Code> })
  if (s.default !== undefined) out.push({ key: 'default', label: t`Default:`, value: <Code>{json(s.default)}</Code> })
  const example = s.example ?? s.items?.example
  if (example !== undefined) out.push({ key: 'example', label: t`Example:`, value: <Code>{json(example)}</Code> })
  return out
}

function ArrayOf({ items }: { items: SchemaNode }) {
  const item = typeLabel(items)
  return <Trans>Array of {item}</Trans>
}

function Code({ children }: { children: ReactNode }) {
  return (
    <code translate="no" dir="ltr" className="bg-surface-muted rounded px-1 font-mono text-xs break-all">
      {children}
    </code>
  )
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
  const { t } = useLingui()
  const schemas = useContext(SchemasContext)
  const target = schemas[name]
  if (!target || trail.includes(name) || depth >= MAX_DEPTH) return null
  return (
    <SchemaDisclosure
      schema={target}
      show={t`Show the fields of ${name}`}
      hide={t`Hide the fields of ${name}`}
      depth={depth + 1}
      trail={[...trail, name]}
      className="mt-2"
    />
  )
}

export interface SchemaDisclosureProps extends SchemaBodyProps {
  /** The button's words, whole: "Show the fields of Product" and "Hide the fields of Product". */
  show: string
  hide: string
  className?: string
}

/** A schema's fields behind a button, so long references stay short until asked. */
export function SchemaDisclosure({ schema, show, hide, depth = 0, trail = [], className = '' }: SchemaDisclosureProps) {
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
        {open ? hide : show}
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
        <Requirement required={required} />
      </div>
      {schema.description ? <Prose text={schema.description} className="mt-1" /> : null}
      {facts.length > 0 ? (
        <dl className="text-fg-muted mt-1 flex flex-col gap-0.5 text-xs">
          {facts.map((f) => (
            <div key={f.key} className="flex gap-1.5">
              <dt className="shrink-0 font-medium">{f.label}</dt>
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
  const position = i + 1
  return ref ?? (isNull(v) ? 'null' : t`Variant ${position}`)
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
          {schema.oneOf ? <Trans>Exactly one of these shapes:</Trans> : <Trans>Any of these shapes:</Trans>}
        </p>
        {variants.map((v, i) => (
          <div key={i} className="border-line rounded-md border p-3">
            <p dir="ltr" className="text-fg mb-2 text-start font-mono text-xs font-semibold">
              {variantName(v, i)}
            </p>
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
          <p className="text-fg-muted mt-3 text-xs">
            <Trans>
              Strict: any other field is refused (<code className="font-mono">unknown_field</code>).
            </Trans>
          </p>
        ) : null}
      </>
    )
  }
  if (schema.items) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-fg-muted text-xs">
          <ArrayOf items={schema.items} />
        </p>
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
            <Fragment key={f.key}>
              {i > 0 ? ' · ' : null}
              {f.label} {f.value}
            </Fragment>
          ))}
        </p>
      ) : null}
    </div>
  )
}
