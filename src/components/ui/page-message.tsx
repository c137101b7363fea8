// What stands in for a screen that cannot be shown: a 404 (an unknown address, or a record that
// does not exist or the key cannot see) with the way back, or the error with its retry.
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorNotice } from './error-notice'

const backLinkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

/** Where to go instead, e.g. the list the record was in. */
export type BackLink = Pick<LinkProps, 'to' | 'params' | 'search'> & { label: string }

function Back({ back: { label, ...link } }: { back: BackLink }) {
  return (
    <Link {...link} className={backLinkClass}>
      {label}
    </Link>
  )
}

export function NotFoundPage({ title, back, children }: { title: string; back: BackLink; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8 md:py-16">
      <p className="text-accent font-mono text-sm font-semibold">404</p>
      <h1 className="text-fg text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-fg-muted">{children}</p>
      <p className="mt-2">
        <Back back={back} />
      </p>
    </div>
  )
}

export interface FailedPageProps {
  title: string
  error: unknown
  onRetry: () => void
  retrying?: boolean
  back?: BackLink
}

export function FailedPage({ title, error, onRetry, retrying, back }: FailedPageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="text-fg text-xl font-semibold">{title}</h1>
      <ErrorNotice error={error} onRetry={onRetry} retrying={retrying} />
      {back ? (
        <p className="text-fg-muted text-sm">
          <Back back={back} />
        </p>
      ) : null}
    </div>
  )
}
