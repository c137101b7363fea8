// An error in the part of the screen it affects: what went wrong in plain words,
// the request id to quote to support, and a way to try again.
import { isApiError } from '../../api/errors'
import { Button } from './button'

interface Explained {
  title: string
  detail: string | null
  code: string | null
  requestId: string | null
}

/** Plain words for the errors a user can act on; the API's own text otherwise. */
export function explainError(error: unknown): Explained {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong on this page',
      detail: error instanceof Error ? error.message : null,
      code: null,
      requestId: null,
    }
  }
  const base = { code: error.code, requestId: error.requestId }
  switch (error.code) {
    case 'trial_expired':
      return {
        ...base,
        title: 'The free trial has ended',
        detail: 'Every API call is refused until the workspace is on a plan.',
      }
    case 'missing_api_key':
    case 'invalid_api_key':
      return { ...base, title: 'The API key was refused', detail: 'Check the key in the connection settings.' }
    case 'insufficient_scope':
      return { ...base, title: 'This key can only read', detail: error.detail }
    case 'key_product_locked':
      return { ...base, title: 'This key is locked to one product', detail: error.detail }
    case 'network_error':
      return { ...base, title: 'The API could not be reached', detail: error.detail }
    case 'contract_mismatch':
      return { ...base, title: 'Unexpected response from the API', detail: error.detail }
    case 'rate_limited':
      return {
        ...base,
        title: 'Too many requests',
        detail: error.retryAfter ? `Try again in ${error.retryAfter} s.` : 'Try again in a moment.',
      }
    default:
      return { ...base, title: error.title, detail: error.detail }
  }
}

export interface ErrorNoticeProps {
  error: unknown
  onRetry?: () => void
  retrying?: boolean
  className?: string
}

export function ErrorNotice({ error, onRetry, retrying = false, className = '' }: ErrorNoticeProps) {
  const { title, detail, code, requestId } = explainError(error)
  return (
    <div role="alert" className={`border-danger/40 bg-danger-soft rounded-md border p-4 text-sm ${className}`}>
      <p className="text-danger font-semibold">{title}</p>
      {detail ? <p className="text-fg mt-1 break-words">{detail}</p> : null}
      {code || requestId ? (
        <dl className="text-fg-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {code ? (
            <div className="flex gap-1">
              <dt>Code</dt>
              <dd className="text-fg font-mono">{code}</dd>
            </div>
          ) : null}
          {requestId ? (
            <div className="flex gap-1">
              <dt>Request id</dt>
              <dd className="text-fg font-mono select-all">{requestId}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {onRetry ? (
        <Button className="mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      ) : null}
    </div>
  )
}
