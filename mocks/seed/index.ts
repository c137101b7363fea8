// The deterministic seed of BRIEF §4. Content comes from the seed number; dates sit
// relative to the start of the UTC day the seed runs on, so the demo always looks recent
// and the workspace is the same whatever the time of day.
import type { ServiceCore } from '../service/core'
import { DEMO_KEYS } from '../service/store'
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
  const locked = [...store.products.values()].find((p) => p.slug === 'support-assistant')
  store.apiKeys.set(DEMO_KEYS.write, {
    key: DEMO_KEYS.write,
    scope: 'write',
    product_id: null,
    label: 'Workspace, write',
  })
  store.apiKeys.set(DEMO_KEYS.read, { key: DEMO_KEYS.read, scope: 'read', product_id: null, label: 'Workspace, read' })
  store.apiKeys.set(DEMO_KEYS.locked, {
    key: DEMO_KEYS.locked,
    scope: 'write',
    product_id: locked?.id ?? 'prod_missing000',
    label: 'Support assistant, write',
  })
  store.apiKeys.set(DEMO_KEYS.lockedRead, {
    key: DEMO_KEYS.lockedRead,
    scope: 'read',
    product_id: locked?.id ?? 'prod_missing000',
    label: 'Support assistant, read',
  })
  store.trialEndsAt = svc.now() + 5 * DAY_MS
}
