import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { toolKind } from '../../../api/contract'
import { CreateToolPage } from '../../../features/tools/create/create-tool-page'

const newToolSearch = z.object({
  /** Preselects the kind, e.g. from the command palette. */
  kind: z.catch(z.optional(toolKind), undefined),
})

export const Route = createFileRoute('/_workspace/tools/new')({
  validateSearch: newToolSearch,
  head: () => ({ meta: [{ title: t`New tool · Agent Console` }] }),
  component: CreateToolPage,
})
