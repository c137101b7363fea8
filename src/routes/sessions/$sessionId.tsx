import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { sessionQueries } from '../../api/sessions'
import { sessionsSearch } from '../../features/sessions/search'
import { TranscriptPage } from '../../features/sessions/transcript/transcript-page'

export const Route = createFileRoute('/sessions/$sessionId')({
  // The list's filter rides along, so j/k walk the list the user came from and Esc returns to it.
  validateSearch: sessionsSearch,
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(sessionQueries.detail(params.sessionId))
    void context.queryClient.prefetchInfiniteQuery(sessionQueries.messages(params.sessionId))
  },
  head: () => ({ meta: [{ title: t`Conversation · Agent Console` }] }),
  component: TranscriptPage,
})
