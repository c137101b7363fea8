// Every write body of the contract, fuzzed: junk never gets a 5xx or a 2xx the schema
// would refuse; valid bodies (written by hand against the contract) are accepted;
// unknown fields are refused with `unknown_field` at the right pointer.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { EVENT_TYPES, HTTP_METHODS, INPUT_TYPES, PRODUCT_KINDS, type OperationId } from '../../../src/api/contract'
import { operationById, type Operation } from '../../../src/api/contract/operations'
import type { MockService } from '../index'
import { KEYS, discover, expectProblem, newService, pageOf, pathOf, send, type Reply, type SeedIds } from './support'

const RUNS = { seed: 4242, numRuns: 300 }

// --- Arbitraries written against the contract (src/api/contract/*.ts) ---

/** Text of every script, including lone surrogates. */
const anyText = (maxLength: number) =>
  fc
    .oneof(
      fc.string({ maxLength }),
      fc.string({ maxLength, unit: 'grapheme' }),
      fc.string({ maxLength, unit: 'binary' }),
    )
    .filter((s) => s.length <= maxLength)
/** `name`: trimmed, 1–120 characters. */
const nameArb = anyText(130).filter((s) => s.trim().length >= 1 && s.trim().length <= 120)
const slugBase = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('-'))
/** A slug: fresh (made unique when sent), or one another product already uses. */
type SlugChoice = { fresh: string } | { taken: number }
const slugArb: fc.Arbitrary<SlugChoice> = fc.oneof(
  { weight: 9, arbitrary: slugBase.map((fresh) => ({ fresh })) },
  { weight: 1, arbitrary: fc.nat().map((taken) => ({ taken })) },
)
const longText = (max: number) =>
  fc.oneof(
    anyText(Math.min(max, 300)),
    fc.integer({ min: 0, max }).map((n) => 'x'.repeat(n)),
  )
const priceArb = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1_000_000_000 }))
const timestampArb = fc
  .tuple(
    fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
    fc.boolean(),
  )
  .map(([d, ms]) => (ms ? d.toISOString() : d.toISOString().replace(/\.\d{3}Z$/, 'Z')))
const eventsArb = fc.shuffledSubarray([...EVENT_TYPES], { minLength: 1 })
/** Webhook URLs the rules allow: the sandbox receivers, a public https host, loopback http. */
const webhookUrlArb = fc
  .tuple(
    fc.constantFrom(
      'https://ok.sandbox.invalid',
      'https://fail.sandbox.invalid',
      'https://flaky.sandbox.invalid',
      'https://example.com',
      'https://hooks.example.com:8443',
      'http://localhost:3000',
      'http://127.0.0.1',
    ),
    fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/), { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }),
  )
  .map(([origin, segments, query]) => `${origin}/${segments.join('/')}${query ? `?${query}` : ''}`)

