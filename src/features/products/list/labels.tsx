// How a product's kind and status read in lists: words first, colour second.
import type { Product } from '../../../api/contract'
import { Badge } from '../../../components/ui/badge'

export const KIND_LABELS: Record<Product['kind'], string> = {
  chat_agent: 'Chat agent',
  mcp_server: 'MCP server',
}

export const STATUS_LABELS: Record<Product['status'], string> = {
  draft: 'Draft',
  published: 'Published',
}

export function StatusBadge({ status }: { status: Product['status'] }) {
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{STATUS_LABELS[status]}</Badge>
}
