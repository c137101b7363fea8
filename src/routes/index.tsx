import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '../features/overview/overview-page'
import { prefetchOverview } from '../features/overview/queries'
import { LockedKeyLanding } from '../features/products/landing'

export const Route = createFileRoute('/')({
  // Not awaited: each panel shows its own skeleton rather than the page waiting for the slowest figure.
  loader: ({ context }) => prefetchOverview(context.queryClient),
  head: () => ({ meta: [{ title: t`Overview · Agent Console` }] }),
  component: IndexPage,
})

function IndexPage() {
  return (
    <LockedKeyLanding>
      <OverviewPage />
    </LockedKeyLanding>
  )
}
