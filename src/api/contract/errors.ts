// The one catalogue of error codes: status, title and the problem body of RFC 9457.
import { z } from 'zod/mini'
import { withMeta } from './meta'

export const ERROR_CATALOGUE = {
  missing_api_key: { status: 401, title: 'Missing API key' },
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  trial_expired: { status: 402, title: 'Trial expired' },
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  key_product_locked: { status: 403, title: 'Key is locked to a product' },
  route_not_found: { status: 404, title: 'Route not found' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  malformed_json: { status: 400, title: 'Malformed JSON' },
  invalid_parameter: { status: 400, title: 'Invalid parameter' },
  already_exists: { status: 409, title: 'Already exists' },
  invalid_state: { status: 409, title: 'Invalid state' },
  publish_blocked: { status: 409, title: 'Publishing is blocked' },
  tool_in_use: { status: 409, title: 'Tool in use' },
  refresh_in_progress: { status: 409, title: 'Refresh in progress' },
  idempotency_key_in_use: { status: 409, title: 'Idempotency key in use' },
  precondition_failed: { status: 412, title: 'Precondition failed' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  validation_failed: { status: 422, title: 'Validation failed' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused' },
  rate_limited: { status: 429, title: 'Rate limited' },
  internal_error: { status: 500, title: 'Internal error' },
} as const satisfies Record<string, { status: number; title: string }>

export type ErrorCode = keyof typeof ERROR_CATALOGUE
export const errorCode = z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]])

/** `type` of a problem: a stable URN per code, so clients can switch on either. */
export const problemType = (code: ErrorCode) => `urn:agent-platform:problem:${code}`

/**
 * Codes that appear inside `errors[]`: field and parameter errors, and the
 * reasons that block publishing.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'too_small',
  'too_big',
  'unknown_field',
  'not_unique',
  'url_not_allowed',
  'not_allowed_for_kind',
  'unknown_reference',
  'already_exists',
  'prompt_empty',
  'no_tools',
  'source_failed',
  'source_refreshing',
] as const
export const fieldErrorCode = z.enum(FIELD_ERROR_CODES)
export type FieldErrorCode = z.infer<typeof fieldErrorCode>

export const PUBLISH_BLOCKERS = ['prompt_empty', 'no_tools', 'source_failed', 'source_refreshing'] as const
export const publishBlocker = z.enum(PUBLISH_BLOCKERS)

/** One entry of `errors[]`: it names a body field (JSON pointer), a query parameter or a header. */
export const fieldError = z.object({
  pointer: withMeta(z.optional(z.string()), { description: 'JSON Pointer into the request body, as `#/slug`' }),
  parameter: z.optional(z.string()),
  header: z.optional(z.string()),
  code: fieldErrorCode,
  detail: z.string(),
})
export type FieldError = z.infer<typeof fieldError>

export const problem = withMeta(
  z.object({
    type: z.string(),
    title: z.string(),
    status: z.number().check(z.int(), z.gte(400), z.lte(599)),
    detail: z.optional(z.string()),
    instance: z.optional(z.string()),
    code: errorCode,
    request_id: z.string(),
    errors: z.optional(z.array(fieldError)),
    /** Only on `tool_in_use`: the products that still use the tool. */
    products: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
  }),
  { id: 'Problem' },
)
export type Problem = z.infer<typeof problem>

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
