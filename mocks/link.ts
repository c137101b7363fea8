// The page's link to the worker that hosts the mock service (mocks/worker.ts): requests go over
// as messages, answers come back. It loads with boot-demo, before MSW's runtime, so the first
// screen's requests reach the mock while that runtime is still on its way (docs/architecture.md, "Boot").
import type { FromWorker, ToWorker } from './worker'

/** The worker hosting the service, opened by src/app/boot/boot.ts before this module has arrived. */
export interface OpenedWorker {
  worker: SharedWorker | Worker
  /** Rejects if the worker fails to start. */
  failed: Promise<never>
  /** Whether the demo's service worker controlled the tab from the document's start (a reload, a later visit). */
  controlled: boolean
}

/** A SharedWorker's port and a dedicated Worker, seen the same way. */
interface Channel {
  postMessage(message: ToWorker, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void
}

export interface ServiceLink {
  /**
   * The service's answer, as MSW hands it back: the `offline` fault is `Response.error()`, which
   * MSW turns into a failed fetch.
   */
  forward(req: Request): Promise<Response>
  /** A fetch straight to the service, without MSW: the `offline` fault fails it, as the network would. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>
  /** Resolves once the service has its workspace (seeded or restored). */
  ready: Promise<{ shared: boolean }>
  close(): void
}

const READY_TIMEOUT_MS = 20_000

function channelOf({ worker }: OpenedWorker): { channel: Channel; start: () => void; close: () => void } {
  // A SharedWorker talks through its port; a dedicated Worker has none.
  if (!('port' in worker)) return { channel: worker, start: () => undefined, close: () => worker.terminate() }
  // Messages the worker sent meanwhile wait in the port until it is started, after the listener is in place.
  return { channel: worker.port, start: () => worker.port.start(), close: () => worker.port.close() }
}

export function connectService(opened: OpenedWorker): ServiceLink {
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

  async function forward(req: Request): Promise<Response> {
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
  }

  return {
    ready,
    close,
    forward,
    async fetch(input, init) {
      const res = await forward(new Request(input, init))
      if (res.type === 'error') throw new TypeError('Failed to fetch')
      return res
    },
  }
}
