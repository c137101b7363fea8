import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ApiLayout } from '../features/api-reference/api-layout'

export const Route = createFileRoute('/api')({
  head: () => ({ meta: [{ title: t`API · Agent Console` }] }),
  component: ApiLayout,
})
