import { createFileRoute } from '@tanstack/react-router'
import { toolQueries } from '../../api/tools'
import { ToolsPage } from '../../features/tools/list/tools-page'
import { listQueryOf, toolsSearch } from '../../features/tools/list/search'

export const Route = createFileRoute('/tools/')({
  validateSearch: toolsSearch,
  loaderDeps: ({ search: { kind, q, after, before, limit } }) => ({ kind, q, after, before, limit }),
  // Not awaited: the table shows its own skeleton and error (with retry).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(toolQueries.list(listQueryOf(deps))),
  head: () => ({ meta: [{ title: 'Tools · Agent Console' }] }),
  component: ToolsPage,
})
