import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CreateWebhookPage } from '../../../features/webhooks/create/create-webhook-page'

export const Route = createFileRoute('/_workspace/webhooks/new')({
  head: () => ({ meta: [{ title: t`New endpoint · Agent Console` }] }),
  component: CreateWebhookPage,
})
