import { createFileRoute } from '@tanstack/react-router'
import { SessionsPage } from '../../features/sessions/list/sessions-page'
import { sessionsSearch } from '../../features/sessions/search'

export const Route = createFileRoute('/sessions/')({
  validateSearch: sessionsSearch,
  // No loader: the list's query depends on the key's product lock, which the page knows; it shows its own skeleton.
  head: () => ({ meta: [{ title: 'Conversations · Agent Console' }] }),
  component: SessionsPage,
})
