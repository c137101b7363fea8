// For a deployment that does not announce a key's rights (docs/api.md, "Headers"):
// probes that change nothing, the API's check order (scope before lock before validation) making
// each answer unambiguous. Loaded only when a first answer came without the rights headers.
import { z } from 'zod/mini'
import { callApi, request } from '../api/client'
import { connectionOf, type ApiConfig } from '../api/config'
import type { Product } from '../api/contract'
import { isApiError } from '../api/errors'
import type { Capabilities, KeyScope } from '../api/key-rights'
import { STORAGE_KEYS } from '../lib/constants'

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

/** Where the empty-POST probe's answer is kept: once per connection and tab session, never the key itself. */
const probedEntry = z.record(z.string(), z.object({ scope: z.enum(['read', 'write']), locked: z.boolean() }))

/** FNV-1a over the connection (mode, base URL, key): tells connections apart without storing the key. */
function fingerprint(connection: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < connection.length; i++) h = Math.imul(h ^ connection.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(16)
}

function readProbed(): z.infer<typeof probedEntry> {
  try {
    const parsed = probedEntry.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.keyProbe) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

function writeProbed(connection: string, found: { scope: KeyScope; locked: boolean }): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.keyProbe, JSON.stringify({ ...readProbed(), [fingerprint(connection)]: found }))
  } catch {
    // Not remembered: the next load probes again.
  }
}

/**
 * For a deployment that does not announce rights: both probes at once, the answer kept for
 * this tab's session so a reload does not leave another refused write in the API's logs.
 */
export async function probeOnce(config: Readonly<ApiConfig>, signal?: AbortSignal): Promise<Capabilities> {
  const connection = connectionOf(config)
  const kept = typeof sessionStorage === 'undefined' ? undefined : readProbed()[fingerprint(connection)]
  const { scope, locked } = kept ?? (await probeCapabilities(signal))
  if (!kept && typeof sessionStorage !== 'undefined') writeProbed(connection, { scope, locked })
  // The product of a locked key is read each time: it is API data, and stays in memory.
  return { scope, locked, lockedProduct: locked ? await lockedProductOf(signal) : null }
}

/** Both probes at once; an answer neither probe expects (401, 402, a network failure) is thrown as is. */
export async function probeCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const [scope, locked] = await Promise.all([probeScope(signal), probeLock(signal)])
  const lockedProduct = locked ? await lockedProductOf(signal) : null
  return { scope, locked, lockedProduct }
}
