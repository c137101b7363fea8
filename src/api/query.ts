// Shared pieces of the per-resource query modules: cursor paging, mutations that invalidate
// by prefix, optimistic updates with rollback, and one idempotency key per submission.
import {
  infiniteQueryOptions,
  mutationOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { ApiError } from './errors'

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

const submissionKeys = new WeakMap<object, string>()

/**
 * One Idempotency-Key per submission. React Query retries a mutation with the
 * same variables object, and a form that resends after an error can pass the
 * same object again (`mutation.variables`), so both reuse the key and the
 * server creates the object once. A new submission is a new object, so a new key.
 */
export function idempotencyKeyFor(vars: object): string {
  let key = submissionKeys.get(vars)
  if (!key) {
    key = crypto.randomUUID()
    submissionKeys.set(vars, key)
  }
  return key
}
