// The newest ETag seen per product id, so writes can send If-Match without the caller tracking versions.
import { observable } from '../lib/observable'

const tags = observable<ReadonlyMap<string, string>>(new Map())

const versionOf = (etag: string): number | null => {
  const m = /^(?:W\/)?"(\d+)"$/.exec(etag.trim())
  return m ? Number(m[1]) : null
}

export const etagStore = {
  get: (id: string): string | undefined => tags.get().get(id),
  /** Keeps the newer of the known and the given ETag: a stale list answer never rolls a version back. */
  set(id: string, etag: string): void {
    const known = tags.get().get(id)
    if (known === etag) return
    const [a, b] = [known === undefined ? null : versionOf(known), versionOf(etag)]
    if (a !== null && b !== null && b < a) return
    tags.update((m) => new Map(m).set(id, etag))
  },
  /** Records a version read from a body (lists carry versions but no ETag header). */
  observe(id: string, version: number): void {
    etagStore.set(id, `"${version}"`)
  },
  delete(id: string): void {
    if (!tags.get().has(id)) return
    tags.update((m) => {
      const next = new Map(m)
      next.delete(id)
      return next
    })
  },
  clear: (): void => tags.set(new Map()),
  snapshot: (): ReadonlyMap<string, string> => tags.get(),
  subscribe: (listener: () => void) => tags.subscribe(listener),
}
