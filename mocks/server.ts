// The standalone mock API (`npm run mock:server -- --port 4010`): a thin node:http
// adapter over the service, with CORS, the body limit, a timer that drives the
// scheduler, and real webhook POSTs through Node's fetch.
import { realpathSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { ErrorCode } from '../src/api/contract'
import { createService, MAX_SIZE, type MockService } from './service'
import { ApiProblem, problemResponse } from './service/problems'
import { driveScheduler, idleAfterQuiet, type SchedulerTimer } from './service/timer'
import { BASE_PATH, MAX_BODY_BYTES, allowedMethods } from './service/router'

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number
  /** Loopback unless told otherwise: the demo keys are public. */
  host?: string
  seed?: number
  /** How many times the default workspace (1 to 10). */
  size?: number
  timeScale?: number
  rateLimit?: number
  /** A ready-made service (tests inject one); otherwise one is created for the bound origin. */
  service?: MockService
  /** Where start-up lines go; silent by default so tests stay quiet. */
  log?: (line: string) => void
}

export interface MockServer {
  /** The origin, e.g. `http://127.0.0.1:4010`; the API is at `${url}/v1`. */
  url: string
  port: number
  service: MockService
  close(): Promise<void>
}

export const DEFAULT_PORT = 4010
export const DEFAULT_HOST = '127.0.0.1'

/** Response headers a browser may read: the ones the app reads (docs/api.md, "Headers"). */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'Retry-After',
  'Link',
  'ETag',
  'Idempotent-Replayed',
  'Allow',
  'Deprecation',
  'Sunset',
  'X-Api-Key-Scope',
  'X-Api-Key-Product',
]
export const ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']
export const ALLOWED_HEADERS = ['X-Api-Key', 'Content-Type', 'Idempotency-Key', 'If-Match', 'X-User-Token']

// The API authenticates with a header, never a cookie, so `*` is safe and lets any dev origin call it.
const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': ALLOWED_METHODS.join(', '),
  'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
  'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
  'access-control-max-age': '600',
}

/** Discarded bytes after a refused body before the connection is cut, so a huge upload cannot keep it busy. */
const DRAIN_LIMIT_BYTES = 8 * MAX_BODY_BYTES

const newRequestId = () => `req_${crypto.randomUUID().replace(/-/g, '')}`

const problem = (code: ErrorCode, detail: string, instance: string, headers: Record<string, string> = {}) =>
  problemResponse(new ApiProblem(code, detail), newRequestId(), instance, headers)

const isUnspecified = (address: string) => address === '0.0.0.0' || address === '::' || address === ''

function originOf(address: AddressInfo): string {
  const host = isUnspecified(address.address) ? DEFAULT_HOST : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

/** Reads at most `limit` bytes; resolves null as soon as the body is larger, leaving the rest unread. */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanup()
        req.pause()
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (e: Error) => {
      cleanup()
      reject(e)
    }
    const onClose = () => {
      cleanup()
      reject(new Error('The client went away before sending the whole body.'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}

/** Throws away the rest of a refused body, and cuts the connection if there is too much of it. */
function drain(req: IncomingMessage): void {
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DRAIN_LIMIT_BYTES) req.socket.destroy()
  })
  req.resume()
}

function toRequest(
  req: IncomingMessage,
  url: URL,
  body: Uint8Array<ArrayBuffer> | null,
  declaredLength?: number,
): Request {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const [name, value] = [req.rawHeaders[i], req.rawHeaders[i + 1]]
    if (name !== undefined && value !== undefined) headers.append(name, value)
  }
  if (declaredLength !== undefined) {
    headers.delete('transfer-encoding')
    headers.set('content-length', String(declaredLength))
  }
  return new Request(url, { method: req.method ?? 'GET', headers, body })
}

async function send(
  res: ServerResponse,
  response: Response,
  method: string,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  Object.assign(headers, CORS_HEADERS, extra)
  const bodyless = method === 'HEAD' || response.status === 204 || response.status === 304
  const body = bodyless ? null : Buffer.from(await response.arrayBuffer())
  if (body) headers['content-length'] = String(body.length)
  else delete headers['content-length']
  if (res.destroyed || res.headersSent) return
  res.writeHead(response.status, headers)
  res.end(body ?? undefined)
}

