// Knowledge bases: query keys, queries (polling while a source refreshes) and the refresh mutation.
import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from './client'
import type { KnowledgeBase, KnowledgeBaseListQuery } from './contract'
import { knowledgeBaseKeys } from './keys'
import { apiMutation, pagedQuery } from './query'

export { knowledgeBaseKeys }

/** How often a knowledge base with a refreshing source is read again, so its status changes without a reload. */
export const REFRESH_POLL_MS = 2_000
const isRefreshing = (kb: KnowledgeBase | undefined) => kb?.sources.some((s) => s.status === 'refreshing') ?? false

export const knowledgeBaseQueries = {
  list: (q: KnowledgeBaseListQuery = {}) =>
    queryOptions({
      queryKey: knowledgeBaseKeys.list(q),
      queryFn: ({ signal }) => callApi('listKnowledgeBases', { query: q, signal }),
      refetchInterval: (query) => (query.state.data?.data.some((kb) => isRefreshing(kb)) ? REFRESH_POLL_MS : false),
    }),
  infinite: (q: KnowledgeBaseListQuery = {}) =>
    pagedQuery(knowledgeBaseKeys.infinite(q), (cursor, signal) =>
      callApi('listKnowledgeBases', { query: { ...q, starting_after: cursor }, signal }),
    ),
  detail: (id: string) =>
    queryOptions({
      queryKey: knowledgeBaseKeys.detail(id),
      queryFn: ({ signal }) => callApi('getKnowledgeBase', { params: { knowledge_base_id: id }, signal }),
      refetchInterval: (query) => (isRefreshing(query.state.data) ? REFRESH_POLL_MS : false),
    }),
}

export const knowledgeBaseMutations = {
  /** 202 with the source now `refreshing`; 409 `refresh_in_progress` if one already runs. */
  refreshSource: () =>
    apiMutation({
      key: [...knowledgeBaseKeys.all, 'refresh'],
      fn: ({ knowledgeBaseId, sourceId }: { knowledgeBaseId: string; sourceId: string }) =>
        callApi('refreshKnowledgeSource', { params: { knowledge_base_id: knowledgeBaseId, source_id: sourceId } }),
      onSuccess: (source, { knowledgeBaseId }, client) =>
        client.setQueryData<KnowledgeBase>(
          knowledgeBaseKeys.detail(knowledgeBaseId),
          (kb) => kb && { ...kb, sources: kb.sources.map((s) => (s.id === source.id ? source : s)) },
        ),
      // A refreshing source also blocks publishing the products it backs.
      invalidates: ({ knowledgeBaseId }) => [knowledgeBaseKeys.detail(knowledgeBaseId), knowledgeBaseKeys.lists()],
    }),
}

export const useRefreshKnowledgeSource = () => useMutation(knowledgeBaseMutations.refreshSource())
