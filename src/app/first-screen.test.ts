// @vitest-environment jsdom
// The first render waits for the first screen's answers, but never past the budget.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createElement, act } from 'react'
import { setupDomRoot } from '../../tests/unit/dom-root'
import type { Capabilities } from './capabilities'
import { configure, DEMO_BASE_URL, getConfig } from '../api/config'
import { walletKeys } from '../api/wallet'
import { capabilityQueries } from './capabilities'
import { startsLater } from './later-requests'
import { prefetchShell, untilFirstScreen } from './first-screen'
import { BANNERS_BUDGET_MS, SCREEN_BUDGET_MS } from './first-screen-budgets'

const answerIn =
  (ms: number, value: unknown = 'rows') =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(value), ms))

describe('untilFirstScreen', () => {
  let client: QueryClient
  beforeEach(() => {
    vi.useFakeTimers()
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })
  afterEach(() => {
    client.clear()
    vi.useRealTimers()
  })

  /** When the wait resolves, in fake milliseconds after it started. */
  async function settlesAt(wait: Promise<void>): Promise<number> {
    const start = Date.now()
    let at = -1
    void wait.then(() => (at = Date.now() - start))
    for (let i = 0; i < 100 && at < 0; i++) await vi.advanceTimersByTimeAsync(10)
    return at
  }

  it('waits for the load and the queries it started, not for the budget', async () => {
    const load = Promise.resolve().then(() => void client.prefetchQuery({ queryKey: ['a'], queryFn: answerIn(80) }))
    const at = await settlesAt(untilFirstScreen(client, load, 300, () => 0))
    expect(at).toBeGreaterThanOrEqual(80)
    expect(at).toBeLessThan(120)
    expect(client.getQueryData(['a'])).toBe('rows')
  })

  it('waits for queries an answer starts (the workspace’s, once the key’s probe answered)', async () => {
    const load = Promise.resolve().then(() => {
      startsLater(
        client
          .fetchQuery({ queryKey: ['probe'], queryFn: answerIn(40) })
          .then(() => void client.prefetchQuery({ queryKey: ['wallet'], queryFn: answerIn(60) })),
      )
    })
    const at = await settlesAt(untilFirstScreen(client, load, 300, () => 0))
    expect(at).toBeGreaterThanOrEqual(100)
    expect(client.getQueryData(['wallet'])).toBe('rows')
  })

  it('paints at the budget when an answer is slower', async () => {
    const load = Promise.resolve().then(() => void client.prefetchQuery({ queryKey: ['a'], queryFn: answerIn(5_000) }))
    // 100 ms have already passed since navigation: 200 are left of 300.
    const at = await settlesAt(untilFirstScreen(client, load, 300, () => 100))
    expect(at).toBeGreaterThanOrEqual(200)
    expect(at).toBeLessThan(240)
  })

  it('does not wait for a refresh of data already there (the last visit’s rows)', async () => {
    client.setQueryData(['a'], 'cached', { updatedAt: 1 })
    const load = Promise.resolve().then(() => void client.prefetchQuery({ queryKey: ['a'], queryFn: answerIn(5_000) }))
    const at = await settlesAt(untilFirstScreen(client, load, 300, () => 0))
    expect(at).toBeLessThan(40)
    expect(client.getQueryState(['a'])?.fetchStatus).toBe('fetching')
  })

  it('a failed load or a failed query paints at once: the error is the screen’s to show', async () => {
    const failing = Promise.resolve().then(
      () =>
        void client.prefetchQuery({
          queryKey: ['b'],
          queryFn: () => new Promise((_, reject) => setTimeout(() => reject(new Error('500')), 30)),
        }),
    )
    expect(await settlesAt(untilFirstScreen(client, failing, 300, () => 0))).toBeLessThan(60)
    expect(await settlesAt(untilFirstScreen(client, Promise.reject(new Error('chunk')), 300, () => 0))).toBeLessThan(20)
  })
})

