// Sessions (conversations): query keys and read-only queries, transcripts paged oldest first.
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { LIMIT_MAX, type Session, type SessionListQuery, type SummaryQuery } from './contract'
import { sessionKeys, type MessageListQuery } from './keys'
import { pagedQuery } from './query'

export { sessionKeys }

/** Newer (previous in the list) or older (next in the list) than a conversation, under the same filters. */
export type Neighbour = 'previous' | 'next'

/** One page of conversations at the API's largest size, for walks over a whole filtered list (exports). */
export const fetchSessionsPage = (q: SessionListQuery, cursor: string | undefined, signal: AbortSignal) =>
  callApi('listSessions', { query: { ...q, limit: LIMIT_MAX, starting_after: cursor }, signal })

/** One page of a transcript at the API's largest size, oldest first. */
export const fetchMessagesPage = (id: string, cursor: string | undefined, signal: AbortSignal) =>
  callApi('listSessionMessages', {
    params: { session_id: id },
    query: { limit: LIMIT_MAX, starting_after: cursor },
    signal,
  })

export const sessionQueries = {
  list: (q: SessionListQuery = {}) =>
    queryOptions({
      queryKey: sessionKeys.list(q),
      queryFn: ({ signal }) => callApi('listSessions', { query: q, signal }),
    }),
  infinite: (q: SessionListQuery = {}) =>
    pagedQuery(sessionKeys.infinite(q), (cursor, signal) =>
      callApi('listSessions', { query: { ...q, starting_after: cursor }, signal }),
    ),
  summary: (q: SummaryQuery = {}) =>
    queryOptions({
      queryKey: sessionKeys.summary(q),
      queryFn: ({ signal }) => callApi('getSessionSummary', { query: q, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: sessionKeys.detail(id),
      queryFn: ({ signal }) => callApi('getSession', { params: { session_id: id }, signal }),
    }),
  /**
   * The conversation just before or after `id` in the list `q` selects, or null at either
   * end: the list's own cursors with a page of one, so it holds for any filter without
   * loading the list. The API refuses (400) when `id` is not in that list.
   */
  neighbour: (q: SessionListQuery, id: string, direction: Neighbour) =>
    queryOptions({
      queryKey: [...sessionKeys.lists(), 'neighbour', q, id, direction] as const,
      queryFn: async ({ signal }): Promise<Session | null> => {
        const cursor = direction === 'next' ? { starting_after: id } : { ending_before: id }
        const page = await callApi('listSessions', { query: { ...q, limit: 1, ...cursor }, signal })
        return page.data[0] ?? null
      },
    }),
  /** The transcript, oldest first; `limit` up to 100 a page. */
  messages: (id: string, q: MessageListQuery = { limit: 100 }) =>
    pagedQuery(sessionKeys.messages(id, q), (cursor, signal) =>
      callApi('listSessionMessages', { params: { session_id: id }, query: { ...q, starting_after: cursor }, signal }),
    ),
}
