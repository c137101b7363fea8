// The generated OpenAPI document: committed copy, validity, completeness, and a typed client built from it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { createService } from '../../../mocks/service'
import { ERROR_CATALOGUE, EVENT_TYPES } from '.'
import { OPERATIONS, errorsOf, type Operation } from './operations'
import { buildOpenApiDocument, type Json, type JsonObject } from './openapi'

const committedPath = new URL('../openapi.json', import.meta.url)
const doc = buildOpenApiDocument()

const obj = (v: Json | undefined): JsonObject => {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new Error(`expected an object, got ${JSON.stringify(v)}`)
  return v
}
const at = (v: Json | undefined, ...keys: string[]): Json | undefined =>
  keys.reduce<Json | undefined>((n, k) => (Array.isArray(n) ? n[Number(k)] : obj(n)[k]), v)
const str = (v: Json | undefined): string => {
  if (typeof v !== 'string') throw new Error(`expected a string, got ${JSON.stringify(v)}`)
  return v
}
const operationOf = (op: Operation) => obj(at(doc, 'paths', op.path, op.method.toLowerCase()))

describe('the committed document', () => {
  it('is exactly what the contract generates (run `npm run openapi` after changing the contract)', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(`${JSON.stringify(doc, null, 2)}\n`)
  })

  it('is deterministic', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc))
  })

  it('is what the mock serves at GET /v1/openapi.json, without a key', async () => {
    const svc = createService()
    const res = await svc.handle(new Request('http://localhost/v1/openapi.json'))
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    expect(await res.json()).toEqual(doc)
  })
})

describe('validity', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(doc)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has every internal $ref resolvable', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(50)
    for (const r of new Set(refs)) {
      const pointer = r.slice('"$ref":"'.length, -1)
      expect(pointer.startsWith('#/')).toBe(true)
      expect(at(doc, ...pointer.slice(2).split('/')), pointer).toBeDefined()
    }
  })
})

