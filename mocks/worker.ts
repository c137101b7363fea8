// Hosts the mock service off the main thread. As a SharedWorker every tab talks to
// one service (one store, one clock, one set of retries); as a dedicated Worker
// each tab has its own. Messages carry serialized Requests and Responses.
import { createService } from './service'

export type WireHeaders = [string, string][]

export type ToWorker =
  | { type: 'hello' }
  | { type: 'request'; id: number; url: string; method: string; headers: WireHeaders; body: ArrayBuffer | null }

export type FromWorker =
  | { type: 'ready'; shared: boolean }
  | { type: 'response'; id: number; status: number; statusText: string; headers: WireHeaders; body: ArrayBuffer | null }
  | { type: 'failure'; id: number; message: string }

/** What a SharedWorker's port and a dedicated worker's scope have in common. */
interface Endpoint {
  postMessage(message: FromWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void
}

const FETCH_UNAVAILABLE_REASON =
  'Sent from the demo running in your browser. Browsers refuse cross-origin requests the receiver does not allow (CORS), ' +
  'plain http from an https page, and some private addresses, so this attempt may never have left the browser. ' +
  'The standalone mock server (npm run mock:server) delivers to any receiver.'

// The largest delay setTimeout honours; later jobs are re-armed when it fires.
const MAX_TIMER_MS = 2_147_483_647

const scope = globalThis as unknown as (SharedWorkerGlobalScope | DedicatedWorkerGlobalScope) & typeof globalThis
const shared = 'onconnect' in scope

const svc = createService({
  origin: scope.location.origin,
  // Real receivers are tried from here; a CORS or network refusal surfaces as a rejected fetch.
  fetch: (input, init) => scope.fetch(input, init),
  fetchUnavailableReason: FETCH_UNAVAILABLE_REASON,
})

let timer: ReturnType<typeof setTimeout> | undefined

/** One timer for the earliest due job; re-armed whenever the schedule or the clock may have moved. */
function arm(): void {
  clearTimeout(timer)
  const due = svc.clock.scheduler.nextDue()
  if (due == null) return
  const delay = Math.min(Math.max(0, due - svc.now()), MAX_TIMER_MS)
  timer = setTimeout(() => {
    svc
      .tick()
      .catch((e: unknown) => console.error('[mock] a scheduled job failed', e))
      .finally(arm)
  }, delay)
}
svc.clock.scheduler.onChange = arm
arm()

const NULL_BODY_METHODS = new Set(['GET', 'HEAD'])

async function answer(
  msg: Extract<ToWorker, { type: 'request' }>,
): Promise<{ reply: FromWorker; transfer: Transferable[] }> {
  try {
    const req = new Request(msg.url, {
      method: msg.method,
      headers: msg.headers,
      body: NULL_BODY_METHODS.has(msg.method.toUpperCase()) ? null : msg.body,
    })
    const res = await svc.handle(req)
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
    // `/_mock/clock` and `/_mock/reset` move time or clear jobs without telling the scheduler's listener.
    arm()
  }
}

function serve(endpoint: Endpoint): void {
  endpoint.addEventListener('message', (event) => {
    const msg = event.data
    if (msg.type === 'hello') {
      endpoint.postMessage({ type: 'ready', shared }, [])
      return
    }
    void answer(msg).then(({ reply, transfer }) => endpoint.postMessage(reply, transfer))
  })
}

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