/** The request's URL on our origin: only the path and query come from the client. */
function urlOf(req: IncomingMessage, origin: string): URL {
  const url = new URL(origin)
  const target = new URL(req.url ?? '/', 'http://x')
  url.pathname = target.pathname
  url.search = target.search
  return url
}

/** The body within the limit (null when empty or bodiless), or 'too large' for a declared or sent excess. */
async function readBody(req: IncomingMessage, method: string): Promise<Uint8Array<ArrayBuffer> | null | 'too large'> {
  if (Number(req.headers['content-length'] ?? '0') > MAX_BODY_BYTES) return 'too large'
  if (method === 'GET' || method === 'HEAD') return null
  const bytes = await readLimited(req, MAX_BODY_BYTES)
  if (bytes === null) return 'too large'
  return bytes.length ? new Uint8Array(bytes) : null
}

/** fetch's Request refuses methods such as TRACE; answer as the router would for any other method. */
function refusedMethod(url: URL, method: string): Response {
  const apiPath = url.pathname.startsWith(`${BASE_PATH}/`) ? url.pathname.slice(BASE_PATH.length) : null
  const allow = apiPath ? allowedMethods(apiPath) : []
  return allow.length
    ? problem('method_not_allowed', `${method} is not allowed on ${apiPath}.`, url.pathname, {
        allow: allow.join(', '),
      })
    : problem('route_not_found', `No route ${url.pathname}.`, url.pathname)
}

/** One HTTP request through the service: the body limit, the Request, and the answer or a problem. */
async function answerHttp(req: IncomingMessage, res: ServerResponse, service: MockService): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase()
  let instance = '/'
  try {
    const url = urlOf(req, service.origin)
    instance = url.pathname
    const body = await readBody(req, method)
    let request: Request
    try {
      // A body over the limit is not kept: the service sees its declared size and answers 413 in
      // its place in the check order, after the key, with the key's rights like any other answer.
      request = body === 'too large' ? toRequest(req, url, null, MAX_BODY_BYTES + 1) : toRequest(req, url, body)
    } catch {
      return await send(res, refusedMethod(url, method), method)
    }
    if (body === 'too large') {
      drain(req)
      return await send(res, await service.handle(request), method, { connection: 'close' })
    }
    const answer = await service.handle(request)
    // The offline fault: the client sees the connection drop, as with a server that is gone.
    if (answer.type === 'error') return void res.destroy()
    await send(res, answer, method)
  } catch {
    // Whatever failed, the client gets a problem, never a stack trace.
    await send(res, problem('internal_error', 'The mock hit an unexpected fault.', instance), method).catch(() => {})
  }
}

