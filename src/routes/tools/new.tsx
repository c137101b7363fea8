import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { toolKind } from '../../api/contract'
import { NewToolPage } from '../../features/tools/create/new-tool-page'

const newToolSearch = z.object({
  /** Preselects the kind, e.g. from the command palette. */
  kind: toolKind.optional().catch(undefined),
})

export const Route = createFileRoute('/tools/new')({
  validateSearch: newToolSearch,
  head: () => ({ meta: [{ title: 'New tool · Agent Console' }] }),
  component: NewToolPage,
})
