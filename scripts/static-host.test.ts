import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { serveStatic, type StaticHost } from './static-host'

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))}\n`
let dir: string
let host: StaticHost

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-host-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT)
  host = await serveStatic(dir, 0, { 'X-Content-Type-Options': 'nosniff' })
})

afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

it('answers any path without an extension with index.html, revalidated, with the given headers', async () => {
  const res = await fetch(`${host.url}/wallet/statements`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  expect(res.headers.get('cache-control')).toBe('no-cache')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(await res.text()).toContain('<title>app</title>')
})

it('sends a hashed asset compressed when asked, cached for good', async () => {
  const res = await fetch(`${host.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-encoding')).toBe('gzip')
  expect(Number(res.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 2)
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(await res.text()).toBe(SCRIPT)
})

it('sends the plain bytes to a client that does not accept gzip', async () => {
  const res = await fetch(`${host.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } })
  expect(res.headers.get('content-encoding')).toBeNull()
  expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(SCRIPT))
})

it('answers a matching ETag with 304, a missing file with 404 and a write with 405', async () => {
  const first = await fetch(`${host.url}/assets/app-abc123.js`)
  const etag = first.headers.get('etag') ?? ''
  expect(etag).not.toBe('')
  expect((await fetch(`${host.url}/assets/app-abc123.js`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  expect((await fetch(`${host.url}/assets/gone-123.js`)).status).toBe(404)
  expect((await fetch(`${host.url}/index.html`, { method: 'POST' })).status).toBe(405)
})
