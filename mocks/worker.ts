// Hosts the mock service off the main thread. As a SharedWorker every tab talks to
// one service (one store, one clock, one set of retries); as a dedicated Worker
// each tab has its own. Messages carry serialized Requests and Responses. The
// workspace is saved in IndexedDB and restored on start, and every state change is
// announced on a BroadcastChannel so open tabs refetch what went stale.
// First: the saved workspace is asked for while the rest of this worker's code evaluates.
import { DB_KEY, inStore, savedWorkspace } from './worker-storage'
import '../src/api/contract/jitless'
import { MOCK_CHANNEL, type MockChanged, type MockResource } from '../src/api/contract/mock-controls'
import { createService, type MockService } from './service/service'
import { parseSnapshot, restore, snapshotOf, type RestoreResult } from './service/snapshot'
import { driveScheduler, idleAfterQuiet, type SchedulerTimer } from './service/timer'

export type WireHeaders = [string, string][]

export type ToWorker =
  | { type: 'hello' }
  | { type: 'request'; id: number; url: string; method: string; headers: WireHeaders; body: ArrayBuffer | null }

export type FromWorker =
  | { type: 'ready'; shared: boolean }
  | { type: 'response'; id: number; status: number; statusText: string; headers: WireHeaders; body: ArrayBuffer | null }
  /** The `offline` fault: the page must see a failed fetch, which no Response can carry across. */
  | { type: 'network-error'; id: number }
  | { type: 'failure'; id: number; message: string }

