import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ToolDetailPage } from '../../../features/tools/detail/tool-detail-page'

export const Route = createFileRoute('/_workspace/tools/$toolId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  // A locked key sees a notice instead of this screen: it is never sent here (each read would be refused).
  loader: ({ context, params }) =>
    context.prefetchWorkspace(() =>
      import('../../../api/tools').then(({ toolQueries }) =>
        context.queryClient.prefetchQuery(toolQueries.detail(params.toolId)),
      ),
    ),
  head: () => ({ meta: [{ title: t`Tool · Agent Console` }] }),
  component: ToolDetailPage,
})
