// How a product's kind and status read in lists: words first, colour second. A kind or status
// newer than the dashboard reads as it came, in a neutral badge.
import type { Product, PRODUCT_KINDS, PRODUCT_STATUSES } from '../../api/contract'
import { Badge } from '../ui/badge'
import { known } from '../../lib/known'

export const KIND_LABELS: Record<(typeof PRODUCT_KINDS)[number], string> = {
  chat_agent: 'Chat agent',
  mcp_server: 'MCP server',
}

export const STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = {
  draft: 'Draft',
  published: 'Published',
}

export const kindLabel = (kind: Product['kind']): string => known(KIND_LABELS, kind) ?? kind

export function StatusBadge({ status }: { status: Product['status'] }) {
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{known(STATUS_LABELS, status) ?? status}</Badge>
}
