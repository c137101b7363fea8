// Demo mode in the browser: MSW's service worker hands this origin's /v1 and /_mock
// requests to the mock service, which runs in a SharedWorker (or a dedicated Worker) that
// `link` reaches. Loaded once the first screen is in (src/app/boot/boot-demo.ts).
import { setupWorker } from 'msw/browser'
import { untilControlled } from './controlled'
import { createHandlers } from './handlers'
import type { ServiceLink } from './link'

/** MSW intercepting this tab's requests, until `stop`. */
export interface Interception {
  stop(): void
}

/**
 * Starts MSW over the service `link` reaches and resolves once its service worker answers this
 * tab's requests to the mock's paths.
 */
export async function intercept(link: ServiceLink): Promise<Interception> {
  const worker = setupWorker(...createHandlers((req) => link.forward(req), { origin: location.origin }))
  await untilControlled()
  await startWorker(worker)
  const quiet = stayAnnounced()
  return {
    stop() {
      quiet()
      worker.stop()
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
