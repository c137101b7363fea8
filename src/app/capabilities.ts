// What the current key may do, for the whole UI: learned from the rights the API announces on
// its answers, or, from a deployment that does not, from probes (capabilities-probe.ts, loaded
// only then). And the app-wide states that follow from the API's answers: a refused key (401) sends to settings, an ended trial (402)
// replaces the screens with one message until it is checked again.
import { t } from '@lingui/core/macro'
import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { callApi } from '../api/client'
import { connectionOf, getConfig, subscribeConfig, type ApiConfig } from '../api/config'
import type { Product } from '../api/contract'
import { isApiError, type ApiError } from '../api/errors'
import { keyRights, type Capabilities } from '../api/key-rights'
import { observable } from '../lib/observable'
import { useActiveLanguage } from './i18n/i18n'
import { isWorkspaceDemoKey } from './demo'
import { startsLater } from './later-requests'

export type { Capabilities, KeyScope } from '../api/key-rights'

let loadersRan: Promise<unknown> = Promise.resolve()

/** main hands over the router's first load: the rights wait for the first screen's requests to leave. */
export function learnAfter(load: Promise<unknown>): void {
  loadersRan = load.catch(() => undefined)
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
 * What the key may do, from the rights the API announces on its answers (docs/api.md, "Headers"): those of a
 * request already under way if there is one, or else of one light read every key may make. A
 * deployment that sends no rights is probed instead, once per key and tab session.
 */
export async function learnCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const config = getConfig()
  // The first screen's own requests bring the rights: once its loaders ran, they have all left.
  await loadersRan
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

/**
 * Each connection (mode, base URL, key) gets a number of its own: the probe's
 * cache key changes with the connection without ever holding the key itself, and
 * setting the same values again (as a connection test does) keeps the number.
 */
const connectionIds = new Map<string, number>()
function configId(config: Readonly<ApiConfig>): number {
  const connection = connectionOf(config)
  let id = connectionIds.get(connection)
  if (id === undefined) {
    id = connectionIds.size + 1
    connectionIds.set(connection, id)
  }
  return id
}

export const capabilityKeys = {
  all: ['capabilities'] as const,
  of: (config: Readonly<ApiConfig>) => ['capabilities', configId(config)] as const,
}

export const capabilityQueries = {
  probe: (config: Readonly<ApiConfig>) =>
    queryOptions({
      queryKey: capabilityKeys.of(config),
      queryFn: ({ signal }) => learnCapabilities(signal),
      // A key's rights do not change while it is configured; a new configuration is a new key.
      staleTime: Infinity,
    }),
}

export const useApiConfig = (): Readonly<ApiConfig> => useSyncExternalStore(subscribeConfig, getConfig)

/** The probes' answer for the connection in use: scope and product lock, or the ApiError that stopped them. */
export function useCapabilities(): UseQueryResult<Capabilities, ApiError> {
  return useQuery(capabilityQueries.probe(useApiConfig()))
}

export interface Permission {
  allowed: boolean
  /** Why not, in words a user can act on; null when allowed. */
  reason: string | null
}

export interface WriteNeeds {
  /** The write reaches beyond one product (tools, webhooks, creating a product): a locked key may not. */
  workspace?: boolean
}

// Reasons are made when asked for, so they are in the language in force.
export const readOnlyReason = () => t`This key can only read. Connect a write key in Settings to make changes.`
export const checkingReason = () => t`Checking what this key may do…`
export const lockedReason = (product: string | null) =>
  product
    ? t`This key is locked to ${product}; workspace-wide changes need a key that is not locked.`
    : t`This key is locked to one product; workspace-wide changes need a key that is not locked.`

type ProbeState = Pick<UseQueryResult<Capabilities, ApiError>, 'status' | 'data'>

/**
 * Whether a write may be offered. While the probes run it is held back; when they
 * failed the API is left to decide (and its 403 is shown where the write was made).
 */
export function writePermission(probe: ProbeState, needs: WriteNeeds = {}): Permission {
  if (probe.status === 'pending') return { allowed: false, reason: checkingReason() }
  if (probe.status === 'error' || !probe.data) return { allowed: true, reason: null }
  const caps = probe.data
  if (caps.scope === 'read') return { allowed: false, reason: readOnlyReason() }
  if (needs.workspace && caps.locked) return { allowed: false, reason: lockedReason(caps.lockedProduct?.name ?? null) }
  return { allowed: true, reason: null }
}

/** `{ allowed, reason }` for a write button: pass `reason` to `<Button disabledReason>`. */
export function useCanWrite(needs: WriteNeeds = {}): Permission {
  // The reason is in words: a change of language asks for it again.
  useActiveLanguage()
  const probe = useCapabilities()
  return writePermission(probe, needs)
}

/**
 * For route loaders and the shell's banners: starts `prefetch` unless the key is product-locked.
 * Until the key's rights are known it waits for them (they come with the first answer of any
 * request), so a locked key's cold deep link makes no request the API would refuse; an unlocked
 * demo key's are public. When the rights cannot be learned, a screen still asks (the API then
 * explains); `ifRightsFail` false asks nothing more of a refused key.
 */
export function prefetchForWorkspace(client: QueryClient, prefetch: () => unknown, ifRightsFail = true): void {
  const probe = capabilityQueries.probe(getConfig())
  const known = client.getQueryState(probe.queryKey)
  if (known?.status === 'success') {
    if (!known.data?.locked) void prefetch()
    return
  }
  // An unlocked demo key's requests leave at once and bring the rights the probe would have waited
  // for: a round trip sooner. The probe is asked either way (the shell shows the rights).
  const demo = isWorkspaceDemoKey(getConfig())
  if (demo) void prefetch()
  // A refused or failed probe leaves the API to decide, as writePermission does.
  startsLater(
    client.ensureQueryData(probe).then(
      (caps) => demo || caps.locked || prefetch(),
      () => !demo && ifRightsFail && prefetch(),
    ),
  )
}

/**
 * For queries and panels of workspace-level data: true once the key's rights say it is not locked,
 * at once for an unlocked demo key, and when the rights could not be learned (the API then
 * explains, as in writePermission). Until a key's rights are known, nothing workspace-level is
 * asked: a screen can show before them (past the first screen's budget, or just after the key
 * changed), and a locked key would only be refused.
 */
export function useWorkspaceReadable(): boolean {
  const probe = useCapabilities()
  const config = useApiConfig()
  if (probe.status === 'success') return !probe.data.locked
  return probe.status === 'error' || isWorkspaceDemoKey(config)
}

/** A locked key cannot see workspace-level screens; until the probes answer, nothing is hidden. */
export function useIsLocked(): boolean {
  return useCapabilities().data?.locked ?? false
}

export type AccessState = { kind: 'ok' } | { kind: 'trial_ended'; error: ApiError }

const access = observable<AccessState>({ kind: 'ok' })
const unauthorizedListeners = new Set<(reason: string) => void>()

export const getApiAccess = (): AccessState => access.get()
export const useApiAccess = (): AccessState =>
  useSyncExternalStore(
    (listener) => access.subscribe(listener),
    () => access.get(),
  )

/** The router registers how to send the user to settings; the query layer only reports. */
export function onUnauthorized(listener: (reason: string) => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** Every failed query and mutation passes here: 401 and 402 are the app's business, not one screen's. */
export function reportApiError(error: unknown): void {
  if (!isApiError(error)) return
  if (error.status === 402 && access.get().kind !== 'trial_ended') access.set({ kind: 'trial_ended', error })
  else if (error.status === 401) for (const listener of [...unauthorizedListeners]) listener(error.code)
}

/** A successful API answer proves the trial is not over (a plan was chosen, or another key is in use). */
export function reportApiSuccess(): void {
  if (access.get().kind !== 'ok') access.set({ kind: 'ok' })
}

/** Forgets the ended trial and asks every screen on view again, the probes included. */
export function recheckAccess(client: QueryClient): Promise<void> {
  access.set({ kind: 'ok' })
  return client.resetQueries()
}

/**
 * A new connection or key makes everything cached stale, and possibly not the
 * new key's to see: reset it all. The probes need no reset, their key is new.
 * `onSwitch` then asks what the root loader asked for the old connection (the
 * shell's banners). Deferred and compared by value: a connection test that sets
 * a candidate and puts the old configuration back in one go changes nothing here.
 */
export function followConfig(client: QueryClient, onSwitch: (client: QueryClient) => void): () => void {
  let handled = connectionOf(getConfig())
  return subscribeConfig(() => {
    queueMicrotask(() => {
      const now = connectionOf(getConfig())
      if (now === handled) return
      handled = now
      access.set({ kind: 'ok' })
      void client.resetQueries({ predicate: (query) => query.queryKey[0] !== capabilityKeys.all[0] })
      onSwitch(client)
    })
  })
}