const inputNameArb = fc.stringMatching(/^[a-z_][a-z0-9_]{0,20}$/)
const inputFieldArb = fc.constantFrom(...INPUT_TYPES).chain((type) => {
  const enumArb =
    type === 'string'
      ? fc.uniqueArray(
          anyText(40).filter((s) => s.length >= 1),
          { minLength: 1, maxLength: 5 },
        )
      : type === 'integer'
        ? fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 5 })
        : type === 'number'
          ? fc.uniqueArray(
              fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
              { minLength: 1, maxLength: 5 },
            )
          : null
  const common = { name: inputNameArb, type: fc.constant(type), description: anyText(500), required: fc.boolean() }
  // A boolean takes no allowed values: its shape has no `enum` at all.
  return enumArb === null
    ? fc.record(common, { requiredKeys: ['name', 'type'] })
    : fc.record({ ...common, enum: enumArb }, { requiredKeys: ['name', 'type'] })
})
const inputsArb = fc.uniqueArray(inputFieldArb, { selector: (f) => f.name, maxLength: 6 })
const httpSettingsArb = fc.record(
  {
    method: fc.constantFrom(...HTTP_METHODS),
    url: fc.oneof(
      fc.webUrl({ validSchemes: ['https', 'http'] }).filter((u) => u.length <= 2000 && !/\s/.test(u)),
      inputNameArb.map((n) => `https://api.example.com/items/{{${n}}}?q={{${n}}}`),
    ),
    headers: fc.array(
      fc.record({ name: fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,40}$/), value: anyText(200) }),
      { maxLength: 4 },
    ),
    body_template: fc.option(longText(20_000), { nil: null }),
  },
  { requiredKeys: ['method', 'url'] },
)
/** A tool's `name`: an identifier, as MCP clients and model tool-calling need. */
const toolNameArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const toolBase = { name: toolNameArb, description: anyText(1000), inputs: inputsArb }
const toolCreateArb = fc.oneof(
  fc.record(
    { ...toolBase, kind: fc.constant('llm'), instructions: longText(20_000).filter((s) => s.length >= 1) },
    { requiredKeys: ['kind', 'name', 'instructions'] },
  ),
  fc.record(
    { ...toolBase, kind: fc.constant('http'), http: httpSettingsArb },
    { requiredKeys: ['kind', 'name', 'http'] },
  ),
  fc.record(
    { ...toolBase, kind: fc.constant('static'), content: longText(100_000) },
    { requiredKeys: ['kind', 'name', 'content'] },
  ),
)
const KIND_FIELD = { llm: 'instructions', http: 'http', static: 'content' } as const
const kindFieldArb = {
  llm: longText(20_000).filter((s) => s.length >= 1),
  http: httpSettingsArb,
  static: longText(100_000),
}

// --- What one body-taking operation is fuzzed with ---

interface BodyCase {
  op: OperationId
  /** Path parameters of a target that exists and accepts the write. */
  params: (ids: FuzzIds) => Record<string, string>
  /** Valid bodies; `slug` values are `SlugChoice`s until sent. */
  valid: fc.Arbitrary<Record<string, unknown>>
  /** Every top-level field the schema knows (for unknown-field generation). */
  known: string[]
  /** Allowed refusals of a valid body besides a slug collision. */
  alsoAllowed?: string[]
}

interface FuzzIds extends SeedIds {
  toolIds: string[]
  kbIds: string[]
  toolByKind: Record<'llm' | 'http' | 'static', string>
  activeWebhook: string
}

const productFields = (ids: () => FuzzIds) => ({
  name: nameArb,
  slug: slugArb,
  summary: anyText(500),
  prompt: longText(50_000),
  price: priceArb,
  tool_ids: fc.constant(null).chain(() => fc.shuffledSubarray(ids().toolIds, { maxLength: 8 })),
  knowledge_base_ids: fc.constant(null).chain(() => fc.shuffledSubarray(ids().kbIds)),
})

