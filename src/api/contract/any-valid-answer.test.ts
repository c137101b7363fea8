// The published document and the contract accept the same answers, in both directions:
// a server built from the document never sends what the client refuses, and what the
// contract accepts (so what the mock can send) is valid against the document.
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { createGeneratorSync } from 'json-schema-faker'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { problem } from '.'
import { OPERATIONS, type Operation } from './operations'
import { buildOpenApiDocument, type Json, type JsonObject } from './openapi'

const doc = buildOpenApiDocument()
const SAMPLES = 200
const SEED = 20261127

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)
const obj = (v: Json | undefined, what: string): JsonObject => {
  if (!isObject(v)) throw new Error(`${what}: not an object`)
  return v
}
const components = obj(doc.components, 'components')

/** The success schema of an operation as the document publishes it, able to resolve its refs. */
function documentedSuccess(op: Operation): JsonObject {
  const o = obj(obj(obj(doc.paths, 'paths')[op.path], op.path)[op.method.toLowerCase()], op.id)
  const res = obj(obj(o.responses, `${op.id} responses`)[String(op.response.status)], `${op.id} success`)
  const content = obj(obj(res.content, `${op.id} content`)['application/json'], `${op.id} json`)
  return obj(content.schema, `${op.id} schema`)
}

/**
 * Every problem response of every operation, once per distinct schema: the document's 298 are 23
 * schemas (a status and its codes), and answers sampled from the same schema are the same answers
 * whichever operation names it. Each is named by the operations and statuses that share it.
 */
function documentedProblems(): { name: string; schema: JsonObject }[] {
  const bySchema = new Map<string, { names: string[]; schema: JsonObject }>()
  for (const op of OPERATIONS as readonly Operation[]) {
    const o = obj(obj(obj(doc.paths, 'paths')[op.path], op.path)[op.method.toLowerCase()], op.id)
    for (const [status, res] of Object.entries(obj(o.responses, op.id))) {
      if (status === String(op.response.status)) continue
      const content = obj(obj(obj(res, status).content, status)['application/problem+json'], status)
      const schema = obj(content.schema, status)
      const key = JSON.stringify(schema)
      const found = bySchema.get(key)
      if (found) found.names.push(`${op.id} ${status}`)
      else bySchema.set(key, { names: [`${op.id} ${status}`], schema })
    }
  }
  return [...bySchema.values()].map(({ names, schema }) => ({
    name: names.length > 1 ? `${names[0]} (and ${names.length - 1} more of the same schema)` : (names[0] ?? ''),
    schema,
  }))
}

/**
 * json-schema-faker leaves out every optional field under a `oneOf` (it keeps to what tells the
 * branches apart), so the samples are drawn from `anyOf` instead; the document's own validator
 * then drops any sample that matches more than one branch.
 */
const asAnyOf = (node: Json): Json => JSON.parse(JSON.stringify(node).replaceAll('"oneOf":', '"anyOf":')) as Json
const samplingComponents = asAnyOf(components)
const withComponents = (schema: JsonObject): JsonObject => ({
  ...obj(asAnyOf(schema), 'schema'),
  components: samplingComponents,
})

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ')
}

/** What a value looks like at a path, shortened: enough to reproduce the failure. */
function valueAt(value: unknown, path: readonly PropertyKey[]): string {
  let v: unknown = value
  for (const k of path) v = typeof v === 'object' && v !== null ? Reflect.get(v, k) : undefined
  return JSON.stringify(v)?.slice(0, 160) ?? 'undefined'
}

// Validates against the published document: refs to `#/components/schemas/X` become `doc#/$defs/X`.
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
addFormats(ajv)
const retarget = (node: Json): Json =>
  JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"doc#/$defs/')) as Json
ajv.addSchema({ $id: 'doc', $defs: retarget(obj(components.schemas, 'schemas')) })
const validators = new Map<string, ReturnType<typeof ajv.compile>>()
function documentValidator(name: string, documented: JsonObject) {
  let validate = validators.get(name)
  if (!validate) validators.set(name, (validate = ajv.compile(retarget(documented) as object)))
  return validate
}

