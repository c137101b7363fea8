// Plain words for an error, shared by the inline notices and the toasts, so both say the same.
import { isApiError } from '../../api/errors'

export interface Explained {
  title: string
  detail: string | null
  code: string | null
  requestId: string | null
  /** `GET /wallet`: which call failed, where the transport knows it. */
  endpoint: string | null
}

/** Plain words for the errors a user can act on; the API's own text otherwise. */
export function explainError(error: unknown): Explained {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong on this page',
      detail: error instanceof Error ? error.message : null,
      code: null,
      requestId: null,
      endpoint: null,
    }
  }
  const base = {
    // The server's own code when it is newer than this client: what the user quotes to support.
    code: error.reportedCode ?? error.code,
    requestId: error.requestId,
    endpoint: error.method && error.path ? `${error.method} ${error.path}` : null,
  }
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
    case 'not_found':
      return {
        ...base,
        title: 'Not found',
        detail: 'It does not exist, or the key in use cannot see it.',
      }
    case 'network_error':
      return { ...base, title: 'The API could not be reached', detail: error.detail }
    case 'timeout':
      return { ...base, title: 'The API took too long to answer', detail: error.detail }
    case 'contract_mismatch':
      return {
        ...base,
        title: 'Unexpected response from the API',
        detail:
          `The answer does not match what the dashboard expects, so it is not shown. ${error.detail ?? ''}`.trim(),
      }
    case 'unexpected_response':
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
