// One seeded service per test file, with the catalog put back before each test,
// because seeding the whole workspace is too slow to repeat for every case.
import { manualClock } from '../clock'
import { createService } from '../index'
import { START, expectProblem, send, type SendOptions } from './support'

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

  /** A call to `/v1<path>` with `ak_test_write` unless another key is given. */
  const call = (method: string, path: string, opts: SendOptions = {}) => send(svc, method, `/v1${path}`, opts)

  /** A `/_mock` control; they take no key. */
  const control = (path: string, body: unknown) => send(svc, 'POST', `/_mock${path}`, { key: null, body })

  /** A workspace-wide read is refused to a key locked to one product. */
  const expectLockedOut = async (path: string) =>
    expectProblem(await call('GET', path, { key: 'ak_test_locked_read' }), 403, 'key_product_locked')

  const find = <T>(items: Iterable<T>, test: (item: T) => boolean, what: string): T => {
    for (const item of items) if (test(item)) return item
    throw new Error(`not seeded: ${what}`)
  }
  const bySlug = (slug: string) => find(svc.store.products.values(), (p) => p.slug === slug, slug)
  const toolNamed = (name: string) => find(svc.store.tools.values(), (t) => t.name === name, name)
  const kbNamed = (name: string) => find(svc.store.knowledgeBases.values(), (kb) => kb.name === name, name)

  return { svc, clock, restore, call, control, expectLockedOut, bySlug, toolNamed, kbNamed }
}

export type CatalogHarness = ReturnType<typeof catalogHarness>
