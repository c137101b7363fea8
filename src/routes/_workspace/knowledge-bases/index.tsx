import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'
import { KnowledgeBasesPage } from '../../../features/knowledge-bases/list/knowledge-bases-page'
import { knowledgeBasesSearch } from '../../../features/knowledge-bases/list/search'
import { listQueryOf } from '../../../components/list-page/search'

export const Route = createFileRoute('/_workspace/knowledge-bases/')({
  validateSearch: knowledgeBasesSearch,
  loaderDeps: ({ search: { q, after, before, limit } }) => ({ q, after, before, limit }),
  // Not awaited: the table shows its own skeleton and error (with retry).
  // A locked key sees a notice instead of this screen: it is never sent here (each read would be refused).
  loader: ({ context, deps }) =>
    context.prefetchWorkspace(() => context.queryClient.prefetchQuery(knowledgeBaseQueries.list(listQueryOf(deps)))),
  head: () => ({ meta: [{ title: t`Knowledge bases · Agent Console` }] }),
  component: KnowledgeBasesPage,
})
