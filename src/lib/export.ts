// Walks every page of a cursor-paged list for an export: newest first as the API gives
// them, up to a stated cap, reporting progress and stopping when the user cancels.
export interface Page<T> {
  data: T[]
  has_more: boolean
}

export interface ExportOptions<T> {
  /** One page after the given cursor (undefined: the first page), at the API's largest page size. */
  fetchPage: (startingAfter: string | undefined, signal: AbortSignal) => Promise<Page<T>>
  cursorOf: (item: T) => string
  /** The most items an export takes; more are left out and `truncated` says so. */
  cap: number
  signal?: AbortSignal
  onProgress?: (fetched: number) => void
}

export interface ExportResult<T> {
  items: T[]
  /** True when the list had more items than the cap. */
  truncated: boolean
}

export async function exportAllPages<T>({
  fetchPage,
  cursorOf,
  cap,
  signal = new AbortController().signal,
  onProgress,
}: ExportOptions<T>): Promise<ExportResult<T>> {
  const items: T[] = []
  let cursor: string | undefined
  for (;;) {
    signal.throwIfAborted()
    const page = await fetchPage(cursor, signal)
    signal.throwIfAborted()
    const room = cap - items.length
    items.push(...page.data.slice(0, room))
    onProgress?.(items.length)
    const last = page.data.at(-1)
    if (page.data.length > room) return { items, truncated: true }
    if (!page.has_more || last === undefined) return { items, truncated: false }
    if (items.length === cap) return { items, truncated: true }
    cursor = cursorOf(last)
  }
}
