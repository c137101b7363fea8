// Rules the contract itself enforces, independent of any server: strictness, formats, URL policy, query parsing.
import { webhookUrlProblem } from './webhook-url'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  ERROR_CATALOGUE,
  ID_PREFIXES,
  emptyBody,
  prefixedId,
  productCreate,
  productUpdate,
  queryBoolean,
  repeated,
  entryType,
  sessionListQuery,
  slug,
  timestamp,
  toolCreate,
  KEY_PRODUCT_HEADER,
  KEY_SCOPE_HEADER,
  keyRightsOf,
  makeToolInput,
  toolInputField,
  toolInputFieldInput,
  walletEntryListQuery,
  walletSummaryQuery,
  webhookCreate,
  webhookRecover,
  webhookTest,
  type IdKind,
} from '.'
import { OPERATIONS, errorsOf, type Operation } from './operations'

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? [] : r.error.issues
}

describe('strict request bodies', () => {
  it.each([
    ['productCreate', productCreate, { kind: 'chat_agent', name: 'A', slug: 'a-b', model: 'gpt-4' }, 'model'],
    ['productUpdate', productUpdate, { provider_key: 'sk-…' }, 'provider_key'],
    ['toolCreate', toolCreate, { kind: 'static', name: 'T', content: 'x', model: 'm' }, 'model'],
    [
      'webhookCreate',
      webhookCreate,
      { url: 'https://example.com/h', events: ['message.created'], secret: 'x' },
      'secret',
    ],
    ['webhookTest', webhookTest, { event_type: 'message.created', extra: 1 }, 'extra'],
    ['webhookRecover', webhookRecover, { since: '2026-11-21T00:00:00Z', all: true }, 'all'],
    ['emptyBody', emptyBody, { force: true }, 'force'],
  ] as const)('%s refuses an unknown field', (_name, schema, body, field) => {
    const issues = issuesOf(schema, body)
    expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: [field] })])
  })

  it('accept the same bodies without the unknown field', () => {
    expect(productCreate.safeParse({ kind: 'chat_agent', name: 'A', slug: 'a-b' }).success).toBe(true)
    expect(emptyBody.safeParse({}).success).toBe(true)
  })

  it('refuse an unknown field inside a nested object', () => {
    const body = { kind: 'http', name: 'T', http: { method: 'GET', url: 'https://x.example', timeout: 3 } }
    expect(issuesOf(toolCreate, body)).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', path: ['http'], keys: ['timeout'] }),
    ])
  })
})

describe('slugs', () => {
  it.each(['support-assistant', 'a1', 'v2-beta-3', 'x'.repeat(64)])('accepts %s', (s) => {
    expect(slug.safeParse(s).success).toBe(true)
  })
  it.each(['Support', 'a', '-a', 'a-', 'a--b', 'a_b', 'a b', 'é-a', 'x'.repeat(65), ''])('refuses %j', (s) => {
    expect(slug.safeParse(s).success).toBe(false)
  })
})

describe('tool inputs', () => {
  const input = (type: string, allowed?: unknown[]) => ({ name: 'field', type, ...(allowed ? { enum: allowed } : {}) })
  const codeOf = (issues: z.core.$ZodIssue[]) =>
    issues.map((i) => ('params' in i ? (i.params as { code?: string } | undefined)?.code : i.code))

  it.each([
    ['string', ['a', 'b']],
    ['integer', [1, 2]],
    ['number', [1.5, 2]],
    ['string', undefined],
    ['boolean', undefined],
  ])('accepts a %s input with allowed values %j', (type, allowed) => {
    expect(toolInputFieldInput.safeParse(input(type, allowed)).success).toBe(true)
    expect(toolInputField.safeParse(input(type, allowed)).success).toBe(true)
  })

  it.each([
    ['string', [1]],
    ['integer', [1.5]],
    ['number', ['1']],
  ])('refuses a %s input whose allowed values are %j, in a body and in an answer', (type, allowed) => {
    for (const schema of [toolInputFieldInput, toolInputField]) {
      const issues = issuesOf(schema, input(type, allowed))
      expect(issues.map((i) => i.path.join('.'))).toEqual(['enum.0'])
    }
  })

  it('refuses allowed values on a boolean in a body, and ignores them in an answer', () => {
    expect(codeOf(issuesOf(toolInputFieldInput, input('boolean', [true])))).toEqual(['unrecognized_keys'])
    expect(toolInputField.parse(input('boolean', ['true']))).not.toHaveProperty('enum')
  })

  it('flags repeated allowed values as not_unique', () => {
    expect(codeOf(issuesOf(toolInputFieldInput, input('string', ['a', 'a'])))).toEqual(['not_unique'])
  })

  it('refuses unknown input types and names that are not identifiers', () => {
    expect(toolInputFieldInput.safeParse(input('date')).success).toBe(false)
    expect(toolInputFieldInput.safeParse({ name: '1st', type: 'string' }).success).toBe(false)
    expect(toolInputFieldInput.safeParse({ name: 'First', type: 'string' }).success).toBe(false)
  })

  it('refuses two inputs with the same name in one tool', () => {
    const body = { kind: 'static', name: 'T', content: 'x', inputs: [input('string'), input('number')] }
    const issues = issuesOf(toolCreate, body)
    expect(issues).toEqual([expect.objectContaining({ path: ['inputs', 1, 'name'], params: { code: 'not_unique' } })])
  })

  it('fills defaults for description and required', () => {
    expect(toolInputField.parse(input('string'))).toEqual({
      name: 'field',
      type: 'string',
      description: '',
      required: false,
    })
  })

  it("makeToolInput keeps only values of the input's own type", () => {
    const parts = { name: 'n', description: '', required: false, values: ['a', 1, 1.5] }
    expect(makeToolInput({ ...parts, type: 'string' })).toMatchObject({ enum: ['a'] })
    expect(makeToolInput({ ...parts, type: 'integer' })).toMatchObject({ enum: [1] })
    expect(makeToolInput({ ...parts, type: 'number' })).toMatchObject({ enum: [1, 1.5] })
    expect(makeToolInput({ ...parts, type: 'boolean' })).not.toHaveProperty('enum')
  })
})

