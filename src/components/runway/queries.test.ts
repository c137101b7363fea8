// The runway's summaries are kept under keys that outlast the minute they were asked in, so a repeat
// visit a minute later still finds the last visit's answers; each asking reaches back from its own minute.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchRunway } from './queries'

const asked = vi.hoisted(() => [] as unknown[])
vi.mock('../../api/client', () => ({
  callApi: (operation: string, options: { query?: unknown }) => {
    asked.push([operation, options.query])
    return Promise.resolve(operation === 'getWallet' ? { balance: 1 } : { totals: {} })
  },
}))

const DAY_MS = 86_400_000
const summaryKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey))
    .filter((k) => k.includes('summary'))
    .sort()

describe('prefetchRunway', () => {
  beforeEach(() => {
    asked.length = 0
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the week and the day under the same keys from one minute to the next', async () => {
    vi.setSystemTime(Date.parse('2026-11-24T10:15:30Z'))
    const client = new QueryClient()
    prefetchRunway(client)
    await vi.runAllTimersAsync()
    const before = summaryKeys(client)
    expect(before).toHaveLength(2)

    vi.setSystemTime(Date.parse('2026-11-24T10:16:05Z'))
    const next = new QueryClient()
    prefetchRunway(next)
    await vi.runAllTimersAsync()
    expect(summaryKeys(next)).toEqual(before)

    // Each asking reaches back from its own minute.
    expect(asked).toContainEqual([
      'getWalletSummary',
      { from: new Date(Date.parse('2026-11-24T10:15:00Z') - 7 * DAY_MS).toISOString() },
    ])
    expect(asked).toContainEqual([
      'getWalletSummary',
      { from: new Date(Date.parse('2026-11-24T10:16:00Z') - DAY_MS).toISOString() },
    ])
    client.clear()
    next.clear()
  })
})
