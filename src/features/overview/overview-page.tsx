// The first screen: the workspace at a glance, each panel loading on its own. A
// product-locked key sees only what belongs to its product: the workspace-level panels
// (wallet, webhooks, knowledge) are left out rather than shown refused.
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { RunwayPanel } from '../../components/runway/runway-panel'
import { useWorkspaceReadable } from '../../app/capabilities'
import { ConversationsPanel, KnowledgePanel, ProductsPanel, UsagePanel, WalletPanel, WebhooksPanel } from './panels'
import { overviewQueries } from './queries'
import { PageHeader } from '../../components/layout/page-header'

export function OverviewPage() {
  const { t } = useLingui()
  // Until the key's rights are known the workspace panels wait, laid out as for a locked key.
  const locked = !useWorkspaceReadable()
  // The products panel's cache entry names the runway's top products: no second request.
  const products = useQuery(overviewQueries.products())
  const productNames = new Map((products.data?.data ?? []).map((p) => [p.id, p.name]))
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={t`Overview`}
        description={t`The workspace at a glance: credits, usage, products, conversations, webhooks and knowledge. Every figure opens its screen.`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {locked ? null : <WalletPanel />}
        {locked ? null : <RunwayPanel productNames={productNames} />}
        {/* Beside the wallet's two panels there is no room for it: it joins the last column. */}
        {locked ? <ProductsPanel /> : null}
        <UsagePanel />
        <ConversationsPanel />
        {locked ? null : (
          <div className="flex flex-col gap-4">
            <ProductsPanel />
            <WebhooksPanel />
            <KnowledgePanel />
          </div>
        )}
      </div>
    </div>
  )
}
