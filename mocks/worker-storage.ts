// The demo worker's IndexedDB, kept to four calls: open, get, put, delete of one key. Imported
// first by mocks/worker.ts and free of zod, so the saved workspace is asked for as the worker
// starts: the browser answers while the contract's schemas and the service evaluate, and the
// seed or the restore begins as soon as they have, rather than one storage round trip later.
import { DEMO_STORAGE } from '../src/api/contract/demo-storage'

const { db: DB_NAME, store: DB_STORE, key } = DEMO_STORAGE
export const DB_KEY = key
/** A browser that never answers (a blocked or broken profile) must not keep the demo from starting. */
const LOAD_TIMEOUT_MS = 5_000

/** One request in its own transaction; settles when the transaction has committed. */
export function inStore<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  op: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(DB_STORE, mode)
    const req = op(tx.objectStore(DB_STORE))
    tx.oncomplete = () => resolve(req.result)
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction failed.'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'))
  })
}

/**
 * The database, and what it holds under the workspace's key (undefined: nothing saved). On a first
 * visit the database is created, so nothing can be saved in it: that is known as soon as the browser
 * asks to create it, and the seed need not wait for it to open and be read. Async, so that a browser
 * that throws on open rejects rather than stops the worker.
 */
async function loadSaved(): Promise<{ db: Promise<IDBDatabase>; saved: unknown }> {
  const req = indexedDB.open(DB_NAME, 1)
  let created = false
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened.'))
  })
  const empty = new Promise<undefined>((resolve) => {
    req.onupgradeneeded = () => {
      req.result.createObjectStore(DB_STORE)
      created = true
      resolve(undefined)
    }
  })
  const read = db.then((opened) => (created ? undefined : inStore<unknown>(opened, 'readonly', (s) => s.get(DB_KEY))))
  return Promise.race([empty, read]).then((saved) => ({ db, saved }))
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not answer in time.')), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

// Called now, not in a later task: its first step, opening the database, runs before the next import evaluates.
// A browser without IndexedDB (or one that throws on open) rejects it, and boot() says why.
export const savedWorkspace = within(LOAD_TIMEOUT_MS, loadSaved())
// Looked at only once the worker's code has evaluated: an early failure must not be reported as unhandled.
savedWorkspace.catch(() => undefined)
