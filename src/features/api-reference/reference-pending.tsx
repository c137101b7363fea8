// The reference's skeleton while its chunk and the document load; kept apart so the route's
// entry code does not pull in the page.
import { Trans } from '@lingui/react/macro'
import { Skeleton } from '../../components/ui/skeleton'

export function ReferencePending() {
  return (
    <div role="status" aria-live="polite" className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <span className="sr-only">
        <Trans>Loading the API reference…</Trans>
      </span>
      <div className="hidden flex-col gap-2 lg:flex">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 max-w-xl" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}
