// What a failed connection test means, and what the user can do about it: in the language in
// force, so it is called when the failure is shown, never kept as text.
import { t } from '@lingui/core/macro'
import type { ProbeOutcome } from '../../app/connect'
import { explainError } from '../../components/ui/explain-error'

export interface ProbeExplanation {
  title: string
  detail: string
  code: string | null
  requestId: string | null
}

export function explainProbe(outcome: Extract<ProbeOutcome, { ok: false }>, baseUrl: string): ProbeExplanation {
  const origin = new URL(baseUrl).origin
  if (outcome.error === null)
    return {
      title: t`No answer from ${origin} within 15 seconds`,
      detail: t`Check the URL and that the server is running, then try again.`,
      code: null,
      requestId: null,
    }
  const error = outcome.error
  const base = { code: error.code, requestId: error.requestId }
  switch (error.code) {
    case 'invalid_api_key':
      return {
        ...base,
        title: t`The API refused this key (401)`,
        detail: t`The key is unknown, malformed or was revoked. Copy it again from the platform’s dashboard (Settings → API keys), whole and without spaces.`,
      }
    case 'missing_api_key':
      return { ...base, title: t`The API did not receive a key (401)`, detail: t`Enter the key and connect again.` }
    case 'network_error': {
      const page = location.origin
      const said = error.detail
      const mixed = location.protocol === 'https:' && new URL(baseUrl).protocol === 'http:'
      const advice = t`Check that the URL is right and the server is running, and that the API allows requests from ${page} (CORS): the browser hides the reason when it refuses a cross-origin answer.`
      return {
        ...base,
        title: t`The browser could not reach ${origin}`,
        detail: [
          advice,
          mixed ? t`This page is served over https, and browsers block calls to an http:// API.` : '',
          said ? t`The browser said: ${said}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      }
    }
    case 'contract_mismatch': {
      const advice = t`Check that the base URL is the API’s own /v1 address.`
      return {
        ...base,
        title: t`The server answered, but not as the Agent Platform API does`,
        detail: `${advice} ${error.detail ?? ''}`.trim(),
      }
    }
    case 'unexpected_response':
    case 'route_not_found': {
      const status = error.status
      return {
        ...base,
        title: t`There is no Agent Platform API at this address (HTTP ${status})`,
        detail: t`The server answered, but has no /products here. Check the base URL: it ends with the API’s /v1.`,
      }
    }
    default: {
      const { title, detail } = explainError(error)
      return { ...base, title, detail: detail ?? t`Check the base URL and the key, then try again.` }
    }
  }
}
