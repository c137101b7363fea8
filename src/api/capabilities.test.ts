// The probes against the in-process mock: each demo key is told apart, nothing is created.
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_KEYS, createService, type MockService } from '../../mocks/service'
import { manualClock } from '../../mocks/service/clock'
import { probeCapabilities } from './capabilities'
import { configure } from './config'
import { ApiError } from './errors'

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
    const sent = useKey(DEMO_KEYS.write)
    expect(await probeCapabilities()).toEqual({ scope: 'write', locked: false, lockedProduct: null })
    expect(productCount()).toBe(before)
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`).sort()).toEqual([
      'GET /v1/tools',
      'POST /v1/products',
    ])
  })

  it('finds a read key read-only', async () => {
    useKey(DEMO_KEYS.read)
    expect(await probeCapabilities()).toEqual({ scope: 'read', locked: false, lockedProduct: null })
  })

  it('finds a locked key and the one product it sees', async () => {
    useKey(DEMO_KEYS.locked)
    const caps = await probeCapabilities()
    expect(caps.scope).toBe('write')
    expect(caps.locked).toBe(true)
    expect(caps.lockedProduct?.slug).toBe('support-assistant')
  })

  it('finds a locked read key read-only and locked', async () => {
    useKey(DEMO_KEYS.lockedRead)
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
    useKey(DEMO_KEYS.write)
    const before = svc.store.trialEndsAt
    svc.store.trialEndsAt = svc.now() - 1
    try {
      await expect(probeCapabilities()).rejects.toMatchObject({ status: 402, code: 'trial_expired' })
    } finally {
      svc.store.trialEndsAt = before
    }
  })

  it('still tells a write key apart when successful answers break the contract', async () => {
    useKey(DEMO_KEYS.write)
    svc.store.faults.break_contract = true
    try {
      expect(await probeCapabilities()).toEqual({ scope: 'write', locked: false, lockedProduct: null })
    } finally {
      svc.store.faults.break_contract = false
    }
  })
})
