// After a mock control runs, any cached answer may be stale.
import type { QueryClient } from '@tanstack/react-query'

/**
 * A control changes the workspace itself (time, faults, trial, data), which
 * reaches every resource, so everything is asked again, not only one prefix.
 */
export function refreshEverything(client: QueryClient): void {
  void client.invalidateQueries()
}
