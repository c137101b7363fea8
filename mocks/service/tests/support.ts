// Shared by the service's cross-cutting tests: a service on a manual clock, a small
// client that checks the invariants every answer must keep, and id discovery.
import { DEMO_KEY } from '../../../src/api/contract/demo-keys'
import { expect } from 'vitest'
import { PROBLEM_CONTENT_TYPE, problem, type ErrorCode, type Problem } from '../../../src/api/contract'
import { OPERATIONS, type Operation } from '../../../src/api/contract/operations'
import { buildOpenApiDocument, type Json, type JsonObject } from '../../../src/api/contract/openapi'
import { manualClock } from '../clock'
import { createService, type MockService, type ServiceOptions } from '../index'

export const START = Date.UTC(2026, 10, 21, 12)
export const ORIGIN = 'http://localhost'
export const KEYS = DEMO_KEY

export function newService(options: ServiceOptions = {}): MockService {
  return createService({ clock: manualClock(START), ...options })
}

export interface Reply {
  method: string
  path: string
  status: number
  headers: Headers
  text: string
  /** The parsed body, or undefined when there is none or it is not JSON. */
  json: unknown
}

export interface SendOptions {
  /** Default `ak_test_write`; `null` sends no X-Api-Key header at all. */
  key?: string | null
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is (takes precedence over `body`). */
  raw?: string | Uint8Array<ArrayBuffer>
  /** Content type of `body`/`raw`; default application/json. `null` sends none. */
  contentType?: string | null
  headers?: Record<string, string>
}

/**
 * Sends one request and checks what holds for every answer: an X-Request-Id, and
 * for every error a problem+json body that parses with the contract and agrees
 * with the status line.
 */
export async function send(svc: MockService, method: string, path: string, opts: SendOptions = {}): Promise<Reply> {
  const headers = new Headers(opts.headers)
  const key = opts.key === undefined ? KEYS.write : opts.key
  if (key !== null) headers.set('x-api-key', key)
  const body = opts.raw !== undefined ? opts.raw : opts.body !== undefined ? JSON.stringify(opts.body) : undefined
  if (body !== undefined && opts.contentType !== null)
    headers.set('content-type', opts.contentType ?? 'application/json')
  const res = await svc.handle(
    new Request(new URL(path, ORIGIN), { method, headers, ...(body !== undefined ? { body } : {}) }),
  )
  const text = await res.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  const reply: Reply = { method, path, status: res.status, headers: res.headers, text, json }
  checkInvariants(reply)
  return reply
}

let document: JsonObject | null = null
const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)
const member = (v: Json | undefined, key: string): Json | undefined => (isObject(v) ? v[key] : undefined)
const templates = (OPERATIONS as readonly Operation[]).map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}))

/**
 * The headers the published document marks required on this answer: the operation's own
 * response for that status, or the shared 404/405 answers of a path no operation has.
 */
export function requiredHeaders(method: string, path: string, status: number): string[] {
  document ??= buildOpenApiDocument()
  const pathname = new URL(path, ORIGIN).pathname
  // The mock's controls and the document itself are outside the API's promises.
  if (!pathname.startsWith('/v1/') || pathname === '/v1/openapi.json') return []
  const apiPath = pathname.slice('/v1'.length)
  const verb = method === 'HEAD' ? 'GET' : method
  const hit = templates.find((t) => t.op.method === verb && t.pattern.test(apiPath))
  const components = member(document, 'components')
  const response = hit
    ? member(
        member(member(member(member(document, 'paths'), hit.op.path), verb.toLowerCase()), 'responses'),
        String(status),
      )
    : status === 404 || status === 405
      ? member(member(components, 'responses'), status === 405 ? 'MethodNotAllowed' : 'RouteNotFound')
      : undefined
  const headers = member(response, 'headers')
  if (!isObject(headers)) return []
  return Object.entries(headers)
    .filter(([, h]) => {
      const ref = member(h, '$ref')
      const header = typeof ref === 'string' ? member(member(components, 'headers'), ref.split('/').pop() ?? '') : h
      return member(header, 'required') === true
    })
    .map(([name]) => name)
}

