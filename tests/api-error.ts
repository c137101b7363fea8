// For unit and integration tests of the client: what a failed call rejected with.
import { ApiError } from '../src/api/errors'

/** The ApiError a call rejects with; fails the test if it resolves or throws something else. */
export async function apiError(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p
  } catch (e) {
    if (e instanceof ApiError) return e
    throw e
  }
  throw new Error('Expected the call to fail.')
}
