// The API client wired to an in-process mock service, for unit tests of code that calls the API:
// no network, the mock's real rules, and a record of what was asked.
import { DEMO_KEY } from '../../src/api/contract/demo-keys'
import { QueryClient } from '@tanstack/react-query'
import { beforeAll, beforeEach } from 'vitest'
import { configure } from '../../src/api/config'
import { createService, type MockService } from '../../mocks/service'
import { whileTesting } from './per-test'

export interface ClientOnMock {
  /** One seeded service for the whole file. */
  readonly svc: MockService
  /** What the client asked since the test began, as "METHOD /path?query". */
  readonly sent: string[]
  /** A fresh query cache per test, without retries. */
  readonly client: QueryClient
  /** Sends from now on with another key (each test starts with the full-access demo key). */
  useKey: (apiKey: string) => void
}

export function setupClientOnMock(): ClientOnMock {
  let svc: MockService | null = null
  let client: QueryClient | null = null
  const sent: string[] = []
  const useKey = (apiKey: string) =>
    configure({
      mode: 'remote',
      baseUrl: 'http://localhost/v1',
      apiKey,
      fetch: (input, init) => {
        const req = new Request(input, init)
        const url = new URL(req.url)
        sent.push(`${req.method} ${url.pathname}${url.search}`)
        if (!svc) throw new Error('the mock service is not set up yet')
        return svc.handle(req)
      },
    })
  beforeAll(() => {
    svc = createService()
  })
  beforeEach(() => {
    sent.length = 0
    useKey(DEMO_KEY.write)
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })
  const ready = <T>(value: T | null) => whileTesting(value, 'setupClientOnMock')
  return {
    get svc() {
      return ready(svc)
    },
    sent,
    get client() {
      return ready(client)
    },
    useKey,
  }
}