describe('completeness', () => {
  it('has every operation with its id, summary, tag and path parameters', () => {
    for (const op of OPERATIONS as readonly Operation[]) {
      const o = operationOf(op)
      expect(o.operationId).toBe(op.id)
      expect(o.summary).toBe(op.summary)
      expect(o.tags).toEqual([op.tag])
      const params = (o.parameters ?? []) as JsonObject[]
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name)
      expect(pathNames).toEqual(Object.keys(op.params ?? {}))
      expect(Object.keys(obj(o.responses))).toContain(String(op.response.status))
    }
    const ids = (OPERATIONS as readonly Operation[]).map((o) => o.id)
    const documented = Object.values(obj(doc.paths)).flatMap((item) =>
      Object.values(obj(item)).map((o) => obj(o).operationId),
    )
    expect(documented.sort()).toEqual([...ids, 'getOpenApiDocument'].sort())
  })

  it('lists every error code of errorsOf under its status, as problem+json', () => {
    for (const op of OPERATIONS as readonly Operation[]) {
      const responses = obj(operationOf(op).responses)
      for (const code of errorsOf(op)) {
        const status = String(ERROR_CATALOGUE[code].status)
        const res = obj(responses[status])
        expect(str(res.description), `${op.id} ${status}`).toContain(`\`${code}\``)
        const schema = obj(at(res, 'content', 'application/problem+json', 'schema'))
        expect(at(schema, 'allOf', '0', '$ref')).toBe('#/components/schemas/Problem')
        expect(at(schema, 'allOf', '1', 'properties', 'code', 'enum')).toContain(code)
      }
      const statuses = Object.keys(responses).filter((s) => s !== String(op.response.status))
      expect(statuses.sort()).toEqual([...new Set(errorsOf(op).map((c) => String(ERROR_CATALOGUE[c].status)))].sort())
    }
  })

  it('documents query parameters one per property, repeated ones as exploded arrays', () => {
    const params = operationOf(OPERATIONS.find((o) => o.id === 'listWalletEntries') as Operation)
      .parameters as JsonObject[]
    const byName: Record<string, JsonObject> = {}
    for (const p of params) if (p.in === 'query') byName[str(p.name)] = p
    expect(Object.keys(byName)).toEqual([
      'limit',
      'starting_after',
      'ending_before',
      'type',
      'from',
      'to',
      'product_id',
      'session_id',
      'min_amount',
      'max_amount',
    ])
    expect(byName.type).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { enum: ['top_up', 'debit', 'refund'] } },
    })
    expect(byName.limit).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    })
    expect(at(byName.from, 'schema', 'format')).toBe('date-time')
  })

  it('documents the headers: Idempotency-Key, If-Match, X-User-Token, and the response headers', () => {
    const get = (id: string) => operationOf(OPERATIONS.find((o) => o.id === id) as Operation)
    const paramRefs = (o: JsonObject) => ((o.parameters ?? []) as JsonObject[]).map((p) => p.$ref).filter(Boolean)
    expect(paramRefs(get('createProduct'))).toEqual(['#/components/parameters/IdempotencyKey'])
    expect(paramRefs(get('updateProduct'))).toEqual(['#/components/parameters/IfMatch'])
    expect(paramRefs(get('publishProduct'))).toEqual(['#/components/parameters/IfMatch'])
    expect(paramRefs(get('verifyUser'))).toEqual(['#/components/parameters/UserToken'])
    expect(at(doc, 'components', 'parameters', 'UserToken', 'name')).toBe('X-User-Token')

    const headersOf = (id: string, status: string) => Object.keys(obj(at(get(id), 'responses', status, 'headers')))
    expect(headersOf('listProducts', '200')).toEqual(expect.arrayContaining(['X-Request-Id', 'Link']))
    expect(headersOf('getProduct', '200')).toContain('ETag')
    expect(headersOf('createTool', '201')).toEqual(expect.arrayContaining(['Idempotent-Replayed', 'Location']))
    expect(headersOf('getWallet', '200')).not.toContain('ETag')
    expect(headersOf('getWallet', '429')).toEqual([
      'X-Request-Id',
      'X-Api-Key-Scope',
      'X-Api-Key-Product',
      'Retry-After',
    ])
    // The key's rights on every answer to a valid key, problems included; a 401 has no valid key.
    for (const op of OPERATIONS as readonly Operation[])
      for (const [status, response] of Object.entries(obj(at(get(op.id), 'responses')))) {
        const names = Object.keys(obj(at(response, 'headers')))
        if (status === '401') expect(names, `${op.id} ${status}`).not.toContain('X-Api-Key-Scope')
        else
          expect(names, `${op.id} ${status}`).toEqual(expect.arrayContaining(['X-Api-Key-Scope', 'X-Api-Key-Product']))
      }
    expect(at(doc, 'components', 'headers', 'XApiKeyScope', 'schema', 'enum')).toEqual(['read', 'write'])
    expect(at(doc, 'components', 'responses', 'MethodNotAllowed', 'headers', 'Allow', '$ref')).toBe(
      '#/components/headers/Allow',
    )
  })

  it('marks request bodies required unless the body is optional', () => {
    expect(at(operationOf(OPERATIONS.find((o) => o.id === 'createTool') as Operation), 'requestBody', 'required')).toBe(
      true,
    )
    expect(
      at(operationOf(OPERATIONS.find((o) => o.id === 'publishProduct') as Operation), 'requestBody', 'required'),
    ).toBe(false)
    expect(
      at(
        operationOf(OPERATIONS.find((o) => o.id === 'createTool') as Operation),
        'requestBody',
        'content',
        'application/json',
        'schema',
        '$ref',
      ),
    ).toBe('#/components/schemas/ToolCreate')
  })

  it('keeps request and response sides apart where defaults make them differ', () => {
    const schemas = obj(at(doc, 'components', 'schemas'))
    // A product's `summary` has a default: optional to send, always present in answers.
    expect(at(schemas, 'ProductCreate', 'required')).toEqual(['kind', 'name', 'slug'])
    expect(at(schemas, 'Product', 'required')).toContain('summary')
    expect(at(schemas, 'ToolInput', 'oneOf', '0', 'required')).toEqual(['name', 'description', 'required', 'type'])
    expect(at(schemas, 'ToolInputInput', 'oneOf', '0', 'required')).toEqual(['name', 'type'])
    // Each input type is its own shape: allowed values of that type, none on a boolean.
    expect(at(schemas, 'ToolInput', 'discriminator')).toEqual({ propertyName: 'type' })
    expect(at(schemas, 'ToolInputInput', 'oneOf', '3', 'properties', 'enum')).toBeUndefined()
    expect(at(schemas, 'ToolInputInput', 'oneOf', '3', 'additionalProperties')).toBe(false)
    // Strict request bodies refuse extras; answers may grow.
    expect(at(schemas, 'ProductCreate', 'additionalProperties')).toBe(false)
    expect(at(schemas, 'Product', 'additionalProperties')).toBeUndefined()
  })

  it('applies the API key globally, except to the document itself', () => {
    expect(doc.security).toEqual([{ ApiKey: [] }])
    expect(at(doc, 'components', 'securitySchemes', 'ApiKey')).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    })
    expect(at(doc, 'paths', '/openapi.json', 'get', 'security')).toEqual([])
  })

  it('describes the three webhook events with their payloads and signature headers', () => {
    expect(Object.keys(obj(doc.webhooks))).toEqual([...EVENT_TYPES])
    for (const type of EVENT_TYPES) {
      const post = obj(at(doc, 'webhooks', type, 'post'))
      expect(at(post, 'requestBody', 'content', 'application/json', 'schema', '$ref')).toMatch(
        /^#\/components\/schemas\/\w+Event$/,
      )
      expect(Object.keys(obj(post.responses))).toContain('2XX')
      const names = (post.parameters as JsonObject[]).map((p) => at(doc, ...str(p.$ref).slice(2).split('/'), 'name'))
      expect(names).toEqual([
        'X-Webhook-Signature-256',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
        'X-Webhook-Event',
        'X-Webhook-Attempt',
      ])
    }
  })

  it('explains auth order, errors, pagination, idempotency, If-Match and millicredits', () => {
    const text = str(at(doc, 'info', 'description'))
    for (const word of [
      'X-Api-Key',
      'problem+json',
      'starting_after',
      'Idempotency-Key',
      'If-Match',
      'millicredits',
      'trial_expired',
    ])
      expect(text).toContain(word)
  })
})

