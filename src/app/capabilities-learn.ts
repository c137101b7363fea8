// What the configured key may do: from the rights the API announces on every answer, or, from a
// deployment that does not, from probes (capabilities-probe.ts, loaded only then).
import { callApi } from '../api/client'
import { getConfig } from '../api/config'
import type { Product } from '../api/contract'
import { isApiError } from '../api/errors'
import { keyRights } from '../api/key-rights'

export type KeyScope = 'read' | 'write'

export interface Capabilities {
  scope: KeyScope
  /** The key only reaches what belongs to one product (BRIEF §3, rule 6). */
  locked: boolean
  /** The product a locked key sees; null for an unlocked key, or a locked one whose product is not visible. */
  lockedProduct: Product | null
}

/** The product a locked key is limited to; null when it cannot be read (the rights still hold). */
async function productOf(productId: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await callApi('getProduct', { params: { product_id: productId }, ...(signal ? { signal } : {}) })
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null
    throw e
  }
}

/**
 * What the key may do, from the rights the API announces on its answers (BRIEF §3): those of a
 * request already under way if there is one, or else of one light read every key may make. A
 * deployment that sends no rights is probed instead, once per key and tab session.
 */
export async function learnCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const config = getConfig()
  // The screen's own requests start in the same turn (the router runs its loaders together): let them leave first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  let rights = await keyRights.next(config, signal)
  if (rights === 'idle') {
    try {
      await callApi('listProducts', { query: { limit: 1 }, ...(signal ? { signal } : {}) })
    } catch (e) {
      // A failed answer (a 500) still says what the key may do; without an answer there is nothing to learn.
      if (!keyRights.peek(config)) throw e
    }
    rights = keyRights.peek(config) ?? 'absent'
  }
  if (rights === 'absent') return (await import('./capabilities-probe')).probeOnce(config, signal)
  const locked = rights.product_id !== null
  return {
    scope: rights.scope,
    locked,
    lockedProduct: rights.product_id === null ? null : await productOf(rights.product_id, signal),
  }
}
