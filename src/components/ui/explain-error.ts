// Plain words for an error, shared by the inline notices and the toasts, so both say the same. The
// API writes its problems in English: the dashboard says what each code means in the reader's
// language, then quotes the server's own words as given, marked as the server's (docs/i18n.md).
import { t } from '@lingui/core/macro'
import { isApiError, type ApiError, type ApiErrorCode } from '../../api/errors'

/** Words the dashboard did not write, shown as given: whose they are, and what they say. */
export interface Quoted {
  /** `server`: the API's problem; `client`: the browser's or the contract check's own account. */
  by: 'server' | 'client'
  text: string
}

export interface Explained {
  /** The dashboard's own sentence, in the reader's language. */
  title: string
  /** The dashboard's own advice, in the reader's language, where it has any. */
  detail: string | null
  /** What the server (or the browser) said itself, in its own language. */
  quoted: Quoted | null
  code: string | null
  requestId: string | null
  /** `GET /wallet`: which call failed, where the transport knows it. */
  endpoint: string | null
}

type Wording = (error: ApiError) => { title: string; detail?: string }

/**
 * One entry per code the client can meet, the contract's catalogue and its own: the compiler holds
 * it whole. Called when the words are shown, so they are in the language in force.
 */
const WORDING: Record<ApiErrorCode, Wording> = {
  missing_api_key: () => ({
    title: t`No API key was sent`,
    detail: t`Enter a key in the connection settings.`,
  }),
  invalid_api_key: () => ({
    title: t`The API key was refused`,
    detail: t`Check the key in the connection settings.`,
  }),
  trial_expired: () => ({
    title: t`The free trial has ended`,
    detail: t`Every API call is refused until the workspace is on a plan.`,
  }),
  insufficient_scope: () => ({
    title: t`This key can only read`,
    detail: t`Connect a key that may write in Settings to make changes.`,
  }),
  key_product_locked: () => ({
    title: t`This key is locked to one product`,
    detail: t`Connect a workspace key in Settings to reach the rest of the workspace.`,
  }),
  route_not_found: () => ({
    title: t`The API has no such address`,
    detail: t`The dashboard and the API may be of different versions.`,
  }),
  not_found: () => ({ title: t`Not found`, detail: t`It does not exist, or the key in use cannot see it.` }),
  method_not_allowed: () => ({ title: t`The API does not allow this action here` }),
  malformed_json: () => ({ title: t`The API could not read the request` }),
  invalid_parameter: () => ({
    title: t`A value in the request was refused`,
    detail: t`Check the filters and the address, then try again.`,
  }),
  already_exists: () => ({ title: t`It already exists` }),
  invalid_state: () => ({
    title: t`This cannot be done in its current state`,
    detail: t`Reload to see its state now.`,
  }),
  publish_blocked: () => ({ title: t`It cannot be published yet` }),
  tool_in_use: () => ({
    title: t`The tool is still in use`,
    detail: t`Detach it from the products that use it first.`,
  }),
  refresh_in_progress: () => ({
    title: t`A refresh is already running`,
    detail: t`Wait for it to finish, then try again.`,
  }),
  idempotency_key_in_use: () => ({
    title: t`The same request is still being processed`,
    detail: t`Wait a moment, then try again.`,
  }),
  precondition_failed: () => ({
    title: t`It changed since it was loaded`,
    detail: t`Reload to see the latest version, then make the change again.`,
  }),
  payload_too_large: () => ({ title: t`The request is too large` }),
  unsupported_media_type: () => ({ title: t`The API cannot read this kind of content` }),
  validation_failed: () => ({ title: t`Some values were refused`, detail: t`Check them, then try again.` }),
  idempotency_key_reused: () => ({
    title: t`This request was already sent with other contents`,
    detail: t`Reload the page, then try again.`,
  }),
  rate_limited: ({ retryAfter: seconds }) => ({
    title: t`Too many requests`,
    detail: seconds ? t`Try again in ${seconds} s.` : t`Try again in a moment.`,
  }),
  internal_error: () => ({
    title: t`The API failed on its side`,
    detail: t`Try again in a moment. If it keeps failing, quote the request id to support.`,
  }),
  network_error: () => ({ title: t`The API could not be reached`, detail: t`Check the connection, then try again.` }),
  timeout: () => ({ title: t`The API took too long to answer`, detail: t`Try again in a moment.` }),
  contract_mismatch: () => ({
    title: t`Unexpected response from the API`,
    detail: t`The answer does not match what the dashboard expects, so it is not shown.`,
  }),
  unexpected_response: () => ({ title: t`Unexpected response from the API` }),
  request_refused: () => ({ title: t`The dashboard refused to send this request` }),
  forbidden: () => ({ title: t`The API refused the request` }),
}

/** Codes whose detail the client wrote (the browser's message, the contract check's finding), not the server. */
const CLIENT_WORDS: ReadonlySet<ApiErrorCode> = new Set([
  'network_error',
  'timeout',
  'contract_mismatch',
  'request_refused',
])

/** Plain words for an error: the dashboard's own for every code it knows, the server's quoted beside them. */
export function explainError(error: unknown): Explained {
  if (!isApiError(error)) {
    return {
      title: t`Something went wrong on this page`,
      detail: null,
      quoted: error instanceof Error && error.message ? { by: 'client', text: error.message } : null,
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
  // A code newer than this client: its meaning is the server's alone, so its title is quoted too.
  if (error.reportedCode) {
    const said = error.detail ? `${error.title}: ${error.detail}` : error.title
    return { ...base, title: t`The API answered with an error`, detail: null, quoted: { by: 'server', text: said } }
  }
  const { title, detail = null } = WORDING[error.code](error)
  const by = CLIENT_WORDS.has(error.code) ? 'client' : 'server'
  return { ...base, title, detail, quoted: error.detail ? { by, text: error.detail } : null }
}
