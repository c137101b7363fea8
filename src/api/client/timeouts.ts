// An attempt's time-out and the caller's abort, raced against work that may ignore its signal.
import { noAnswer } from './failures'
import type { Call } from './types'

/** A request that has not answered by then fails with a message, rather than leaving a spinner forever. */
export const REQUEST_TIMEOUT_MS = 20_000

export const abortReason = (signal: AbortSignal | undefined): Error => {
  const reason: unknown = signal?.reason
  return reason instanceof Error ? reason : new DOMException('The request was aborted.', 'AbortError')
}

/** Rejects once the signal aborts; raced against work that may not honour the signal itself. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal))
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true })
  })
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * One attempt's signal: the caller's abort or the attempt's own time-out, whichever comes first.
 * `guard` races work that may ignore the signal (a test double's fetch, a body read) against it:
 * the caller's abort is thrown as is, the time-out as an ApiError, any other failure handed to `onFailure`.
 */
export function attemptScope({ opts: { signal: caller, timeoutMs = REQUEST_TIMEOUT_MS }, context }: Call) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'))
  }, timeoutMs)
  const onCallerAbort = () => controller.abort(abortReason(caller))
  caller?.addEventListener('abort', onCallerAbort, { once: true })
  const aborted = untilAborted(controller.signal)
  aborted.catch(() => undefined)
  return {
    signal: controller.signal,
    async guard<T, F>(work: Promise<T>, onFailure: (e: unknown) => F): Promise<T | F> {
      try {
        return await Promise.race([work, aborted])
      } catch (e) {
        if (caller?.aborted) throw abortReason(caller)
        if (!timedOut) return onFailure(e)
        const detail = `No answer within ${Math.round(timeoutMs / 1000)} s. It may be slow or overloaded; try again.`
        throw noAnswer('timeout', 'The API took too long to answer', detail, context)
      }
    },
    close() {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onCallerAbort)
    },
  }
}
export type AttemptScope = ReturnType<typeof attemptScope>
