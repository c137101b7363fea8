// Sessions (conversations): query keys and read-only queries, transcripts paged oldest first.
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import type { SessionListQuery, SummaryQuery } from './contract'
import { sessionKeys, type MessageListQuery } from './keys'
import { pagedQuery } from './query'

export { sessionKeys }

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
  /** The transcript, oldest first; `limit` up to 100 a page. */
  messages: (id: string, q: MessageListQuery = { limit: 100 }) =>
    pagedQuery(sessionKeys.messages(id, q), (cursor, signal) =>
      callApi('listSessionMessages', { params: { session_id: id }, query: { ...q, starting_after: cursor }, signal }),
    ),
}
