import { createFileRoute } from '@tanstack/react-router'
import { toolQueries } from '../../api/tools'
import { ToolDetailPage } from '../../features/tools/detail/tool-detail-page'

export const Route = createFileRoute('/tools/$toolId')({
  // Not awaited: the page shows its own skeleton, and its own 404 and error states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(toolQueries.detail(params.toolId)),
  head: () => ({ meta: [{ title: 'Tool · Agent Console' }] }),
  component: ToolDetailPage,
})
