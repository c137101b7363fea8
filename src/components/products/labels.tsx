// How a product's kind and status read in lists: words first, colour second. A kind or status
// newer than the dashboard reads as it came, in a neutral badge.
import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '#i18n'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Product, PRODUCT_KINDS, PRODUCT_STATUSES } from '../../api/contract'
import { Badge } from '../ui/badge'
import { known } from '../../lib/known'

export const KIND_LABELS: Record<(typeof PRODUCT_KINDS)[number], MessageDescriptor> = {
  chat_agent: msg`Chat agent`,
  mcp_server: msg`MCP server`,
}

export const STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
}

/** In the language in force: called from render, so it follows a change of language. */
export const kindLabel = (kind: Product['kind']): string => {
  const label = known(KIND_LABELS, kind)
  return label ? i18n._(label) : kind
}

export function StatusBadge({ status }: { status: Product['status'] }) {
  const { i18n: active } = useLingui()
  const label = known(STATUS_LABELS, status)
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{label ? active._(label) : status}</Badge>
}
