// An error in the part of the screen it affects: what went wrong in plain words,
// which call failed, the request id to quote to support, and a way to try again. The frame is
// here at once (an alert region announces what arrives in it); its words load with the first error.
import { useLingui } from '@lingui/react/macro'
import { Suspense, use, type Ref } from 'react'
import { Button } from './button'
import type { ErrorWordsProps } from './error-notice-body'
import { AlertIcon } from './icons'
import { loadOnce } from './load-once'
import { Skeleton } from './skeleton'

export interface ErrorNoticeProps extends ErrorWordsProps {
  className?: string
  /** Given, the notice can take focus (a form sends it there when nothing else needs fixing). */
  ref?: Ref<HTMLDivElement>
}

/** Said when the words themselves cannot load (the network is gone): the way to try again stays. */
function Unexplained({ onRetry, retrying = false }: ErrorWordsProps) {
  const { t } = useLingui()
  return (
    <div className="flex gap-2.5">
      <AlertIcon className="text-danger mt-0.5 size-4" />
      <div className="min-w-0 flex-1">
        <p className="text-danger font-semibold">{t`Something went wrong on this page`}</p>
        {onRetry ? (
          <Button className="mt-3" size="sm" onClick={onRetry} busy={retrying}>
            {t`Retry`}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

/** The notice's words; tests load them first to render a notice at once. */
export const loadErrorWords = loadOnce(() =>
  import('./error-notice-body').catch(() => ({ ErrorNoticeBody: Unexplained })),
)

function Body(props: ErrorWordsProps) {
  const { ErrorNoticeBody: Words } = use(loadErrorWords())
  return <Words {...props} />
}

export function ErrorNotice({ className = '', ref, ...words }: ErrorNoticeProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="alert"
      className={`border-danger/40 bg-danger-soft rounded-md border p-4 text-sm ${className}`}
    >
      <Suspense fallback={<Skeleton className="h-5 w-2/3" />}>
        <Body {...words} />
      </Suspense>
    </div>
  )
}