function bodyCases(ids: () => FuzzIds): BodyCase[] {
  const fields = productFields(ids)
  const emptyAction = (op: OperationId, params: BodyCase['params'], alsoAllowed: string[]): BodyCase => ({
    op,
    params,
    valid: fc.constant({}),
    known: [],
    alsoAllowed,
  })
  return [
    {
      op: 'createProduct',
      params: () => ({}),
      valid: fc.record(
        { ...fields, kind: fc.constantFrom(...PRODUCT_KINDS) },
        { requiredKeys: ['kind', 'name', 'slug'] },
      ),
      known: ['kind', ...Object.keys(fields)],
    },
    {
      op: 'updateProduct',
      params: (i) => ({ product_id: i.otherProduct }),
      valid: fc.record(fields, { requiredKeys: [] }),
      known: Object.keys(fields),
    },
    {
      op: 'duplicateProduct',
      params: (i) => ({ product_id: i.lockedProduct }),
      valid: fc.record({ name: nameArb, slug: slugArb }, { requiredKeys: [] }),
      known: ['name', 'slug'],
    },
    {
      op: 'createTool',
      params: () => ({}),
      valid: toolCreateArb,
      known: ['kind', 'name', 'description', 'inputs', 'instructions', 'http', 'content'],
    },
    ...(['llm', 'http', 'static'] as const).map((kind): BodyCase => ({
      op: 'updateTool',
      params: (i) => ({ tool_id: i.toolByKind[kind] }),
      valid: fc.record({ ...toolBase, [KIND_FIELD[kind]]: kindFieldArb[kind] }, { requiredKeys: [] }),
      known: ['name', 'description', 'inputs', 'instructions', 'http', 'content'],
    })),
    {
      op: 'createWebhook',
      params: () => ({}),
      valid: fc.record(
        { url: webhookUrlArb, events: eventsArb, description: anyText(500) },
        { requiredKeys: ['url', 'events'] },
      ),
      known: ['url', 'events', 'description'],
    },
    {
      op: 'updateWebhook',
      params: (i) => ({ webhook_id: i.webhook }),
      valid: fc.record({ url: webhookUrlArb, events: eventsArb, description: anyText(500) }, { requiredKeys: [] }),
      known: ['url', 'events', 'description'],
    },
    {
      op: 'testWebhook',
      params: (i) => ({ webhook_id: i.activeWebhook }),
      valid: fc.record({ event_type: fc.constantFrom(...EVENT_TYPES) }),
      known: ['event_type'],
    },
    {
      op: 'recoverWebhook',
      params: (i) => ({ webhook_id: i.activeWebhook }),
      valid: fc.record({ since: timestampArb }),
      known: ['since'],
    },
    emptyAction('publishProduct', (i) => ({ product_id: i.otherProduct }), ['invalid_state', 'publish_blocked']),
    emptyAction('unpublishProduct', (i) => ({ product_id: i.otherProduct }), ['invalid_state']),
    emptyAction('refreshKnowledgeSource', (i) => ({ knowledge_base_id: i.knowledgeBase, source_id: i.source }), [
      'refresh_in_progress',
    ]),
    emptyAction('disableWebhook', (i) => ({ webhook_id: i.webhook }), []),
    emptyAction('reactivateWebhook', (i) => ({ webhook_id: i.webhook }), []),
    emptyAction('rotateWebhookSecret', (i) => ({ webhook_id: i.webhook }), []),
    emptyAction('resendDelivery', (i) => ({ webhook_id: i.webhook, delivery_id: i.delivery }), ['invalid_state']),
  ]
}

async function discoverAll(svc: MockService): Promise<FuzzIds> {
  const base = await discover(svc)
  const list = async (path: string) => pageOf(await send(svc, 'GET', path)).data
  const tools = await list('/v1/tools?limit=100')
  const byKind = async (kind: string) => String((await list(`/v1/tools?kind=${kind}&limit=1`))[0]?.id)
  // Disable and reactivate fuzz `base.webhook`; test and recover need one that stays active.
  const active = (await list('/v1/webhooks?status=active&limit=100')).find((w) => w.id !== base.webhook)
  expect(active, 'a second, active webhook in the seed').toBeDefined()
  return {
    ...base,
    toolIds: tools.map((t) => String(t.id)),
    kbIds: (await list('/v1/knowledge-bases?limit=100')).map((k) => String(k.id)),
    toolByKind: { llm: await byKind('llm'), http: await byKind('http'), static: await byKind('static') },
    activeWebhook: String(active?.id),
  }
}

// --- Junk: anything JSON, random objects and near misses of valid bodies ---

