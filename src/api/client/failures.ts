// Errors of requests that got no answer, and of requests the client refuses to send.
import { ApiError, type ClientErrorCode } from '../errors'

/** An ApiError for a request that got no answer; the code and title say why. */
export const noAnswer = (
  code: ClientErrorCode,
  title: string,
  detail: string,
  context: { method: string; path: string },
) => new ApiError({ status: 0, code, title, detail, ...context })

export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export const refused = (detail: string, method: string, path: string) =>
  noAnswer('request_refused', 'Request refused by the client', detail, { method, path })
