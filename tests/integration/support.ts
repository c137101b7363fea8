// Helpers for the integration project: the standalone mock on loopback, plain HTTP
// calls to it, and a local webhook receiver. Nothing here loads msw.
import { DEMO_KEY } from '../../src/api/contract/demo-keys'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { z } from 'zod/mini'
import { startMockServer, type MockServer } from '../../mocks/server'

export { DEMO_KEY }

/** The mock on a free loopback port; the rate limit is off so a busy suite never hits it. */
export const startServer = (): Promise<MockServer> => startMockServer({ port: 0, rateLimit: 0 })

export interface CallOptions {
  method?: string
  /** Null sends no key at all. */
  key?: string | null
  json?: unknown
  headers?: Record<string, string>
}

/** One call to the mock over real HTTP. */
export function call(server: MockServer, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers }
  const key = options.key === undefined ? DEMO_KEY.write : options.key
  if (key !== null) headers['x-api-key'] = key
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${server.url}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  })
}

/** Calls and parses the answer with a contract schema, failing loudly on an unexpected status. */
export async function callOk<S extends z.ZodMiniType>(
  server: MockServer,
  schema: S,
  path: string,
  options: CallOptions & { status?: number } = {},
): Promise<z.output<S>> {
  const res = await call(server, path, options)
  const text = await res.text()
  const expected = options.status ?? (options.json === undefined ? 200 : 201)
  if (res.status !== expected)
    throw new Error(`${options.method ?? 'GET'} ${path}: expected ${expected}, got ${res.status}: ${text}`)
  return schema.parse(JSON.parse(text))
}

export interface Received {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** The raw bytes as text, exactly as sent: signatures are over these. */
  body: string
}

export interface Receiver {
  url: string
  received: Received[]
  /** Resolves once `predicate` holds over what has arrived, or rejects after `timeoutMs`. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>
  close(): Promise<void>
}

/** A webhook receiver on 127.0.0.1 that records every request and answers 200. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (!predicate(received)) {
        if (Date.now() > deadline)
          throw new Error(`The receiver got ${received.length} requests, not what was expected.`)
        await new Promise((r) => setTimeout(r, 25))
      }
      return received
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A header node:http gives as a string (or the first of several). */
export const header = (r: Received, name: string): string => {
  const v = r.headers[name.toLowerCase()]
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '')
}