/** What a SharedWorker's port and a dedicated worker's scope have in common. */
interface Endpoint {
  postMessage(message: FromWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void
}

/**
 * The committed OpenAPI document (a test holds it equal to what the contract generates), fetched
 * the first time it is asked for: building it here would put the generator, 13 KB gzip, in this
 * script, which every first visit of the demo downloads and compiles before it can answer.
 */
const OPENAPI_URL = new URL('../src/api/openapi.json', import.meta.url)
let openapiDocument: Promise<unknown> | undefined
const openapi = () =>
  (openapiDocument ??= scope.fetch(OPENAPI_URL).then((res): Promise<unknown> => {
    if (!res.ok) throw new Error(`The OpenAPI document could not be loaded (${res.status}).`)
    return res.json()
  })).catch((e: unknown) => {
    // Asked again next time: a failed fetch must not stick.
    openapiDocument = undefined
    throw e
  })

const FETCH_UNAVAILABLE_REASON =
  'Sent from the demo running in your browser. Browsers refuse cross-origin requests the receiver does not allow (CORS), ' +
  'plain http from an https page, and some private addresses, so this attempt may never have left the browser. ' +
  'The standalone mock server (npm run mock:server) delivers to any receiver.'

/** A save waits for this much quiet, but never lets changes wait longer than SAVE_MAX_WAIT_MS. */
const SAVE_QUIET_MS = 500
const SAVE_MAX_WAIT_MS = 5_000
const BROADCAST_THROTTLE_MS = 250

const NOTICES: Record<Extract<RestoreResult, { restored: false }>['kind'] | 'unavailable', string> = {
  invalid:
    'The saved demo data was damaged (it did not pass the contract’s checks), so it was replaced by a fresh workspace.',
  version: 'The saved demo data came from another version of the demo and was replaced by a fresh workspace.',
  seed: 'The saved demo data grew from other sample data than this demo’s, so it was replaced by a fresh workspace.',
  unavailable:
    'This browser does not let the demo save its data: changes last only until every tab of the demo is closed.',
}

const scope = globalThis as unknown as (SharedWorkerGlobalScope | DedicatedWorkerGlobalScope) & typeof globalThis
const shared = 'onconnect' in scope

interface Host {
  svc: MockService
  /** Null: the browser cannot save (the notice says so). */
  db: Promise<IDBDatabase> | null
}

/** Opens the saved workspace if there is a valid one; otherwise the seed, with a notice saying why. */
async function boot(): Promise<Host> {
  let db: Promise<IDBDatabase> | null = null
  let saved: unknown
  try {
    ;({ db, saved } = await savedWorkspace)
  } catch (e) {
    console.warn('[mock] demo data cannot be saved in this browser', e)
  }
  const parsed = saved === undefined ? null : parseSnapshot(saved)
  const svc = createService({
    // Retries due by the time the webhook history is written run then, as at a boot tick.
    catchUp: true,
    origin: scope.location.origin,
    // Real receivers are tried from here; a CORS or network refusal surfaces as a rejected fetch.
    fetch: (input, init) => scope.fetch(input, init),
    fetchUnavailableReason: FETCH_UNAVAILABLE_REASON,
    openapi,
    // Seeding as of the saved seed time and size spares restoring a second seed run.
    ...(parsed?.ok ? { seededAt: parsed.snapshot.base.seeded_at, size: parsed.snapshot.base.size } : {}),
  })
  if (!db) svc.notice = NOTICES.unavailable
  else if (saved !== undefined) {
    let result: RestoreResult
    try {
      result = restore(svc, saved, { catchUp: true })
    } catch (e) {
      result = { restored: false, kind: 'invalid', reason: e instanceof Error ? e.message : String(e) }
    }
    if (!result.restored) {
      console.warn(`[mock] the saved demo data was not restored: ${result.reason}`)
      svc.reset()
      svc.notice = NOTICES[result.kind]
      await db.then((opened) => inStore(opened, 'readwrite', (s) => s.delete(DB_KEY))).catch(() => undefined)
    }
  }
  // The base is written as of the day's start: retries and refreshes due since then run now,
  // before the first answer, rather than on the first tick, where the tabs would be told to
  // fetch again what they had only just read.
  await svc.tick()
  // Nothing has changed for the tabs yet: they have not fetched anything.
  svc.takeChanges()
  return { svc, db }
}

const booting = boot()

let scheduler: SchedulerTimer | undefined
/** The service's idle work, once no request has come for a moment: off the first screen's path. */
let idle: ReturnType<typeof idleAfterQuiet> | undefined

let saveTimer: ReturnType<typeof setTimeout> | undefined
let dirtySince: number | null = null

function scheduleSave(host: Host): void {
  if (!host.db) return
  const now = Date.now()
  dirtySince ??= now
  clearTimeout(saveTimer)
  saveTimer = setTimeout(
    () => void save(host),
    Math.max(0, Math.min(SAVE_QUIET_MS, dirtySince + SAVE_MAX_WAIT_MS - now)),
  )
}

/** Resolves once the snapshot is committed (or the save failed and was logged), never rejects. */
function save(host: Host): Promise<void> {
  clearTimeout(saveTimer)
  saveTimer = undefined
  dirtySince = null
  const { db, svc } = host
  if (!db) return Promise.resolve()
  return db
    .then((opened) => {
      // put() copies the snapshot at once, so it is taken and handed over in one go while the store stands still.
      const snapshot = snapshotOf(svc)
      return inStore(opened, 'readwrite', (s) => s.put(snapshot, DB_KEY))
    })
    .then(
      () => undefined,
      (e: unknown) => console.warn('[mock] the demo data could not be saved', e),
    )
}

/**
 * After a reset to the default size the saved workspace goes too; a reload then starts from a
 * fresh seed as well. A larger workspace is saved instead, so a reload keeps its size.
 */
function forget(host: Host): void {
  clearTimeout(saveTimer)
  saveTimer = undefined
  dirtySince = null
  // Transactions run in the order they were created, so a save already under way cannot bring it back.
  host.db?.then((opened) => inStore(opened, 'readwrite', (s) => s.delete(DB_KEY))).catch(() => undefined)
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(MOCK_CHANNEL) : null
const unsent = new Set<MockResource>()
let broadcastTimer: ReturnType<typeof setTimeout> | undefined

/** Announces changes at most every BROADCAST_THROTTLE_MS, as the union of what changed meanwhile. */
function announce(resources: readonly MockResource[]): void {
  for (const r of resources) unsent.add(r)
  if (!channel || broadcastTimer !== undefined) return
  broadcastTimer = setTimeout(() => {
    broadcastTimer = undefined
    const message: MockChanged = { type: 'changed', resources: [...unsent] }
    unsent.clear()
    channel.postMessage(message)
  }, BROADCAST_THROTTLE_MS)
}

/**
 * After a request or a tick: tell the tabs what changed and save. A successful write is
 * saved before it is answered, so "saved" in a tab holds even if the tab reloads at once
 * and the shared worker ends with it; ticks (retries, the clock) save after a quiet spell.
 */
function settle(host: Host, wrote: 'answered' | 'no' | 'tick', reset = false): Promise<void> {
  const changed = host.svc.takeChanges()
  if (changed.length) announce(changed)
  if (reset) {
    if (host.svc.config.size > 1) return save(host)
    forget(host)
    return Promise.resolve()
  }
  if (wrote === 'answered') return save(host)
  if (changed.length) scheduleSave(host)
  return Promise.resolve()
}

const NULL_BODY_METHODS = new Set(['GET', 'HEAD'])

async function answer(
  host: Host,
  msg: Extract<ToWorker, { type: 'request' }>,
): Promise<{ reply: FromWorker; transfer: Transferable[] }> {
  const method = msg.method.toUpperCase()
  let reset = false
  let wrote = false
  try {
    const req = new Request(msg.url, {
      method: msg.method,
      headers: msg.headers,
      body: NULL_BODY_METHODS.has(method) ? null : msg.body,
    })
    const res = await host.svc.handle(req)
    if (res.type === 'error') return { reply: { type: 'network-error', id: msg.id }, transfer: [] }
    reset = method === 'POST' && res.ok && new URL(msg.url).pathname.replace(/\/+$/, '') === '/_mock/reset'
    wrote = res.ok && !NULL_BODY_METHODS.has(method) && method !== 'OPTIONS'
    const buffer = res.body ? await res.arrayBuffer() : null
    const body = buffer && buffer.byteLength > 0 ? buffer : null
    return {
      reply: {
        type: 'response',
        id: msg.id,
        status: res.status,
        statusText: res.statusText,
        headers: [...res.headers],
        body,
      },
      transfer: body ? [body] : [],
    }
  } catch (e) {
    // The service answers every fault with a problem; this only guards the serialization around it.
    return { reply: { type: 'failure', id: msg.id, message: e instanceof Error ? e.message : String(e) }, transfer: [] }
  } finally {
    await settle(host, wrote ? 'answered' : 'no', reset)
    // `/_mock/clock` and `/_mock/reset` move time or clear jobs without telling the scheduler's listener.
    scheduler?.arm()
    idle?.soon()
  }
}

function serve(endpoint: Endpoint): void {
  endpoint.addEventListener('message', (event) => {
    const msg = event.data
    // Nothing is answered before the saved workspace is back: the first request sees it.
    void booting.then(
      (host) => {
        if (msg.type === 'hello') {
          endpoint.postMessage({ type: 'ready', shared }, [])
          return
        }
        void answer(host, msg).then(({ reply, transfer }) => endpoint.postMessage(reply, transfer))
      },
      (e: unknown) => {
        if (msg.type === 'request')
          endpoint.postMessage({ type: 'failure', id: msg.id, message: e instanceof Error ? e.message : String(e) }, [])
      },
    )
  })
}

void booting.then(
  (host) => {
    scheduler = driveScheduler(host.svc, {
      onError: (e) => console.error('[mock] a scheduled job failed', e),
      afterTick: () => void settle(host, 'tick'),
    })
    idle = idleAfterQuiet(host.svc)
    idle.soon()
  },
  (e: unknown) => console.error('[mock] the demo workspace could not start', e),
)

if (shared) {
  ;(scope as SharedWorkerGlobalScope).addEventListener('connect', (event) => {
    const port = event.ports[0]
    if (!port) return
    serve(port)
    port.start()
  })
} else {
  serve(scope)
}
