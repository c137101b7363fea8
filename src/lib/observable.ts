// A minimal external store (get, set, subscribe) that React reads with useSyncExternalStore.
export interface Observable<T> {
  get(): T
  set(next: T): void
  update(fn: (current: T) => T): void
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

export function observable<T>(initial: T): Observable<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const set = (next: T) => {
    if (Object.is(next, value)) return
    value = next
    for (const l of [...listeners]) l()
  }
  return {
    get: () => value,
    set,
    update: (fn) => set(fn(value)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
