// For the palette's tests: where an object's `open` would take the app, recorded instead of routed.
import type { Navigate } from './object-types'

export async function navigationsOf(
  open: ((navigate: Navigate) => Promise<void>) | null | undefined,
): Promise<unknown[]> {
  const to: unknown[] = []
  await open?.((options) => {
    to.push(options)
    return Promise.resolve()
  })
  return to
}
