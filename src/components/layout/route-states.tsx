// The router's defaults: what a route shows while it loads, when it fails, and for an unknown URL.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'
import { FailedPage, NotFoundPage } from '../ui/page-message'
import { Skeleton } from '../ui/skeleton'

/** A page-shaped skeleton: a title, a line of text, and panels. */
export function RoutePending() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-6xl flex-col gap-6">
      <span className="sr-only">Loading…</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-44 rounded-lg" />
        <Skeleton className="h-44 rounded-lg" />
        <Skeleton className="h-44 rounded-lg" />
        <Skeleton className="h-44 rounded-lg" />
      </div>
    </div>
  )
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // The API's 404 for an object (or one the key cannot see) reads as not found, not as a failure.
  if (isApiError(error) && error.code === 'not_found')
    return (
      <NotFoundMessage
        title="Not found"
        detail="It does not exist, or the key in use cannot see it. Check the address, or the key in Settings."
      />
    )
  return (
    <FailedPage
      title="This page could not be shown"
      error={error}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
      back={{ to: '/', label: 'Back to the overview' }}
    />
  )
}

export interface NotFoundMessageProps {
  title: string
  detail: string
}

/** The router's not-found component: an unknown address. */
export function NotFound() {
  return (
    <NotFoundMessage
      title="Page not found"
      detail="There is no screen at this address. It may have moved, or the link was mistyped."
    />
  )
}

export function NotFoundMessage({ title, detail }: NotFoundMessageProps) {
  return (
    <NotFoundPage title={title} back={{ to: '/', label: 'Go to the overview' }}>
      {detail}
    </NotFoundPage>
  )
}
