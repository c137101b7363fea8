// Sandbox receivers and the real-URL sender, without any network.
import { describe, expect, it } from 'vitest'
import { RESPONSE_BODY_LIMIT } from '../../../src/api/contract'
import type { ServiceConfig } from '../core'
import type { SandboxOutcome } from './receivers'
import { flakyFailures, sandboxLabel, sandboxUrl, send, type OutgoingRequest } from './receivers'

const config = (extra: Partial<ServiceConfig> = {}): ServiceConfig => ({
  seed: 1,
  size: 1,
  timeScale: 1,
  rateLimit: 0,
  ...extra,
})
const request = (url: string, attempt = 1, delivery_id = 'dlv_abcdef123456'): OutgoingRequest => ({
  url,
  headers: { 'content-type': 'application/json' },
  body: '{}',
  delivery_id,
  attempt,
})

describe('sandbox receivers', () => {
  it('are recognised by host only', () => {
    expect(sandboxLabel('https://ok.sandbox.invalid/x')).toBe('ok')
    expect(sandboxLabel('https://FLAKY.Sandbox.Invalid')).toBe('flaky')
    expect(sandboxLabel('https://ok.sandbox.invalid:8443/x?y=1')).toBe('ok')
    expect(sandboxLabel('https://ok.sandbox.invalid.example.com/')).toBeNull()
    expect(sandboxLabel('https://example.com/?next=https://ok.sandbox.invalid/')).toBeNull()
    expect(sandboxLabel('https://example.com/ok.sandbox.invalid')).toBeNull()
  })

  it('answer each outcome synchronously as documented', () => {
    const answer = (o: SandboxOutcome) => send(config(), request(sandboxUrl(o)))
    expect(answer('ok')).toMatchObject({ kind: 'response', status: 200, body: 'ok' })
    expect(answer('fail')).toMatchObject({ kind: 'response', status: 500 })
    expect(answer('timeout')).toEqual({ kind: 'timeout', duration_ms: 15_000 })
    const redirect = answer('redirect')
    expect(redirect).toMatchObject({ kind: 'response', status: 302 })
    expect(redirect instanceof Promise || redirect.kind !== 'response' ? '' : redirect.headers.location).toMatch(
      /^https:/,
    )
    expect(answer('gone')).toMatchObject({ kind: 'response', status: 410 })
    const slow = answer('slow')
    expect(slow).toMatchObject({ kind: 'response', status: 200 })
    expect(slow instanceof Promise ? 0 : slow.duration_ms).toBeGreaterThanOrEqual(3_000)
  })

  it('flaky fails the first 0–2 attempts of a delivery, about half of all attempts', () => {
    let failures = 0
    let attempts = 0
    for (let i = 0; i < 300; i++) {
      const id = `dlv_flaky${i}abc`
      const statuses = [1, 2, 3].map((n) => {
        const r = send(config(), request(sandboxUrl('flaky'), n, id))
        return r instanceof Promise || r.kind !== 'response' ? 0 : r.status
      })
      const k = flakyFailures(id)
      expect(statuses).toEqual([1, 2, 3].map((n) => (n <= k ? 500 : 200)))
      failures += k
      attempts += k + 1
    }
    expect(failures / attempts).toBeGreaterThan(0.4)
    expect(failures / attempts).toBeLessThan(0.6)
  })

  it('an unknown sandbox name is a connection error naming the real ones', () => {
    const r = send(config(), request('https://nope.sandbox.invalid/'))
    expect(r).toMatchObject({ kind: 'connection_error' })
    expect(r instanceof Promise || r.kind !== 'connection_error' ? '' : r.detail).toContain('ok.sandbox.invalid')
  })
})

describe('real URLs', () => {
  it('without a fetch, record the reason', () => {
    expect(send(config(), request('https://example.com/'))).toMatchObject({
      kind: 'connection_error',
      detail: 'Real URLs are delivered only by the standalone mock server.',
    })
    expect(send(config({ fetchUnavailableReason: 'Blocked here.' }), request('https://example.com/'))).toMatchObject({
      detail: 'Blocked here.',
    })
  })

  it('POST without following redirects, under a time limit, and keep only the first KiB', async () => {
    let seen: RequestInit | undefined
    const fetchFn: typeof fetch = (_input, init) => {
      seen = init
      return Promise.resolve(new Response('é'.repeat(3000), { status: 202, headers: { 'retry-after': '5' } }))
    }
    const r = await send(config({ fetch: fetchFn }), request('https://example.com/'))
    expect(seen).toMatchObject({ method: 'POST', body: '{}', redirect: 'manual' })
    expect(seen?.signal).toBeInstanceOf(AbortSignal)
    expect(r).toMatchObject({ kind: 'response', status: 202, headers: { 'retry-after': '5' } })
    if (r.kind !== 'response') throw new Error('expected a response')
    expect(new TextEncoder().encode(r.body).length).toBeLessThanOrEqual(RESPONSE_BODY_LIMIT)
    expect(r.body.length).toBe(RESPONSE_BODY_LIMIT / 2)
  })

  it('a browser’s opaque redirect is a redirect', async () => {
    class OpaqueRedirect extends Response {
      override get type(): ResponseType {
        return 'opaqueredirect'
      }
    }
    const r = await send(
      config({ fetch: () => Promise.resolve(new OpaqueRedirect(null, { status: 200 })) }),
      request('https://example.com/'),
    )
    expect(r.kind).toBe('opaque_redirect')
  })

  it('a refused fetch is a connection error that explains, a timeout a timeout', async () => {
    const refused = await send(
      config({
        fetch: () =>
          Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })),
      }),
      request('https://example.com/'),
    )
    expect(refused.kind === 'connection_error' ? refused.detail : refused.kind).toContain('ECONNREFUSED')
    const timedOut = await send(
      config({ fetch: () => Promise.reject(new DOMException('timed out', 'TimeoutError')) }),
      request('https://example.com/'),
    )
    expect(timedOut).toMatchObject({ kind: 'timeout', duration_ms: 15_000 })
  })
})
