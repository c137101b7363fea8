import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { prefetchSessions } from '../../features/sessions/list/prefetch'
import { SessionsPage } from '../../features/sessions/list/sessions-page'
import { sessionsSearch } from '../../features/sessions/search'

export const Route = createFileRoute('/sessions/')({
  validateSearch: sessionsSearch,
  loaderDeps: ({ search }) => search,
  // Not awaited: the list shows its own skeleton and error. Its request leaves with the route's code, not after it.
  loader: ({ context, deps }) => prefetchSessions(context.queryClient, deps),
  head: () => ({ meta: [{ title: t`Conversations · Agent Console` }] }),
  component: SessionsPage,
})
