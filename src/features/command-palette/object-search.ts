// Finding objects by name for the palette: each kind asks the API's own list with its search
// parameter and a small page (never the whole collection), once typing pauses, and a newer
// query cancels the older request. A kind the key may not read is not asked at all.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { callApi } from '../../api/client'
import { productQueries } from '../../api/products'
import { formatRelative } from '../../lib/format'
import { useCapabilities } from '../../app/capabilities'
import { hostOf, KNOWLEDGE_BASE, PRODUCT, TOOL, WEBHOOK, type Navigate, type Presented } from './object-types'
import { useDebounced } from '../../components/hooks/use-debounced'

/** Typing a name character by character should not send a request per character. */
export const SEARCH_DELAY_MS = 200
/** Fewer letters than this match half the workspace; the screens and actions are enough then. */
export const SEARCH_MIN_LENGTH = 2
/** Per kind: the palette shows the best few, and the kind's screen has the rest. */
export const SEARCH_LIMIT = 5

export type SearchKind = 'product' | 'tool' | 'knowledgeBase' | 'webhook' | 'session'

export interface ObjectHit {
  /** The cmdk value, unique across the palette. */
  value: string
  id: string
  kind: SearchKind
  name: string
  detail: string
  /** Other fields the query may have matched: slug, e-mail, host. */
  keywords: string[]
  /** The API found it for the query as typed now (not a previous query's hit kept while typing). */
  found?: boolean
  open: (navigate: Navigate) => Promise<void>
}

interface SearchContext {
  client: QueryClient
  signal: AbortSignal
}

interface Searcher {
  /** The kind in the plural, inside a sentence: "Could not search products". */
  plural: MessageDescriptor
  /** Tools, knowledge bases and webhooks: a product-locked key may not read them. */
  workspace: boolean
  search: (q: string, ctx: SearchContext) => Promise<ObjectHit[]>
}

const hit = (kind: SearchKind, h: Omit<ObjectHit, 'value' | 'kind'>): ObjectHit => ({
  ...h,
  kind,
  value: `object:${h.id}`,
})

/** A conversation's product is named with one (cached) request per product, not per conversation. */
async function productNames(ids: string[], client: QueryClient): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  const names = await Promise.all(
    unique.map((id) =>
      client.fetchQuery({ ...productQueries.detail(id), staleTime: 60_000 }).then(
        (p) => p.name,
        () => id,
      ),
    ),
  )
  return new Map(unique.map((id, i) => [id, names[i] ?? id]))
}

/** A kind the API's list finds by `q`: its best few, named and opened as a pasted id of it is. */
function byName<T extends { id: string }>(
  kind: SearchKind,
  plural: MessageDescriptor,
  workspace: boolean,
  presented: Presented<T>,
  list: (q: string, signal: AbortSignal) => Promise<{ data: T[] }>,
  keywords: (object: T) => string[] = () => [],
): Searcher {
  return {
    plural,
    workspace,
    search: async (q, { signal }) =>
      (await list(q, signal)).data.map((o) =>
        hit(kind, {
          id: o.id,
          ...presented.describe(o),
          keywords: keywords(o),
          open: (navigate) => presented.open(o, navigate),
        }),
      ),
  }
}

/** In the order the palette lists kinds that match equally well. */
export const SEARCHERS: Record<SearchKind, Searcher> = {
  product: byName(
    'product',
    msg`products`,
    false,
    PRODUCT,
    (q, signal) => callApi('listProducts', { query: { q, limit: SEARCH_LIMIT }, signal }),
    (p) => [p.slug],
  ),
  tool: byName('tool', msg`tools`, true, TOOL, (q, signal) =>
    callApi('listTools', { query: { q, limit: SEARCH_LIMIT }, signal }),
  ),
  knowledgeBase: byName('knowledgeBase', msg`knowledge bases`, true, KNOWLEDGE_BASE, (q, signal) =>
    callApi('listKnowledgeBases', { query: { q, limit: SEARCH_LIMIT }, signal }),
  ),
  webhook: byName(
    'webhook',
    msg`webhook endpoints`,
    true,
    WEBHOOK,
    (q, signal) => callApi('listWebhooks', { query: { q, limit: SEARCH_LIMIT }, signal }),
    (w) => [hostOf(w.url)],
  ),
  session: {
    plural: msg`conversations`,
    workspace: false,
    search: async (q, { signal, client }) => {
      const page = await callApi('listSessions', { query: { contact: q, limit: SEARCH_LIMIT }, signal })
      const names = await productNames(
        page.data.map((s) => s.product_id),
        client,
      )
      return page.data.map((s) => {
        const contact = s.contact ?? {}
        const who = contact.name ?? contact.email ?? contact.phone ?? t`Anonymous visitor`
        const reach = [contact.email, contact.phone].filter((v): v is string => !!v && v !== who)
        const when = formatRelative(s.last_message_at)
        return hit('session', {
          id: s.id,
          name: who,
          detail: [...reach.slice(0, 1), names.get(s.product_id) ?? s.product_id, t`last message ${when}`].join(' · '),
          keywords: [contact.email, contact.phone].filter((v): v is string => !!v),
          open: (navigate) => navigate({ to: '/sessions/$sessionId', params: { sessionId: s.id } }),
        })
      })
    },
  },
}

