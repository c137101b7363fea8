import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { MOCK_CHANNEL, type MockChanged } from '../api/contract/mock-controls'
import { knowledgeBaseKeys, mockKeys, productKeys, sessionKeys, toolKeys, walletKeys, webhookKeys } from '../api/keys'
import { changedResources, startLiveUpdates, type ChangeChannel } from './live-updates'

/** A channel the test posts to by hand. */
class FakeChannel implements ChangeChannel {
  closed = false
  private listeners = new Set<(event: MessageEvent<unknown>) => void>()
  addEventListener(_type: 'message', listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.delete(listener)
  }
  post(data: unknown) {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data }))
  }
  close() {
    this.closed = true
  }
}

// One cached query per area, plus nested keys, so prefixes are seen to reach below themselves.
const cached: Record<string, QueryKey> = {
  productList: productKeys.list({ limit: 20 }),
  productManifest: productKeys.manifest('prod_abcdef'),
  toolDetail: toolKeys.detail('tool_abcdef'),
  kbList: knowledgeBaseKeys.list({}),
  sessionList: sessionKeys.infinite({ limit: 50 }),
  sessionMessages: sessionKeys.messages('sess_abcdef', { limit: 100 }),
  deliveries: webhookKeys.deliveries('wh_abcdef').list({}),
  balance: walletKeys.balance(),
  entries: walletKeys.entries.list({}),
  mockState: mockKeys.state(),
  elsewhere: ['settings', 'connection'],
}

let stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

function setup(options: { enabled?: () => boolean } = {}) {
  const client = new QueryClient()
  for (const key of Object.values(cached)) client.setQueryData(key, { data: [], has_more: false })
  const channel = new FakeChannel()
  stops.push(startLiveUpdates(client, { channel, ...options }))
  const invalidated = () =>
    Object.entries(cached)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort()
  return { client, channel, invalidated }
}

const changed = (resources: MockChanged['resources']): MockChanged => ({ type: 'changed', resources })

describe('startLiveUpdates', () => {
  it('invalidates exactly the queries under the prefixes the message names', () => {
    const { channel, invalidated } = setup()
    channel.post(changed(['sessions', 'wallet', 'webhooks']))
    expect(invalidated()).toEqual(['balance', 'deliveries', 'entries', 'sessionList', 'sessionMessages'])
  })

  it('maps every resource to its own prefix', () => {
    const cases: [MockChanged['resources'][number], string[]][] = [
      ['products', ['productList', 'productManifest']],
      ['tools', ['toolDetail']],
      ['knowledge-bases', ['kbList']],
      ['sessions', ['sessionList', 'sessionMessages']],
      ['webhooks', ['deliveries']],
      ['wallet', ['balance', 'entries']],
      ['mock', ['mockState']],
    ]
    for (const [resource, names] of cases) {
      const { channel, invalidated } = setup()
      channel.post(changed([resource]))
      expect(invalidated(), resource).toEqual(names)
    }
  })

  it('ignores messages that are not change notifications, and names it does not know', () => {
    const { channel, invalidated } = setup()
    for (const data of [
      null,
      'changed',
      { type: 'ready' },
      { type: 'changed' },
      { type: 'changed', resources: 'wallet' },
    ])
      channel.post(data)
    expect(invalidated()).toEqual([])
    channel.post({ type: 'changed', resources: ['invoices', 'tools'] })
    expect(invalidated()).toEqual(['toolDetail'])
  })

  it('leaves a resource alone while one of its writes is in flight, which refetches it when it settles', async () => {
    const { client, channel, invalidated } = setup()
    let finish = () => {}
    const write = client
      .getMutationCache()
      .build(client, {
        mutationKey: [...productKeys.all, 'attachments'],
        mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
      })
      .execute(undefined)
    await Promise.resolve()
    channel.post(changed(['products', 'tools']))
    expect(invalidated()).toEqual(['toolDetail'])
    finish()
    await write
    channel.post(changed(['products']))
    expect(invalidated()).toEqual(['productList', 'productManifest', 'toolDetail'])
  })

  it('does nothing while not enabled, and nothing after it is stopped', () => {
    let demo = false
    const { channel, invalidated } = setup({ enabled: () => demo })
    channel.post(changed(['products']))
    expect(invalidated()).toEqual([])
    demo = true
    channel.post(changed(['products']))
    expect(invalidated()).toEqual(['productList', 'productManifest'])
    stops.pop()?.()
    channel.post(changed(['tools']))
    expect(invalidated()).toEqual(['productList', 'productManifest'])
    // A channel handed in belongs to the caller: stopping does not close it.
    expect(channel.closed).toBe(false)
  })

  it('listens on the mock’s BroadcastChannel by default, as every tab of the origin does', async () => {
    const client = new QueryClient()
    client.setQueryData(cached.balance ?? [], { balance: 0 })
    stops.push(startLiveUpdates(client))
    const worker = new BroadcastChannel(MOCK_CHANNEL)
    worker.postMessage(changed(['wallet']))
    await expect.poll(() => client.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true)
    worker.close()
  })
})

describe('changedResources', () => {
  it('keeps known names once each, in order', () => {
    expect(changedResources({ type: 'changed', resources: ['mock', 'nope', 'wallet'] })).toEqual(['mock', 'wallet'])
  })
})
