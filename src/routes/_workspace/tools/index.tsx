import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ToolsPage } from '../../../features/tools/list/tools-page'
import { toolsSearch } from '../../../features/tools/list/search'
import { listQueryOf } from '../../../components/list-page/search'

export const Route = createFileRoute('/_workspace/tools/')({
  validateSearch: toolsSearch,
  loaderDeps: ({ search: { kind, q, after, before, limit } }) => ({ kind, q, after, before, limit }),
  // Not awaited: the table shows its own skeleton and error (with retry).
  // A locked key sees a notice instead of this screen: it is never sent here (each read would be refused).
  loader: ({ context, deps }) =>
    context.prefetchWorkspace(() =>
      import('../../../api/tools').then(({ toolQueries }) =>
        context.queryClient.prefetchQuery(toolQueries.list(listQueryOf(deps))),
      ),
    ),
  head: () => ({ meta: [{ title: t`Tools · Agent Console` }] }),
  component: ToolsPage,
})
