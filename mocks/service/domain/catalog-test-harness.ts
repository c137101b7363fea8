// Test-only: one seeded service per test file, with the catalog put back before each
// test, because seeding the whole workspace is too slow to repeat for every case.
import { iso, manualClock } from '../clock'
import { createService } from '../index'

export const START = Date.UTC(2026, 10, 21, 12)
export const at = (msAfterStart: number) => iso(START + msAfterStart)

export interface Reply {
  status: number
  headers: Headers
  json: unknown
}

export function catalogHarness() {
  const clock = manualClock(START)
  // No rate limit: many cases share one key within one mock minute.
  const svc = createService({ clock, rateLimit: 0, origin: 'http://127.0.0.1:4010' })
  const saved = structuredClone({
    products: svc.store.products,
    tools: svc.store.tools,
    knowledgeBases: svc.store.knowledgeBases,
    faults: svc.store.faults,
    trialEndsAt: svc.store.trialEndsAt,
  })
  const refill = <K, V>(target: Map<K, V>, source: Map<K, V>) => {
    target.clear()
    for (const [k, v] of structuredClone(source)) target.set(k, v)
  }

  /** Puts the catalog, faults, trial and clock back as seeded; pending jobs are dropped. */
  const restore = () => {
    const { store } = svc
    clock.scheduler.clear()
    clock.offset = 0
    svc.config.timeScale = 1
    refill(store.products, saved.products)
    refill(store.tools, saved.tools)
    refill(store.knowledgeBases, saved.knowledgeBases)
    store.faults = { ...saved.faults }
    store.trialEndsAt = saved.trialEndsAt
    store.idempotency.clear()
  }

  const request = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Reply> => {
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await svc.handle(
      new Request(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
    )
    const text = await res.text()
    return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null }
  }

  /** A call to `/v1<path>` with `ak_test_write` unless another key is given. */
  const call = (
    method: string,
    path: string,
    opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    request(
      method,
      `http://localhost/v1${path}`,
      { 'x-api-key': opts.key ?? 'ak_test_write', ...opts.headers },
      opts.body,
    )

  /** A `/_mock` control. */
  const control = (path: string, body: unknown) => request('POST', `http://localhost/_mock${path}`, {}, body)

  const find = <T>(items: Iterable<T>, test: (item: T) => boolean, what: string): T => {
    for (const item of items) if (test(item)) return item
    throw new Error(`not seeded: ${what}`)
  }
  const bySlug = (slug: string) => find(svc.store.products.values(), (p) => p.slug === slug, slug)
  const toolNamed = (name: string) => find(svc.store.tools.values(), (t) => t.name === name, name)
  const kbNamed = (name: string) => find(svc.store.knowledgeBases.values(), (kb) => kb.name === name, name)

  return { svc, clock, restore, call, control, bySlug, toolNamed, kbNamed }
}

export type CatalogHarness = ReturnType<typeof catalogHarness>
