// Deleting a tool. A tool in use cannot be deleted: the dialog names the products first and
// offers no delete; if the API refuses anyway (someone attached it meanwhile), its 409
// `tool_in_use` is shown with the products it names.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Tool } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { toolKeys, useDeleteTool } from '../../../api/tools'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { AlertIcon } from '../../../components/ui/icons'
import { toast } from '../../../components/ui/toast'

function ProductLinks({ products }: { products: readonly { id: string; name: string }[] }) {
  return (
    <ul className="border-line divide-line mt-2 divide-y rounded-md border">
      {products.map((p) => (
        <li key={p.id} className="px-3 py-2">
          <Link
            to="/products/$productId"
            params={{ productId: p.id }}
            translate="no"
            className="text-accent hover:text-accent-hover font-medium wrap-anywhere underline underline-offset-2"
          >
            <bdi>{p.name}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function DeleteToolDialog({
  tool,
  open,
  onOpenChange,
}: {
  tool: Tool
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const client = useQueryClient()
  const navigate = useNavigate()
  const remove = useDeleteTool()
  const name = <bdi translate="no">{tool.name}</bdi>
  const [failure, setFailure] = useState<unknown>(null)
  const usedCount = tool.used_by.length
  const inUse = usedCount > 0
  const refusedInUse = isApiError(failure) && failure.code === 'tool_in_use' ? (failure.products ?? []) : null

  const close = (next: boolean) => {
    if (remove.isPending) return
    if (!next) setFailure(null)
    onOpenChange(next)
  }

  const confirm = async () => {
    setFailure(null)
    try {
      await remove.mutateAsync(tool.id)
      toast.success(<Trans>Deleted {name}</Trans>)
      onOpenChange(false)
      await navigate({ to: '/tools' })
    } catch (e) {
      setFailure(e)
      // The API named who uses it: read the tool again so the page says the same.
      if (isApiError(e) && e.code === 'tool_in_use')
        void client.invalidateQueries({ queryKey: toolKeys.detail(tool.id) })
    }
  }

  const blocked = inUse || refusedInUse !== null
  const refusedCount = refusedInUse?.length ?? 0

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={blocked ? <Trans>{name} is in use</Trans> : <Trans>Delete {name}?</Trans>}
        description={
          blocked
            ? t`A tool attached to a product cannot be deleted. Detach it from these products first.`
            : t`No product uses this tool. Deleting it cannot be undone.`
        }
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button disabled={remove.isPending}>{blocked ? t`Close` : t`Cancel`}</Button>
            </DialogClose>
            {blocked ? null : (
              <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
                <Trans>Delete tool</Trans>
              </Button>
            )}
          </>
        }
      >
        {refusedInUse ? (
          <div role="alert" className="border-danger/40 bg-danger-soft rounded-md border p-3">
            <p className="text-danger flex items-center gap-2 font-semibold">
              <AlertIcon className="size-4" />
              <Trans>The API refused: the tool is in use</Trans>
            </p>
            <p className="text-fg mt-1">
              {plural(refusedCount, {
                one: 'It was attached to a product since this page was loaded:',
                other: 'It was attached to products since this page was loaded:',
              })}
            </p>
            <ProductLinks products={refusedInUse} />
          </div>
        ) : inUse ? (
          <div>
            <p className="text-fg">
              {plural(usedCount, { one: 'Used by this product:', other: 'Used by these # products:' })}
            </p>
            <ProductLinks products={tool.used_by} />
          </div>
        ) : failure ? (
          <ErrorNotice error={failure} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
