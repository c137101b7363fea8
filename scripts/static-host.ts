// The web server of the bench and the e2e suite: the built site as a static host serves it,
// every file read and compressed once at start. `vite preview` gzips each response as it sends it, on the two
// cores the browser under test needs (35–45 ms of a cold /wallet's first row here), which no
// CDN or host does to its visitors.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { apiOrigins, ASSET_CACHE_CONTROL, ASSETS_PREFIX, securityHeaders } from './security-headers'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/

interface File {
  body: Buffer
  gzip: Buffer | null
  type: string
  etag: string
}

export interface StaticHost {
  url: string
  close(): Promise<void>
}

function readSite(dir: string): Map<string, File> {
  const files = new Map<string, File>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const body = readFileSync(path)
    const type = TYPES[extname(entry.name)] ?? 'application/octet-stream'
    const gzip = COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body) : null
    files.set(`/${relative(dir, path).split(sep).join('/')}`, {
      body,
      gzip,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    })
  }
  return files
}

/**
 * Serves `dir` as a single-page app (a path with no extension gets index.html) with `headers` on
 * every answer. Hashed files under /assets/ are cached for good, the rest revalidated: the rules of
 * the `_headers` file the build writes.
 */
export function serveStatic(dir: string, port: number, headers: Record<string, string>): Promise<StaticHost> {
  const files = readSite(dir)
  const index = files.get('/index.html')
  if (!index) throw new Error(`No index.html in ${dir}: build first.`)
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    const file = files.get(path) ?? (extname(path) === '' ? index : undefined)
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(file ? 405 : 404, headers).end()
      return
    }
    const out: Record<string, string> = {
      ...headers,
      'Content-Type': file.type,
      'Cache-Control': path.startsWith(ASSETS_PREFIX) ? ASSET_CACHE_CONTROL : 'no-cache',
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, out).end()
      return
    }
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? file.gzip : null
    if (gzip) out['Content-Encoding'] = 'gzip'
    const body = gzip ?? file.body
    out['Content-Length'] = String(body.length)
    res.writeHead(200, out).end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        url: `http://localhost:${bound}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

// `tsx scripts/static-host.ts <dir> <port>`: the e2e suite's server (playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2)
  void serveStatic(dir, Number(port), securityHeaders(apiOrigins())).then((host) =>
    console.log(`Serving ${dir} at ${host.url}`),
  )
}
