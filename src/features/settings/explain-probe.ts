// What a failed connection test means, and what the user can do about it.
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
      title: `No answer from ${origin} within 15 seconds`,
      detail: 'Check the URL and that the server is running, then try again.',
      code: null,
      requestId: null,
    }
  const error = outcome.error
  const base = { code: error.code, requestId: error.requestId }
  switch (error.code) {
    case 'invalid_api_key':
      return {
        ...base,
        title: 'The API refused this key (401)',
        detail:
          'The key is unknown, malformed or was revoked. Copy it again from the platform’s dashboard (Settings → API keys), whole and without spaces.',
      }
    case 'missing_api_key':
      return { ...base, title: 'The API did not receive a key (401)', detail: 'Enter the key and connect again.' }
    case 'network_error': {
      const mixed =
        location.protocol === 'https:' && new URL(baseUrl).protocol === 'http:'
          ? ' This page is served over https, and browsers block calls to an http:// API.'
          : ''
      return {
        ...base,
        title: `The browser could not reach ${origin}`,
        detail: `Check that the URL is right and the server is running, and that the API allows requests from ${location.origin} (CORS): the browser hides the reason when it refuses a cross-origin answer.${mixed}${error.detail ? ` The browser said: ${error.detail}` : ''}`,
      }
    }
    case 'contract_mismatch':
      return {
        ...base,
        title: 'The server answered, but not as the Agent Platform API does',
        detail: `Check that the base URL is the API’s own /v1 address. ${error.detail ?? ''}`.trim(),
      }
    case 'unexpected_response':
    case 'route_not_found':
      return {
        ...base,
        title: `There is no Agent Platform API at this address (HTTP ${error.status})`,
        detail: 'The server answered, but has no /products here. Check the base URL: it ends with the API’s /v1.',
      }
    default: {
      const { title, detail } = explainError(error)
      return { ...base, title, detail: detail ?? 'Check the base URL and the key, then try again.' }
    }
  }
}
