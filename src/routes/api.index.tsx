import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { apiDocumentQuery } from '../features/api-reference/document-query'
import { ReferencePage } from '../features/api-reference/reference-page'
import { ReferencePending } from '../features/api-reference/reference-pending'

const referenceSearch = z.object({
  q: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
})

export const Route = createFileRoute('/api/')({
  validateSearch: referenceSearch,
  // The document is its own chunk; the reference waits for it so #operationId links land on their target.
  loader: ({ context }) => context.queryClient.ensureQueryData(apiDocumentQuery()),
  head: () => ({ meta: [{ title: t`API reference · Agent Console` }] }),
  pendingComponent: ReferencePending,
  component: ReferencePage,
})