const huge = fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'h'.repeat(n))
function junkArb(valid: fc.Arbitrary<Record<string, unknown>>, known: string[]): fc.Arbitrary<unknown> {
  const key = known.length ? fc.oneof(fc.constantFrom(...known), fc.string()) : fc.string()
  const nearMiss = fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(3), key, fc.oneof(fc.jsonValue(), huge)), { minLength: 1, maxLength: 3 }))
    .map(([body, edits]) => {
      const out: Record<string, unknown> = { ...body }
      for (const [kind, k, v] of edits) {
        if (kind === 0) delete out[k]
        else
          Object.defineProperty(out, k, {
            value: kind === 3 ? [v, { nested: v }] : v,
            enumerable: true,
            configurable: true,
            writable: true,
          })
      }
      return out
    })
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    nearMiss,
    valid.map((b) => ({ ...b, ...Object.fromEntries(known.map((k) => [k, null])) })),
  )
}

let slugSeq = 0
/** Replaces slug choices with real slugs: fresh and unique, or one taken by another product. */
function concrete(
  svc: MockService,
  body: Record<string, unknown>,
  exceptProduct: string | undefined,
): { body: Record<string, unknown>; collides: boolean } {
  const choice = body.slug as SlugChoice | undefined
  if (!choice || typeof choice !== 'object') return { body, collides: false }
  if ('fresh' in choice)
    return { body: { ...body, slug: `${choice.fresh.slice(0, 40)}-fz${++slugSeq}` }, collides: false }
  const others = [...svc.store.products.values()].filter((p) => p.id !== exceptProduct)
  const taken = others[choice.taken % others.length]
  return { body: { ...body, slug: taken?.slug }, collides: true }
}

/** JSON with every key as an own property, whatever its name (`__proto__` included). */
const toWire = (body: unknown) => JSON.stringify(body)

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

