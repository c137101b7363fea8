// @vitest-environment jsdom
// boot.ts decides demo mode and the screen's chunks before the app's code runs, and with a real
// API sends the screen's first requests.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeTable } from '../../../scripts/first-load-plugin'
import { buildUrl } from '../../api/client'
import { STORAGE_KEYS } from '../../lib/constants'
import { boot, chunksFor, decideConnection } from './boot'

describe('decideConnection', () => {
  it('is demo mode unless a base URL the app accepts is remembered', () => {
    for (const stored of [
      null,
      'not json',
      'null',
      JSON.stringify({ baseUrl: '/v1' }),
      JSON.stringify({ baseUrl: 42 }),
      JSON.stringify({ baseUrl: 'https://api.example.com' }),
      JSON.stringify({ baseUrl: 'ftp://api.example.com/v1' }),
      JSON.stringify({ baseUrl: 'https://api.example.com/v1', apiKey: '' }),
    ])
      expect(decideConnection(stored)).toEqual({ mode: 'demo' })
    expect(decideConnection(JSON.stringify({ baseUrl: 'https://api.example.com/v1', apiKey: 'ak' }))).toEqual({
      mode: 'remote',
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'ak',
    })
    // The key forgotten: still a real connection, so the mock must not start.
    expect(decideConnection(JSON.stringify({ baseUrl: 'http://127.0.0.1:4010/v1' }))).toEqual({
      mode: 'remote',
      baseUrl: 'http://127.0.0.1:4010/v1',
      apiKey: null,
    })
  })
})

describe('chunksFor', () => {
  const table = routeTable({
    'index.tsx': ['/a/overview.js', '/a/charts.js'],
    'api.tsx': ['/a/api-layout.js'],
    'api.index.tsx': ['/a/reference.js'],
    'api.log.tsx': ['/a/log.js'],
    'products/index.tsx': ['/a/products.js', '/a/table.js'],
    'products/new.tsx': ['/a/new.js'],
    'products/$productId.tsx': ['/a/product.js', '/a/table.js'],
    'wallet/entries.$entryId.tsx': ['/a/entry.js'],
    'webhooks/$webhookId/index.tsx': ['/a/webhook.js'],
    'webhooks/$webhookId/deliveries/$deliveryId.tsx': ['/a/delivery.js'],
  })

  it('finds the screen a path names, a static segment winning over a parameter', () => {
    expect(chunksFor(table, '/')).toEqual(['/a/overview.js', '/a/charts.js'])
    expect(chunksFor(table, '/products')).toEqual(['/a/products.js', '/a/table.js'])
    expect(chunksFor(table, '/products/')).toEqual(['/a/products.js', '/a/table.js'])
    expect(chunksFor(table, '/products/new')).toEqual(['/a/new.js'])
    expect(chunksFor(table, '/products/prod_123')).toEqual(['/a/product.js', '/a/table.js'])
    expect(chunksFor(table, '/wallet/entries/txn_1')).toEqual(['/a/entry.js'])
    expect(chunksFor(table, '/webhooks/wh_1')).toEqual(['/a/webhook.js'])
    expect(chunksFor(table, '/webhooks/wh_1/deliveries/dlv_2')).toEqual(['/a/delivery.js'])
  })

  it('adds the layout a screen sits in, and nothing for a path no route has', () => {
    expect(chunksFor(table, '/api')).toEqual(['/a/api-layout.js', '/a/reference.js'])
    expect(chunksFor(table, '/api/log')).toEqual(['/a/api-layout.js', '/a/log.js'])
    expect(chunksFor(table, '/nowhere/at/all')).toEqual([])
  })
})

describe('a real API’s first requests', () => {
  const BASE = 'https://api.example.com/v1'
  const table = {
    routes: [],
    demo: { start: '', preload: [] },
    requests: { '/sessions': ['/products?limit=100', '/sessions?limit=50'] },
  }
  afterEach(() => {
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })

  function start(connection: object): { sent: Request[]; handoff: ReturnType<typeof boot> } {
    sessionStorage.setItem(STORAGE_KEYS.connection, JSON.stringify(connection))
    history.replaceState(null, '', '/sessions')
    const sent: Request[] = []
    vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) => {
      sent.push(new Request(input, init))
      return Promise.resolve(new Response('{}'))
    })
    return { sent, handoff: boot(table) }
  }

  it('leave with boot, with the key, and are handed over once, only for that key', async () => {
    const { sent, handoff } = start({ baseUrl: `${BASE}/ `, apiKey: 'ak_live_1' })
    // The URLs the transport builds for the same base URL and requests, so it finds them.
    expect(sent.map((r) => r.url)).toEqual([
      buildUrl(`${BASE}/ `, '/products', { limit: 100 }).href,
      buildUrl(`${BASE}/ `, '/sessions', { limit: 50 }).href,
    ])
    expect(sent.map((r) => r.headers.get('x-api-key'))).toEqual(['ak_live_1', 'ak_live_1'])
    expect(handoff.take(`${BASE}/sessions?limit=50`, 'ak_other')).toBeUndefined()
    expect(await handoff.take(`${BASE}/sessions?limit=50`, 'ak_live_1')).toBeInstanceOf(Response)
    expect(handoff.take(`${BASE}/sessions?limit=50`, 'ak_live_1')).toBeUndefined()
  })

  it('wait for the app when the key was not kept, or the screen is not listed', () => {
    expect(start({ baseUrl: BASE }).sent).toEqual([])
    history.replaceState(null, '', '/products')
    sessionStorage.setItem(STORAGE_KEYS.connection, JSON.stringify({ baseUrl: BASE, apiKey: 'ak_live_1' }))
    const sent: Request[] = []
    vi.stubGlobal('fetch', (input: RequestInfo) => sent.push(new Request(input)))
    boot(table)
    expect(sent).toEqual([])
  })
})
