// msw/node over the mock service, for unit tests that call the API with fetch in-process.
import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import { createService, type MockService, type ServiceOptions } from './service'

/** The origin the Node adapter answers; point the client at `${MOCK_ORIGIN}/v1`. */
export const MOCK_ORIGIN = 'http://localhost'

let current: MockService | null = null

/**
 * The service behind `server`, created on first use so importing this module
 * costs nothing. No timer drives its scheduler: tests move time with
 * `service.clock.advance()`, which runs due retries and refreshes.
 */
export function getService(): MockService {
  return (current ??= createService({ origin: MOCK_ORIGIN }))
}

/** A fresh service (new seed, store and clock) behind the same handlers, e.g. in `beforeEach`. */
export function resetService(options: ServiceOptions = {}): MockService {
  current = createService({ origin: MOCK_ORIGIN, ...options })
  return current
}

/**
 * Call `server.listen({ onUnhandledRequest: 'error' })` in tests that must not
 * reach the network, or `'bypass'` where they talk to real local servers too.
 */
export const server = setupServer(...createHandlers((req) => getService().handle(req), { origin: MOCK_ORIGIN }))
