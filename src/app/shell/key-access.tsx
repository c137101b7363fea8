// What the key in use may do, in the header: read-only or read and write, and the
// product a locked key is limited to. Always visible when it limits the user.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { capabilityKeys, useCapabilities } from '../capabilities'
import { Badge } from '../../components/ui/badge'
import { AlertIcon, EyeIcon, LockIcon } from '../../components/ui/icons'
import { Skeleton } from '../../components/ui/skeleton'
import { Tooltip } from '../../components/ui/tooltip'

export function KeyAccess() {
  const { t } = useLingui()
  const probe = useCapabilities()
  const client = useQueryClient()
  let content
  if (probe.isPending) {
    content = (
      <>
        <span className="sr-only">
          <Trans>Checking what this key may do…</Trans>
        </span>
        <Skeleton className="h-5 w-24 rounded-full" />
      </>
    )
  } else if (probe.isError && probe.error.status === 402) {
    // The shell shows the trial message itself; here it only names the state.
    content = (
      <Badge tone="warning">
        <AlertIcon className="me-1 size-3.5" />
        <Trans>Trial ended</Trans>
      </Badge>
    )
  } else if (probe.isError) {
    const refused = probe.error.status === 401
    const code = probe.error.code
    content = (
      <Tooltip
        content={
          refused
            ? t`The API refused the key. Open Settings to enter another.`
            : t`Could not check what this key may do (${code}). Click to try again.`
        }
      >
        <button
          type="button"
          onClick={() => void client.resetQueries({ queryKey: capabilityKeys.all })}
          className="bg-danger-soft text-danger inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap"
        >
          <AlertIcon className="size-3.5" />
          {/* On a phone the red alert alone keeps the header in one row; the words stay for screen readers. */}
          <span className="max-sm:sr-only">{refused ? t`Key refused` : t`Access unknown`}</span>
        </button>
      </Tooltip>
    )
  } else {
    const { scope, locked, lockedProduct } = probe.data
    const product = lockedProduct?.name
    content = (
      <>
        {scope === 'read' ? (
          <Badge tone="warning">
            <EyeIcon className="me-1 size-3.5" />
            {/* Shorter on a phone, whole for screen readers. */}
            <span aria-hidden="true" className="sm:hidden">
              <Trans>Read-only</Trans>
            </span>
            <span className="max-sm:sr-only">
              <Trans>Read-only key</Trans>
            </span>
          </Badge>
        ) : (
          <span className="max-lg:hidden">
            <Badge tone="neutral">
              <Trans>Read &amp; write</Trans>
            </Badge>
          </span>
        )}
        {locked ? (
          <span className="max-md:hidden">
            <Badge tone="accent">
              <LockIcon className="me-1 size-3.5" />
              <span className="max-w-40 truncate">
                {product ? (
                  <Trans>
                    Locked to <bdi translate="no">{product}</bdi>
                  </Trans>
                ) : (
                  <Trans>Locked to one product</Trans>
                )}
              </span>
            </Badge>
          </span>
        ) : null}
      </>
    )
  }
  return (
    <div role="group" aria-label={t`Key access`} className="flex items-center gap-1.5">
      {content}
    </div>
  )
}
