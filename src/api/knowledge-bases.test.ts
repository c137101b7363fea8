// @vitest-environment jsdom
// Knowledge bases are read again while a source refreshes, and no longer once none does
// (jsdom: React Query never polls where there is no window).
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KnowledgeBase, KnowledgeSource } from './contract'
import { REFRESH_POLL_MS, knowledgeBaseQueries } from './knowledge-bases'

/** What the API answers next for the base, one status per source. */
let statuses: KnowledgeSource['status'][] = []
const reads = vi.fn()

vi.mock('./client', () => ({
  callApi: () => {
    reads()
    return Promise.resolve(base(...statuses))
  },
}))

const source = (status: KnowledgeSource['status'], i: number): KnowledgeSource => ({
  id: `src_${i}`,
  kind: 'website',
  name: `site-${i}.example.com`,
  status,
  last_refreshed_at: null,
  last_error: null,
  document_count: 0,
})

function base(...sources: KnowledgeSource['status'][]): KnowledgeBase {
  return {
    id: 'kb_help',
    name: 'Help',
    description: '',
    sources: sources.map(source),
    product_ids: [],
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  reads.mockClear()
})
afterEach(() => vi.useRealTimers())

describe('knowledge-base polling', () => {
  it('reads the base again while a source refreshes, and stops once it ended (ready or failed)', async () => {
    const client = new QueryClient()
    statuses = ['ready', 'refreshing']
    const observer = new QueryObserver(client, knowledgeBaseQueries.detail('kb_help'))
    const stop = observer.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS)
    expect(reads).toHaveBeenCalledTimes(2)

    statuses = ['ready', 'failed']
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS)
    expect(reads).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS * 5)
    expect(reads).toHaveBeenCalledTimes(3)
    stop()
  })

  it('never polls a base with nothing refreshing', async () => {
    const client = new QueryClient()
    statuses = ['ready']
    const stop = new QueryObserver(client, knowledgeBaseQueries.detail('kb_help')).subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS * 5)
    expect(reads).toHaveBeenCalledTimes(1)
    stop()
  })
})
