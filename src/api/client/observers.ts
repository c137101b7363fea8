// What the app learns from every answer to the API (the key's rights, deprecations, ETags, the
// request log) is not the transport's business: the app registers observers (src/app/api-observers.ts)
// and the transport reports to them. Not for the mock's /_mock controls.
import type { ApiConfig } from '../config'
import type { RequestLogEntry } from '../request-log'

/** One attempt, as the request log shows it, but with the headers as sent: mask them before keeping them. */
export type Attempt = Omit<RequestLogEntry, 'id'>

export interface AnswerObserver {
  /** A request starts (before it waits for anything); the function returned is called when it ends. */
  sending?(config: Readonly<ApiConfig>): () => void
  /** An answer came in, before its body is read. */
  answered?(config: Readonly<ApiConfig>, res: Response, request: { method: string; path: string }): void
  /** A decoded object came with an ETag. */
  etag?(objectId: string, etag: string): void
  /** An attempt ended, answered or not. */
  attempted?(attempt: Attempt): void
}

/** What the app registered (one observer: its parts are the app's to fan out). */
export let observer: AnswerObserver = {}

/** Registers the observer of every answer to the API, in place of any before it. */
export function observeAnswers(next: AnswerObserver): void {
  observer = next
}