describe('fuzzed write bodies', () => {
  let svc: MockService
  let ids: FuzzIds
  const cases = bodyCases(() => ids)
  beforeAll(async () => {
    svc = newService({ rateLimit: 0 })
    ids = await discoverAll(svc)
  }, 30_000)

  const opOf = (c: BodyCase): Operation => operationById[c.op]
  const sendBody = (c: BodyCase, raw: string): Promise<Reply> => {
    const op = opOf(c)
    return send(svc, op.method, pathOf(op.path, c.params(ids)), { key: KEYS.write, raw })
  }
  const label = (c: BodyCase, i: number) =>
    `${c.op}${c.op === 'updateTool' ? ` (${['llm', 'http', 'static'][i - 4]})` : ''}`

  describe('(a) junk never gets a 5xx, and what the schema refuses is never accepted', () => {
    it.each(cases.map((c, i) => [label(c, i), c] as const))('%s', async (_name, c) => {
      const schema = opOf(c).body as z.ZodMiniType
      await fc.assert(
        fc.asyncProperty(junkArb(c.valid, c.known), async (value) => {
          const raw = toWire(value)
          const seen: unknown = JSON.parse(raw)
          const reply = await sendBody(c, raw)
          expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500)
          const isObject = seen !== null && typeof seen === 'object' && !Array.isArray(seen)
          if (!isObject) expectProblem(reply, 400, 'malformed_json')
          else if (!schema.safeParse(seen).success)
            expect([400, 422], `${raw.slice(0, 200)} → ${reply.text.slice(0, 300)}`).toContain(reply.status)
        }),
        RUNS,
      )
    })
  })

  describe('(b) valid bodies are accepted, or refused only for a documented state reason', () => {
    it.each(cases.map((c, i) => [label(c, i), c] as const))('%s', async (_name, c) => {
      const op = opOf(c)
      const schema = op.body as z.ZodMiniType
      const runs = c.known.length ? RUNS : { ...RUNS, numRuns: 5 }
      await fc.assert(
        fc.asyncProperty(c.valid, fc.boolean(), async (generated, omitEmpty) => {
          const { body, collides } = concrete(svc, generated, c.params(ids).product_id)
          const parsed = schema.safeParse(body)
          expect(
            parsed.success,
            `the arbitrary made an invalid body: ${JSON.stringify(parsed.error?.issues ?? []).slice(0, 400)}`,
          ).toBe(true)
          const path = pathOf(op.path, c.params(ids))
          // Action endpoints take `{}` or no body at all.
          const reply =
            omitEmpty && op.bodyOptional && Object.keys(body).length === 0
              ? await send(svc, op.method, path, { key: KEYS.write })
              : await sendBody(c, toWire(body))
          const code = (reply.json as { code?: string } | undefined)?.code
          if (collides) {
            const p = expectProblem(reply, 409, 'already_exists')
            expect(p.errors?.map((e) => e.pointer)).toContain('#/slug')
            return
          }
          if (reply.status >= 300)
            expect(c.alsoAllowed ?? [], `${toWire(body).slice(0, 300)} → ${reply.text.slice(0, 400)}`).toContain(code)
          else {
            expect(reply.status).toBe(op.response.status)
            const out = reply.json as Record<string, unknown> | undefined
            if (typeof body.slug === 'string' && out) expect(out.slug).toBe(body.slug)
            if (typeof body.name === 'string' && out) expect(out.name).toBe(body.name.trim())
            if (typeof body.url === 'string' && out) expect(out.url).toBe(body.url)
          }
        }),
        runs,
      )
    })
  })

  describe('(c) unknown top-level fields are refused with unknown_field at their pointer', () => {
    const extraKey = (known: string[]) =>
      fc
        .oneof(
          fc.string({ maxLength: 20 }),
          fc.constantFrom('__proto__', 'constructor', 'toString', 'model', 'provider_key', 'a/b', 'x~y', '', ' kind'),
        )
        .filter((k) => !known.includes(k))
    it.each(cases.map((c, i) => [label(c, i), c] as const))('%s', async (_name, c) => {
      await fc.assert(
        fc.asyncProperty(
          c.valid,
          fc.uniqueArray(fc.tuple(extraKey(c.known), fc.jsonValue()), {
            minLength: 1,
            maxLength: 3,
            selector: ([k]) => k,
          }),
          async (generated, extras) => {
            const { body } = concrete(svc, generated, c.params(ids).product_id)
            const withExtras = { ...body, ...Object.fromEntries(extras) }
            const reply = await sendBody(c, toWire(withExtras))
            const p = expectProblem(reply, 422, 'validation_failed')
            const errors = p.errors ?? []
            expect(
              errors.every((e) => e.code === 'unknown_field'),
              JSON.stringify(errors),
            ).toBe(true)
            expect(new Set(errors.map((e) => e.pointer))).toEqual(new Set(extras.map(([k]) => `#/${escapePointer(k)}`)))
          },
        ),
        { ...RUNS, numRuns: 150 },
      )
    })

    it('nested unknown fields in a tool are refused at their pointer too', async () => {
      const reply = await send(svc, 'POST', '/v1/tools', {
        body: {
          kind: 'http',
          name: 'Nested',
          inputs: [{ name: 'q', type: 'string', model: 'gpt' }],
          http: { method: 'GET', url: 'https://api.example.com', api_key: 'x' },
        },
      })
      const p = expectProblem(reply, 422, 'validation_failed')
      expect(new Set(p.errors?.map((e) => `${e.pointer} ${e.code}`))).toEqual(
        new Set(['#/inputs/0/model unknown_field', '#/http/api_key unknown_field']),
      )
    })
  })

  it('a kind-specific field on a tool of another kind is a 422 not_allowed_for_kind at its pointer', async () => {
    const reply = await send(svc, 'PATCH', `/v1/tools/${ids.toolByKind.static}`, {
      body: { instructions: 'Be brief.' },
    })
    const p = expectProblem(reply, 422, 'validation_failed')
    expect(p.errors).toEqual([expect.objectContaining({ pointer: '#/instructions', code: 'not_allowed_for_kind' })])
  })
})
