// The demo's answers kept across a reload; a real API's never are.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../api/config'
import { capabilityKeys } from './capabilities'
import { restoreDemoCache } from './demo-cache'
import { MAX_AGE_MS } from './demo-cache-format'
import { saveDemoCache } from './demo-cache-save'

const STORAGE_KEY = 'agent-console:demo-cache'

function fakeStorage(): Map<string, string> {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  })
  return items
}

/** A client whose `keys` are on view (observed), as a mounted screen's are. */
function screenWith(entries: [readonly unknown[], unknown][]): { client: QueryClient; stop: () => void } {
  const client = new QueryClient()
  const stops = entries.map(([key, data]) => {
    client.setQueryData(key, data)
    return new QueryObserver(client, { queryKey: key, enabled: false }).subscribe(() => undefined)
  })
  return { client, stop: () => stops.forEach((s) => s()) }
}

const products = { data: [{ id: 'prod_1', name: 'Billing Bot' }], has_more: false }

describe('demo cache', () => {
  let items: Map<string, string>
  beforeEach(() => {
    items = fakeStorage()
    configure({ mode: 'demo', baseUrl: '/v1', apiKey: 'ak_test_write' })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('round-trips what the screen on view shows, stale, with the key’s rights', () => {
    const { client, stop } = screenWith([[['products', 'list', { limit: 20 }], products]])
    client.setQueryData(capabilityKeys.of({ mode: 'demo', baseUrl: '/v1', apiKey: 'ak_test_write' }), {
      scope: 'write',
      locked: false,
      lockedProduct: null,
    })
    // Not on view: left out.
    client.setQueryData(['tools', 'list', {}], { data: [], has_more: false })
    saveDemoCache(client)
    stop()

    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    expect(restoreDemoCache(next)).toBe(1)
    expect(next.getQueryData(['products', 'list', { limit: 20 }])).toEqual(products)
    expect(next.getQueryData(['tools', 'list', {}])).toBeUndefined()
    expect(next.getQueryState(['products', 'list', { limit: 20 }])?.isInvalidated).toBe(false)
    // Stale however short the visit was: the screen asks the mock again as it mounts.
    expect(Date.now() - (next.getQueryState(['products', 'list', { limit: 20 }])?.dataUpdatedAt ?? 0)).toBeGreaterThan(
      30_000,
    )
    expect(next.getQueryData(capabilityKeys.of({ mode: 'demo', baseUrl: '/v1', apiKey: 'ak_test_write' }))).toEqual({
      scope: 'write',
      locked: false,
      lockedProduct: null,
    })
  })

  it('keeps nothing in real-API mode, and forgets what demo mode kept', () => {
    const { client, stop } = screenWith([[['products', 'list', {}], products]])
    saveDemoCache(client)
    expect(items.has(STORAGE_KEY)).toBe(true)
    configure({ mode: 'remote', baseUrl: 'https://api.example.com/v1', apiKey: 'ak_live_secret' })
    saveDemoCache(client)
    stop()
    expect(items.has(STORAGE_KEY)).toBe(false)
    expect([...items.values()].join()).not.toContain('Billing Bot')
    expect(restoreDemoCache(new QueryClient())).toBe(0)
  })

  it('restores only for the same demo key, and not when too old', () => {
    const { client, stop } = screenWith([[['products', 'list', {}], products]])
    saveDemoCache(client)
    stop()
    configure({ mode: 'demo', baseUrl: '/v1', apiKey: 'ak_test_read' })
    expect(restoreDemoCache(new QueryClient())).toBe(0)
    configure({ mode: 'demo', baseUrl: '/v1', apiKey: 'ak_test_write' })
    expect(restoreDemoCache(new QueryClient(), Date.now() + MAX_AGE_MS + 1)).toBe(0)
    expect(restoreDemoCache(new QueryClient())).toBe(1)
  })

  it('keeps a list whose key leaves its filters unset, as the list screens’ keys do', () => {
    const key = ['products', 'list', { kind: undefined, status: undefined, q: undefined }]
    const { client, stop } = screenWith([[key, products]])
    saveDemoCache(client)
    stop()
    const next = new QueryClient()
    expect(restoreDemoCache(next)).toBe(1)
    expect(next.getQueryData(key)).toEqual(products)
  })

  it('leaves out what JSON would change (a Headers, a Date, an undefined in a list), and survives damaged storage', () => {
    const { client, stop } = screenWith([
      [['product', 'meta'], { data: products, headers: new Headers({ etag: '"3"' }) }],
      [['when'], new Date(0)],
      [['holes'], { data: [1, undefined] }],
      [['products', 'list', {}], products],
    ])
    saveDemoCache(client)
    stop()
    const next = new QueryClient()
    expect(restoreDemoCache(next)).toBe(1)
    expect(next.getQueryData(['product', 'meta'])).toBeUndefined()
    items.set(STORAGE_KEY, '{not json')
    expect(restoreDemoCache(new QueryClient())).toBe(0)
  })
})
