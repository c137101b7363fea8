// The product's header: what it is and where it stands, and the actions that change
// its status (publish, unpublish) or make a copy.
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
import { formatDateTime } from '../../../lib/format'
import { kindLabel } from '../../../components/products/labels'
import { writeScope } from './use-product-form'

function publishEffect(product: Product): ReactNode {
  const name = <bdi>{product.name}</bdi>
  return product.kind === 'mcp_server' ? (
    <>{name} becomes reachable at its MCP URL: any AI client with the URL can list and call its tools.</>
  ) : (
    <>{name} goes live: visitors can start conversations with it, and each answer is debited from the wallet.</>
  )
}

function unpublishEffect(product: Product): ReactNode {
  const name = <bdi>{product.name}</bdi>
  return product.kind === 'mcp_server' ? (
    <>{name} goes back to draft: its MCP URL stops answering and AI clients using it lose its tools.</>
  ) : (
    <>{name} goes back to draft: visitors can no longer start conversations with it. Past conversations stay.</>
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
  const [confirming, setConfirming] = useState(false)
  const publish = useMutation({ ...productMutations.publish(), scope: writeScope(product.id) })
  const unpublish = useMutation({ ...productMutations.unpublish(), scope: writeScope(product.id) })
  const published = product.status === 'published'

  const confirm = async () => {
    try {
      if (published) {
        await unpublish.mutateAsync(product.id)
        toast.success(
          <>
            <bdi>{product.name}</bdi> is unpublished
          </>,
          { description: 'It is a draft again.' },
        )
      } else {
        await publish.mutateAsync(product.id)
        toast.success(
          <>
            <bdi>{product.name}</bdi> is published
          </>,
          {
            description: product.kind === 'mcp_server' ? 'Its MCP URL is live.' : 'Visitors can talk to it now.',
          },
        )
      }
    } catch (e) {
      if (isApiError(e) && e.code === 'publish_blocked') {
        // The reasons belong in the checklist, beside the rules the page checks itself.
        onPublishBlocked(e.fieldErrors)
        toast.error('The API refused to publish', { description: 'Its reasons are in the checklist.' })
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
          <Badge tone={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>
          <Badge tone="accent">{kindLabel(product.kind)}</Badge>
          <span className="text-fg-muted font-mono wrap-anywhere">{product.slug}</span>
          <span className="text-fg-muted whitespace-nowrap">Version {product.version}</span>
          <span className="text-fg-muted whitespace-nowrap">
            {published && product.published_at
              ? `Published ${formatDateTime(product.published_at)}`
              : `Updated ${formatDateTime(product.updated_at)}`}
          </span>
        </>
      }
      actions={
        <>
          {duplicate}
          {published ? (
            <Button onClick={() => setConfirming(true)} busy={unpublish.isPending} disabledReason={writeReason}>
              Unpublish
            </Button>
          ) : (
            <Button
              variant="primary"
              onClick={() => setConfirming(true)}
              busy={publish.isPending}
              disabledReason={writeReason ?? blockedReason}
            >
              Publish
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={
              published ? (
                <>
                  Unpublish <bdi>{product.name}</bdi>?
                </>
              ) : (
                <>
                  Publish <bdi>{product.name}</bdi>?
                </>
              )
            }
            description={published ? unpublishEffect(product) : publishEffect(product)}
            confirmLabel={published ? 'Unpublish' : 'Publish'}
            tone={published ? 'danger' : 'primary'}
            onConfirm={confirm}
          >
            {unsavedEdits ? (
              <p className="text-fg mb-2 text-sm">
                You have unsaved edits: this uses the saved version, not what is in the form.
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      }
    />
  )
}
