// The words of an error notice: loaded with the first error shown, so no first screen carries the
// sentence for every code the API can answer with (explain-error.ts).
import { useLingui } from '@lingui/react/macro'
import { AlertIcon } from './icons'
import { Button } from './button'
import { CopyButton } from './copy-button'
import type { ReactNode } from 'react'
import { explainError } from './explain-error'
import { QuotedWords } from './quoted-words'

export interface ErrorWordsProps {
  error: unknown
  onRetry?: () => void
  retrying?: boolean
  /** More to say under the detail, such as a form's objections that name no field. */
  children?: ReactNode
}

/** One fact about the failed call, its value as the API or the transport gave it (data: left to right, untranslated); `children` act on it. */
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
      <dd translate="no" dir="ltr" className={`text-fg font-mono ${valueClass}`}>
        {value}
      </dd>
      {children ? <dd>{children}</dd> : null}
    </div>
  )
}

export function ErrorNoticeBody({ error, onRetry, retrying = false, children }: ErrorWordsProps) {
  const { t } = useLingui()
  const { title, detail, quoted, code, requestId, endpoint } = explainError(error)
  return (
    <div className="flex gap-2.5">
      <AlertIcon className="text-danger mt-0.5 size-4" />
      <div className="min-w-0 flex-1">
        <p className="text-danger font-semibold">{title}</p>
        {detail ? <p className="text-fg mt-1 break-words">{detail}</p> : null}
        {quoted ? (
          <p className="text-fg-muted mt-1 break-words">
            <QuotedWords quoted={quoted} />
          </p>
        ) : null}
        {children}
        {code || requestId || endpoint ? (
          <dl className="text-fg-muted mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
            {endpoint ? <Fact term={t`Call`} value={endpoint} valueClass="break-all" /> : null}
            {code ? <Fact term={t`Code`} value={code} /> : null}
            {requestId ? (
              <Fact term={t`Request id`} value={requestId} valueClass="select-all">
                <CopyButton value={requestId} label={t`request id`} className="-my-1" />
              </Fact>
            ) : null}
          </dl>
        ) : null}
        {onRetry ? (
          <Button className="mt-3" size="sm" onClick={onRetry} busy={retrying}>
            {retrying ? t`Retrying…` : t`Retry`}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