/** Starts the mock API on loopback. Resolves once it listens and the seed is loaded. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? DEFAULT_HOST
  const log = options.log ?? (() => {})
  let scheduler: SchedulerTimer | null = null
  let closing: Promise<void> | null = null

  let ready: (service: MockService) => void = () => {}
  const serviceReady = new Promise<MockService>((resolve) => (ready = resolve))
  // What the service left for later is done once no request has come for a moment (MockService.idle).
  let idle: ReturnType<typeof idleAfterQuiet> | null = null

  const server = createServer((req, res) => {
    res.on('error', () => {})
    req.on('error', () => {})
    // A request may have scheduled jobs or moved the clock (`/_mock/clock`).
    void serviceReady
      .then((service) => answerHttp(req, res, service).finally(() => idle?.soon()))
      .finally(() => scheduler?.arm())
  })
  // A client that waits for `100 Continue` before a huge body is told 413 without sending it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length'] ?? '0') <= MAX_BODY_BYTES) res.writeContinue()
    server.emit('request', req, res)
  })
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
    else socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const origin = originOf(address)
  const service =
    options.service ??
    createService({
      // Retries due by the time the webhook history is written run then, as at a boot tick.
      catchUp: true,
      seed: options.seed,
      size: options.size,
      timeScale: options.timeScale,
      rateLimit: options.rateLimit,
      // Looked up per call, so whatever fetch the process has when a delivery runs is used.
      fetch: (input, init) => globalThis.fetch(input, init),
      origin,
    })
  scheduler = driveScheduler(service, {
    onError: (e) => log(`scheduler job failed: ${e instanceof Error ? e.message : String(e)}`),
  })
  ready(service)
  idle = idleAfterQuiet(service)
  idle.soon()

  if (!isLoopback(address.address))
    log(`Warning: listening on ${address.address}; anyone who can reach it can use the public demo keys.`)
  log(startBanner(service, origin))

  return {
    url: origin,
    port: address.port,
    service,
    close() {
      closing ??= new Promise<void>((resolve) => {
        scheduler?.stop()
        idle?.stop()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}

function startBanner(svc: MockService, origin: string): string {
  const keys = [...svc.store.apiKeys.values()]
  const width = Math.max(0, ...keys.map((k) => k.key.length))
  return [
    `Mock API: ${origin}${BASE_PATH}`,
    `  OpenAPI document: ${origin}${BASE_PATH}/openapi.json`,
    `  Mock controls (no key): ${origin}/_mock`,
    `  seed ${svc.config.seed}, size ${svc.config.size}×, time scale ${svc.config.timeScale}, rate limit ${svc.config.rateLimit ? `${svc.config.rateLimit}/min per key` : 'off'}`,
    'Demo API keys (X-Api-Key):',
    ...keys.map((k) => `  ${k.key.padEnd(width)}  ${k.label}`),
    'Sample end-user tokens (X-User-Token on GET /v1/verify-user):',
    ...(svc.store.userTokens.length
      ? svc.store.userTokens.map((t) => `  ${t.label}: ${t.token}`)
      : ['  (none in this seed)']),
  ].join('\n')
}

const USAGE = `Usage: npm run mock:server -- [--port 4010] [--host 127.0.0.1] [--seed N] [--size N] [--time-scale N] [--rate-limit N]

  --port        port to listen on (0 picks a free one; default ${DEFAULT_PORT})
  --host        address to bind (default ${DEFAULT_HOST}, loopback only)
  --seed        seed of the demo data (default 1)
  --size        N times the default conversations, messages, ledger and deliveries, 1 to ${MAX_SIZE} (default 1)
  --time-scale  the webhook clock runs N times faster (default 1)
  --rate-limit  requests a minute per key; 0 turns it off (default 600)`

/** Parses the command line; throws a message meant for the user on bad input. */
export function parseCliArgs(argv: string[]): MockServerOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      'time-scale': { type: 'string' },
      'rate-limit': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return 'help'
  const integer = (name: string, raw: string | undefined, min: number, max: number): number | undefined => {
    if (raw === undefined) return undefined
    const n = Number(raw)
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be an integer from ${min} to ${max}, not "${raw}".`)
    return n
  }
  const scale = values['time-scale']
  let timeScale: number | undefined
  if (scale !== undefined) {
    timeScale = Number(scale)
    if (scale.trim() === '' || !Number.isFinite(timeScale) || timeScale <= 0 || timeScale > 1_000_000)
      throw new Error(`--time-scale must be a number above 0 (at most 1000000), not "${scale}".`)
  }
  const options: MockServerOptions = {}
  const port = integer('port', values.port, 0, 65_535)
  const seed = integer('seed', values.seed, 0, 2 ** 32 - 1)
  const size = integer('size', values.size, 1, MAX_SIZE)
  const rateLimit = integer('rate-limit', values['rate-limit'], 0, 1_000_000)
  if (port !== undefined) options.port = port
  if (values.host !== undefined) options.host = values.host
  if (seed !== undefined) options.seed = seed
  if (size !== undefined) options.size = size
  if (timeScale !== undefined) options.timeScale = timeScale
  if (rateLimit !== undefined) options.rateLimit = rateLimit
  return options
}

async function main(): Promise<void> {
  let options: MockServerOptions | 'help'
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`)
    process.exit(2)
  }
  if (options === 'help') {
    console.log(USAGE)
    return
  }
  let server: MockServer
  try {
    server = await startMockServer({ ...options, log: (line) => console.log(line) })
  } catch (e) {
    console.error(`Could not start the mock server: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  }
  const stop = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the mock server.`)
    void server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function isEntryPoint(): boolean {
  const entry = process.argv[1]
  if (entry === undefined) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href
  } catch {
    return false
  }
}

if (isEntryPoint()) void main()
