// What the key in use may do, in the header: read-only or read and write, and the
// product a locked key is limited to. Always visible when it limits the user.
import { useQueryClient } from '@tanstack/react-query'
import { capabilityKeys, useCapabilities } from '../capabilities'
import { Badge } from '../../components/ui/badge'
import { AlertIcon, EyeIcon, LockIcon } from '../../components/ui/icons'
import { Skeleton } from '../../components/ui/skeleton'
import { Tooltip } from '../../components/ui/tooltip'

export function KeyAccess() {
  const probe = useCapabilities()
  const client = useQueryClient()
  let content
  if (probe.isPending) {
    content = (
      <>
        <span className="sr-only">Checking what the key may do…</span>
        <Skeleton className="h-5 w-24 rounded-full" />
      </>
    )
  } else if (probe.isError && probe.error.status === 402) {
    // The shell shows the trial message itself; here it only names the state.
    content = (
      <Badge tone="warning">
        <AlertIcon className="me-1 size-3.5" />
        Trial ended
      </Badge>
    )
  } else if (probe.isError) {
    const refused = probe.error.status === 401
    content = (
      <Tooltip
        content={
          refused
            ? 'The API refused the key. Open Settings to enter another.'
            : `Could not check what this key may do (${probe.error.code}). Click to try again.`
        }
      >
        <button
          type="button"
          onClick={() => void client.resetQueries({ queryKey: capabilityKeys.all })}
          className="bg-danger-soft text-danger inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap"
        >
          <AlertIcon className="size-3.5" />
          {/* On a phone the red alert alone keeps the header in one row; the words stay for screen readers. */}
          <span className="max-sm:sr-only">{refused ? 'Key refused' : 'Access unknown'}</span>
        </button>
      </Tooltip>
    )
  } else {
    const { scope, locked, lockedProduct } = probe.data
    content = (
      <>
        {scope === 'read' ? (
          <Badge tone="warning">
            <EyeIcon className="me-1 size-3.5" />
            Read-only<span className="max-sm:sr-only">{'\u00a0'}key</span>
          </Badge>
        ) : (
          <span className="max-lg:hidden">
            <Badge tone="neutral">Read &amp; write</Badge>
          </span>
        )}
        {locked ? (
          <span className="max-md:hidden">
            <Badge tone="accent">
              <LockIcon className="me-1 size-3.5" />
              <span className="max-w-40 truncate">Locked to {lockedProduct?.name ?? 'one product'}</span>
            </Badge>
          </span>
        ) : null}
      </>
    )
  }
  return (
    <div role="group" aria-label="Key access" className="flex items-center gap-1.5">
      {content}
    </div>
  )
}
