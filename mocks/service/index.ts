// The mock service with its OpenAPI document built from the contract, for Node: tests,
// setupServer and the standalone server. The browser's worker uses ./service directly.
import { buildOpenApiDocument } from '../../src/api/contract/openapi'
import { createService as createBareService, type MockService, type ServiceOptions } from './service'

export * from './service'

let built: unknown
/** Built once per process: generating it takes longer than a request should. */
const openapi = () => (built ??= buildOpenApiDocument())

export function createService(options: ServiceOptions = {}): MockService {
  return createBareService({ openapi, ...options })
}
