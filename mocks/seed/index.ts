// The deterministic seed (docs/api.md, "The demo API"). Content comes from the seed number; dates sit
// relative to the start of the UTC day the seed runs on, so the demo always looks recent
// and the workspace is the same whatever the time of day.
import { makeIdFactory, type ServiceCore } from '../service/core'
import { seededRandom } from '../service/random'
import { runOverdueRetries } from '../service/domain/deliveries'
import { deferWebhooks } from '../service/store'
import { DEMO_KEYS, LOCKED_DEMO_PRODUCT } from '../../src/api/contract/demo-keys'
import { seedCatalog } from './catalog'
import { seedConversations } from './conversations'
import { seedWebhooks } from './webhooks'

export const DAY_MS = 86_400_000

/** The time a seed run at `at` is written as of: the start of its UTC day. */
export const seedDay = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS

/**
 * Seeds `svc`'s empty store. `asOfSeed` runs what the seed leaves for later (the webhook history,
 * written when first read) at the seed's time, so it writes what it would have with the rest.
 */
export function seedStore(
  svc: ServiceCore,
  asOfSeed: (run: () => void) => void,
  /** Run the retries due by the clock's now as soon as the history is written (ServiceOptions.catchUp). */
  catchUp: boolean,
): void {
  const { store } = svc
  // Products, tools, knowledge bases and end-user tokens; then conversations with
  // their messages and the ledger they debit; then webhook endpoints and history, when first read.
  seedCatalog(svc)
  seedConversations(svc)
  // A random stream of its own, so the history's ids and secrets are the same whenever it is
  // written, and nothing else's depend on whether it was.
  const rng = seededRandom(svc.config.seed ^ 0x3eb400c5)
  // The store it was seeded into, even if a reset has replaced it by the time it is read.
  const history: ServiceCore = {
    store,
    clock: svc.clock,
    rng,
    config: svc.config,
    newId: makeIdFactory(rng),
    now: () => svc.now(),
    origin: svc.origin,
  }
  // The retries caught up come after the history as the seed wrote it is noted (describeBase).
  deferWebhooks(
    store,
    () => asOfSeed(() => seedWebhooks(history, svc)),
    catchUp ? () => runOverdueRetries(svc) : undefined,
  )
  const locked = [...store.products.values()].find((p) => p.slug === LOCKED_DEMO_PRODUCT)
  for (const { key, label, scope, productSlug } of DEMO_KEYS)
    store.apiKeys.set(key, { key, label, scope, product_id: productSlug ? (locked?.id ?? 'prod_missing000') : null })
  store.trialEndsAt = svc.now() + 5 * DAY_MS
}