describe('useFirstScreen', () => {
  const dom = setupDomRoot()
  beforeEach(() => {
    vi.useFakeTimers()
    // The mark is the page's, set once: each test takes a fresh module.
    vi.resetModules()
  })
  afterEach(() => vi.useRealTimers())

  /** Renders what useFirstScreen says into the container; `watch` runs the page's first-screen wait. */
  async function shown(): Promise<{
    watch: (client: QueryClient, load: Promise<unknown>) => void
    text: () => string | null
  }> {
    const { untilFirstScreen: until, useFirstScreen } = await import('./first-screen')
    const Probe = () => useFirstScreen()
    act(() => dom.root.render(createElement(Probe)))
    return { watch: (client, load) => void until(client, load), text: () => dom.container.textContent }
  }

  /** A first screen whose load starts one query, answered after `ms`. */
  function screenAnswering(watch: (client: QueryClient, load: Promise<unknown>) => void, ms: number): QueryClient {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    watch(
      client,
      Promise.resolve().then(() => void client.prefetchQuery({ queryKey: ['a'], queryFn: answerIn(ms) })),
    )
    return client
  }

  it('marks the screen in once its load and the queries it started have answered, past any paint budget', async () => {
    const { watch, text } = await shown()
    const client = screenAnswering(watch, 700)
    await act(() => vi.advanceTimersByTimeAsync(650))
    expect(text()).toBe('waiting')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(text()).toBe('in')
    client.clear()
  })

  // Late: main shows the skeletons once the banners are known. Overdue: whatever the banners know.
  it.each([
    ['waiting', 'late', SCREEN_BUDGET_MS],
    ['late', 'overdue', BANNERS_BUDGET_MS],
  ] as const)('goes from %s to %s at its budget when the data has not come', async (before, after, budgetMs) => {
    const { watch, text } = await shown()
    const client = screenAnswering(watch, 60_000)
    await act(() => vi.advanceTimersByTimeAsync(budgetMs - performance.now() - 10))
    expect(text()).toBe(before)
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(text()).toBe(after)
    client.clear()
  })

  it('marks it in when the load fails: the screen shows its error', async () => {
    const { watch, text } = await shown()
    watch(new QueryClient(), Promise.reject(new Error('chunk failed')))
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(text()).toBe('in')
  })
})

describe('prefetchShell', () => {
  /** Runs prefetchShell for `apiKey` while the key's rights are still being learned; returns how to answer them. */
  function shellFor(mode: 'demo' | 'remote', apiKey: string) {
    const before = getConfig()
    configure(
      mode === 'demo'
        ? { mode, baseUrl: DEMO_BASE_URL, apiKey }
        : { mode, baseUrl: 'https://api.example.com/v1', apiKey },
    )
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined)
    let settle: { resolve: (c: Capabilities) => void; reject: (e: Error) => void } | undefined
    const answer = new Promise<Capabilities>((resolve, reject) => (settle = { resolve, reject }))
    void client
      .fetchQuery({ queryKey: capabilityQueries.probe(getConfig()).queryKey, queryFn: () => answer, retry: false })
      .catch(() => undefined)
    prefetchShell(client)
    configure(before)
    const walletAsked = () =>
      prefetch.mock.calls.filter(
        ([options]) => JSON.stringify(options.queryKey) === JSON.stringify(walletKeys.balance()),
      ).length
    return { walletAsked, settle: settle! }
  }
  const rights = (locked: boolean): Capabilities => ({ scope: 'write', locked, lockedProduct: null })

  it('asks an unlocked demo key’s wallet with the screen’s requests, before any answer brings its rights', async () => {
    const shell = shellFor('demo', 'ak_test_write')
    expect(shell.walletAsked()).toBe(1)
    // Its rights, when they come, do not ask it again.
    shell.settle.resolve(rights(false))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(shell.walletAsked()).toBe(1)
  })

  it('waits for any other key’s rights, and asks nothing of a locked or refused key', async () => {
    const remote = shellFor('remote', 'ak_test_write')
    expect(remote.walletAsked()).toBe(0)
    remote.settle.resolve(rights(false))
    await vi.waitFor(() => expect(remote.walletAsked()).toBe(1))

    const locked = shellFor('demo', 'ak_test_locked')
    locked.settle.resolve(rights(true))
    const refused = shellFor('remote', 'ak_live_unknown')
    refused.settle.reject(new Error('invalid_api_key'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(locked.walletAsked()).toBe(0)
    expect(refused.walletAsked()).toBe(0)
  })
})