/** `headers: false` for an answer made apart from any request, which no key's rights can reach. */
export function checkInvariants(reply: Reply, { headers = true } = {}): void {
  const where = `${reply.method} ${reply.path} → ${reply.status}`
  expect(reply.headers.get('x-request-id'), `${where}: X-Request-Id`).toMatch(/\S/)
  // Every header the document promises on this answer is there, whatever the status.
  if (headers)
    for (const name of requiredHeaders(reply.method, reply.path, reply.status))
      expect(reply.headers.get(name), `${where}: ${name}`).not.toBeNull()
  if (reply.status >= 400 && reply.method !== 'HEAD') {
    expect(reply.headers.get('content-type'), `${where}: content type`).toBe(PROBLEM_CONTENT_TYPE)
    const parsed = problem.safeParse(reply.json)
    expect(parsed.success, `${where}: problem body ${reply.text.slice(0, 300)}`).toBe(true)
    if (parsed.success) {
      expect(parsed.data.status, `${where}: problem status`).toBe(reply.status)
      expect(parsed.data.request_id, `${where}: request_id`).toBe(reply.headers.get('x-request-id'))
      expect(parsed.data.instance, `${where}: instance`).toBeTypeOf('string')
      expect(parsed.data.type, `${where}: type`).toBe(`urn:agent-platform:problem:${parsed.data.code}`)
      expect(reply.text, `${where}: no stack trace`).not.toMatch(/\n\s+at |\.ts:\d+/)
    }
  }
}

/** Asserts a problem answer and returns its body. */
export function expectProblem(reply: Reply, status: number, code: ErrorCode): Problem {
  const body = problem.safeParse(reply.json)
  expect(
    { status: reply.status, code: body.success ? body.data.code : reply.text.slice(0, 300) },
    `${reply.method} ${reply.path}`,
  ).toEqual({
    status,
    code,
  })
  return problem.parse(reply.json)
}

/** A problem body without the fields that differ per request. */
export function stable(p: unknown): unknown {
  if (!p || typeof p !== 'object') return p
  const { request_id: _r, instance: _i, ...rest } = p as Record<string, unknown>
  return rest
}

/** Reads one field of a JSON object answer, or fails the test. */
export function field(reply: Reply, name: string): unknown {
  expect(reply.json, `${reply.method} ${reply.path}: JSON object`).toBeTypeOf('object')
  return (reply.json as Record<string, unknown>)[name]
}

export interface ListPage {
  data: Record<string, unknown>[]
  has_more: boolean
}

export function pageOf(reply: Reply): ListPage {
  expect(reply.status, `${reply.method} ${reply.path}: ${reply.text.slice(0, 300)}`).toBe(200)
  const json = reply.json as ListPage
  expect(Array.isArray(json.data), `${reply.path}: data[]`).toBe(true)
  expect(json.has_more, `${reply.path}: has_more`).toBeTypeOf('boolean')
  return json
}

export const idsOf = (page: ListPage) => page.data.map((d) => String(d.id))

/** Walks a list forward by following `Link: <…>; rel="next"`, checking it is there exactly while `has_more`. */
export async function walk(
  svc: MockService,
  path: string,
  opts: { key?: string; between?: () => Promise<void>; maxPages?: number } = {},
): Promise<{ ids: string[]; items: Record<string, unknown>[]; pages: number; complete: boolean }> {
  const items: Record<string, unknown>[] = []
  let next: string | null = path
  let pages = 0
  while (next) {
    const current: string = next
    const reply = await send(svc, 'GET', current, { key: opts.key ?? KEYS.write })
    const page = pageOf(reply)
    pages++
    items.push(...page.data)
    const link = reply.headers.get('link')
    if (page.has_more) {
      const m = link ? /^<([^>]+)>;\s*rel="next"$/.exec(link) : null
      expect(m, `${current}: Link rel="next" while has_more (got ${String(link)})`).not.toBeNull()
      expect(page.data.length, `${current}: a page with has_more is not empty`).toBeGreaterThan(0)
      next = m?.[1] ?? null
    } else {
      expect(link, `${current}: no Link on the last page`).toBeNull()
      next = null
    }
    if (next && pages >= (opts.maxPages ?? 5_000)) break
    if (next && opts.between) await opts.between()
  }
  return { ids: items.map((i) => String(i.id)), items, pages, complete: next === null }
}

