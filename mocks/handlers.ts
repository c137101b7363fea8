// The one MSW handler shared by the browser and Node adapters: it hands the mock's
// paths on one origin to the service and returns its answer untouched.
import { http, type HttpHandler } from 'msw'
import { ApiProblem, problemResponse } from './service/problems'

/** Sends a request to wherever the service runs (in-process, or a worker) and resolves with its answer. */
export type Forward = (req: Request) => Promise<Response>

export interface HandlerOptions {
  /** The origin whose `/v1` and `/_mock` paths the mock answers, e.g. `http://localhost` or `location.origin`. */
  origin: string
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * One catch-all handler rather than one per route: the service's own router
 * gives every path the same auth order, 404 and 405, which per-route handlers
 * could not. Other origins and paths stay unmatched, so `onUnhandledRequest`
 * still sees them.
 */
export function createHandlers(forward: Forward, { origin }: HandlerOptions): HttpHandler[] {
  const base = new URL(origin).origin
  // MSW matches the URL without its query, so the pattern only has to cover the path.
  const pattern = new RegExp(`^${escapeRegExp(base)}/(?:v1|_mock)(?:/.*)?$`)
  return [
    http.all(pattern, async ({ request }) => {
      try {
        return await forward(request)
      } catch {
        // MSW would answer a thrown resolver with the error's stack; the contract never shows one.
        const requestId = `req_${crypto.randomUUID().replace(/-/g, '')}`
        return problemResponse(
          new ApiProblem('internal_error', 'The mock could not answer this request.'),
          requestId,
          new URL(request.url).pathname,
        )
      }
    }),
  ]
}
