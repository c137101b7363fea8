import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '../../../features/wallet/statements/statement-page'

export const Route = createFileRoute('/_workspace/wallet/statements/$month')({
  // No loader: the page checks the month, asks for its summary and shows its own skeleton,
  // so the month's parsing stays in the page's chunk rather than on every first load.
  head: ({ params: { month } }) => ({ meta: [{ title: t`Statement ${month} · Agent Console` }] }),
  component: StatementPage,
})
