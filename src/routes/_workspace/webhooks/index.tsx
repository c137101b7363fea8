import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { listQueryOf } from '../../../components/list-page/search'
import { webhooksSearch } from '../../../features/webhooks/list/search'
import { WebhooksPage } from '../../../features/webhooks/list/webhooks-page'

export const Route = createFileRoute('/_workspace/webhooks/')({
  validateSearch: webhooksSearch,
  loaderDeps: ({ search: { status, after, before, limit } }) => ({ status, after, before, limit }),
  // Not awaited: the table shows its own skeleton and error with retry.
  loader: ({ context, deps }) =>
    context.prefetchWorkspace(() =>
      import('../../../api/webhooks').then(({ webhookQueries }) =>
        context.queryClient.prefetchQuery(webhookQueries.list(listQueryOf(deps))),
      ),
    ),
  head: () => ({ meta: [{ title: t`Webhooks · Agent Console` }] }),
  component: WebhooksPage,
})
