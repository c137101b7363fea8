// The first screen: the workspace at a glance, each panel loading on its own.
import { ConversationsPanel } from './conversations-panel'
import { ProductsPanel } from './products-panel'
import { WalletPanel } from './wallet-panel'
import { WebhooksPanel } from './webhooks-panel'

export function OverviewPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-fg text-2xl font-semibold tracking-tight">Overview</h1>
        <p className="text-fg-muted mt-1 text-sm">
          The workspace at a glance: credits, products, conversations and webhooks.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <WalletPanel />
        <ProductsPanel />
        <ConversationsPanel />
        <WebhooksPanel />
      </div>
    </div>
  )
}
