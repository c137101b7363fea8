import { describe, expect, it } from 'vitest'
import { exportAllPages, type Page } from './export'

/** A list of `total` items served `size` at a time after a cursor, recording each call. */
function pagedList(total: number, size: number) {
  const items = Array.from({ length: total }, (_, i) => ({ id: `it_${String(i).padStart(4, '0')}` }))
  const cursors: (string | undefined)[] = []
  const fetchPage = (after: string | undefined): Promise<Page<{ id: string }>> => {
    cursors.push(after)
    const start = after === undefined ? 0 : items.findIndex((i) => i.id === after) + 1
    return Promise.resolve({ data: items.slice(start, start + size), has_more: start + size < total })
  }
  return { items, cursors, fetchPage }
}

describe('exportAllPages', () => {
  it('walks every page in order, passing the last id as the cursor', async () => {
    const list = pagedList(250, 100)
    const progress: number[] = []
    const result = await exportAllPages({
      fetchPage: list.fetchPage,
      cursorOf: (i) => i.id,
      cap: 1000,
      onProgress: (n) => progress.push(n),
    })
    expect(result).toEqual({ items: list.items, truncated: false })
    expect(list.cursors).toEqual([undefined, 'it_0099', 'it_0199'])
    expect(progress).toEqual([100, 200, 250])
  })

  it('stops at the cap and says the list was longer', async () => {
    const list = pagedList(250, 100)
    const result = await exportAllPages({ fetchPage: list.fetchPage, cursorOf: (i) => i.id, cap: 150 })
    expect(result.items).toEqual(list.items.slice(0, 150))
    expect(result.truncated).toBe(true)
    expect(list.cursors).toHaveLength(2)
  })

  it('is not truncated when the list ends exactly at the cap', async () => {
    const list = pagedList(200, 100)
    const result = await exportAllPages({ fetchPage: list.fetchPage, cursorOf: (i) => i.id, cap: 200 })
    expect(result).toEqual({ items: list.items, truncated: false })
  })

  it('stops when cancelled', async () => {
    const list = pagedList(500, 100)
    const controller = new AbortController()
    const run = exportAllPages({
      fetchPage: list.fetchPage,
      cursorOf: (i) => i.id,
      cap: 1000,
      signal: controller.signal,
      onProgress: (n) => n >= 200 && controller.abort(),
    })
    await expect(run).rejects.toThrow()
    expect(list.cursors).toHaveLength(2)
  })
})
