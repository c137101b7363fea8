// What the configured key may do, as the API announces it on every answer (docs/api.md,
// "Headers": `X-Api-Key-Scope`, `X-Api-Key-Product`). The transport reports each answer here; the
// capabilities read the first one, so no request is made only to learn the key's rights.
import { keyRightsOf, type KeyRights, type Product } from './contract'
import { connectionOf, type ApiConfig } from './config'

/** Per connection: the rights announced, or `absent` once an answer came without them. */
export type KeyScope = 'read' | 'write'

export interface Capabilities {
  scope: KeyScope
  /** The key only reaches what belongs to one product (docs/api.md). */
  locked: boolean
  /** The product a locked key sees; null for an unlocked key, or a locked one whose product is not visible. */
  lockedProduct: Product | null
}

const known = new Map<string, KeyRights | 'absent'>()
const inFlight = new Map<string, number>()
const waiters = new Map<string, Set<(rights: KeyRights | 'absent' | 'idle') => void>>()

function settle(connection: string, outcome: KeyRights | 'absent' | 'idle'): void {
  const list = waiters.get(connection)
  if (!list) return
  waiters.delete(connection)
  for (const wake of list) wake(outcome)
}

export const keyRights = {
  /** The transport calls this as a request to the API starts; the returned function when it ends. */
  sending(config: Readonly<ApiConfig>): () => void {
    const connection = connectionOf(config)
    inFlight.set(connection, (inFlight.get(connection) ?? 0) + 1)
    let ended = false
    return () => {
      if (ended) return
      ended = true
      const left = (inFlight.get(connection) ?? 1) - 1
      if (left > 0) inFlight.set(connection, left)
      else inFlight.delete(connection)
      // Every request ended (network failures, time-outs) without an answer that told anything.
      if (left <= 0) settle(connection, 'idle')
    }
  },

  /**
   * An answer from the API. Rights on any answer count. Their absence counts only on a
   * success: a 401 never carries them, and a 5xx or 429 may come from a proxy in front.
   * Rights once announced are kept for the key: a later answer that says otherwise (a garbled
   * header, a proxy) does not make the shell change its mind from screen to screen.
   */
  report(config: Readonly<ApiConfig>, res: Response): void {
    const connection = connectionOf(config)
    const before = known.get(connection)
    if (before === undefined || before === 'absent') {
      const rights = keyRightsOf(res.headers)
      if (rights) known.set(connection, rights)
      else if (res.ok && before === undefined) known.set(connection, 'absent')
    }
    const outcome = known.get(connection)
    if (outcome) settle(connection, outcome)
  },

  /** What is known for this connection now: rights, `absent` (the server does not send them), or undefined. */
  peek(config: Readonly<ApiConfig>): KeyRights | 'absent' | undefined {
    return known.get(connectionOf(config))
  },

  /**
   * The rights from the next answer to a request already under way; `idle` when none is under
   * way, or every one ended without an answer, so the caller must ask the API itself.
   */
  next(config: Readonly<ApiConfig>, signal?: AbortSignal): Promise<KeyRights | 'absent' | 'idle'> {
    const connection = connectionOf(config)
    const now = known.get(connection)
    if (now !== undefined) return Promise.resolve(now)
    if (!inFlight.get(connection)) return Promise.resolve('idle')
    return new Promise((resolve, reject) => {
      const wake = (outcome: KeyRights | 'absent' | 'idle') => {
        signal?.removeEventListener('abort', onAbort)
        resolve(outcome)
      }
      const onAbort = () => {
        waiters.get(connection)?.delete(wake)
        reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      let list = waiters.get(connection)
      if (!list) waiters.set(connection, (list = new Set()))
      list.add(wake)
    })
  },

  /** Tests start from nothing known. */
  clear(): void {
    known.clear()
    inFlight.clear()
    waiters.clear()
  },
}