/** Real ids of every kind, found through the API with the write key. */
export interface SeedIds {
  lockedProduct: string
  otherProduct: string
  tool: string
  knowledgeBase: string
  source: string
  lockedSession: string
  otherSession: string
  webhook: string
  delivery: string
  /** A delivery of another endpoint than `webhook`. */
  otherDelivery: string | null
  entry: string
}

export async function discover(svc: MockService): Promise<SeedIds> {
  const list = async (path: string) => pageOf(await send(svc, 'GET', path)).data
  const products = await list('/v1/products?limit=100')
  const locked = products.find((p) => p.slug === 'support-assistant')
  const other = products.find((p) => p.slug !== 'support-assistant')
  const kbs = await list('/v1/knowledge-bases?limit=100')
  const kb = kbs.find((k) => Array.isArray(k.sources) && k.sources.length > 0)
  const tools = await list('/v1/tools?limit=1')
  const lockedSessions = await list(`/v1/sessions?limit=1&product_id=${String(locked?.id)}`)
  const sessions = await list('/v1/sessions?limit=100')
  const otherSession = sessions.find((s) => s.product_id !== locked?.id)
  const webhooks = await list('/v1/webhooks?limit=100')
  const withDeliveries: { webhook: string; delivery: string }[] = []
  for (const w of webhooks) {
    const d = await list(`/v1/webhooks/${String(w.id)}/deliveries?limit=1`)
    if (d[0]) withDeliveries.push({ webhook: String(w.id), delivery: String(d[0].id) })
  }
  const entries = await list('/v1/wallet/entries?limit=1')
  const ids = {
    lockedProduct: locked?.id,
    otherProduct: other?.id,
    tool: tools[0]?.id,
    knowledgeBase: kb?.id,
    source: (kb?.sources as { id: string }[] | undefined)?.[0]?.id,
    lockedSession: lockedSessions[0]?.id,
    otherSession: otherSession?.id,
    webhook: withDeliveries[0]?.webhook,
    delivery: withDeliveries[0]?.delivery,
    entry: entries[0]?.id,
  }
  for (const [name, id] of Object.entries(ids)) expect(id, `seed has a ${name}`).toBeTypeOf('string')
  return { ...(ids as Omit<SeedIds, 'otherDelivery'>), otherDelivery: withDeliveries[1]?.delivery ?? null }
}

/** Fills a path template of OPERATIONS and prefixes the base path. */
export function pathOf(template: string, params: Record<string, string>): string {
  return `/v1${template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name]
    if (v === undefined) throw new Error(`no value for {${name}} in ${template}`)
    return encodeURIComponent(v)
  })}`
}

/** Well-formed ids that name nothing in the seed. */
export const MISSING = {
  product_id: 'prod_ZZZZZZZZZZZZZZZZ',
  tool_id: 'tool_ZZZZZZZZZZZZZZZZ',
  knowledge_base_id: 'kb_ZZZZZZZZZZZZZZZZ',
  source_id: 'src_ZZZZZZZZZZZZZZZZ',
  session_id: 'sess_ZZZZZZZZZZZZZZZZ',
  webhook_id: 'wh_ZZZZZZZZZZZZZZZZ',
  delivery_id: 'dlv_ZZZZZZZZZZZZZZZZ',
  entry_id: 'txn_ZZZZZZZZZZZZZZZZ',
} as const
