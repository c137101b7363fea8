// An error in the part of the screen it affects: what went wrong in plain words,
// which call failed, the request id to quote to support, and a way to try again.
import type { ReactNode, Ref } from 'react'
import { AlertIcon } from './icons'
import { Button } from './button'
import { CopyButton } from './copy-button'
import { explainError } from './explain-error'

export { explainError, type Explained } from './explain-error'

export interface ErrorNoticeProps {
  error: unknown
  onRetry?: () => void
  retrying?: boolean
  className?: string
  /** More to say under the detail, such as a form's objections that name no field. */
  children?: ReactNode
  /** Given, the notice can take focus (a form sends it there when nothing else needs fixing). */
  ref?: Ref<HTMLDivElement>
}

/** One fact about the failed call, its value as the API or the transport gave it; `children` act on it. */
function Fact({
  term,
  value,
  valueClass = '',
  children,
}: {
  term: string
  value: string
  valueClass?: string
  children?: ReactNode
}) {
  return (
    <div className={children ? 'flex items-center gap-1' : 'flex gap-1'}>
      <dt>{term}</dt>
      <dd className={`text-fg font-mono ${valueClass}`}>{value}</dd>
      {children ? <dd>{children}</dd> : null}
    </div>
  )
}

export function ErrorNotice({ error, onRetry, retrying = false, className = '', children, ref }: ErrorNoticeProps) {
  const { title, detail, code, requestId, endpoint } = explainError(error)
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="alert"
      className={`border-danger/40 bg-danger-soft rounded-md border p-4 text-sm ${className}`}
    >
      <div className="flex gap-2.5">
        <AlertIcon className="text-danger mt-0.5 size-4" />
        <div className="min-w-0 flex-1">
          <p className="text-danger font-semibold">{title}</p>
          {detail ? <p className="text-fg mt-1 break-words">{detail}</p> : null}
          {children}
          {code || requestId || endpoint ? (
            <dl className="text-fg-muted mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
              {endpoint ? <Fact term="Call" value={endpoint} valueClass="break-all" /> : null}
              {code ? <Fact term="Code" value={code} /> : null}
              {requestId ? (
                <Fact term="Request id" value={requestId} valueClass="select-all">
                  <CopyButton value={requestId} label="request id" className="-my-1" />
                </Fact>
              ) : null}
            </dl>
          ) : null}
          {onRetry ? (
            <Button className="mt-3" size="sm" onClick={onRetry} busy={retrying}>
              {retrying ? 'Retrying…' : 'Retry'}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
