// Shared pieces of the per-resource query modules: cursor paging, mutations that invalidate
// by prefix, optimistic updates with rollback, and the Idempotency-Key of a form's writes.
import {
  infiniteQueryOptions,
  mutationOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { isApiError, type ApiError } from './errors'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

export interface Page<T> {
  data: T[]
  has_more: boolean
}

/**
 * Cursor paging over a list: the next page starts after the last id while
 * `has_more`. The first page's cursor is '' (React Query needs a page param
 * of one type; '' is never an id).
 */
export function pagedQuery<const K extends QueryKey, T extends { id: string }>(
  queryKey: K,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: Page<T>) => (last.has_more ? last.data.at(-1)?.id : undefined),
  })
}

export interface ApiMutation<TVars, TData> {
  key: QueryKey
  fn: (vars: TVars) => Promise<TData>
  /** Key prefixes made stale, refetched before the mutation settles. */
  invalidates: (vars: TVars, data: TData | undefined) => readonly QueryKey[]
  /** Writes the server's answer into the cache at once. */
  onSuccess?: (data: TData, vars: TVars, client: QueryClient) => void
  /** Applies the expected result before the answer; returns how to undo it. */
  optimistic?: (vars: TVars, client: QueryClient) => Promise<() => void>
}

/** Mutation options with the invalidation, optimistic update and rollback every resource shares. */
export function apiMutation<TVars, TData>(m: ApiMutation<TVars, TData>) {
  return mutationOptions<TData, ApiError, TVars, { rollback: (() => void) | null }>({
    mutationKey: m.key,
    mutationFn: (vars) => m.fn(vars),
    onMutate: async (vars, { client }) => ({ rollback: m.optimistic ? await m.optimistic(vars, client) : null }),
    onError: (_error, _vars, result) => result?.rollback?.(),
    onSuccess: (data, vars, _result, { client }) => m.onSuccess?.(data, vars, client),
    onSettled: (data, _error, vars, _result, { client }) =>
      Promise.all(m.invalidates(vars, data).map((queryKey) => client.invalidateQueries({ queryKey }))),
  })
}

type Cached<T> = T | Page<T> | InfiniteData<Page<T>>

function mapCached<T extends { id: string }>(
  old: Cached<T> | undefined,
  id: string,
  fn: (item: T) => T,
): Cached<T> | undefined {
  if (old === undefined) return old
  const mapPage = (p: Page<T>): Page<T> => ({ ...p, data: p.data.map((item) => (item.id === id ? fn(item) : item)) })
  if ('pages' in old) return { ...old, pages: old.pages.map(mapPage) }
  if ('data' in old && 'has_more' in old) return mapPage(old)
  return old.id === id ? fn(old) : old
}

/**
 * Applies `fn` to object `id` wherever it is cached under `prefixes` (its detail
 * and every list page), after cancelling fetches that would overwrite it.
 * Returns the rollback, which restores exactly what was there.
 */
export async function patchCached<T extends { id: string }>(
  client: QueryClient,
  prefixes: readonly QueryKey[],
  id: string,
  fn: (item: T) => T,
): Promise<() => void> {
  await Promise.all(prefixes.map((queryKey) => client.cancelQueries({ queryKey })))
  const snapshots = prefixes.flatMap((queryKey) => client.getQueriesData<Cached<T>>({ queryKey }))
  for (const queryKey of prefixes) client.setQueriesData<Cached<T>>({ queryKey }, (old) => mapCached(old, id, fn))
  return () => {
    for (const [key, data] of snapshots) client.setQueryData(key, data)
  }
}

/** A create's variables: the body, and the Idempotency-Key the caller chose for this write. */
export interface Idempotent<B> {
  body: B
  idempotencyKey: string
}

/**
 * Whether a failed write may still have happened, or may happen yet: no answer (offline,
 * lost, timed out), a 5xx (the server keeps no record of those), a rate limit, or the
 * same key still running. Only then is resending under the same key the safe retry.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false
  return (
    error.retryable ||
    error.code === 'timeout' ||
    error.code === 'unexpected_response' ||
    error.code === 'idempotency_key_in_use'
  )
}

/**
 * The Idempotency-Key of each attempt of one form's writes. The same body resent after
 * an unknown outcome keeps its key, so the server runs it at most once and answers the
 * stored result. A changed body needs a new key (the server refuses a reused key with
 * another body), and so does a settled attempt: after a success the next submission is a
 * new object, and after a refusal the server stored that refusal under the key and would
 * replay it even once its cause is gone (a taken slug freed meanwhile).
 */
export function idempotencyKeys() {
  let last: { json: string; key: string } | null = null
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body)
      if (last?.json !== json) last = { json, key: crypto.randomUUID() }
      return last.key
    },
    /** The attempt's outcome: no error for a success. */
    settled(error?: unknown) {
      if (!outcomeUnknown(error)) last = null
    },
  }
}
