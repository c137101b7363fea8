// The product's header: what it is and where it stands, and the actions that change
// its status (publish, unpublish) or make a copy.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { FieldError, Product } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { productMutations } from '../../../api/products'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { DetailHeader } from '../../../components/ui/detail-header'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/toast'
import { formatCount, formatDateTime } from '../../../lib/format'
import { kindLabel, StatusBadge } from '../../../components/products/labels'
import { writeScope } from './use-product-form'

function publishEffect(product: Product): ReactNode {
  const name = product.name
  return product.kind === 'mcp_server' ? (
    <Trans>
      <bdi translate="no">{name}</bdi> becomes reachable at its MCP URL: any AI client with the URL can list and call
      its tools.
    </Trans>
  ) : (
    <Trans>
      <bdi translate="no">{name}</bdi> goes live: visitors can start conversations with it, and each answer is debited
      from the wallet.
    </Trans>
  )
}

function unpublishEffect(product: Product): ReactNode {
  const name = product.name
  return product.kind === 'mcp_server' ? (
    <Trans>
      <bdi translate="no">{name}</bdi> goes back to draft: its MCP URL stops answering and AI clients using it lose its
      tools.
    </Trans>
  ) : (
    <Trans>
      <bdi translate="no">{name}</bdi> goes back to draft: visitors can no longer start conversations with it. Past
      conversations stay.
    </Trans>
  )
}

export interface HeaderProps {
  product: Product
  writeReason: string | null
  /** Why publishing is blocked, from the checklist; null when nothing blocks it. */
  blockedReason: string | null
  unsavedEdits: boolean
  onPublishBlocked: (errors: FieldError[]) => void
  /** A Duplicate control, when the duplicate feature provides one. */
  duplicate?: ReactNode
}

export function ProductHeader({
  product,
  writeReason,
  blockedReason,
  unsavedEdits,
  onPublishBlocked,
  duplicate,
}: HeaderProps) {
  const { t } = useLingui()
  const name = product.name
  const version = formatCount(product.version)
  const [confirming, setConfirming] = useState(false)
  const publish = useMutation({ ...productMutations.publish(), scope: writeScope(product.id) })
  const unpublish = useMutation({ ...productMutations.unpublish(), scope: writeScope(product.id) })
  const published = product.status === 'published'
  const publishedAt = product.published_at ? formatDateTime(product.published_at) : ''
  const updatedAt = formatDateTime(product.updated_at)

  const confirm = async () => {
    try {
      if (published) {
        await unpublish.mutateAsync(product.id)
        toast.success(
          <Trans>
            <bdi translate="no">{name}</bdi> is unpublished
          </Trans>,
          { description: t`It is a draft again.` },
        )
      } else {
        await publish.mutateAsync(product.id)
        toast.success(
          <Trans>
            <bdi translate="no">{name}</bdi> is published
          </Trans>,
          {
            description: product.kind === 'mcp_server' ? t`Its MCP URL is live.` : t`Visitors can talk to it now.`,
          },
        )
      }
    } catch (e) {
      if (isApiError(e) && e.code === 'publish_blocked') {
        // The reasons belong in the checklist, beside the rules the page checks itself.
        onPublishBlocked(e.fieldErrors)
        toast.error(t`The API refused to publish`, { description: t`Its reasons are in the checklist.` })
        return
      }
      throw e
    }
  }

  return (
    <DetailHeader
      name={product.name}
      facts={
        <>
          <StatusBadge status={product.status} />
          <Badge tone="accent">{kindLabel(product.kind)}</Badge>
          <span translate="no" dir="ltr" className="text-fg-muted font-mono wrap-anywhere">
            {product.slug}
          </span>
          <span className="text-fg-muted whitespace-nowrap">{t`Version ${version}`}</span>
          <span className="text-fg-muted whitespace-nowrap">
            {published && product.published_at ? t`Published ${publishedAt}` : t`Updated ${updatedAt}`}
          </span>
        </>
      }
      actions={
        <>
          {duplicate}
          {published ? (
            <Button onClick={() => setConfirming(true)} busy={unpublish.isPending} disabledReason={writeReason}>
              <Trans>Unpublish</Trans>
            </Button>
          ) : (
            <Button
              variant="primary"
              onClick={() => setConfirming(true)}
              busy={publish.isPending}
              disabledReason={writeReason ?? blockedReason}
            >
              <Trans>Publish</Trans>
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={
              published ? (
                <Trans>
                  Unpublish <bdi translate="no">{name}</bdi>?
                </Trans>
              ) : (
                <Trans>
                  Publish <bdi translate="no">{name}</bdi>?
                </Trans>
              )
            }
            description={published ? unpublishEffect(product) : publishEffect(product)}
            confirmLabel={published ? t`Unpublish` : t`Publish`}
            tone={published ? 'danger' : 'primary'}
            onConfirm={confirm}
          >
            {unsavedEdits ? (
              <p className="text-fg mb-2 text-sm">
                <Trans>You have unsaved edits: this uses the saved version, not what is in the form.</Trans>
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      }
    />
  )
}
