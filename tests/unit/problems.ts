// A refusal as the transport hands it to a form: an ApiError carrying the problem's errors[].
import { ApiError } from '../../src/api/errors'
import type { FieldError } from '../../src/api/contract'

export function refusal(
  fieldErrors: FieldError[],
  { status = 422, code = 'validation_failed' }: { status?: number; code?: ApiError['code'] } = {},
): ApiError {
  return new ApiError({ status, code, title: code === 'validation_failed' ? 'Validation failed' : code, fieldErrors })
}
