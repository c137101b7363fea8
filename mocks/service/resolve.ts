// Step 8 of the auth order: every path parameter names something that exists and
// that the key may see. "Other product" and "missing" answer the same 404 body.
import type { ServiceCore } from './core'
import { notFound } from './problems'
import type { ApiKey } from './store'

export function resolveParams(svc: ServiceCore, key: ApiKey, params: Record<string, string>): void {
  const { store } = svc
  const visibleProduct = (productId: string) => !key.product_id || key.product_id === productId
  for (const [name, id] of Object.entries(params)) {
    switch (name) {
      case 'product_id':
        if (!store.products.has(id) || !visibleProduct(id)) notFound()
        break
      case 'tool_id':
        if (!store.tools.has(id)) notFound()
        break
      case 'knowledge_base_id':
        if (!store.knowledgeBases.has(id)) notFound()
        break
      case 'source_id': {
        const kb = store.knowledgeBases.get(params.knowledge_base_id ?? '')
        if (!kb?.sources.some((s) => s.id === id)) notFound()
        break
      }
      case 'session_id': {
        const s = store.sessions.get(id)
        if (!s || !visibleProduct(s.product_id)) notFound()
        break
      }
      case 'webhook_id':
        if (!store.webhooks.has(id)) notFound()
        break
      case 'delivery_id': {
        const d = store.deliveriesById.get(id)
        if (!d || d.webhook_id !== params.webhook_id) notFound()
        break
      }
      case 'entry_id':
        if (!store.ledger.has(id)) notFound()
        break
      default:
        notFound()
    }
  }
}
