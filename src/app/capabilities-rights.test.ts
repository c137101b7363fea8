// The probes against the in-process mock: each demo key is told apart, nothing is created.
import { DEMO_KEY } from '../api/contract/demo-keys'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createService, type MockService } from '../../mocks/service'
import { manualClock } from '../../mocks/service/clock'
import { learnCapabilities } from './capabilities'
import { probeCapabilities } from './capabilities-probe'
import { callApi } from '../api/client'
import { KEY_PRODUCT_HEADER, KEY_SCOPE_HEADER } from '../api/contract'
import { keyRights } from '../api/key-rights'
import { configure } from '../api/config'
import { ApiError } from '../api/errors'

let svc: MockService

function useKey(apiKey: string): Request[] {
  const sent: Request[] = []
  const fakeFetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init)
    sent.push(req.clone())
    return svc.handle(req)
  }
  configure({ mode: 'remote', baseUrl: 'http://localhost/v1', apiKey, fetch: fakeFetch })
  return sent
}

const productCount = () => svc.store.products.size

beforeAll(() => {
  svc = createService({ clock: manualClock(Date.UTC(2026, 10, 21, 12)) })
})

describe('probeCapabilities', () => {
  it('finds a workspace write key unlocked', async () => {
    const before = productCount()
    const sent = useKey(DEMO_KEY.write)
    expect(await probeCapabilities()).toEqual({ scope: 'write', locked: false, lockedProduct: null })
    expect(productCount()).toBe(before)
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`).sort()).toEqual([
      'GET /v1/tools',
      'POST /v1/products',
    ])
  })

  it('finds a read key read-only', async () => {
    useKey(DEMO_KEY.read)
    expect(await probeCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
  })

  it('finds a locked key and the one product it sees', async () => {
    useKey(DEMO_KEY.locked)
    const caps = await probeCapabilities()
    expect(caps.scope).toBe('write')
    expect(caps.locked).toBe(true)
    expect(caps.lockedProduct?.slug).toBe('support-assistant')
  })

  it('finds a locked read key read-only and locked', async () => {
    useKey(DEMO_KEY.lockedRead)
    const caps = await probeCapabilities()
    expect(caps).toMatchObject({ scope: 'read', locked: true, lockedProduct: { slug: 'support-assistant' } })
  })

  it('passes a refused key on as the 401 it is', async () => {
    useKey('ak_test_nobody')
    const error = await probeCapabilities().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key' })
  })

  it('passes an ended trial on as the 402 it is', async () => {
    useKey(DEMO_KEY.write)
    const before = svc.store.trialEndsAt
    svc.store.trialEndsAt = svc.now() - 1
    try {
      await expect(probeCapabilities()).rejects.toMatchObject({ status: 402, code: 'trial_expired' })
    } finally {
      svc.store.trialEndsAt = before
    }
  })

  it('still tells a write key apart when successful answers break the contract', async () => {
    useKey(DEMO_KEY.write)
    svc.store.faults.break_contract = true
    try {
      expect(await probeCapabilities()).toEqual({ scope: 'write', locked: false, lockedProduct: null })
    } finally {
      svc.store.faults.break_contract = false
    }
  })
})

describe('learnCapabilities', () => {
  /** The mock as a deployment that predates the rights headers. */
  function withoutRightsHeaders(apiKey: string): Request[] {
    const sent: Request[] = []
    const fakeFetch: typeof fetch = async (input, init) => {
      const req = new Request(input, init)
      sent.push(req.clone())
      const res = await svc.handle(req)
      const headers = new Headers(res.headers)
      headers.delete(KEY_SCOPE_HEADER)
      headers.delete(KEY_PRODUCT_HEADER)
      return new Response(res.body, { status: res.status, headers })
    }
    configure({ mode: 'remote', baseUrl: 'http://localhost/v1', apiKey, fetch: fakeFetch })
    return sent
  }
  const lines = (sent: Request[]) => sent.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)

  beforeEach(() => {
    keyRights.clear()
    const items = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads the rights from an answer already under way, and sends nothing itself', async () => {
    const sent = useKey(DEMO_KEY.read)
    const screen = callApi('listSessions', { query: { limit: 5 } })
    expect(await learnCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
    await screen
    expect(lines(sent)).toEqual(['GET /v1/sessions?limit=5'])
  })

  it('with nothing under way, learns them from one light read', async () => {
    const sent = useKey(DEMO_KEY.write)
    expect(await learnCapabilities()).toEqual({ scope: 'write', locked: false, lockedProduct: null })
    expect(lines(sent)).toEqual(['GET /v1/products?limit=1'])
    // Known now: asking again sends nothing.
    await learnCapabilities()
    expect(sent).toHaveLength(1)
  })

  it('reads a locked key’s product by the id the API names', async () => {
    const sent = useKey(DEMO_KEY.lockedRead)
    const caps = await learnCapabilities()
    expect(caps).toMatchObject({ scope: 'read', locked: true, lockedProduct: { slug: 'support-assistant' } })
    expect(lines(sent)).toEqual(['GET /v1/products?limit=1', `GET /v1/products/${caps.lockedProduct?.id}`])
  })

  it('probes a deployment that sends no rights, once per key and tab session, and keeps no key', async () => {
    const before = productCount()
    const sent = withoutRightsHeaders(DEMO_KEY.read)
    expect(await learnCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
    expect(lines(sent).sort()).toEqual(['GET /v1/products?limit=1', 'GET /v1/tools?limit=1', 'POST /v1/products'])
    expect(productCount()).toBe(before)
    // A reload: the page forgets what it learned, the tab's session keeps the probe's answer.
    keyRights.clear()
    sent.length = 0
    expect(await learnCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
    expect(lines(sent)).toEqual(['GET /v1/products?limit=1'])
    const stored = sessionStorage.getItem('agent-console:key-probe') ?? ''
    expect(stored).not.toContain(DEMO_KEY.read)
    // Another key is probed afresh.
    keyRights.clear()
    const other = withoutRightsHeaders(DEMO_KEY.locked)
    expect(await learnCapabilities()).toMatchObject({ scope: 'write', locked: true })
    expect(lines(other)).toContain('POST /v1/products')
  })

  it('a failing server (500) that names the rights still teaches them; one that does not is passed on', async () => {
    svc.store.faults.error_rate = 1
    try {
      const sent = useKey(DEMO_KEY.read)
      expect(await learnCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
      expect(lines(sent)[0]).toBe('GET /v1/products?limit=1')
      keyRights.clear()
      withoutRightsHeaders(DEMO_KEY.write)
      await expect(learnCapabilities()).rejects.toMatchObject({ status: 500 })
    } finally {
      svc.store.faults.error_rate = 0
    }
  })

  it('a 401 teaches nothing: the refusal is passed on', async () => {
    useKey('ak_test_nobody')
    await expect(learnCapabilities()).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' })
  })
})
