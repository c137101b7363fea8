// What the configured key may do, learned from requests that change nothing. The API's
// check order (scope before lock before validation) makes each answer unambiguous.
import { callApi, request } from './client'
import type { Product } from './contract'
import { isApiError } from './errors'

export type KeyScope = 'read' | 'write'

export interface Capabilities {
  scope: KeyScope
  /** The key only reaches what belongs to one product (BRIEF §3, rule 6). */
  locked: boolean
  /** The product a locked key sees; null for an unlocked key, or a locked one whose product is not visible. */
  lockedProduct: Product | null
}

/**
 * An empty `POST /products` is refused before anything is created: a read key
 * fails the scope check (403 `insufficient_scope`), a locked write key the lock
 * check (403 `key_product_locked`), a workspace write key the body schema (422).
 */
export async function probeScope(signal?: AbortSignal): Promise<KeyScope> {
  try {
    await request(null, 'POST', '/products', { body: {}, ...(signal ? { signal } : {}) })
    // A server that accepted an empty product is lenient, but the key evidently may write.
    return 'write'
  } catch (e) {
    if (!isApiError(e)) throw e
    if (e.code === 'insufficient_scope') return 'read'
    if (e.code === 'key_product_locked' || e.code === 'validation_failed') return 'write'
    throw e
  }
}

/**
 * `GET /tools?limit=1` is workspace-level: a locked key gets 403
 * `key_product_locked`. Any successful status means the key is not locked, even
 * when the body breaks the contract (that is reported where the tools are shown).
 */
export async function probeLock(signal?: AbortSignal): Promise<boolean> {
  try {
    await callApi('listTools', { query: { limit: 1 }, ...(signal ? { signal } : {}) })
    return false
  } catch (e) {
    if (!isApiError(e)) throw e
    if (e.code === 'key_product_locked') return true
    if (e.code === 'contract_mismatch' && e.status >= 200 && e.status < 300) return false
    throw e
  }
}

/** A locked key's lists are filtered to its product, so the first product listed is the one. */
export async function lockedProductOf(signal?: AbortSignal): Promise<Product | null> {
  const page = await callApi('listProducts', { query: { limit: 1 }, ...(signal ? { signal } : {}) })
  return page.data[0] ?? null
}

/** Both probes at once; an answer neither probe expects (401, 402, a network failure) is thrown as is. */
export async function probeCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const [scope, locked] = await Promise.all([probeScope(signal), probeLock(signal)])
  const lockedProduct = locked ? await lockedProductOf(signal) : null
  return { scope, locked, lockedProduct }
}
