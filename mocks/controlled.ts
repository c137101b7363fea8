// MSW reloads a page that it finds registered but not yet controlled by its service worker.
// boot.ts registers that worker early, so starting MSW while the worker still installs (a cold
// load on a busy machine) reloaded the tab: a second document, and a first paint thrown away.

/** How long a worker that is installing may take to activate and claim the page. */
export const CONTROL_WAIT_MS = 5_000

const activating = (worker: ServiceWorker | null) => (worker?.state === 'activating' ? worker : null)

/**
 * Resolves once this page is controlled, when the registration's worker is installing, waiting or
 * still activating (it claims every page during its activation, but registration.active is already
 * set then: MSW, finding a registration and no controller, would reload the page). A worker that
 * has activated and is still not in control (after a hard reload) will not claim the page again;
 * that case, and a timeout, are left to MSW.
 */
export async function untilControlled(
  sw: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  waitMs = CONTROL_WAIT_MS,
): Promise<void> {
  if (!sw || sw.controller) return
  const registration = await sw.getRegistration()
  if (!registration || !(registration.installing ?? registration.waiting ?? activating(registration.active))) return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      sw.removeEventListener('controllerchange', done)
      resolve()
    }
    const timer = setTimeout(done, waitMs)
    sw.addEventListener('controllerchange', done)
    if (sw.controller) done()
  })
}