describe('webhook URLs', () => {
  it.each([
    'https://hooks.example.com/agent',
    'https://example.com:8443/path?x=1',
    'http://localhost:3000/hook',
    'http://127.0.0.1/hook',
    'https://localhost/hook',
    'https://172.32.0.1/hook',
    'https://8.8.8.8/hook',
    'https://[2001:db8::1]/hook',
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url)).toBeNull()
  })

  it.each([
    ['http://example.com/hook', /https/],
    // The address comes first: no scheme makes it reachable. Every broken rule is named.
    ['http://10.0.0.5/hook', /^points to a private, loopback or link-local address and must use https/],
    ['http://[::1]/hook', /^points to a private.* and must use https/],
    [
      'http://user@192.168.0.1/hook',
      /^points to a private.*, must not contain a user name or password and must use https/,
    ],
    ['https://10.0.0.5/hook', /private/],
    ['https://192.168.1.20/hook', /private/],
    ['https://172.16.0.1/hook', /private/],
    ['https://172.31.255.255/hook', /private/],
    ['https://169.254.169.254/latest/meta-data', /private/],
    ['https://100.64.0.1/hook', /private/],
    ['https://0.0.0.0/hook', /private/],
    ['https://[::1]/hook', /private/],
    ['https://[fc00::1]/hook', /private/],
    ['https://[fd12:3456::1]/hook', /private/],
    ['https://[fe80::1]/hook', /private/],
    ['https://[::ffff:10.0.0.1]/hook', /private/],
    ['https://printer.local/hook', /private/],
    ['https://api.internal/hook', /private/],
    ['https://user:secret@example.com/hook', /user name/],
    ['https://user@example.com/hook', /user name/],
    ['ftp://example.com/hook', /https/],
    ['javascript:alert(1)', /https/],
    ['not a url', /valid URL/],
  ])('refuses %s', (url, reason) => {
    expect(webhookUrlProblem(url)).toMatch(reason)
  })
})

describe('ids', () => {
  it.each(Object.keys(ID_PREFIXES) as IdKind[])('%s ids carry their own prefix', (kind) => {
    const schema = prefixedId(kind)
    const prefix = ID_PREFIXES[kind]
    expect(schema.safeParse(`${prefix}_8fK2mQ4xLp`).success).toBe(true)
    expect(schema.safeParse(`${prefix}_abc`).success).toBe(false)
    expect(schema.safeParse(`${prefix}_8fK2mQ4x/p`).success).toBe(false)
    expect(schema.safeParse(`${prefix}-8fK2mQ4xLp`).success).toBe(false)
    const other = Object.values(ID_PREFIXES).find((p) => p !== prefix)
    expect(schema.safeParse(`${other}_8fK2mQ4xLp`).success).toBe(false)
  })

  it('prefixes are unique', () => {
    const prefixes = Object.values(ID_PREFIXES)
    expect(new Set(prefixes).size).toBe(prefixes.length)
  })
})

