// A problem as a newer server may send it, kept out of the contract's index: the client reads
// one this way only when \`problem\` refuses it, so the first screen does not carry it.
import { z } from 'zod/mini'
import { FIELD_ERROR_CODES, fieldErrorCode, type ErrorCode, type FieldErrorCode } from './errors'

/**
 * A problem as a newer server may send it within v1: any `code`, at the top or in `errors[]`.
 * The client reads one this way only when `problem` refuses it, and acts on its status.
 */
export const laterProblem = z.object({
  title: z.optional(z.string()),
  status: z.number().check(z.int(), z.gte(400), z.lte(599)),
  detail: z.optional(z.string()),
  code: z.string(),
  request_id: z.optional(z.string()),
  errors: z.optional(
    z.array(
      z.object({
        pointer: z.optional(z.string()),
        parameter: z.optional(z.string()),
        header: z.optional(z.string()),
        code: z.string(),
        detail: z.string(),
      }),
    ),
  ),
})
export type LaterProblem = z.infer<typeof laterProblem>

/** What an unknown code means, by its status: the one known code whose handling fits every such answer. */
export function codeForStatus(status: number): ErrorCode | null {
  if (status >= 500) return 'internal_error'
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'invalid_parameter',
    401: 'invalid_api_key',
    402: 'trial_expired',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'invalid_state',
    412: 'precondition_failed',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'validation_failed',
    429: 'rate_limited',
  }
  return byStatus[status] ?? null
}

const FIELD_CODES: ReadonlySet<string> = new Set(FIELD_ERROR_CODES)
/** A field error with a code this client does not know is still an error of that field. */
export const knownFieldCode = (code: string): FieldErrorCode =>
  FIELD_CODES.has(code) ? fieldErrorCode.parse(code) : 'invalid_value'
