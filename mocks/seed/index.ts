// The deterministic seed (docs/api.md, "The demo API"). Content comes from the seed number; dates sit
// relative to the start of the UTC day the seed runs on, so the demo always looks recent
// and the workspace is the same whatever the time of day.
import type { ServiceCore } from '../service/core'
import { DEMO_KEYS, LOCKED_DEMO_PRODUCT } from '../../src/api/contract/demo-keys'
import { seedCatalog } from './catalog'
import { seedConversations } from './conversations'
import { seedWebhooks } from './webhooks'

export const DAY_MS = 86_400_000

/** The time a seed run at `at` is written as of: the start of its UTC day. */
export const seedDay = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS

export function seedStore(svc: ServiceCore): void {
  const { store } = svc
  // Products, tools, knowledge bases and end-user tokens; then conversations with
  // their messages and the ledger they debit; then webhook endpoints and history.
  seedCatalog(svc)
  seedConversations(svc)
  seedWebhooks(svc)
  const locked = [...store.products.values()].find((p) => p.slug === LOCKED_DEMO_PRODUCT)
  for (const { key, label, scope, productSlug } of DEMO_KEYS)
    store.apiKeys.set(key, { key, label, scope, product_id: productSlug ? (locked?.id ?? 'prod_missing000') : null })
  store.trialEndsAt = svc.now() + 5 * DAY_MS
}
