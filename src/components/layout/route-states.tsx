// The router's defaults: what a route shows while it loads, when it fails, and for an unknown URL.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorNotice } from '../ui/error-notice'
import { Skeleton } from '../ui/skeleton'

export function RoutePending() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  )
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="text-xl font-semibold">This page could not be shown</h1>
      <ErrorNotice
        error={error}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
      <p className="text-fg-muted text-sm">
        <Link to="/" className="text-accent hover:text-accent-hover font-medium underline underline-offset-2">
          Back to the overview
        </Link>
      </p>
    </div>
  )
}

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="text-fg-muted">There is no screen at this address. It may have moved, or the link was mistyped.</p>
      <p>
        <Link to="/" className="text-accent hover:text-accent-hover font-medium underline underline-offset-2">
          Go to the overview
        </Link>
      </p>
    </div>
  )
}
