// Demo mode's live updates: the mock's worker announces what changed on a
// BroadcastChannel (requests from any tab, retries, refreshes, live traffic), and
// every open tab invalidates those resources' queries by key prefix.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { MOCK_CHANNEL, mockChanged, mockResource, type MockResource } from '../api/contract/mock-controls'
import { knowledgeBaseKeys, mockKeys, productKeys, sessionKeys, toolKeys, walletKeys, webhookKeys } from '../api/keys'

/** The query key prefix under which each resource the mock names is cached. */
export const CHANGE_KEYS: Record<MockResource, QueryKey> = {
  products: productKeys.all,
  tools: toolKeys.all,
  'knowledge-bases': knowledgeBaseKeys.all,
  sessions: sessionKeys.all,
  webhooks: webhookKeys.all,
  wallet: walletKeys.all,
  mock: mockKeys.all,
}

/** What a BroadcastChannel offers that this needs; tests pass a fake. */
export interface ChangeChannel {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
  close(): void
}

export interface LiveUpdateOptions {
  /** Default: a BroadcastChannel named MOCK_CHANNEL (closed again by the stop function). */
  channel?: ChangeChannel
  /** Checked per message: e.g. only while this tab is in demo mode. */
  enabled?: () => boolean
}

const lenientChanged = z.extend(mockChanged, { resources: z.array(z.unknown()) })

/**
 * The resources a `changed` message names, ignoring names this build does not know:
 * a SharedWorker from a newer or older deployment can outlive a reload.
 */
export function changedResources(data: unknown): MockResource[] {
  const message = lenientChanged.safeParse(data)
  if (!message.success) return []
  return message.data.resources.flatMap((r) => {
    const parsed = mockResource.safeParse(r)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * Listens for the mock's change notifications and invalidates the matching
 * queries; returns the function that stops listening. Only active queries refetch,
 * and one already fetching is left to finish: restarting it on every change would
 * starve a slow list under live traffic.
 */
export function startLiveUpdates(queryClient: QueryClient, options: LiveUpdateOptions = {}): () => void {
  const own = options.channel
    ? null
    : typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(MOCK_CHANNEL)
      : null
  const channel = options.channel ?? own
  if (!channel) return () => {}
  const listener = (event: MessageEvent<unknown>) => {
    if (options.enabled && !options.enabled()) return
    for (const resource of new Set(changedResources(event.data))) {
      const queryKey = CHANGE_KEYS[resource]
      // A write of this tab's in flight refetches what it changed when it settles. A late notice of
      // an earlier write (the mock announces up to 250 ms after) would otherwise refetch now, and
      // show the old state over the pending write's optimistic one: a detached tool back in its list.
      if (queryClient.isMutating({ mutationKey: queryKey }) > 0) continue
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })
    }
  }
  channel.addEventListener('message', listener)
  return () => {
    channel.removeEventListener('message', listener)
    own?.close()
  }
}