describe('a typed client generated with openapi-typescript', () => {
  it('type-checks correct calls and rejects a wrong one', async () => {
    const types = astToString(await openapiTS(JSON.stringify(doc)))
    const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'))
    try {
      writeFileSync(join(dir, 'schema.ts'), types)
      writeFileSync(
        join(dir, 'check.ts'),
        `import type { components, paths } from './schema'
type Products = paths['/products']['get']['responses']['200']['content']['application/json']
export const page: Products = { data: [], has_more: false }
type Create = NonNullable<paths['/products']['post']['requestBody']>['content']['application/json']
export const body: Create = { kind: 'chat_agent', name: 'Support', slug: 'support', summary: '', prompt: '', price: null, tool_ids: [], knowledge_base_ids: [] }
type Entries = paths['/wallet/entries']['get']['parameters']['query']
export const filter: Entries = { type: ['debit', 'refund'], min_amount: '-5000' }
type Locked = paths['/tools']['get']['responses']['403']['content']['application/problem+json']['code']
export const locked: Locked = 'key_product_locked'
export const event: components['schemas']['MessageCompletedEvent']['type'] = 'message.completed'
// @ts-expect-error a product's kind is chat_agent or mcp_server
export const wrong: Products = { data: [{ kind: 'robot' }], has_more: false }
`,
      )
      const program = ts.createProgram([join(dir, 'check.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      })
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      expect(diagnostics).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
