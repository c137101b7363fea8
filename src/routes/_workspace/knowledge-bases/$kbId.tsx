import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'
import { KnowledgeBasePage } from '../../../features/knowledge-bases/detail/knowledge-base-page'

export const Route = createFileRoute('/_workspace/knowledge-bases/$kbId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  // A locked key sees a notice instead of this screen: it is never sent here (each read would be refused).
  loader: ({ context, params }) =>
    context.prefetchWorkspace(() => context.queryClient.prefetchQuery(knowledgeBaseQueries.detail(params.kbId))),
  head: () => ({ meta: [{ title: t`Knowledge base · Agent Console` }] }),
  component: KnowledgeBasePage,
})