export const SEARCH_KINDS = Object.keys(SEARCHERS) as SearchKind[]

export interface KindSearch {
  kind: SearchKind
  plural: string
  status: 'idle' | 'pending' | 'error' | 'success'
  error: unknown
  retry: () => void
  retrying: boolean
}

export interface ObjectSearch {
  /** The query the hits answer; while typing, the previous one (its hits are kept, but not vouched for). */
  answered: string
  hits: ObjectHit[]
  kinds: KindSearch[]
  /** Every kind that is asked has answered the current query (or failed). */
  settled: boolean
}

/**
 * Which kinds this key may search: a locked key never asks for workspace-level lists (they
 * would be refused), and until the probe answers they wait rather than guess.
 */
function useReadableKinds(): ReadonlySet<SearchKind> {
  const caps = useCapabilities()
  const workspace = caps.status === 'success' ? !caps.data.locked : caps.status === 'error'
  return new Set(SEARCH_KINDS.filter((k) => workspace || !SEARCHERS[k].workspace))
}

const searchKey = (kind: SearchKind, q?: string) =>
  q === undefined ? (['command-palette', 'search', kind] as const) : (['command-palette', 'search', kind, q] as const)

/**
 * The hits of a kind's latest answer since `since`, shown while a newer query is asked.
 * `keepPreviousData` cannot do this here: useQueries starts a new observer for each new key, and a
 * new observer has no previous data, so the rows would vanish until the answer came and an Enter
 * pressed meanwhile would find no row to act on.
 */
function lastAnswer(client: QueryClient, kind: SearchKind, since: number): ObjectHit[] | undefined {
  let latest: { at: number; data: ObjectHit[] } | undefined
  for (const { queryKey } of client.getQueryCache().findAll({ queryKey: searchKey(kind) })) {
    const state = client.getQueryState<ObjectHit[]>(queryKey)
    const at = state?.dataUpdatedAt ?? 0
    if (state?.data && at >= since && (!latest || at > latest.at)) latest = { at, data: state.data }
  }
  return latest?.data
}

export function useObjectSearch(query: string, { enabled = true }: { enabled?: boolean } = {}): ObjectSearch {
  const { i18n } = useLingui()
  const q = query.trim()
  const settledQuery = useDebounced(q, SEARCH_DELAY_MS)
  const readable = useReadableKinds()
  const client = useQueryClient()
  // Answers from an earlier opening of the palette are not this search's previous hits.
  const [since] = useState(() => Date.now())
  const wanted = enabled && settledQuery.length >= SEARCH_MIN_LENGTH
  const results = useQueries({
    queries: SEARCH_KINDS.map((kind) => ({
      queryKey: searchKey(kind, settledQuery),
      queryFn: ({ signal, client }: { signal: AbortSignal; client: QueryClient }) =>
        SEARCHERS[kind].search(settledQuery, { signal, client }),
      enabled: wanted && readable.has(kind),
      // A quick glance: a failure shows at once with a Retry rather than retrying behind a spinner.
      retry: false,
      staleTime: 30_000,
      placeholderData: (previous?: ObjectHit[]) => previous ?? lastAnswer(client, kind, since),
    })),
  })
  const current = wanted && settledQuery === q
  const kinds: KindSearch[] = SEARCH_KINDS.map((kind, i) => {
    const r = results[i]
    const asked = wanted && readable.has(kind)
    return {
      kind,
      plural: i18n._(SEARCHERS[kind].plural),
      status: !asked || !r ? 'idle' : r.isError ? 'error' : r.isPending || r.isPlaceholderData ? 'pending' : 'success',
      error: r?.error ?? null,
      retry: () => void r?.refetch(),
      retrying: r?.isFetching ?? false,
    }
  })
  const hits = wanted
    ? SEARCH_KINDS.flatMap((kind, i) => {
        const r = results[i]
        if (!r?.data || !readable.has(kind)) return []
        const found = current && !r.isPlaceholderData
        return r.data.map((h) => ({ ...h, found }))
      })
    : []
  return {
    answered: wanted ? settledQuery : '',
    hits,
    kinds,
    settled: !enabled || q.length < SEARCH_MIN_LENGTH || (current && kinds.every((k) => k.status !== 'pending')),
  }
}
