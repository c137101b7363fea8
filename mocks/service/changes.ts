// What a request or a scheduled job changed, for the change notifications the browser
// adapter broadcasts so open tabs refetch only what went stale.
import { MOCK_RESOURCES, type MockResource } from '../../src/api/contract/mock-controls'
import { webhooksBuilt, type Store } from './store'

const EVERYTHING: readonly MockResource[] = MOCK_RESOURCES

/** What a successful write through /v1 may change, by its first path segment. */
const WRITE_EFFECTS: Record<string, readonly MockResource[]> = {
  // Attaching changes a tool's used_by and a knowledge base's product_ids.
  products: ['products', 'tools', 'knowledge-bases'],
  // A renamed tool changes the manifests of the products that use it.
  tools: ['tools', 'products'],
  // A refreshing or failed source changes what blocks publishing.
  'knowledge-bases': ['knowledge-bases', 'products'],
  webhooks: ['webhooks'],
}

/** What each `/_mock` control changes when it succeeds; the keys are every control that takes POST. */
export const CONTROL_EFFECTS: Record<string, readonly MockResource[]> = {
  '/_mock/conversations': ['sessions', 'wallet', 'webhooks'],
  // Jobs ran and the trial moved on.
  '/_mock/clock': EVERYTHING,
  '/_mock/faults': ['mock'],
  // An expired trial turns every answer into a 402.
  '/_mock/trial': EVERYTHING,
  '/_mock/reset': EVERYTHING,
  '/_mock/traffic': ['mock'],
  '/_mock/time-scale': ['mock', 'webhooks', 'knowledge-bases'],
  '/_mock/notice/dismiss': ['mock'],
  // The drain is a conversation: its session, debits and deliveries.
  '/_mock/wallet': ['sessions', 'wallet', 'webhooks'],
  '/_mock/keys': ['mock'],
}

/**
 * Cheap summaries of what scheduled jobs touch (deliveries, refreshes, traffic),
 * compared before and after a tick to tell which resources changed.
 */
function digest(store: Store): Partial<Record<MockResource, string>> {
  return { webhooks: webhooksDigest(store), ...otherDigests(store) }
}

/** Not read while the webhook history is still unwritten: a tick would write it just to compare it. */
function webhooksDigest(store: Store): string {
  if (!webhooksBuilt(store)) return 'unwritten'
  let attempts = 0
  for (const d of store.deliveriesById.values()) attempts += d.attempts.length + (d.status === 'pending' ? 0 : 1)
  let endpoints = ''
  for (const w of store.webhooks.values()) endpoints += w.status[0] ?? ''
  return `${store.deliveriesById.size}:${attempts}:${endpoints}`
}

function otherDigests(store: Store): Partial<Record<MockResource, string>> {
  let messages = 0
  let cost = 0
  let contacts = 0
  // Seeded conversations never change: only later ones can.
  for (const s of store.sessions.later) {
    messages += s.message_count
    cost += s.cost
    if (s.contact) contacts++
  }
  let sources = ''
  for (const kb of store.knowledgeBases.values()) sources += `${kb.id}@${kb.updated_at};`
  return {
    sessions: `${store.sessions.length}:${messages}:${cost}:${contacts}`,
    wallet: `${store.ledger.length}:${store.walletUpdatedAt}`,
    'knowledge-bases': sources,
  }
}

/** Collects changed resources until they are taken. */
export function changeTracker(store: () => Store) {
  const changes = new Set<MockResource>()
  const note = (resources: readonly MockResource[]) => {
    for (const r of resources) changes.add(r)
  }
  return {
    note,
    everything: () => note(EVERYTHING),
    /** Runs scheduled jobs and notes what they changed. */
    async around(tick: () => Promise<void>): Promise<void> {
      const before = digest(store())
      await tick()
      const after = digest(store())
      for (const r of MOCK_RESOURCES) if (before[r] !== after[r]) changes.add(r)
    },
    /** Notes what a successful write through /v1 or a control may have changed. */
    answered(req: Request, url: URL, isApi: boolean, res: Response): void {
      if (!res.ok || ['GET', 'HEAD', 'OPTIONS'].includes(req.method.toUpperCase())) return
      const route = url.pathname.replace(/\/+$/, '')
      note((isApi ? WRITE_EFFECTS[route.split('/')[2] ?? ''] : CONTROL_EFFECTS[route]) ?? [])
    },
    take(): MockResource[] {
      const out = [...changes]
      changes.clear()
      return out
    },
  }
}