/** Tries per schema: json-schema-faker misses a pattern now and then; its misses are dropped, not counted. */
const MAX_TRIES = SAMPLES * 3

/**
 * Samples answers from a documented schema (only those the document itself accepts) and returns
 * the first few the contract refuses, each named by what it is, the path and the value there.
 */
function refusedSamples(name: string, documented: JsonObject, schema: z.ZodMiniType, seed: number): string[] {
  const generator = createGeneratorSync({ seed, maxDepth: 24, maxDefaultItems: 4, optionalsProbability: 0.5 })
  const valid = documentValidator(name, documented)
  const failures: string[] = []
  const sampled = withComponents(documented)
  let checked = 0
  for (let i = 0; i < MAX_TRIES && checked < SAMPLES && failures.length < 3; i++) {
    const sample: unknown = generator.generate(sampled)
    if (!valid(sample)) continue
    checked++
    const parsed = schema.safeParse(sample)
    if (!parsed.success) {
      const first = parsed.error.issues[0]
      failures.push(
        `${name} #${i}: ${describeIssues(parsed.error.issues)} (value ${first ? valueAt(sample, first.path) : '?'})`,
      )
    }
  }
  if (failures.length === 0 && checked < SAMPLES) failures.push(`${name}: only ${checked} of ${SAMPLES} samples valid`)
  return failures
}

const withSchema = (OPERATIONS as readonly Operation[]).filter(
  (op): op is Operation & { response: { schema: z.ZodMiniType } } => op.response.schema !== undefined,
)

describe(
  `answers sampled from the published document (${SAMPLES} per schema, seed ${SEED})`,
  { timeout: 60_000 },
  () => {
    it.each(withSchema.map((op, i) => [op.id, op, i] as const))('%s: the client accepts every one', (_id, op, i) => {
      expect(refusedSamples(op.id, documentedSuccess(op), op.response.schema, SEED + i)).toEqual([])
    })

    it('every documented problem: the client reads it as a problem', { timeout: 60_000 }, () => {
      const failures = documentedProblems().flatMap(({ name, schema }, i) =>
        refusedSamples(name, schema, problem, SEED + 1000 + i).slice(0, 1),
      )
      expect(failures).toEqual([])
    })
  },
)

// The other way round: values the contract accepts, found by sampling a loosened copy of the
// document (no ranges, lengths, patterns or formats) and keeping what the contract accepts.
// Each must validate against the published document; a contract check the document does not
// state shows here as a value the document refuses.
const LOOSENED = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'not',
])

function loosen(node: Json): Json {
  if (Array.isArray(node)) return node.map(loosen)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(node)) if (!LOOSENED.has(k)) out[k] = loosen(v)
  return out
}
const loosenedComponents = loosen(samplingComponents)

function documentRefuses(name: string, documented: JsonObject, schema: z.ZodMiniType, seed: number): string[] {
  const generator = createGeneratorSync({ seed, maxDepth: 24, maxDefaultItems: 4, optionalsProbability: 0.5 })
  const valid = documentValidator(name, documented)
  const loose = { ...obj(loosen(asAnyOf(documented)), name), components: loosenedComponents }
  const failures: string[] = []
  for (let i = 0; i < SAMPLES && failures.length < 3; i++) {
    const candidate: unknown = generator.generate(loose)
    if (!schema.safeParse(candidate).success || valid(candidate)) continue
    const e = valid.errors?.[0]
    failures.push(
      `${name} #${i}: ${e?.instancePath || '(root)'} ${e?.message ?? ''} (value ${JSON.stringify(candidate).slice(0, 200)})`,
    )
  }
  return failures
}

describe(`answers the contract accepts (${SAMPLES} candidates per schema, seed ${SEED})`, { timeout: 60_000 }, () => {
  it.each(withSchema.map((op, i) => [op.id, op, i] as const))('%s: the document accepts every one', (_id, op, i) => {
    expect(documentRefuses(op.id, documentedSuccess(op), op.response.schema, SEED + i)).toEqual([])
  })
})
