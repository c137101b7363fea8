// Why the app sent the user to settings (a refused key, a key lost on reload), and what to do.
import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { AlertIcon, CloseIcon } from '../../components/ui/icons'
import { useApiConfig } from '../../app/capabilities'
import { useKeyKeeping } from '../../app/connection'

interface Reason {
  tone: 'warning' | 'danger'
  title: string
  text: string
}

/** Why the app sent the user here, in the language in force; `host` is null in demo mode. */
function explainReason(code: string, host: string | null): Reason {
  switch (code) {
    case 'key_forgotten':
      return {
        tone: 'warning',
        title: t`The API key was forgotten when the page reloaded`,
        text: host
          ? t`The key for the API at ${host} was kept in memory only, as asked. Enter it again below to reconnect, and tick “Remember for this browser session” to keep it until this tab closes, or go back to demo mode.`
          : t`The key for the demo API was kept in memory only, as asked. Enter it again below to reconnect, and tick “Remember for this browser session” to keep it until this tab closes, or go back to demo mode.`,
      }
    case 'missing_api_key':
      return {
        tone: 'danger',
        title: t`The API asked for a key (401 missing_api_key)`,
        text: host
          ? t`Requests to the API at ${host} went without an API key. Enter the key below and connect again, or go back to demo mode.`
          : t`Requests to the demo API went without an API key. Enter the key below and connect again, or go back to demo mode.`,
      }
    case 'invalid_api_key':
      return {
        tone: 'danger',
        title: t`The API refused the key (401 invalid_api_key)`,
        text: host
          ? t`The API at ${host} does not accept the key in use: it is unknown, malformed or was revoked. Enter a valid key from the platform’s dashboard (Settings → API keys) and connect again.`
          : t`The demo API does not accept the key in use: it is unknown, malformed or was revoked. Enter a valid key from the platform’s dashboard (Settings → API keys) and connect again.`,
      }
    default:
      return {
        tone: 'danger',
        title: t`The API refused the connection (${code})`,
        text: t`Check the base URL and the key below, then connect again.`,
      }
  }
}

const TONES = {
  warning: { box: 'bg-warning-soft border-warning/40', icon: 'text-warning' },
  danger: { box: 'bg-danger-soft border-danger/40', icon: 'text-danger' },
} as const

export function ReasonAlert({ reason }: { reason: string }) {
  // Re-rendered in the new language when it changes; the sentences are read below.
  const { t } = useLingui()
  const config = useApiConfig()
  const keeping = useKeyKeeping()
  const navigate = useNavigate()
  const host = config.mode === 'remote' ? new URL(config.baseUrl).host : null
  // A request sent without the forgotten key answers 401 missing_api_key; the cause is the reload.
  const code = keeping === 'forgotten' && reason === 'missing_api_key' ? 'key_forgotten' : reason
  const { tone, title, text } = explainReason(code, host)
  return (
    <div role="alert" className={`flex items-start gap-3 rounded-lg border p-4 text-sm ${TONES[tone].box}`}>
      <AlertIcon className={`mt-0.5 size-4 shrink-0 ${TONES[tone].icon}`} />
      <div className="min-w-0 flex-1">
        <p className="text-fg font-semibold">{title}</p>
        <p className="text-fg mt-1 break-words">{text}</p>
      </div>
      <button
        type="button"
        onClick={() => void navigate({ to: '/settings', search: {}, replace: true })}
        aria-label={t`Dismiss this message`}
        className="text-fg-muted hover:text-fg hover:bg-surface/60 -my-0.5 -me-1.5 rounded p-1"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  )
}
