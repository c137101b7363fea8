// Demo mode in the browser: MSW's service worker hands this origin's /v1 and /_mock
// requests to the mock service, which runs in a SharedWorker (or a dedicated Worker).
import { setupWorker } from 'msw/browser'
import { untilControlled } from './controlled'
import { createHandlers } from './handlers'
import type { FromWorker, ToWorker } from './worker'

export interface DemoHandle {
  /** True when every tab of this origin shares one workspace. */
  shared: boolean
  stop(): void
}

/** A SharedWorker's port and a dedicated Worker, seen the same way. */
interface Channel {
  postMessage(message: ToWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void
}

/** The worker hosting the service, opened by src/app/boot/boot.ts before this module has arrived. */
export interface OpenedWorker {
  worker: SharedWorker | Worker
  /** Rejects if the worker fails to start. */
  failed: Promise<never>
}

const READY_TIMEOUT_MS = 20_000

interface ServiceLink {
  forward(req: Request): Promise<Response>
  ready: Promise<{ shared: boolean }>
  close(): void
}

function channelOf({ worker }: OpenedWorker): { channel: Channel; start: () => void; close: () => void } {
  if (worker instanceof Worker) return { channel: worker, start: () => undefined, close: () => worker.terminate() }
  // Messages the worker sent meanwhile wait in the port until it is started, after the listener is in place.
  return { channel: worker.port, start: () => worker.port.start(), close: () => worker.port.close() }
}

function connectService(opened: OpenedWorker): ServiceLink {
  const pending = new Map<number, { resolve: (res: Response) => void; reject: (err: Error) => void }>()
  let nextId = 1
  let fault: Error | null = null
  let settleReady: { resolve: (v: { shared: boolean }) => void; reject: (err: Error) => void } | undefined
  const ready = new Promise<{ shared: boolean }>((resolve, reject) => (settleReady = { resolve, reject }))

  const { channel, start, close } = channelOf(opened)
  opened.failed.catch((e: unknown) => {
    fault = e instanceof Error ? e : new Error(String(e))
    settleReady?.reject(fault)
    for (const p of pending.values()) p.reject(fault)
    pending.clear()
  })

  channel.addEventListener('message', ({ data }) => {
    if (data.type === 'ready') {
      settleReady?.resolve({ shared: data.shared })
      return
    }
    const waiter = pending.get(data.id)
    if (!waiter) return
    pending.delete(data.id)
    if (data.type === 'failure') {
      waiter.reject(new Error(data.message))
      return
    }
    if (data.type === 'network-error') {
      // MSW answers the page's fetch with a network failure for this one.
      waiter.resolve(Response.error())
      return
    }
    waiter.resolve(new Response(data.body, { status: data.status, statusText: data.statusText, headers: data.headers }))
  })

  const timeout = setTimeout(
    () => settleReady?.reject(new Error('The demo workspace did not start in time.')),
    READY_TIMEOUT_MS,
  )
  void ready.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  )
  start()
  channel.postMessage({ type: 'hello' }, [])

  return {
    ready,
    close,
    async forward(req) {
      if (fault) throw fault
      const buffer = req.method === 'GET' || req.method === 'HEAD' ? null : await req.arrayBuffer()
      const body = buffer && buffer.byteLength > 0 ? buffer : null
      const id = nextId++
      return new Promise<Response>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        channel.postMessage(
          { type: 'request', id, url: req.url, method: req.method, headers: [...req.headers], body },
          body ? [body] : [],
        )
      })
    },
  }
}

/**
 * Starts demo mode and resolves once both the mock service and MSW's service
 * worker answer, so the client's first request can wait for it.
 */
export async function startDemo(opened: OpenedWorker): Promise<DemoHandle> {
  const link = connectService(opened)
  const worker = setupWorker(...createHandlers((req) => link.forward(req), { origin: location.origin }))
  const [{ shared }] = await Promise.all([link.ready, untilControlled().then(() => startWorker(worker))])
  const quiet = stayAnnounced()
  return {
    shared,
    stop() {
      quiet()
      worker.stop()
      link.close()
    },
  }
}

/** How often MSW's own client reminds its worker of a tab (its keep-alive); the worker forgets idle tabs. */
const KEEPALIVE_MS = 5_000

/**
 * MSW tells its service worker at `beforeunload` that the tab has gone, and stops its keep-alive;
 * the worker then passes the tab's requests through to the network. But the tab is not always
 * gone: it still sends requests while it unloads (they reached the static server: a 404 in the
 * console), and after "stay on this page" in the browser's leave prompt it lives on, without its
 * mock. So the tab announces itself again right after MSW's goodbye (posted a microtask later, so a
 * task later comes after it) and keeps itself announced. MSW's client still answers the worker:
 * its `beforeunload` handler removes no listener. Returns the function that stops this.
 */
function stayAnnounced(): () => void {
  let keepAlive: ReturnType<typeof setInterval> | undefined
  const post = (message: 'MOCK_ACTIVATE' | 'KEEPALIVE_REQUEST') =>
    navigator.serviceWorker.controller?.postMessage(message)
  const announce = () => {
    post('MOCK_ACTIVATE')
    keepAlive ??= setInterval(() => post('KEEPALIVE_REQUEST'), KEEPALIVE_MS)
  }
  const onLeave = () => void setTimeout(announce)
  addEventListener('beforeunload', onLeave)
  return () => {
    removeEventListener('beforeunload', onLeave)
    clearInterval(keepAlive)
  }
}

function startWorker(worker: ReturnType<typeof setupWorker>) {
  return worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}demo-service-worker.js` },
  })
}
