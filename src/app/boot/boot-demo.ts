// The rest of the demo's start, for boot.ts: MSW's runtime, over the worker boot opened. An entry
// of its own (scripts/first-load-plugin.ts), so boot reaches it by URL and a real API never loads it.
import type { DemoHandle, OpenedWorker } from '../../../mocks/browser'

export function startDemo(opened: OpenedWorker): Promise<DemoHandle> {
  return import('../../../mocks/browser').then((m) => m.startDemo(opened))
}
