// Method and status badges shared by the reference and the request log: colour plus the word, never colour alone.
// HTTP's reason phrases ("Not Found") are the protocol's words, shown as HTTP writes them.
import { t } from '@lingui/core/macro'
import { Badge, type Tone } from '../../components/ui/badge'

const METHOD_TONES: Record<string, string> = {
  GET: 'bg-accent-soft text-accent',
  HEAD: 'bg-accent-soft text-accent',
  POST: 'bg-success-soft text-success',
  PUT: 'bg-warning-soft text-warning',
  PATCH: 'bg-warning-soft text-warning',
  DELETE: 'bg-danger-soft text-danger',
}

export function MethodBadge({ method, className = '' }: { method: string; className?: string }) {
  return (
    <span
      translate="no"
      className={`inline-flex w-16 shrink-0 justify-center rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${METHOD_TONES[method] ?? 'bg-surface-muted text-fg'} ${className}`}
    >
      {method}
    </span>
  )
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** `2XX` and `default` are OpenAPI's ranges; 0 is the log's "no answer". */
export function statusTone(status: string | number): Tone {
  const s = String(status)
  if (s === '0') return 'danger'
  if (s.startsWith('2')) return 'success'
  if (s.startsWith('4')) return 'warning'
  if (s.startsWith('5')) return 'danger'
  return 'neutral'
}

/** The reason phrase alone (`Not Found`), empty when unknown; 0, the log's "no answer", is ours and translated. */
export const statusReason = (status: number): string => (status === 0 ? t`No answer` : (REASONS[status] ?? ''))

/** "404 Not Found"; called when shown, so "No answer" is in the language on screen. */
export function statusText(status: number): string {
  if (status === 0) return t`No answer`
  const reason = REASONS[status]
  return reason ? `${status} ${reason}` : String(status)
}

export function StatusBadge({ status }: { status: string | number }) {
  return (
    <Badge tone={statusTone(status)}>
      {status === 'default' ? (
        t`other`
      ) : (
        <span translate="no" className="font-mono">
          {String(status)}
        </span>
      )}
    </Badge>
  )
}