describe('query parsing', () => {
  it('queryBoolean takes only true and false', () => {
    expect(queryBoolean.parse('true')).toBe(true)
    expect(queryBoolean.parse('false')).toBe(false)
    for (const bad of ['yes', '1', '', 'TRUE']) expect(queryBoolean.safeParse(bad).success).toBe(false)
  })

  it('repeated turns one value or several into an array, and refuses bad or no values', () => {
    const types = repeated(entryType)
    expect(types.parse('debit')).toEqual(['debit'])
    expect(types.parse(['debit', 'refund'])).toEqual(['debit', 'refund'])
    expect(types.safeParse([]).success).toBe(false)
    expect(types.safeParse(['debit', 'bogus']).success).toBe(false)
    expect(z.optional(repeated(entryType)).parse(undefined)).toBeUndefined()
  })

  it('lists coerce limit within 1–100, default 20, and refuse unknown parameters', () => {
    expect(sessionListQuery.parse({}).limit).toBe(20)
    expect(sessionListQuery.parse({ limit: '100' }).limit).toBe(100)
    for (const bad of ['0', '101', '2.5', 'ten']) expect(sessionListQuery.safeParse({ limit: bad }).success).toBe(false)
    expect(sessionListQuery.safeParse({ sort: 'asc' }).success).toBe(false)
    expect(sessionListQuery.parse({ has_contact: 'true' }).has_contact).toBe(true)
  })

  it('wallet filters parse signed amounts and repeated types', () => {
    const q = walletEntryListQuery.parse({ type: ['debit', 'refund'], min_amount: '-5000', max_amount: '0' })
    expect(q).toMatchObject({ type: ['debit', 'refund'], min_amount: -5000, max_amount: 0 })
    expect(walletEntryListQuery.safeParse({ min_amount: '5e3' }).success).toBe(false)
  })

  it.each([
    [sessionListQuery, 'sessionListQuery'],
    [walletEntryListQuery, 'walletEntryListQuery'],
    [walletSummaryQuery, 'walletSummaryQuery'],
  ] as const)('period fields of %#: %s require UTC timestamps with Z', (schema, _name) => {
    expect(schema.safeParse({ from: '2026-11-21T00:00:00Z', to: '2026-11-22T00:00:00.000Z' }).success).toBe(true)
    for (const bad of ['2026-11-21T00:00:00+01:00', '2026-11-21', '2026-11-21T00:00:00', 'yesterday'])
      expect(schema.safeParse({ from: bad }).success).toBe(false)
  })

  it('times on the wire are UTC with Z', () => {
    expect(timestamp.safeParse('2026-11-21T09:30:00.000Z').success).toBe(true)
    expect(timestamp.safeParse('2026-11-21T09:30:00.000+00:00').success).toBe(false)
  })
})

describe('operations', () => {
  const ops = OPERATIONS as readonly Operation[]

  it('have unique ids and unique method + path pairs', () => {
    expect(new Set(ops.map((o) => o.id)).size).toBe(ops.length)
    expect(new Set(ops.map((o) => `${o.method} ${o.path}`)).size).toBe(ops.length)
  })

  it('declare exactly the parameters their path template names', () => {
    for (const op of ops) {
      const inTemplate = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(Object.keys(op.params ?? {}), op.id).toEqual(inTemplate)
    }
  })

  it('derive their errors from the auth order and their shape', () => {
    for (const op of ops) {
      const codes = errorsOf(op)
      for (const code of codes) expect(ERROR_CATALOGUE).toHaveProperty(code)
      expect(codes).toEqual(
        expect.arrayContaining([
          'missing_api_key',
          'invalid_api_key',
          'trial_expired',
          'rate_limited',
          'internal_error',
        ]),
      )
      expect(codes.includes('insufficient_scope')).toBe(op.method !== 'GET')
      expect(codes.includes('key_product_locked')).toBe(op.access === 'workspace')
      expect(codes.includes('validation_failed')).toBe(Boolean(op.body))
      expect(codes.includes('not_found')).toBe(Boolean(op.params))
      expect(codes.includes('idempotency_key_reused')).toBe(Boolean(op.idempotent))
    }
  })

  it('make every create idempotent and every product write versioned', () => {
    for (const op of ops) {
      if (op.response.status === 201) expect(op.idempotent, op.id).toBe(true)
      if (op.path.startsWith('/products/{product_id}') && op.method !== 'GET' && op.response.status !== 201)
        expect(errorsOf(op), op.id).toContain('precondition_failed')
    }
  })
})

describe('key rights headers', () => {
  const rightsOf = (h: Record<string, string>) => keyRightsOf(new Headers(h))

  it('read both headers when both are well formed', () => {
    expect(rightsOf({ [KEY_SCOPE_HEADER]: 'read', [KEY_PRODUCT_HEADER]: 'prod_8fK2mQ4xLp' })).toEqual({
      scope: 'read',
      product_id: 'prod_8fK2mQ4xLp',
    })
  })

  it('count a garbled product header as absent, so a valid scope still says what the key may do', () => {
    expect(rightsOf({ [KEY_SCOPE_HEADER]: 'write', [KEY_PRODUCT_HEADER]: 'Ünïcode!' })).toEqual({
      scope: 'write',
      product_id: null,
    })
  })

  it('count a garbled scope header as no rights at all', () => {
    expect(rightsOf({ [KEY_SCOPE_HEADER]: 'admin', [KEY_PRODUCT_HEADER]: 'prod_8fK2mQ4xLp' })).toBeNull()
    expect(rightsOf({})).toBeNull()
  })
})
